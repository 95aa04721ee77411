/**
 * Cache-Control values. Public pages may be kept briefly by a CDN or a caching proxy and
 * served stale while it refreshes them; anything personal or posted is never cached.
 */
export const cacheControl = {
  /** Listings, promotions, search results: they change during the day. */
  listing: "public, max-age=60, s-maxage=300, stale-while-revalidate=600",
  /** Pages that change rarely: team, legal texts, blog. */
  static: "public, max-age=300, s-maxage=3600, stale-while-revalidate=86400",
  /** Forms, confirmations, anything depending on a cookie. */
  private: "private, no-store",
} as const;

/** A `headers` export that passes a loader's Cache-Control through to the document. */
export function loaderCacheControl({ loaderHeaders }: { loaderHeaders: Headers }): HeadersInit {
  const value = loaderHeaders.get("Cache-Control");
  return value ? { "Cache-Control": value } : {};
}
