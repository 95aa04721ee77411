import { Redis } from "ioredis";
import { env } from "~/env.server";

/**
 * The Redis the site's processes share (REDIS_URL) for what must hold across them: the limits per
 * visitor and the memory of messages already sent. Unset: each process keeps them in memory.
 * Commands fail at once while Redis is unreachable (no queue): the limiters then fall back to
 * memory, and the memory of messages to "not known", rather than hanging a visitor's request.
 */

let client: Redis | null | undefined;

export function sharedRedis(): Redis | undefined {
  if (client === undefined) {
    client = env.REDIS_URL ? connect(env.REDIS_URL) : null;
  }
  return client ?? undefined;
}

function connect(url: string): Redis {
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000 });
  let reported = false;
  redis.on("error", (error: Error) => {
    if (reported) return;
    reported = true;
    console.error(`[redis] ${url.replace(/\/\/[^@/]*@/, "//")} injoignable : ${error.message}`);
  });
  redis.on("ready", () => (reported = false));
  return redis;
}

/**
 * At the server's start, before the first visitor: the shared store's connection opened and, for at
 * most `waitMs`, ready. Commands sent before it is ready fail at once (no queue), so a limit or the
 * memory of sent messages would count in this process alone. Redis unreachable: the start goes on.
 */
export async function connectSharedStore(waitMs = 3000): Promise<void> {
  const redis = sharedRedis();
  if (!redis || redis.status === "ready") return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(done, waitMs);
    function done() {
      clearTimeout(timer);
      redis!.off("ready", done);
      resolve();
    }
    redis.once("ready", done);
  });
}
