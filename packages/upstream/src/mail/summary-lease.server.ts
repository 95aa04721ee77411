import { mkdir, readdir, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { whenReady, type LazyRedis } from "@rli/contract/limits/redis-client";

/**
 * Which of the processes sharing OUTBOX_DIR sends a day's summary: the first to take the day's
 * lease, in the store they share. In Redis when REDIS_URL is set (`SET … NX`, kept three days); else
 * a marker file per day in a folder of the outbox, created exclusively (`wx`: one creation succeeds,
 * on a local disk as on NFS v3 and later), as the spool's claims rely on one atomic operation of the
 * file system (mail-spool.server.ts). Given back when the summary could not go out.
 */

export type SummaryLease = {
  /** True for the one caller that takes `day` ("2026-12-02"); false once it is taken. Throws when the store cannot answer. */
  take(day: string): Promise<boolean>;
  give(day: string): Promise<void>;
};

/** Markers older than this are removed when a new one is made. */
const MARKERS_KEPT = 7;

/** A marker `{day}.envoye` per day in `dir` (created if missing). */
export function folderLease(dir: string): SummaryLease {
  const marker = (day: string) => path.join(dir, `${day}.envoye`);
  return {
    async take(day) {
      await mkdir(dir, { recursive: true });
      try {
        await writeFile(marker(day), `${process.pid} ${new Date().toISOString()}\n`, { flag: "wx" });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
        throw error;
      }
      const old = (await readdir(dir)).filter((name) => name.endsWith(".envoye")).sort();
      for (const name of old.slice(0, Math.max(0, old.length - MARKERS_KEPT))) {
        await unlink(path.join(dir, name)).catch(() => undefined);
      }
      return true;
    },
    async give(day) {
      await unlink(marker(day)).catch(() => undefined);
    },
  };
}

const LEASE_SECONDS = 3 * 86_400;

/** A key `rli:resume-refus:{day}` in the shared Redis. */
export function redisLease(client: LazyRedis, prefix = "rli:resume-refus"): SummaryLease {
  const opened = async () => {
    const redis = await client.open();
    if (!redis) throw new Error("Redis fermé");
    // Commands fail at once before the connection is ready (no offline queue).
    if (!(await whenReady(redis, 2000))) throw new Error("Redis injoignable");
    return redis;
  };
  return {
    async take(day) {
      const redis = await opened();
      return (await redis.set(`${prefix}:${day}`, String(process.pid), "EX", LEASE_SECONDS, "NX")) === "OK";
    },
    async give(day) {
      const redis = await opened();
      await redis.del(`${prefix}:${day}`);
    },
  };
}
