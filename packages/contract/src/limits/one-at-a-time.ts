import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { Redis } from "ioredis";
import { openLimiter, secondsBefore } from "./event-limit";

/**
 * One piece of work at a time per key (a visitor's costly upload), whichever process does it: a
 * lease of a single point in rate-limiter-flexible (in Redis when the processes share one, in
 * memory otherwise), taken when the work starts and given back when it ends. A process that dies
 * while working loses its lease after `leaseSeconds`. Another piece of work for the same key waits
 * up to `waitMs` for its turn, then is refused with the seconds after which to try again.
 */

export type Turn = { granted: true; end(): Promise<void> } | { granted: false; retryAfterSeconds: number };

export type OneAtATime = { turn(key: string): Promise<Turn> };

export type OneAtATimeOptions = {
  /** Distinguishes these leases from the shared store's other counts. */
  name: string;
  /** The longest the work can last: a lease left by a process that died lapses then. */
  leaseSeconds: number;
  /** How long a second piece of work for the key waits for its turn. */
  waitMs: number;
  /** How often a waiting piece of work asks again. */
  pollMs?: number;
  /** The most a refusal asks to wait: the lease usually ends long before it lapses. */
  maxRetryAfterSeconds?: number;
};

export function createOneAtATime(
  { name, leaseSeconds, waitMs, pollMs = 200, maxRetryAfterSeconds = 10 }: OneAtATimeOptions,
  redis: () => Redis | undefined,
): OneAtATime {
  let leases: RateLimiterAbstract | undefined;
  const opened = () => (leases ??= openLimiter({ name, points: 1, windowSeconds: leaseSeconds }, redis()));
  return {
    async turn(key) {
      const deadline = Date.now() + waitMs;
      for (;;) {
        try {
          await opened().consume(key);
          return {
            granted: true,
            end: () =>
              opened()
                .delete(key)
                .then(() => undefined),
          };
        } catch (refusal) {
          if (!(refusal instanceof RateLimiterRes)) throw refusal;
          if (Date.now() + pollMs > deadline) {
            return { granted: false, retryAfterSeconds: Math.min(secondsBefore(refusal), maxRetryAfterSeconds) };
          }
        }
        await new Promise((resolve) => setTimeout(resolve, pollMs));
      }
    },
  };
}
