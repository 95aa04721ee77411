import type { Redis } from "ioredis";
import { lazyRedis, whenReady } from "@rli/contract/limits/redis-client";
import { env } from "~/env.server";

/**
 * The Redis the site's processes share (REDIS_URL) for what must hold across them: the limits per
 * visitor and the memory of messages already sent. Unset: each process keeps them in memory.
 * Commands fail at once while Redis is unreachable (no queue): the limiters then fall back to
 * memory, and the memory of messages to "not known", rather than hanging a visitor's request.
 * ioredis is loaded only when REDIS_URL is set, by the server's start (connectSharedStore) or, in a
 * process started otherwise, by the first call, which counts in memory until the client exists.
 */

const store = lazyRedis(env.REDIS_URL);

export function sharedRedis(): Redis | undefined {
  return store.get();
}

/**
 * At the server's start, before the first visitor: the shared store's connection opened and, for at
 * most `waitMs`, ready. Commands sent before it is ready fail at once (no queue), so a limit or the
 * memory of sent messages would count in this process alone. Redis unreachable: the start goes on.
 */
export async function connectSharedStore(waitMs = 3000): Promise<void> {
  const redis = await store.open();
  if (redis) await whenReady(redis, waitMs);
}

/**
 * Whether the shared store answers a PING within `timeoutMs` (the readiness address asks once a
 * second at most); undefined without REDIS_URL. A client still opening, or whose connection is down,
 * answers no at once: commands are not queued.
 */
export async function sharedStoreReachable(timeoutMs = 500): Promise<boolean | undefined> {
  if (!env.REDIS_URL) return undefined;
  const redis = store.get();
  if (!redis) return false;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([redis.ping().then((answer) => answer === "PONG"), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** At the server's stop, once the requests in flight are answered: the shared store's connection closed. */
export function closeSharedStore(): Promise<void> {
  return store.close();
}
