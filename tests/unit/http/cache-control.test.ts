import { describe, expect, it } from "vitest";
import { cacheControl, formPageHeaders, PERSONAL_HEADER, publicPageHeaders } from "~/http/cache-control";

const headersOf = (parent: HeadersInit = {}, loader: HeadersInit = {}) =>
  new Headers(
    publicPageHeaders(cacheControl.listing)({
      parentHeaders: new Headers(parent),
      loaderHeaders: new Headers(loader),
      actionHeaders: new Headers(),
      errorHeaders: undefined,
    }) as HeadersInit,
  );

describe("publicPageHeaders", () => {
  it("keeps a page public for everyone by default", () => {
    expect(headersOf().get("Cache-Control")).toBe(cacheControl.listing);
    expect(headersOf().get("Vary")).toBeNull();
  });

  it("makes a page drawn for a visitor's favourites private, varying on the cookie", () => {
    const headers = headersOf({ [PERSONAL_HEADER]: "Cookie" });
    expect(headers.get("Cache-Control")).toBe(cacheControl.private);
    expect(headers.get("Vary")).toBe("Cookie");
  });

  it("still makes a page that sets a cookie private", () => {
    expect(headersOf({}, { "Set-Cookie": "__message=x" }).get("Cache-Control")).toBe(cacheControl.private);
  });
});

describe("form pages", () => {
  const formHeaders = (action: HeadersInit, extra?: Record<string, string>) =>
    new Headers(
      formPageHeaders(extra)({
        parentHeaders: new Headers(),
        loaderHeaders: new Headers(),
        actionHeaders: new Headers(action),
        errorHeaders: undefined,
      }) as HeadersInit,
    );

  it("are never stored and keep the Retry-After of a refused send", () => {
    const limited = formHeaders({ "Retry-After": "120" }, { "X-Robots-Tag": "noindex" });
    expect(limited.get("Cache-Control")).toBe(cacheControl.private);
    expect(limited.get("Retry-After")).toBe("120");
    expect(limited.get("X-Robots-Tag")).toBe("noindex");
    expect(formHeaders({}).has("Retry-After")).toBe(false);
  });
});
