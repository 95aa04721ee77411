import type { Redis } from "ioredis";
import { openLimiter } from "./event-limit";

/**
 * Keys remembered for a while (the addresses the FTP account logged in from): in the same store as the
 * site's limits (Redis when the processes share one, this process's memory otherwise), each kept for
 * `seconds` after it was last remembered. Not counted among the limits' refusals.
 */

export type RememberedKeys = {
  remember(key: string): Promise<void>;
  has(key: string): Promise<boolean>;
};

export function createRememberedKeys(
  options: { name: string; seconds: number },
  redis: () => Redis | undefined,
): RememberedKeys {
  let store: ReturnType<typeof openLimiter> | undefined;
  const opened = () =>
    (store ??= openLimiter({ name: options.name, points: 1, windowSeconds: options.seconds }, redis()));
  return {
    async remember(key) {
      await opened().set(key, 1, options.seconds);
    },
    async has(key) {
      const kept = await opened().get(key);
      return Boolean(kept && kept.consumedPoints > 0 && kept.msBeforeNext > 0);
    },
  };
}
