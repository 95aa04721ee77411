import type { Log } from "@rli/contract/logging/logger";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { BanTarget } from "./login-guard";

/**
 * Bans applied through ProFTPD's control socket (`ftpdctl ban`, then `permit` when they end). The
 * socket takes one client at a time (two at once failed): commands are sent in turn.
 */

const run = promisify(execFile);
const CONTROL_TIMEOUT_MS = 10_000;

export type DaemonBans = { ban(target: BanTarget, seconds: number): Promise<void>; clear(): void };

export function daemonBans(control: { program: string; socket: string; env: NodeJS.ProcessEnv }, log: Log): DaemonBans {
  const permits = new Map<string, NodeJS.Timeout>();
  let turn: Promise<unknown> = Promise.resolve();
  const send = (...command: string[]) => {
    const sent = turn.then(() =>
      run(control.program, ["-s", control.socket, ...command], { env: control.env, timeout: CONTROL_TIMEOUT_MS }),
    );
    turn = sent.catch(() => {});
    return sent;
  };
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
