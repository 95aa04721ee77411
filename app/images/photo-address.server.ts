/**
 * Site addresses of photos hosted elsewhere: `/images/photos/{token}`, where the token is the
 * original's URL in base64url followed by an HMAC of it. Only addresses the site itself wrote
 * (from an API answer) are accepted back, so the image route is not an open proxy; the address
 * changes whenever the original's URL does, so it can be cached for a year.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "~/env.server";

/** Longest original URL given a site address; longer ones are not shown. */
export const MAX_PHOTO_URL_LENGTH = 2048;

const SIGNATURE_LENGTH = 22;

/** The signing key, derived from a secret so that it serves no other purpose. */
export function photoKey(secret: string): Buffer {
  return createHmac("sha256", secret).update("adresses des photos").digest();
}

function signature(key: Buffer, url: string): string {
  return createHmac("sha256", key).update(url).digest("base64url").slice(0, SIGNATURE_LENGTH);
}

/** The token for an original URL. */
export function signPhotoUrl(url: string, key: Buffer): string {
  return `${Buffer.from(url, "utf8").toString("base64url")}.${signature(key, url)}`;
}

/** The original URL a token carries, or null when the token was not written with this key. */
export function verifyPhotoToken(token: string, key: Buffer): string | null {
  const dot = token.lastIndexOf(".");
  if (dot <= 0) return null;
  const url = Buffer.from(token.slice(0, dot), "base64url").toString("utf8");
  const expected = Buffer.from(signature(key, url));
  const given = Buffer.from(token.slice(dot + 1));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return url;
}

let siteKey: Buffer | undefined;
function key(): Buffer {
  siteKey ??= photoKey(env.SESSION_SECRET);
  return siteKey;
}

/**
 * The site address of an image attachment: site-relative addresses are kept; http(s) ones
 * become `/images/photos/{token}`; anything else (other schemes, garbage, too long) is null.
 */
export function sitePhotoAddress(url: string): string | null {
  const trimmed = url.trim();
  if (trimmed.startsWith("/") && !trimmed.startsWith("//")) return trimmed;
  if (trimmed.length > MAX_PHOTO_URL_LENGTH) return null;
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    return null;
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return null;
  return `/images/photos/${signPhotoUrl(parsed.href, key())}`;
}

/** The original URL behind a `photos` token of this site, or null. */
export function photoOriginal(token: string): string | null {
  return verifyPhotoToken(token, key());
}
