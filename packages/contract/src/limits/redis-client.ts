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
  /**
   * Closes the client if it was opened: the replies awaited are read first (QUIT), for at most
   * `waitMs`, then the connection is dropped. Never throws; nothing is opened again after.
   */
  close(waitMs?: number): Promise<void>;
};

export function lazyRedis(url: string | undefined, report: Log = logLines("redis")): LazyRedis {
  let client: Redis | undefined;
  let opening: Promise<Redis> | undefined;
  let closed = false;
  const open = (): Promise<Redis> | undefined => {
    if (!url || closed) return undefined;
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
    async close(waitMs = 1000) {
      closed = true;
      const redis = await opening?.catch(() => undefined);
      if (!redis || redis.status === "end") return;
      let timer: NodeJS.Timeout | undefined;
      const quit = redis.quit().then(
        () => undefined,
        () => undefined,
      );
      const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)));
      await Promise.race([quit, late]);
      clearTimeout(timer);
      redis.disconnect();
    },
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

/**
 * Resolves once `redis` is ready, or after `waitMs` at most: true when it is. Commands sent before
 * it is ready fail at once (no offline queue), so a caller that must reach the shared store waits here.
 */
export async function whenReady(redis: Redis, waitMs: number): Promise<boolean> {
  if (redis.status === "ready") return true;
  return new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => done(false), waitMs);
    const ready = () => done(true);
    function done(isReady: boolean) {
      clearTimeout(timer);
      redis.off("ready", ready);
      resolve(isReady);
    }
    redis.once("ready", ready);
  });
}
