import { createCookieSessionStorage } from "@remix-run/node";
import { env } from "~/env.server";

/**
 * The site's only cookies, both technical: the valuation wizard's progress and the
 * one-shot confirmation message (toast). Signed, http-only, SameSite=Lax, Secure in production.
 */
const secure = env.NODE_ENV === "production";

export const WIZARD_COOKIE = "__estimation";
export const TOAST_COOKIE = "__message";

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
