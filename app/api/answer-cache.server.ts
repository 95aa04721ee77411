import { hash } from "node:crypto";
import { LRUCache } from "lru-cache";

/**
 * Answers of the upstream as the site uses them — checked by zod, their rich text sanitised, their
 * photos pointed at the site's own signed addresses — kept for a short freshness period, so that a
 * listing drawn for many visitors (or for the page, its similar listings and the favourites page
 * alike) is fetched, parsed and rewritten once per period rather than once per request.
 * - One load in flight per key: concurrent callers share it.
 * - Once the period is over, the upstream is asked again; when it sends the same text as before,
 *   the answer kept is kept for another period, the same object: nothing is parsed, sanitised,
 *   rewritten or derived again (a listing's text changes a few times a day, its page is asked
 *   every second). Only a changed text is parsed.
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
  /** The answer kept for `key`, else the text `fetch` gets made into an answer by `parse`. */
  get<T>(key: string, fetch: () => Promise<string>, parse: (text: string) => T): Promise<T>;
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

/** An answer with the digest of the text it was made from. */
type Kept = { digest: string; answer: unknown };

type Load = { fetch: () => Promise<string>; parse: (text: string) => unknown };

export function createAnswerCache(options: AnswerCacheOptions): AnswerCache {
  if (options.ttlMs <= 0) return { get: (_key, fetch, parse) => fetch().then(parse), reset: () => undefined };
  const clock = options.now;
  // lru-cache's fetch: one load in flight per key; the answer kept before is handed to the next load.
  const answers = new LRUCache<string, Kept, Load>({
    max: options.max ?? 1000,
    ttl: options.ttlMs,
    // Checked on each read rather than through a timer per entry.
    ttlAutopurge: false,
    // A given clock (tests) is read on every check, not once per millisecond.
    ...(clock ? { perf: { now: clock }, ttlResolution: 0 } : {}),
    // A load in flight when its entry goes (reset after a new upload, eviction) still answers its
    // callers; what it brings is not kept.
    ignoreFetchAbort: true,
    fetchMethod: async (_key, before, { context }) => {
      const text = await context.fetch();
      const digest = hash("sha256", text);
      if (before?.digest === digest) return before;
      return { digest, answer: deepFreeze(context.parse(text)) };
    },
  });
  return {
    async get<T>(key: string, fetch: () => Promise<string>, parse: (text: string) => T): Promise<T> {
      const kept = await answers.fetch(key, { context: { fetch, parse } });
      return kept!.answer as T;
    },
    reset: () => answers.clear(),
  };
}

/** Variants of one answer kept at most (the site's origin, say: several only behind unusual proxies). */
const MAX_VARIANTS = 4;

/**
 * What a page derives from a kept answer (its view, its cards), derived once per answer and variant
 * rather than on every request, and forgotten with the answer: a derived value always comes from
 * the text the upstream last sent. Derived values are frozen like the answers they come from.
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
