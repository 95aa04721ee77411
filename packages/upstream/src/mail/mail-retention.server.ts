import { readdir, stat, unlink } from "node:fs/promises";
import path from "node:path";
import { logLines, type Log } from "@rli/contract/logging/logger";

/**
 * What the mail leaves on disk besides the spool is deleted once older than MAIL_RETENTION_DAYS:
 * the messages the SMTP server refused (`refuse/`, with their `.txt` reasons), the `.eml` files of
 * the outbox mode, and the spooled files that could not be decrypted (`.illisible`). A message still
 * waiting for the server is never deleted here: it leaves the spool when it is sent.
 * Every pass logs one line with the count; several processes may purge the same folders.
 */

export type RetentionFolders = {
  /** The outbox: its own `.eml` files only, not its sub-folders. */
  outboxDir: string;
  refusedDir: string;
  spoolDir: string;
};

export type PurgeOptions = RetentionFolders & {
  retentionDays: number;
  now?: () => number;
  log?: Log;
};

const mailLog = logLines("mail");

/** Time between two purges in a running site. */
export const PURGE_INTERVAL_MS = 6 * 3_600_000;

const DAY_MS = 86_400_000;

/** From when a file last modified at `modifiedMs` is deleted by the purge (at its first pass after). */
export function deletedAfter(modifiedMs: number, retentionDays: number): number {
  return modifiedMs + retentionDays * DAY_MS;
}

/** Which files of which folder the purge looks at. */
export function purgedNames(folder: keyof RetentionFolders, name: string): boolean {
  if (folder === "outboxDir") return name.endsWith(".eml");
  if (folder === "refusedDir") return name.endsWith(".eml") || name.endsWith(".eml.txt");
  return name.endsWith(".illisible");
}

/** A message file counts once, its `.txt` reason does not. */
function isMessage(name: string): boolean {
  return !name.endsWith(".txt");
}

async function names(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

/** Deletes the files older than the retention; returns how many messages went. */
export async function purgeOldMail(options: PurgeOptions): Promise<number> {
  const now = options.now ?? Date.now;
  const log = options.log ?? mailLog;
  let count = 0;
  const failures: string[] = [];
  for (const folder of ["outboxDir", "refusedDir", "spoolDir"] as const) {
    const dir = options[folder];
    for (const name of await names(dir)) {
      if (!purgedNames(folder, name)) continue;
      const file = path.join(dir, name);
      try {
        const info = await stat(file);
        if (!info.isFile() || deletedAfter(info.mtimeMs, options.retentionDays) >= now()) continue;
        await unlink(file);
        if (isMessage(name)) count += 1;
      } catch (error) {
        // Another process purged it first.
        if ((error as NodeJS.ErrnoException).code === "ENOENT") continue;
        failures.push(`${file} (${error instanceof Error ? error.message : String(error)})`);
      }
    }
  }
  const failed = failures.length > 0 ? ` ; impossible de supprimer ${failures.join(", ")}` : "";
  log(
    `[mail] purge : ${count} message(s) de plus de ${options.retentionDays} jours supprimé(s) de ${options.outboxDir}${failed}`,
    { level: failures.length > 0 ? "warn" : "info", event: "mail.purged", count, failures: failures.length },
  );
  return count;
}

/**
 * Purges now, then every `intervalMs`; the timer never keeps the process alive. A purge that
 * fails logs one line and the next one tries again. Returns a function that stops it.
 */
export function startMailPurge(options: PurgeOptions, intervalMs = PURGE_INTERVAL_MS): () => void {
  const pass = () => {
    purgeOldMail(options).catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      (options.log ?? mailLog)(`[mail] purge de ${options.outboxDir} impossible : ${reason}`, {
        level: "error",
        event: "mail.purge-failed",
        reason,
      });
    });
  };
  pass();
  const timer = setInterval(pass, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
