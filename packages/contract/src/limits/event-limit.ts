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

export type EventLimit = {
  /** Counts one event for `key`, unless its allowance is spent. */
  take(key: string): Promise<Allowance>;
  /** Whether `key` has an event left, without counting one. */
  check(key: string): Promise<Allowance>;
  /** Gives back one event counted by `take` (the work it counted failed through no fault of the key's). */
  giveBack(key: string): Promise<void>;
};

export type EventLimitOptions = {
  /** Distinguishes the counts of one limit from another's in the shared store. */
  name: string;
  points: number;
  windowSeconds: number;
};

/**
 * rate-limiter-flexible's limiter for these options: in `redis` when given, with this process's
 * memory as its insurance while Redis fails; in memory otherwise.
 */
export function openLimiter(
  { name, points, windowSeconds }: EventLimitOptions,
  redis: Redis | undefined,
): RateLimiterAbstract {
  const memory = new RateLimiterMemory({ keyPrefix: name, points, duration: windowSeconds });
  return redis
    ? new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `rli:${name}`,
        points,
        duration: windowSeconds,
        rejectIfRedisNotReady: true,
        insuranceLimiter: memory,
      })
    : memory;
}

/** The seconds to wait that a refusal of rate-limiter-flexible says, at least one. */
export function secondsBefore(refusal: RateLimiterRes): number {
  return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
}

/**
 * `redis`: the shared store, asked for at the first count (never when the module loads, so that
 * importing a module opens no connection); undefined: memory.
 */
export function createEventLimit(options: EventLimitOptions, redis: () => Redis | undefined): EventLimit {
  let limiter: RateLimiterAbstract | undefined;
  limitHits.declare({ limit: options.name });
  const opened = () => (limiter ??= openLimiter(options, redis()));
  return {
    async take(key) {
      try {
        await opened().consume(key);
        return { allowed: true };
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        limitHits.inc({ limit: options.name });
        return { allowed: false, retryAfterSeconds: secondsBefore(refusal) };
      }
    },
    async giveBack(key) {
      // A window that ended meanwhile has nothing to give back (a reward would open the next one below zero).
      const counted = await opened().get(key);
      if (counted && counted.consumedPoints > 0 && counted.msBeforeNext > 0) await opened().reward(key, 1);
    },
    async check(key) {
      const counted = await opened().get(key);
      if (!counted || counted.remainingPoints > 0 || counted.msBeforeNext <= 0) return { allowed: true };
      limitHits.inc({ limit: options.name });
      return { allowed: false, retryAfterSeconds: secondsBefore(counted) };
    },
  };
}
