import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { promisify } from "node:util";
import type { DaemonControl } from "./daemon-control";

/**
 * The daemon's sessions as its scoreboard tells them (`ftpwho`), and the receiver stopped between
 * uploads: when the site stops, new connections are turned away at once (`ftpdctl down all`), a
 * session that is not storing a file is closed, and one storing a file is let finish it, until the
 * stop's bound. A file is never cut by a stop within that bound; one cut past it is deleted by the
 * daemon (`DeleteAbortedStores`), never left under its name.
 */

const run = promisify(execFile);
const POLL_MS = 200;

export type FtpSession = { pid: number; storing: boolean };

/** `31045 crm-agence [  0m3s] (n/a) STOR big.bin` (one line per session, `-o oneline`). */
const SESSION_LINE = /^\s*(\d+)\s+\S+\s+\[[^\]]*\]\s*(.*)$/;
const STORE_COMMAND = /\b(?:STOR|STOU|APPE)\b/;

export function parseSessions(ftpwhoOutput: string): FtpSession[] {
  return ftpwhoOutput.split("\n").flatMap((line) => {
    const match = SESSION_LINE.exec(line);
    return match ? [{ pid: Number(match[1]), storing: STORE_COMMAND.test(match[2]!) }] : [];
  });
}

export type DaemonSessions = {
  list(): Promise<FtpSession[]>;
  /** Resolves once no file is being stored and no session is left (or at `deadline`, a time in ms). */
  closeBetweenUploads(deadline: number): Promise<{ waited: number; cut: number }>;
};

export function daemonSessions(options: {
  ftpwho: string;
  scoreboard: string;
  env: NodeJS.ProcessEnv;
  control: DaemonControl;
  log: (line: string) => void;
}): DaemonSessions {
  async function list(): Promise<FtpSession[]> {
    const { stdout } = await run(options.ftpwho, ["-f", options.scoreboard, "-o", "oneline"], {
      env: options.env,
      timeout: 5000,
    });
    return parseSessions(stdout);
  }

  /** A session of the daemon (its process still proftpd, not a process id reused since) is ended. */
  async function end(pid: number): Promise<void> {
    const command = await readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => "");
    if (!command.startsWith("proftpd")) return;
    try {
      process.kill(pid, "SIGTERM");
    } catch {
      // already gone
    }
  }

  return {
    list,
    async closeBetweenUploads(deadline) {
      let sessions = await list().catch(() => []);
      if (sessions.length === 0) return { waited: 0, cut: 0 };
      await options.control("down", "all").catch((error: unknown) => {
        options.log(
          `FTP : nouvelles connexions non refusées pendant l'arrêt : ${error instanceof Error ? error.message : String(error)}`,
        );
      });
      const storing = () => sessions.filter((session) => session.storing);
      const waited = storing().length;
      if (waited > 0) {
        const seconds = Math.max(0, Math.round((deadline - Date.now()) / 1000));
        options.log(
          `FTP : arrêt après le fichier en cours de réception (${waited} transfert(s), ${seconds} s au plus)`,
        );
      }
      for (;;) {
        for (const session of sessions) if (!session.storing) await end(session.pid);
        if (storing().length === 0 || Date.now() >= deadline) break;
        await new Promise((resolve) => setTimeout(resolve, Math.min(POLL_MS, Math.max(0, deadline - Date.now()))));
        sessions = await list().catch(() => []);
      }
      const cut = storing().length;
      if (cut > 0) options.log(`FTP : ${cut} transfert(s) coupé(s) à la fin du délai d'arrêt, fichier(s) effacé(s)`);
      return { waited, cut };
    },
  };
}
