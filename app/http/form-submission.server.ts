import { createHash, randomUUID } from "node:crypto";

/**
 * One e-mail per message, however often it is posted: each rendered form carries a one-time
 * token; a send that succeeded is remembered for an hour under that token and the message's
 * content, so a double click or a resent POST gets the same answer without sending again.
 * Posts that arrive while the first one is still sending wait for its outcome.
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

type Entry = { expires: number; outcome: Promise<unknown> };

export class SubmissionLedger {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs = 60 * 60 * 1000,
    private readonly maxEntries = 20_000,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Runs `send` once per key. While it runs, or once it `succeeded`, the same key gets the same
   * outcome with `replayed: true`. A failed or thrown send is forgotten, so the visitor can retry.
   * Without a key, `send` simply runs.
   */
  async once<T>(
    key: string | undefined,
    send: () => Promise<T>,
    succeeded: (outcome: T) => boolean,
  ): Promise<{ outcome: T; replayed: boolean }> {
    if (!key) return { outcome: await send(), replayed: false };
    const now = this.now();
    const known = this.entries.get(key);
    if (known && known.expires > now) return { outcome: (await known.outcome) as T, replayed: true };

    const outcome = send();
    this.remember(key, { expires: now + this.ttlMs, outcome });
    try {
      const value = await outcome;
      if (!succeeded(value)) this.entries.delete(key);
      return { outcome: value, replayed: false };
    } catch (error) {
      this.entries.delete(key);
      throw error;
    }
  }

  /** The outcome of a send already made (or under way) with this key, if any. */
  recall(key: string | undefined): Promise<unknown> | undefined {
    if (!key) return undefined;
    const known = this.entries.get(key);
    return known && known.expires > this.now() ? known.outcome : undefined;
  }

  get size(): number {
    return this.entries.size;
  }

  private remember(key: string, entry: Entry) {
    this.entries.delete(key);
    this.entries.set(key, entry);
    const now = this.now();
    for (const [oldKey, old] of this.entries) {
      if (this.entries.size <= this.maxEntries && old.expires > now) break;
      this.entries.delete(oldKey);
    }
  }
}

/** The ledger of the three forms, for the whole process. */
export const submissionLedger = new SubmissionLedger();
