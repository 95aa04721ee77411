import { VALUATION_PATH } from "~/agency/valuation-steps";
import { FAVOURITES_COOKIE, TOAST_COOKIE, WIZARD_COOKIE } from "./cookies.server";
import type { CookiePolicy } from "./page-cache.server";

/**
 * What each of the site's cookies does to the markup of a page, for the page cache's key:
 * - the favourites (`__favoris`) change the header's count and every "Garder" button: part of the key,
 *   so a visitor with the same favourites gets the same page, and no one else does;
 * - a one-shot message (`__message`) is drawn on the next page and cleared by it: never from the cache;
 * - the valuation wizard's progress (`__estimation`) only changes the wizard's own pages.
 * Any other cookie (set by nothing of this site) changes nothing the server draws.
 */
export const pageCacheCookies: CookiePolicy = {
  keyed: [FAVOURITES_COOKIE],
  bypass: [TOAST_COOKIE],
  bypassOn: { [WIZARD_COOKIE]: (pathname) => pathname.startsWith(VALUATION_PATH) },
};
