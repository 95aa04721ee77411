import { createHash, randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import { LRUCache } from "lru-cache";
import { sharedRedis } from "~/http/shared-store.server";

/**
 * One e-mail per message, however often it is posted: each rendered form carries a one-time
 * token; a send that succeeded is remembered for an hour under that token and the message's
 * content, so a double click or a resent POST gets the same answer without sending again.
 * Posts that arrive while the first one is still sending wait for its outcome. With REDIS_URL
 * the memory is shared by the site's processes (a claim taken with SET NX), so a form replayed
 * to another process is not sent again either.
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

/**
 * Where the outcome of each message is kept: claimed (being sent), then settled (sent) or
 * released (failed: the visitor may try again). Values are JSON; "" marks a claim.
 */
export type OutcomeStore = {
  /** True when this caller took the key (nobody held it); the claim lapses after `ttlMs`. */
  claim(key: string, ttlMs: number): Promise<boolean>;
  /** The settled outcome (JSON), "" while claimed, null when unknown. */
  read(key: string): Promise<string | null>;
  settle(key: string, outcome: string, ttlMs: number): Promise<void>;
  release(key: string): Promise<void>;
};

/** In this process's memory, with expiry and a bounded size. */
export function memoryOutcomeStore(maxEntries = 20_000): OutcomeStore {
  const entries = new LRUCache<string, string>({ max: maxEntries });
  return {
    async claim(key, ttlMs) {
      if (entries.has(key)) return false;
      entries.set(key, "", { ttl: ttlMs });
      return true;
    },
    async read(key) {
      return entries.get(key) ?? null;
    },
    async settle(key, outcome, ttlMs) {
      entries.set(key, outcome, { ttl: ttlMs });
    },
    async release(key) {
      entries.delete(key);
    },
  };
}

/** In Redis, shared by every process: SET NX with expiry for the claim. */
function redisOutcomeStore(redis: Redis, prefix = "envoi:"): OutcomeStore {
  return {
    async claim(key, ttlMs) {
      return (await redis.set(prefix + key, "", "PX", ttlMs, "NX")) === "OK";
    },
    read: (key) => redis.get(prefix + key),
    async settle(key, outcome, ttlMs) {
      await redis.set(prefix + key, outcome, "PX", ttlMs);
    },
    async release(key) {
      await redis.del(prefix + key);
    },
  };
}

/** The shared store, or this process's memory for as long as the shared one fails. */
export function withFallback(shared: OutcomeStore, local: OutcomeStore = memoryOutcomeStore()): OutcomeStore {
  let reported = false;
  const either =
    <A extends unknown[], R>(method: (store: OutcomeStore) => (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        const result = await method(shared)(...args);
        reported = false;
        return result;
      } catch (error) {
        if (!reported) console.error(`[envois] mémoire partagée indisponible, mémoire locale utilisée : ${error}`);
        reported = true;
        return method(local)(...args);
      }
    };
  return {
    claim: either((store) => store.claim),
    read: either((store) => store.read),
    settle: either((store) => store.settle),
    release: either((store) => store.release),
  };
}

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
   * Runs `send` once per key. While it runs, or once it `succeeded`, the same key gets the same
   * outcome with `replayed: true`. A failed or thrown send is forgotten, so the visitor can retry.
   * Without a key, `send` simply runs. `busy` answers a duplicate whose first send, in another
   * process, has not ended within the claim's time (nothing is sent then).
   */
  async once<T>(
    key: string | undefined,
    send: () => Promise<T>,
    succeeded: (outcome: T) => boolean,
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
      if (succeeded(value)) await this.store.settle(key, JSON.stringify(value), this.ttlMs);
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

/** The ledger of the three forms: shared by the site's processes through Redis when configured. */
const redis = sharedRedis();
export const submissionLedger = new SubmissionLedger(
  redis ? withFallback(redisOutcomeStore(redis)) : memoryOutcomeStore(),
);
