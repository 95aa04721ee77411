import { data, type HeadersFunction } from "@remix-run/node";

/**
 * Cache-Control values. Public pages may be kept briefly by a CDN or a caching proxy and
 * served stale while it refreshes them; anything personal or posted is never cached.
 */
export const cacheControl = {
  /** Listings, promotions, search results: they change during the day. */
  listing: "public, max-age=60, s-maxage=300, stale-while-revalidate=600",
  /** Pages that change rarely: team, legal texts, blog. */
  static: "public, max-age=300, s-maxage=3600, stale-while-revalidate=86400",
  /** What an address names for good (a map's base drawing, its edition in its key). */
  immutable: "public, max-age=31536000, immutable",
  /** Forms, confirmations, anything depending on a cookie. */
  private: "private, no-store",
} as const;

/**
 * Set by the root loader (`Vary: Cookie`) when the page is drawn for a visitor's own cookie
 * (kept favourites): such a page is private, whatever the route would allow.
 */
export const PERSONAL_HEADER = "Vary";

/**
 * Set on a public page drawn for the visitor's favourites: the lifetime, in seconds, the page would
 * have had without them. Read and removed by the server's page cache (page-cache.server.ts), which
 * keeps such a page under the favourites cookie's value; never sent to the browser.
 */
export const PERSONAL_LIFETIME_HEADER = "X-Page-Cache-Personal";

/** The shared lifetime a Cache-Control value gives, in seconds (s-maxage, else max-age; 0 if none). */
function sharedSeconds(cache: string): number {
  const found = /s-maxage=(\d+)/.exec(cache) ?? /max-age=(\d+)/.exec(cache);
  return found ? Number(found[1]) : 0;
}

/**
 * The `headers` export of a public page: cacheable as `cache` unless this response sets a cookie
 * (a toast, for instance) or depends on one (favourites); an error page keeps the Cache-Control
 * its error gave, else no-store.
 */
export function publicPageHeaders(cache: string): HeadersFunction {
  return ({ parentHeaders, loaderHeaders, errorHeaders }) => {
    if (errorHeaders) return { "Cache-Control": errorHeaders.get("Cache-Control") ?? cacheControl.private };
    const dependsOnCookie = /\bcookie\b/i.test(parentHeaders.get(PERSONAL_HEADER) ?? "");
    const setsCookie = parentHeaders.has("Set-Cookie") || loaderHeaders.has("Set-Cookie");
    const personal = dependsOnCookie || setsCookie;
    const lifetime = dependsOnCookie && !setsCookie ? sharedSeconds(cache) : 0;
    return {
      "Cache-Control": personal ? cacheControl.private : cache,
      ...(dependsOnCookie ? { Vary: "Cookie" } : {}),
      ...(lifetime > 0 ? { [PERSONAL_LIFETIME_HEADER]: String(lifetime) } : {}),
    };
  };
}

/** What a form page's loader answers: its view, never stored (its token and values are the visitor's own). */
export function formPageData<View>(view: View) {
  return data(view, { headers: { "Cache-Control": cacheControl.private } });
}

/** The `headers` export of a form's page: never stored; a refused send (429) keeps its Retry-After. */
export function formPageHeaders(extra: Record<string, string> = {}): HeadersFunction {
  return ({ actionHeaders }) => {
    const retryAfter = actionHeaders.get("Retry-After");
    return { "Cache-Control": cacheControl.private, ...extra, ...(retryAfter ? { "Retry-After": retryAfter } : {}) };
  };
}
