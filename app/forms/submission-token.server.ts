import { createHash, randomUUID } from "node:crypto";

/**
 * The one-time token of a rendered form, and the key of the message posted with it: the ledger
 * (`submission-ledger.server.ts`) remembers each message under that key so it is sent once.
 */

/** Name of the hidden field that carries the token. */
export const SUBMISSION_TOKEN_FIELD = "jeton";

const TOKEN_PATTERN = /^[A-Za-z0-9-]{16,64}$/;

export function newSubmissionToken(): string {
  return randomUUID();
}

/** The token of a posted form, or undefined when it is missing or malformed (then nothing is remembered). */
export function readSubmissionToken(formData: FormData): string | undefined {
  const value = formData.get(SUBMISSION_TOKEN_FIELD);
  return typeof value === "string" && TOKEN_PATTERN.test(value) ? value : undefined;
}

/**
 * The key of one message: the token and a digest of what is sent. Two visitors who happened to
 * get the same token (a page served from a shared cache) but wrote different messages both send.
 */
export function submissionKey(token: string | undefined, content: unknown): string | undefined {
  if (!token) return undefined;
  return createHash("sha256")
    .update(token)
    .update("\u0000")
    .update(JSON.stringify(content) ?? "")
    .digest("base64url");
}
