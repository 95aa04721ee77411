import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";

/**
 * Whether something is told for the first time in its window: a key seen again before its window
 * ends is not new. Keys are kept as a short hash (an address or an e-mail is never held as it is),
 * and no more than `max` of them: past that, the oldest are forgotten first, so memory stays bounded
 * whatever the number of keys (a forgotten key is told once more, nothing worse).
 */
export type OncePerWindow = {
  /** True the first time `key` is seen in a window of `seconds` starting now; false until it ends. */
  first(key: string, seconds: number): boolean;
};

export function createOncePerWindow({ max }: { max: number }): OncePerWindow {
  const seen = new LRUCache<string, true>({ max, ttl: 1000 });
  return {
    first(key, seconds) {
      const hashed = createHash("sha256").update(key).digest("base64url").slice(0, 22);
      if (seen.has(hashed)) return false;
      seen.set(hashed, true, { ttl: Math.max(1, seconds) * 1000 });
      return true;
    },
  };
}
