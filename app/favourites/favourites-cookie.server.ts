import { createCookie } from "@remix-run/node";
import { env } from "~/env.server";
import { cookieSecurity, FAVOURITES_COOKIE } from "~/http/cookies.server";
import { keptEntries, readKept, type Kept } from "./favourites";

/**
 * The favourites cookie: the visitor's kept references, signed with SESSION_SECRET so that a
 * forged value reads as empty, http-only, SameSite=Lax, Secure over https (see cookieSecurity).
 * Nothing about the visitor is stored on the server.
 */
export const favouritesCookie = createCookie(FAVOURITES_COOKIE, {
  httpOnly: true,
  sameSite: "lax",
  secure: env.NODE_ENV === "production",
  path: "/",
  secrets: [env.SESSION_SECRET],
  // A year; each change starts the year again.
  maxAge: 365 * 24 * 60 * 60,
});

/** What a browser keeps of one cookie (name and value), with room to spare. */
export const COOKIE_BYTES = 4000;

/** What the request's cookie keeps, newest first; nothing when it is missing, broken or forged. */
export async function keptOf(request: Request): Promise<Kept[]> {
  const header = request.headers.get("Cookie");
  if (!header || !header.includes(`${FAVOURITES_COOKIE}=`)) return [];
  try {
    return readKept(await favouritesCookie.parse(header));
  } catch {
    return [];
  }
}

/** The references of the request's cookie; none when it is missing, broken or forged. */
export async function favouritesOf(request: Request): Promise<string[]> {
  return (await keptOf(request)).map((entry) => entry.ref);
}

/** The prices at keeping of what the request's cookie keeps. */
export function keptPrices(kept: readonly Kept[]): Map<string, number> {
  return new Map(kept.flatMap((entry) => (entry.price ? [[entry.ref, entry.price] as const] : [])));
}

/**
 * The Set-Cookie header that keeps `favourites` (newest first), each with its price at keeping in
 * `prices`, for the visitor of `request`; an empty list removes the cookie. Should the list not fit
 * in what a browser keeps, the oldest references make room.
 */
export async function saveFavourites(
  favourites: readonly string[],
  request: Request,
  prices: ReadonlyMap<string, number> = new Map(),
): Promise<string> {
  const options = cookieSecurity(request);
  let kept = keptEntries(favourites, prices);
  while (kept.length > 0) {
    const header = await favouritesCookie.serialize(kept, options);
    if (header.slice(0, header.indexOf(";")).length <= COOKIE_BYTES) return header;
    kept = kept.slice(0, -1);
  }
  return favouritesCookie.serialize([], { ...options, maxAge: 0 });
}
