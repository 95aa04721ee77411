import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { decodeWords, htmlPart, parseMail, textPart } from "../../packages/upstream/tests/support/mime";

/**
 * The e-mails the site writes as .eml files when no SMTP server is configured (OUTBOX_DIR), read
 * back as a broker would: the decoded subject, then the decoded text.
 */

/** A private outbox for one test file, under the system's temporary folder. */
export function tempOutbox(): string {
  return mkdtempSync(join(tmpdir(), "outbox-tests-"));
}

/** Subject and text of one .eml file. */
export function readMail(file: string): string {
  const mail = parseMail(readFileSync(file, "utf8"));
  return `${decodeWords(mail.headers.get("subject") ?? "")}\n${textPart(mail)}`;
}

/** Every e-mail of the outbox (subject and text), oldest file name first. */
export function mailsIn(dir: string): string[] {
  if (!existsSync(dir)) mkdirSync(dir, { recursive: true });
  return readdirSync(dir)
    .filter((file) => file.endsWith(".eml"))
    .sort()
    .map((file) => readMail(join(dir, file)));
}

/** The e-mails written to the outbox from now on (subject and decoded text), whatever their file names. */
export function watchOutbox(dir: string): () => string[] {
  const before = new Set(readdirSync(dir));
  return () =>
    readdirSync(dir)
      .filter((file) => file.endsWith(".eml") && !before.has(file))
      .map((file) => readMail(join(dir, file)));
}

/** The e-mails of the outbox sent to `address` (a visitor's own mails: a search alert's), decoded. */
export function mailsTo(
  dir: string,
  address: string,
): { subject: string; text: string; html: string; headers: Map<string, string> }[] {
  if (!existsSync(dir)) mkdirSync(dir, { recursive: true });
  return readdirSync(dir)
    .filter((file) => file.endsWith(".eml"))
    .map((file) => parseMail(readFileSync(join(dir, file), "utf8")))
    .filter((mail) => (mail.headers.get("to") ?? "").includes(address))
    .map((mail) => ({
      subject: decodeWords(mail.headers.get("subject") ?? ""),
      text: textPart(mail),
      html: htmlPart(mail),
      headers: mail.headers,
    }));
}
