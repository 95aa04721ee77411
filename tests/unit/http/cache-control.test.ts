import { describe, expect, it } from "vitest";
import { cacheControl, PERSONAL_HEADER, publicPageHeaders } from "~/http/cache-control";

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
