/**
 * Base64 as the API carries documents (RFC 4648, standard alphabet, padded), read in one pass over
 * the text: no regular expression, whose backtracking overflows V8's stack on the megabytes of a
 * phone's photo, and no copy decoded only to be measured. Pure, no I/O.
 */

/** 1 for each character code of the alphabet (A–Z, a–z, 0–9, "+", "/"), 0 for any other. */
const ALPHABET = new Uint8Array(128);
for (const character of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/") {
  ALPHABET[character.charCodeAt(0)] = 1;
}

const PAD = 0x3d; // "="

/** The "=" at the end of a text of whole quanta: 0, 1 or 2. */
function padding(text: string): number {
  if (text.length === 0 || text.charCodeAt(text.length - 1) !== PAD) return 0;
  return text.charCodeAt(text.length - 2) === PAD ? 2 : 1;
}

/**
 * True when `text` is base64 as Buffer and every decoder read it alike: whole quanta of four
 * characters of the alphabet, with one or two "=" at the very end only; no space, no line break,
 * no URL alphabet ("-", "_"). The empty text is base64 (of nothing).
 */
export function isBase64(text: string): boolean {
  if (text.length % 4 !== 0) return false;
  const end = text.length - padding(text);
  for (let index = 0; index < end; index += 1) {
    const code = text.charCodeAt(index);
    if (code >= 128 || ALPHABET[code] === 0) return false;
  }
  return true;
}

/** How many bytes a base64 text (isBase64) decodes to, without decoding it. */
export function base64Bytes(text: string): number {
  return (text.length / 4) * 3 - padding(text);
}

/** The first bytes (up to `count`) a base64 text (isBase64) decodes to, decoding only them. */
export function base64Head(text: string, count: number): Buffer {
  return Buffer.from(text.slice(0, Math.ceil(count / 3) * 4), "base64").subarray(0, count);
}
