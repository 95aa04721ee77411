import { isSignatureOf, signatureOf, signingKey } from "@rli/contract/signing/site-signature";
import { env } from "~/env.server";

/**
 * The keys of base maps in their addresses (`/carte/fond/{key}`, decision 145): a frame's name followed
 * by the site's signature of it, so that only frames one of the site's pages drew are drawn again on
 * request; any other key, well formed or not, costs one HMAC. The signature is the same in every
 * process of the site (one secret), and changes with SESSION_SECRET: the browsers' copies keep
 * their old addresses, which then answer 404 until the page is seen again.
 */

const SEPARATOR = ".";

let siteKey: Buffer | undefined;
function key(): Buffer {
  siteKey ??= signingKey(env.SESSION_SECRET, "fonds des cartes");
  return siteKey;
}

/** The key of a frame's name as the site's pages write it. */
export function signedBaseKey(name: string): string {
  return `${name}${SEPARATOR}${signatureOf(key(), name)}`;
}

/** The frame's name a key carries, or undefined when the key does not carry the site's signature. */
export function frameOfBaseKey(signed: string): string | undefined {
  const at = signed.lastIndexOf(SEPARATOR);
  if (at <= 0) return undefined;
  const name = signed.slice(0, at);
  return isSignatureOf(key(), name, signed.slice(at + 1)) ? name : undefined;
}
