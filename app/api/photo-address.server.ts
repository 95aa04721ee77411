/**
 * Site addresses of photos hosted elsewhere: `/images/photos/{token}`, where the token is the
 * original's URL in base64url followed by an HMAC of it. Only addresses the site itself wrote
 * (from an API answer) are accepted back, so the image route is not an open proxy; the address
 * changes whenever the original's URL does, so it can be cached for a year.
 */
import { isSignatureOf, signatureOf, signingKey } from "@rli/contract/signing/site-signature";
import { env } from "~/env.server";

/** Longest original URL given a site address; longer ones are not shown. */
export const MAX_PHOTO_URL_LENGTH = 2048;

/** The signing key, derived from a secret so that it serves no other purpose. */
export function photoKey(secret: string): Buffer {
  return signingKey(secret, "adresses des photos");
}

/** The token for an original URL. */
export function signPhotoUrl(url: string, key: Buffer): string {
  return `${Buffer.from(url, "utf8").toString("base64url")}.${signatureOf(key, url)}`;
}

/** The original URL a token carries, or null when the token was not written with this key. */
export function verifyPhotoToken(token: string, key: Buffer): string | null {
  const dot = token.lastIndexOf(".");
  if (dot <= 0) return null;
  const url = Buffer.from(token.slice(0, dot), "base64url").toString("utf8");
  return isSignatureOf(key, url, token.slice(dot + 1)) ? url : null;
}

let siteKey: Buffer | undefined;
function key(): Buffer {
  siteKey ??= photoKey(env.SESSION_SECRET);
  return siteKey;
}

/**
 * A site-relative picture path in the form of the site's image route, `/images/{group}/{name}` (the
 * shape pages recognise as the site's own, see splitImagePath), with at most `?size=N`: returned
 * without the query (pages add their own widths). Whether that picture exists is the route's to say
 * (404 otherwise). Anything else is null: `/\\host/x`, `//host/x`, dot segments, encoded characters,
 * other paths of the site. Such a path joined to the site's origin stays on the site.
 */
export function ownImagePath(path: string): string | null {
  const match = /^\/images\/([a-z]+)\/([A-Za-z0-9_-][A-Za-z0-9_.-]{0,2900})(?:\?size=[0-9]{1,5})?$/.exec(path);
  if (!match) return null;
  return `/images/${match[1]}/${match[2]}`;
}

/**
 * The site address of an image attachment: http(s) ones become `/images/photos/{token}`; a
 * site-relative one is kept only in the site's own image form (ownImagePath); anything else (other
 * schemes, other paths, garbage, too long) is null. Open Graph and structured data make absolute
 * addresses of these by joining them to the site's origin, so they stay on the site.
 */
export function sitePhotoAddress(url: string): string | null {
  const trimmed = url.trim();
  if (trimmed.startsWith("/") || trimmed.startsWith("\\")) return ownImagePath(trimmed);
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
