import type { Redis } from "ioredis";
import { env } from "~/env.server";

/**
 * The Redis the site's processes share (REDIS_URL) for what must hold across them: the limits per
 * visitor and the memory of messages already sent. Unset: each process keeps them in memory.
 * Commands fail at once while Redis is unreachable (no queue): the limiters then fall back to
 * memory, and the memory of messages to "not known", rather than hanging a visitor's request.
 * ioredis is loaded only when REDIS_URL is set, by the server's start (connectSharedStore) or, in a
 * process started otherwise, by the first call, which counts in memory until the client exists.
 */

let client: Redis | undefined;
let opening: Promise<Redis> | undefined;

function open(): Promise<Redis> | undefined {
  const url = env.REDIS_URL;
  if (!url) return undefined;
  opening ??= import("ioredis").then(({ Redis }) => {
    client = connect(new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000 }), url);
    return client;
  });
  return opening;
}

export function sharedRedis(): Redis | undefined {
  if (!client) void open();
  return client;
}

/** The client's errors reported once per outage, without the URL's password. */
function connect(redis: Redis, url: string): Redis {
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
  const redis = await open();
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
