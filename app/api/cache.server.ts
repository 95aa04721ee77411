import { LRUCache } from "lru-cache";
import { ANSWER_TTL_MS, createAnswerCache } from "./answer-cache.server";
import { logger } from "@rli/contract/logging/logger";

/**
 * In-memory cache for the slowly changing lists (cities, types, promotions).
 * - One load in flight per key: concurrent callers share it.
 * - After the time to live, the stale value is served at once while one
 *   refresh runs in the background.
 * - When a refresh fails (upstream down), the stale value keeps being served;
 *   the next refresh is tried after `retryAfterMs`.
 * - Without any value yet, callers wait for the load, and its error reaches them.
 */

export type CacheOptions = {
  ttlMs: number;
  retryAfterMs?: number;
  now?: () => number;
  onRefreshError?: (key: string, error: unknown) => void;
};

export type MemoryCache = {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Forgets every value and load in flight. */
  reset(): void;
};

export const ONE_HOUR_MS = 60 * 60 * 1000;

/** At most this many lists are kept (a handful exist: cities, types, promotions of each kind). */
const MAX_LISTS = 1000;

/**
 * Built on lru-cache's fetch: one load in flight per key, the stale value served while it runs.
 * A failed refresh answers the stale value again, kept `retryAfterMs` before the next try; a first
 * load has no stale value, so its error reaches the caller and nothing is kept.
 */
export function createMemoryCache(options: CacheOptions): MemoryCache {
  const retryAfterMs = options.retryAfterMs ?? 30_000;
  // Values are boxed: lru-cache keeps no `undefined`.
  const lists = new LRUCache<string, { value: unknown }, () => Promise<unknown>>({
    max: MAX_LISTS,
    ttl: options.ttlMs,
    // The clock is read on every call (a test's clock moves between two calls of one tick).
    ttlResolution: 0,
    perf: options.now ? { now: options.now } : undefined,
    allowStale: true,
    fetchMethod: async (key, stale, { context: load, options: entry }) => {
      try {
        return { value: await load() };
      } catch (error) {
        if (!stale) throw error;
        options.onRefreshError?.(key, error);
        entry.ttl = retryAfterMs;
        return stale;
      }
    },
  });

  return {
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const entry = await lists.fetch(key, { context: load });
      return entry!.value as T;
    },
    reset() {
      lists.clear();
    },
  };
}

/** The cache of the API client. */
export const apiCache = createMemoryCache({
  ttlMs: ONE_HOUR_MS,
  onRefreshError: (key, error) => {
    logger.warn(
      { component: "api", event: "upstream.unavailable", list: key, reason: String(error) },
      `[api] liste « ${key} » non rafraîchie, valeur précédente conservée`,
    );
  },
});

/** The parsed answers of the site's client (listings, searches, promotions, posts). */
export const apiAnswers = createAnswerCache({ ttlMs: ANSWER_TTL_MS });
