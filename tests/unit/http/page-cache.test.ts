import { describe, expect, it } from "vitest";
import { PERSONAL_LIFETIME_HEADER } from "~/http/cache-control";
import { PageCache, pageCacheKey, sharedLifetime, type CookiePolicy, type PageRequest } from "~/http/page-cache.server";

const PUBLIC = "public, max-age=60, s-maxage=300, stale-while-revalidate=600";

function request(init: Partial<PageRequest> & { headers?: Record<string, string> } = {}): PageRequest {
  const headers = Object.fromEntries(
    Object.entries(init.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]),
  );
  return {
    method: init.method ?? "GET",
    url: init.url ?? "http://localhost:3000/vente/appartement/vevey-1800/rlm-1047",
    header: (name) => headers[name.toLowerCase()],
  };
}

function page(nonce: string, init: { status?: number; cacheControl?: string; headers?: Record<string, string> } = {}) {
  return new Response(`<html><script nonce="${nonce}">1</script><p>Appartement à Vevey</p></html>`, {
    status: init.status ?? 200,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": init.cacheControl ?? PUBLIC,
      "Content-Security-Policy": `default-src 'self'; script-src 'self' 'nonce-${nonce}'`,
      ...init.headers,
    },
  });
}

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe("pageCacheKey", () => {
  it("keys a plain GET by its address", () => {
    expect(pageCacheKey(request())).toContain("/vente/appartement/vevey-1800/rlm-1047");
  });

  it("never shares what a cookie, a credential, a post or a data request may change", () => {
    expect(pageCacheKey(request({ headers: { Cookie: "toast=abc" } }))).toBeUndefined();
    expect(pageCacheKey(request({ headers: { Authorization: "Basic eDp5" } }))).toBeUndefined();
    expect(pageCacheKey(request({ method: "POST" }))).toBeUndefined();
    expect(pageCacheKey(request({ method: "HEAD" }))).toBeUndefined();
    expect(pageCacheKey(request({ url: "http://localhost:3000/annonces?_data=root" }))).toBeUndefined();
  });

  it("tells apart the same address reached over https or another host behind a proxy", () => {
    const plain = pageCacheKey(request());
    expect(pageCacheKey(request({ headers: { "X-Forwarded-Proto": "https" } }))).not.toBe(plain);
    expect(pageCacheKey(request({ headers: { "X-Forwarded-Host": "example.ch" } }))).not.toBe(plain);
    expect(
      pageCacheKey(request({ url: "http://localhost:3000/vente/appartement/vevey-1800/rlm-1047?photo=2" })),
    ).not.toBe(plain);
  });
});

describe("pageCacheKey with the site's cookie policy", () => {
  const policy: CookiePolicy = {
    keyed: ["__favoris"],
    bypass: ["__message"],
    bypassOn: { __estimation: (pathname) => pathname.startsWith("/estimation-bien-immobilier") },
  };
  const keyWith = (cookie: string, url?: string) => pageCacheKey(request({ url, headers: { Cookie: cookie } }), policy);
  const plain = pageCacheKey(request(), policy);

  it("leaves out a cookie the markup does not depend on", () => {
    expect(plain).toBeDefined();
    expect(keyWith("theme=clair; _ga=GA1.2.3")).toBe(plain);
    expect(keyWith("__estimation=s%3Aabc")).toBe(plain);
  });

  it("gives each favourites list its own key, never the key of a page without favourites", () => {
    const one = keyWith("__favoris=WyJSTE0tMTAwMSJd.sig");
    const two = keyWith("__favoris=WyJSTE0tMTAwMiJd.sig");
    expect(one).toBeDefined();
    expect(one).not.toBe(plain);
    expect(two).not.toBe(one);
    expect(keyWith("theme=clair; __favoris=WyJSTE0tMTAwMSJd.sig")).toBe(one);
  });

  it("keeps out a one-shot message everywhere, and the wizard's progress on the wizard only", () => {
    expect(keyWith("__message=s%3Aabc")).toBeUndefined();
    expect(keyWith("__favoris=x; __message=s%3Aabc")).toBeUndefined();
    expect(keyWith("__estimation=s%3Aabc", "http://localhost:3000/estimation-bien-immobilier?etape=2")).toBeUndefined();
    expect(keyWith("theme=clair", "http://localhost:3000/estimation-bien-immobilier?etape=2")).toBeDefined();
  });

  it("without a policy, any cookie keeps the request out", () => {
    expect(pageCacheKey(request({ headers: { Cookie: "theme=clair" } }))).toBeUndefined();
  });
});

