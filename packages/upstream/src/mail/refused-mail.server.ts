import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { deletedAfter } from "./mail-retention.server";
import { keptAt } from "./mail-spool.server";

/**
 * The messages the SMTP server refused for good, as they lie in `refuse/` (mail-spool.server.ts):
 * each sealed `.eml` with its `.eml.txt` beside it (the time of the refusal and the server's answer).
 * Read for the agency (readiness, measures, the daily summary, `npm run mail:refused`): names,
 * times and reasons only, never a message opened.
 */

export type RefusedMail = {
  /** The file's name in `refuse/` (its time of composing, then a random part). */
  name: string;
  file: string;
  /** When the server refused it (its `.txt`; else the file's time). */
  refusedAt: number;
  /** The server's answer, as it was logged. */
  reason: string;
  /** From when the purge deletes it (MAIL_RETENTION_DAYS after it was filed). */
  deletedFrom: number;
};

/** How many refused messages are kept, and how long ago the oldest was composed (from the names alone). */
export type RefusedBacklog = { kept: number; oldestMs: number | undefined };

function isRefusedMail(name: string): boolean {
  return name.endsWith(".eml");
}

async function names(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).filter(isRefusedMail).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

/** One listing, no file opened: cheap enough for every readiness check. */
export async function refusedBacklog(dir: string, now = Date.now()): Promise<RefusedBacklog> {
  let oldest: number | undefined;
  const kept = await names(dir);
  for (const name of kept) {
    const time = keptAt(name);
    if (time !== undefined && (oldest === undefined || time < oldest)) oldest = time;
  }
  return { kept: kept.length, oldestMs: oldest === undefined ? undefined : Math.max(0, now - oldest) };
}

/** `2026-12-01T14:03:00.000Z Message failed: 550 …`: the time and the reason of a `.txt`. */
export function readRefusalNote(text: string): { at: number | undefined; reason: string } {
  const line = text.split("\n")[0]?.trim() ?? "";
  const space = line.indexOf(" ");
  const at = Date.parse(space < 0 ? line : line.slice(0, space));
  if (Number.isNaN(at)) return { at: undefined, reason: line };
  return { at, reason: space < 0 ? "" : line.slice(space + 1).trim() };
}

/** Every refused message kept, oldest first; one gone meanwhile (purged by another process) is left out. */
export async function refusedMails(dir: string, retentionDays: number): Promise<RefusedMail[]> {
  const result: RefusedMail[] = [];
  for (const name of await names(dir)) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) continue;
    const note = readRefusalNote(await readFile(`${file}.txt`, "utf8").catch(() => ""));
    result.push({
      name,
      file,
      refusedAt: note.at ?? info.mtimeMs,
      reason: note.reason || "raison inconnue",
      deletedFrom: deletedAfter(info.mtimeMs, retentionDays),
    });
  }
  return result.sort((a, b) => a.refusedAt - b.refusedAt || a.name.localeCompare(b.name));
}
