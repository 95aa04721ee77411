import type { Redis } from "ioredis";
import { LRUCache } from "lru-cache";
import { sharedRedis } from "~/http/shared-store.server";
import { logger } from "@rli/contract/logging/logger";

/**
 * Where the outcome of each message is kept: claimed (being sent), then settled (sent) or
 * released (failed: the visitor may try again). Values are JSON; "" marks a claim. In this
 * process's memory, or with REDIS_URL in Redis, shared by the site's processes.
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
export function redisOutcomeStore(redis: Redis, prefix = "envoi:"): OutcomeStore {
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
        if (!reported) {
          logger.warn(
            { component: "forms", event: "store.fallback", reason: String(error) },
            "[envois] mémoire partagée indisponible, mémoire locale utilisée",
          );
        }
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

/** A store opened by `open` on its first use, once; until then nothing is opened. */
export function openedOnFirstUse(open: () => OutcomeStore): OutcomeStore {
  let store: OutcomeStore | undefined;
  const opened = () => (store ??= open());
  return {
    claim: (key, ttlMs) => opened().claim(key, ttlMs),
    read: (key) => opened().read(key),
    settle: (key, outcome, ttlMs) => opened().settle(key, outcome, ttlMs),
    release: (key) => opened().release(key),
  };
}

/**
 * The store of the site's forms: in Redis when REDIS_URL is set (this process's memory while
 * Redis fails), else in memory. The connection is opened by the first message, not at import.
 */
export const formOutcomeStore: OutcomeStore = openedOnFirstUse(() => {
  const redis = sharedRedis();
  return redis ? withFallback(redisOutcomeStore(redis)) : memoryOutcomeStore();
});
