import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
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

export function createVisitorLimit({ name, points, windowSeconds }: LimitOptions, redis = sharedRedis()): VisitorLimit {
  const memory = new RateLimiterMemory({ keyPrefix: name, points, duration: windowSeconds });
  const limiter: RateLimiterAbstract = redis
    ? new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `rli:${name}`,
        points,
        duration: windowSeconds,
        rejectIfRedisNotReady: true,
        insuranceLimiter: memory,
      })
    : memory;
  return {
    async take(key) {
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
