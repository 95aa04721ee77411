import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Short HMAC-SHA-256 signatures of the names the site writes into its own addresses (a photo's
 * original URL, a map base's frame), so that only names it wrote are taken back: anybody can read
 * such an address, nobody can make up a new one. Each use has its own key, derived from one of the
 * site's secrets and a purpose, so that a signature made for one use is worth nothing for another.
 */

/** Characters of base64url kept of the HMAC: 132 bits. */
const SIGNATURE_LENGTH = 22;

/** The key of one use of signatures, derived from a secret and that use's name. */
export function signingKey(secret: string, purpose: string): Buffer {
  return createHmac("sha256", secret).update(purpose).digest();
}

/** The signature of `text` with `key`, in base64url. */
export function signatureOf(key: Buffer, text: string): string {
  return createHmac("sha256", key).update(text).digest("base64url").slice(0, SIGNATURE_LENGTH);
}

/** Whether `given` is the signature of `text` with `key`, compared in constant time. */
export function isSignatureOf(key: Buffer, text: string, given: string): boolean {
  const expected = Buffer.from(signatureOf(key, text));
  const offered = Buffer.from(given);
  return offered.length === expected.length && timingSafeEqual(offered, expected);
}
