import { APPLICATION_MAX_FILES } from "@rli/contract/forms/application-choices";

/**
 * What a relay's announced message size leaves for a rental application's documents (decision 151).
 * A message carries its documents in base64 (57 bytes of a document per line of 76 characters and
 * its CRLF: 78 bytes), beside its headers, its text and HTML parts and each attachment's MIME
 * headers; the relay counts all of it.
 */

/**
 * Headers, text and HTML parts of an application mail: every field at its longest in accented text
 * comes to about 41 KB (tests/relay-limits.test.ts), a few more for a long listing title. A text
 * made mostly of markup characters (`"<>&`, escaped in HTML) can take up to about 35 KB more: such
 * a message is refused by the relay and handled as a refusal.
 */
export const APPLICATION_MAIL_OVERHEAD_BYTES = 48 * 1024;

/** One attachment's MIME headers (its name, encoded, up to 120 characters) and its last, partial line. */
export const ATTACHMENT_OVERHEAD_BYTES = 1024;

const BASE64_LINE_INPUT = 57;
const BASE64_LINE_BYTES = 78;

/**
 * The SIZE an EHLO answer announces (RFC 1870), in bytes: undefined when there is none, or when it
 * is 0 or unreadable (no fixed maximum). `answer` is the answer as the server sent it, one line per
 * keyword after the greeting line (`250-SIZE 10240000`).
 */
export function announcedSize(answer: string): number | undefined {
  const [greeting, ...lines] = answer.split(/\r?\n/);
  if (!greeting || !/^250[ -]/.test(greeting)) return undefined;
  for (const line of lines) {
    const match = /^250[ -]SIZE(?:[ \t]+(\d+))?[ \t]*$/i.exec(line.trim());
    if (!match) continue;
    const size = Number(match[1] ?? 0);
    return Number.isSafeInteger(size) && size > 0 ? size : undefined;
  }
  return undefined;
}

/** The largest total of document bytes an application mail of at most `messageBytes` can carry (0 when none). */
export function documentsBytesWithin(messageBytes: number): number {
  const room = messageBytes - APPLICATION_MAIL_OVERHEAD_BYTES - APPLICATION_MAX_FILES * ATTACHMENT_OVERHEAD_BYTES;
  return room > 0 ? Math.floor(room / BASE64_LINE_BYTES) * BASE64_LINE_INPUT : 0;
}
