import type { Redis } from "ioredis";
import { logLines, type Log } from "../logging/logger";

/**
 * One Redis client per URL for what must hold across processes (limits, one-time tokens), opened on
 * first use: ioredis is loaded only then. Commands fail at once while Redis is unreachable (no
 * queue), so that callers fall back to memory rather than hang; the client's errors are reported
 * once per outage, without the URL's password, and its return once.
 */

export type LazyRedis = {
  /** The client once it exists (the first call starts opening it and returns undefined). */
  get(): Redis | undefined;
  /** Opens the client (once); undefined without a URL. */
  open(): Promise<Redis> | undefined;
};

export function lazyRedis(url: string | undefined, report: Log = logLines("redis")): LazyRedis {
  let client: Redis | undefined;
  let opening: Promise<Redis> | undefined;
  const open = (): Promise<Redis> | undefined => {
    if (!url) return undefined;
    opening ??= import("ioredis").then(({ Redis }) => {
      client = watch(
        new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000 }),
        url,
        report,
      );
      return client;
    });
    return opening;
  };
  return {
    get() {
      if (!client) void open();
      return client;
    },
    open,
  };
}

function watch(redis: Redis, url: string, report: Log): Redis {
  let reported = false;
  redis.on("error", (error: Error) => {
    if (reported) return;
    reported = true;
    report(`[redis] ${url.replace(/\/\/[^@/]*@/, "//")} injoignable : ${error.message}`, {
      level: "error",
      event: "redis.unreachable",
      reason: error.message,
    });
  });
  redis.on("ready", () => {
    if (reported) report(`[redis] ${url.replace(/\/\/[^@/]*@/, "//")} joignable à nouveau`, { event: "redis.ready" });
    reported = false;
  });
  return redis;
}
