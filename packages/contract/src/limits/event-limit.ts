import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { Redis } from "ioredis";
import { limitHits } from "../metrics/metrics";

/**
 * A count of events per key in a fixed window (rate-limiter-flexible): in Redis when the processes
 * share one, so a key has the same allowance whichever process counts it; in this process's memory
 * otherwise, or while Redis cannot be reached. The site's limits per visitor and the FTP receiver's
 * limits on failed logins are both counted here. Each refusal is counted by the limit's name among the
 * site's measures (rli_limit_hits_total).
 */

export type Allowance = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type EventLimit = { take(key: string): Promise<Allowance> };

export type EventLimitOptions = {
  /** Distinguishes the counts of one limit from another's in the shared store. */
  name: string;
  points: number;
  windowSeconds: number;
};

/**
 * `redis`: the shared store, asked for at the first count (never when the module loads, so that
 * importing a module opens no connection); undefined: memory.
 */
export function createEventLimit(
  { name, points, windowSeconds }: EventLimitOptions,
  redis: () => Redis | undefined,
): EventLimit {
  let limiter: RateLimiterAbstract | undefined;
  limitHits.declare({ limit: name });
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
        limitHits.inc({ limit: name });
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
      }
    },
  };
}
