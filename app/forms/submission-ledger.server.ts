import { env } from "~/env.server";
import { formOutcomeStore, memoryOutcomeStore, type OutcomeStore } from "./outcome-store.server";

/**
 * One e-mail per message, however often it is posted: each rendered form carries a one-time
 * token (`submission-token.server.ts`); the outcome of a send that a second try could not change
 * (sent, or refused for what it carries) is remembered for an hour under that token and the
 * message's content, so a double click or a resent POST gets the same answer without sending again. Posts that arrive while the first one is still sending wait for its outcome. With
 * REDIS_URL the memory is shared by the site's processes (`outcome-store.server.ts`: a claim taken
 * with SET NX), so a form replayed to another process is not sent again either.
 */

type LedgerOptions = {
  /** How long a sent message is remembered. */
  ttlMs?: number;
  /** How long a send may take before its claim lapses (a process that died while sending). */
  claimMs?: number;
  /** How often a post waiting for another process's send looks again. */
  pollMs?: number;
};

export class SubmissionLedger {
  /**
   * Sends under way in this process: duplicates wait for them without asking the store. Kept by
   * hand: an entry lives exactly as long as its send (no size, no expiry), which is what a Map
   * does; lru-cache's `fetch` would also keep the outcome, which the store does here.
   */
  private readonly pending = new Map<string, Promise<unknown>>();
  private readonly ttlMs: number;
  private readonly claimMs: number;
  private readonly pollMs: number;

  constructor(
    private readonly store: OutcomeStore = memoryOutcomeStore(),
    { ttlMs = 60 * 60 * 1000, claimMs = 60_000, pollMs = 100 }: LedgerOptions = {},
  ) {
    this.ttlMs = ttlMs;
    this.claimMs = claimMs;
    this.pollMs = pollMs;
  }

  /**
   * Runs `send` once per key. While it runs, or once its outcome is `kept`, the same key gets the
   * same outcome with `replayed: true`. Any other outcome, or a thrown send, is forgotten, so the
   * visitor can retry.
   * Without a key, `send` simply runs. `busy` answers a duplicate whose first send, in another
   * process, has not ended within the claim's time (nothing is sent then).
   */
  async once<T>(
    key: string | undefined,
    send: () => Promise<T>,
    kept: (outcome: T) => boolean,
    busy?: () => T,
  ): Promise<{ outcome: T; replayed: boolean }> {
    if (!key) return { outcome: await send(), replayed: false };
    const local = this.pending.get(key);
    if (local) return { outcome: (await local) as T, replayed: true };

    const deadline = Date.now() + this.claimMs;
    for (;;) {
      if (await this.store.claim(key, this.claimMs)) break;
      const known = await this.store.read(key);
      if (known) return { outcome: JSON.parse(known) as T, replayed: true };
      if (known === "" && Date.now() >= deadline && busy) return { outcome: busy(), replayed: true };
      // Claimed elsewhere: wait for its outcome; released (a failure): claim it again.
      if (known === "") await new Promise((resolve) => setTimeout(resolve, this.pollMs));
    }

    const outcome = send();
    this.pending.set(key, outcome);
    try {
      const value = await outcome;
      if (kept(value)) await this.store.settle(key, JSON.stringify(value), this.ttlMs);
      else await this.store.release(key);
      return { outcome: value, replayed: false };
    } catch (error) {
      await this.store.release(key);
      throw error;
    } finally {
      this.pending.delete(key);
    }
  }

  /** The outcome of a send already made with this key, if any (a send under way is waited for). */
  async recall(key: string | undefined): Promise<unknown> {
    if (!key) return undefined;
    const local = this.pending.get(key);
    if (local) return local;
    const known = await this.store.read(key);
    return known ? (JSON.parse(known) as unknown) : undefined;
  }
}

/**
 * The ledger of the three forms: shared by the site's processes through Redis when configured,
 * the connection opened by the first message sent.
 */
export const submissionLedger = new SubmissionLedger(formOutcomeStore);

/**
 * The ledger of the posts with documents (the rental application): an outcome is remembered for as
 * long as its form can be posted at all (FORM_MAX_AGE_H, after which the spam trap refuses it), so
 * that a post replayed with the same token, fields and files never has its documents cleaned or
 * mailed again.
 */
export const documentsLedger = new SubmissionLedger(formOutcomeStore, { ttlMs: env.FORM_MAX_AGE_H * 3_600_000 });
