import type { Log } from "@rli/contract/logging/logger";
import type { DaemonControl } from "./daemon-control";

/**
 * Bans applied through ProFTPD's control socket (`ftpdctl ban host`, then `permit` when each ends).
 * The daemon reads its socket once a second and takes one client at a time, so the addresses to ban
 * are sent together: one command for all those waiting (up to BATCH names), never a queue of one
 * command per address. Whatever the number of addresses, a ban takes effect within a command or two.
 */

export type DaemonBans = { ban(address: string, seconds: number): Promise<void>; clear(): void };

/** Names per control command: a request stays far below the socket's limits. */
const BATCH = 64;

export function daemonBans(send: DaemonControl, log: Log): DaemonBans {
  const permits = new Map<string, NodeJS.Timeout>();
  /** Addresses waiting for the next `ban` command, with what to do once it is answered. */
  let waiting = new Map<string, { seconds: number; done: () => void }>();
  let sending: Promise<void> | undefined;

  const permitLater = (address: string, seconds: number) => {
    clearTimeout(permits.get(address));
    const timer = setTimeout(() => {
      permits.delete(address);
      send("permit", "host", address).catch(() => {});
    }, seconds * 1000);
    timer.unref();
    permits.set(address, timer);
  };

  const sendWaiting = async (): Promise<void> => {
    while (waiting.size > 0) {
      const batch = [...waiting].slice(0, BATCH);
      for (const [address] of batch) waiting.delete(address);
      try {
        await send("ban", "host", ...batch.map(([address]) => address));
        for (const [address, { seconds }] of batch) permitLater(address, seconds);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        log(`FTP : blocage de ${batch.length} adresse(s) impossible : ${reason}`, {
          level: "error",
          event: "ftp.ban-failed",
          reason,
        });
      }
      for (const [, { done }] of batch) done();
    }
  };

  return {
    ban(address, seconds) {
      return new Promise<void>((resolve) => {
        const already = waiting.get(address);
        waiting.set(address, {
          seconds: Math.max(seconds, already?.seconds ?? 0),
          done: () => {
            already?.done();
            resolve();
          },
        });
        sending ??= sendWaiting().finally(() => (sending = undefined));
      });
    },
    clear() {
      for (const timer of permits.values()) clearTimeout(timer);
      permits.clear();
      for (const { done } of waiting.values()) done();
      waiting = new Map();
    },
  };
}
