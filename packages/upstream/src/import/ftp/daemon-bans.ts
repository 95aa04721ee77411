import type { Log } from "@rli/contract/logging/logger";
import type { DaemonControl } from "./daemon-control";
import type { BanTarget } from "./login-guard";

/** Bans applied through ProFTPD's control socket (`ftpdctl ban`, then `permit` when they end). */

export type DaemonBans = { ban(target: BanTarget, seconds: number): Promise<void>; clear(): void };

export function daemonBans(send: DaemonControl, log: Log): DaemonBans {
  const permits = new Map<string, NodeJS.Timeout>();
  return {
    async ban(target, seconds) {
      const key = `${target.kind} ${target.name}`;
      try {
        await send("ban", target.kind, target.name);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        log(`FTP : blocage de ${key} impossible : ${reason}`, { level: "error", event: "ftp.ban-failed", reason });
        return;
      }
      clearTimeout(permits.get(key));
      const timer = setTimeout(() => {
        permits.delete(key);
        send("permit", target.kind, target.name).catch(() => {});
      }, seconds * 1000);
      timer.unref();
      permits.set(key, timer);
    },
    clear() {
      for (const timer of permits.values()) clearTimeout(timer);
      permits.clear();
    },
  };
}
