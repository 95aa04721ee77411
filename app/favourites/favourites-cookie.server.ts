import { createCookie } from "@remix-run/node";
import { env } from "~/env.server";
import { readFavourites } from "./favourites";

/**
 * The favourites cookie: the visitor's kept references, signed with SESSION_SECRET so that a
 * forged value reads as empty, http-only, SameSite=Lax, Secure in production. Nothing about the
 * visitor is stored on the server.
 */
export const favouritesCookie = createCookie("__favoris", {
  httpOnly: true,
  sameSite: "lax",
  secure: env.NODE_ENV === "production",
  path: "/",
  secrets: [env.SESSION_SECRET],
  // A year; each change starts the year again.
  maxAge: 365 * 24 * 60 * 60,
});

/** The references of the request's cookie; none when it is missing, broken or forged. */
export async function favouritesOf(request: Request): Promise<string[]> {
  const header = request.headers.get("Cookie");
  if (!header || !header.includes("__favoris=")) return [];
  try {
    return readFavourites(await favouritesCookie.parse(header));
  } catch {
    return [];
  }
}

/** The Set-Cookie header that keeps `favourites`; an empty list removes the cookie. */
export function saveFavourites(favourites: string[]): Promise<string> {
  if (favourites.length === 0) return favouritesCookie.serialize([], { maxAge: 0 });
  return favouritesCookie.serialize(favourites);
}
