import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { Redis } from "ioredis";
import { sharedRedis } from "./shared-store.server";

/**
 * A count of events per key in a fixed window (rate-limiter-flexible): in Redis when the site's
 * processes share one, so a visitor has the same allowance whichever process answers; in this
 * process's memory otherwise, or while Redis cannot be reached.
 */

export type Allowance = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type VisitorLimit = { take(key: string): Promise<Allowance> };

type LimitOptions = {
  /** Distinguishes the counts of one limit from another's in the shared store. */
  name: string;
  points: number;
  windowSeconds: number;
};

/**
 * `redis`: the shared store, asked for at the first count (never when the module loads, so that
 * importing a route opens no connection).
 */
export function createVisitorLimit(
  { name, points, windowSeconds }: LimitOptions,
  redis: () => Redis | undefined = sharedRedis,
): VisitorLimit {
  let limiter: RateLimiterAbstract | undefined;
  const open = (): RateLimiterAbstract => {
    const memory = new RateLimiterMemory({ keyPrefix: name, points, duration: windowSeconds });
    const store = redis();
    return store
      ? new RateLimiterRedis({
          storeClient: store,
          keyPrefix: `rli:${name}`,
          points,
          duration: windowSeconds,
          rejectIfRedisNotReady: true,
          insuranceLimiter: memory,
        })
      : memory;
  };
  return {
    async take(key) {
      limiter ??= open();
      try {
        await limiter.consume(key);
        return { allowed: true };
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
      }
    },
  };
}
