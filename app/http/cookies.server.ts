import { createCookieSessionStorage } from "@remix-run/node";
import { env } from "~/env.server";
import { cameOverHttps } from "~/seo/origin.server";

/**
 * The site's technical cookies: the valuation wizard's progress and the one-shot confirmation
 * message (toast); the favourites are kept in their own (favourites-cookie.server.ts), named here
 * with the others. Signed, http-only, SameSite=Lax, and Secure as cookieSecurity says.
 */

/** Without a request to look at: Secure in production, as before. */
const secure = env.NODE_ENV === "production";

/**
 * The Secure attribute for a cookie set in answer to `request`: on when the visitor came over
 * https, directly or as the trusted proxy says (X-Forwarded-Proto, read only with TRUST_PROXY=1);
 * in production, on unless the trusted proxy says the visitor came over plain http (a browser would
 * drop a Secure cookie set over http). An X-Forwarded-Proto nobody vouches for changes nothing.
 */
export function cookieSecurity(request: Request): { secure: boolean } {
  if (cameOverHttps(request)) return { secure: true };
  if (env.TRUST_PROXY === "1" && request.headers.has("X-Forwarded-Proto")) return { secure: false };
  return { secure };
}

export const WIZARD_COOKIE = "__estimation";
export const TOAST_COOKIE = "__message";
export const FAVOURITES_COOKIE = "__favoris";

export const wizardStorage = createCookieSessionStorage({
  cookie: {
    name: WIZARD_COOKIE,
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    secrets: [env.SESSION_SECRET],
    // The wizard's answers are kept for a few hours, then the visitor starts again.
    maxAge: 4 * 60 * 60,
  },
});

export const toastStorage = createCookieSessionStorage({
  cookie: {
    name: TOAST_COOKIE,
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    secrets: [env.SESSION_SECRET],
  },
});
