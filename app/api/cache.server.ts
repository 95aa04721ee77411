import { ANSWER_TTL_MS, createAnswerCache } from "./answer-cache.server";

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

type Entry = {
  hasValue: boolean;
  value: unknown;
  storedAt: number;
  failedAt: number | undefined;
  inFlight: Promise<unknown> | undefined;
};

export const ONE_HOUR_MS = 60 * 60 * 1000;

export function createMemoryCache(options: CacheOptions): MemoryCache {
  const now = options.now ?? Date.now;
  const retryAfterMs = options.retryAfterMs ?? 30_000;
  let entries = new Map<string, Entry>();

  function start(entry: Entry, load: () => Promise<unknown>): Promise<unknown> {
    const loading = load().then(
      (value) => {
        entry.hasValue = true;
        entry.value = value;
        entry.storedAt = now();
        entry.failedAt = undefined;
        return value;
      },
      (error: unknown) => {
        entry.failedAt = now();
        throw error;
      },
    );
    entry.inFlight = loading;
    loading.then(
      () => (entry.inFlight = undefined),
      () => (entry.inFlight = undefined),
    );
    return loading;
  }

  return {
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      let entry = entries.get(key);
      if (!entry) {
        entry = { hasValue: false, value: undefined, storedAt: 0, failedAt: undefined, inFlight: undefined };
        entries.set(key, entry);
      }
      if (!entry.hasValue) {
        return (entry.inFlight ?? start(entry, load)) as Promise<T>;
      }
      const fresh = now() - entry.storedAt < options.ttlMs;
      const mayRetry = entry.failedAt === undefined || now() - entry.failedAt >= retryAfterMs;
      if (!fresh && !entry.inFlight && mayRetry) {
        start(entry, load).catch((error: unknown) => options.onRefreshError?.(key, error));
      }
      return entry.value as T;
    },
    reset() {
      entries = new Map();
    },
  };
}

/** The cache of the API client. */
export const apiCache = createMemoryCache({
  ttlMs: ONE_HOUR_MS,
  onRefreshError: (key, error) => {
    console.warn(`[api] liste « ${key} » non rafraîchie, valeur précédente conservée : ${String(error)}`);
  },
});

/** The parsed answers of the site's client (listings, searches, promotions, posts). */
export const apiAnswers = createAnswerCache({ ttlMs: ANSWER_TTL_MS });