describe("sharedLifetime", () => {
  const headers = (cacheControl: string, extra: Record<string, string> = {}) =>
    new Headers({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": cacheControl, ...extra });

  it("is the page's shared lifetime, bounded by the cache's own", () => {
    expect(sharedLifetime(200, headers(PUBLIC), 60)).toBe(60);
    expect(sharedLifetime(200, headers("public, max-age=30"), 60)).toBe(30);
    expect(sharedLifetime(200, headers("public, max-age=60, s-maxage=20"), 60)).toBe(20);
  });

  it("is zero for anything personal, failed, not HTML or without a public policy", () => {
    expect(sharedLifetime(200, headers("private, no-store"), 60)).toBe(0);
    expect(sharedLifetime(200, headers("no-store"), 60)).toBe(0);
    expect(sharedLifetime(200, headers("public, no-cache"), 60)).toBe(0);
    expect(sharedLifetime(200, headers(PUBLIC, { "Set-Cookie": "toast=1" }), 60)).toBe(0);
    expect(sharedLifetime(404, headers(PUBLIC), 60)).toBe(0);
    expect(sharedLifetime(503, headers(PUBLIC), 60)).toBe(0);
    expect(sharedLifetime(200, new Headers({ "Content-Type": "application/json", "Cache-Control": PUBLIC }), 60)).toBe(
      0,
    );
    expect(sharedLifetime(200, headers("max-age=60"), 60)).toBe(0);
  });
});

describe("PageCache", () => {
  const key = pageCacheKey(request())!;

  it("serves a kept page again with a fresh nonce in the policy and in the markup", async () => {
    const nonces = ["second", "third"];
    const cache = new PageCache({ maxAgeS: 60, newNonce: () => nonces.shift()! });
    const first = await cache.keep(key, page("first0000000000000000"));
    expect(await first.text()).toContain('nonce="first0000000000000000"');

    const again = cache.serve(key)!;
    expect(again.status).toBe(200);
    expect(again.body).toBe('<html><script nonce="second">1</script><p>Appartement à Vevey</p></html>');
    expect(new Headers(again.headers).get("Content-Security-Policy")).toBe(
      "default-src 'self'; script-src 'self' 'nonce-second'",
    );
    expect(new Headers(again.headers).get("Cache-Control")).toBe(PUBLIC);
    expect(cache.serve(key)!.body).toContain('nonce="third"');
  });

  it("forgets a page once its lifetime is over", async () => {
    const time = clock();
    const cache = new PageCache({ maxAgeS: 60, now: time.now });
    await cache.keep(key, page("n1", { cacheControl: "public, s-maxage=10" }));
    time.advance(9_999);
    expect(cache.serve(key)).toBeDefined();
    time.advance(1);
    expect(cache.serve(key)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("passes other answers through untouched and keeps nothing of them", async () => {
    const cache = new PageCache({ maxAgeS: 60 });
    const personal = page("n1", { headers: { "Set-Cookie": "toast=1" } });
    expect(await cache.keep(key, personal)).toBe(personal);
    const missing = page("n1", { status: 404 });
    expect(await cache.keep(key, missing)).toBe(missing);
    expect(cache.size).toBe(0);
    expect(cache.serve(key)).toBeUndefined();
  });

  it("drops the least recently used pages beyond its size", async () => {
    const body = "x".repeat(1000);
    const cache = new PageCache({ maxAgeS: 60, maxBytes: 8 * 2 * 1000 + 500 });
    const html = () => new Response(body, { headers: { "Content-Type": "text/html", "Cache-Control": PUBLIC } });
    for (let index = 0; index < 8; index += 1) await cache.keep(`page-${index}`, html());
    expect(cache.size).toBe(8);
    cache.serve("page-0");
    await cache.keep("page-8", html());
    expect(cache.size).toBe(8);
    expect(cache.serve("page-1")).toBeUndefined();
    expect(cache.serve("page-0")).toBeDefined();
    expect(cache.serve("page-8")).toBeDefined();
  });

  it("keeps a page drawn for favourites under their key only, and never sends its own header", async () => {
    const cookies: CookiePolicy = { keyed: ["__favoris"], bypass: [] };
    const cache = new PageCache({ maxAgeS: 60, cookies });
    const mine = cache.keyOf(request({ headers: { Cookie: "__favoris=abc" } }))!;
    const personal = () =>
      page("n1", {
        cacheControl: "private, no-store",
        headers: { Vary: "Cookie", [PERSONAL_LIFETIME_HEADER]: "300" },
      });
    const sent = await cache.keep(mine, personal());
    expect(sent.headers.has(PERSONAL_LIFETIME_HEADER)).toBe(false);
    expect(sent.headers.get("Cache-Control")).toBe("private, no-store");
    expect(cache.serve(mine)).toBeDefined();
    expect(new Headers(cache.serve(mine)!.headers).has(PERSONAL_LIFETIME_HEADER)).toBe(false);
    expect(cache.serve(cache.keyOf(request())!)).toBeUndefined();
    expect(cache.serve(cache.keyOf(request({ headers: { Cookie: "__favoris=other" } }))!)).toBeUndefined();

    // Not kept when it sets a cookie, or when the request may not be answered from the cache.
    const other = cache.keyOf(request({ headers: { Cookie: "__favoris=def" } }))!;
    const setting = page("n1", {
      cacheControl: "private, no-store",
      headers: { [PERSONAL_LIFETIME_HEADER]: "300", "Set-Cookie": "__message=1" },
    });
    await cache.keep(other, setting);
    expect(cache.serve(other)).toBeUndefined();
    const unkeyed = await cache.keep(undefined, personal());
    expect(unkeyed.headers.has(PERSONAL_LIFETIME_HEADER)).toBe(false);
  });

  it("keeps a private page without the header of its route nowhere", async () => {
    const cache = new PageCache({ maxAgeS: 60, cookies: { keyed: ["__favoris"], bypass: [] } });
    const mine = cache.keyOf(request({ headers: { Cookie: "__favoris=abc" } }))!;
    await cache.keep(mine, page("n1", { cacheControl: "private, no-store", headers: { Vary: "Cookie" } }));
    expect(cache.serve(mine)).toBeUndefined();
  });

  it("is off with a lifetime of zero", () => {
    const cache = new PageCache({ maxAgeS: 0 });
    expect(cache.enabled).toBe(false);
    expect(cache.keyOf(request())).toBeUndefined();
  });
});
