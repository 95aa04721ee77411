import { LRUCache } from "lru-cache";

/**
 * Answers of the upstream as the site uses them — checked by zod, their rich text sanitised, their
 * photos pointed at the site's own signed addresses — kept for a short freshness period, so that a
 * listing drawn for many visitors (or for the page, its similar listings and the favourites page
 * alike) is fetched, parsed and rewritten once per period rather than once per request.
 * - One load in flight per key: concurrent callers share it.
 * - Only successes are kept; a failure reaches its callers and the next call tries again.
 * - Kept answers are frozen, deeply: they are shared by every request, none may change them.
 */

export type AnswerCacheOptions = {
  /** Freshness period of an answer, in milliseconds; 0 keeps nothing. */
  ttlMs: number;
  /** Upper bound of the answers kept; the least recently used go first. */
  max?: number;
  now?: () => number;
};

export type AnswerCache = {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Forgets every answer and load in flight. */
  reset(): void;
};

/** Freshness period of listing, search, promotion and blog answers (the listing pages' own max-age). */
export const ANSWER_TTL_MS = 60_000;

export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== "object" || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const item of Object.values(value)) deepFreeze(item);
  return value;
}

export function createAnswerCache(options: AnswerCacheOptions): AnswerCache {
  if (options.ttlMs <= 0) return { get: (_key, load) => load(), reset: () => undefined };
  const clock = options.now;
  const answers = new LRUCache<string, Promise<unknown>>({
    max: options.max ?? 1000,
    ttl: options.ttlMs,
    // Checked on each read rather than through a timer per entry.
    ttlAutopurge: false,
    // A given clock (tests) is read on every check, not once per millisecond.
    ...(clock ? { perf: { now: clock }, ttlResolution: 0 } : {}),
  });
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const kept = answers.get(key);
      if (kept) return kept as Promise<T>;
      const loading = load().then(deepFreeze);
      answers.set(key, loading);
      loading.catch(() => {
        if (answers.peek(key) === loading) answers.delete(key);
      });
      return loading;
    },
    reset: () => answers.clear(),
  };
}
