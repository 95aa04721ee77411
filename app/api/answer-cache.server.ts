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

/** Variants of one answer kept at most (the site's origin, say: several only behind unusual proxies). */
const MAX_VARIANTS = 4;

/**
 * What a page derives from a kept answer (its view, its cards), derived once per answer and variant
 * rather than on every request, and forgotten with the answer: a derived value is never older than
 * the answer's freshness period. Derived values are frozen like the answers they come from.
 */
export function perAnswer<A extends object, R>(
  derive: (answer: A, variant: string) => R,
): (answer: A, variant: string) => R {
  const derived = new WeakMap<A, Map<string, R>>();
  return (answer, variant) => {
    let variants = derived.get(answer);
    if (!variants) derived.set(answer, (variants = new Map()));
    if (variants.has(variant)) return variants.get(variant)!;
    const value = deepFreeze(derive(answer, variant));
    if (variants.size < MAX_VARIANTS) variants.set(variant, value);
    return value;
  };
}
