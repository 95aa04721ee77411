import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, stat, unlink, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { openMail, sealMail } from "./spool-cipher";
import { isRunning } from "../running-process";

/**
 * The messages the SMTP server did not take, kept on disk until it takes them: one `.eml` file per
 * message, the bytes that were to be sent sealed with AES-256-GCM (spool-cipher.ts), never in clear,
 * and deleted once sent. A file appears whole (written under a temporary name, then renamed). To be sent again, a file is first claimed by renaming
 * it with the process id, so that several site processes sharing the folder never send it twice.
 *
 * - A claim is taken over when its process no longer runs, when it carries this process's id
 *   without being one of its claims (a container restarted with the same pid), or when it is
 *   older than CLAIM_TIMEOUT_MS whatever its pid (the pid was reused by another program).
 * - A message the server refused for good (SMTP 5xx) leaves the spool for the `refuse/` folder
 *   beside it, sealed too, with its reason in a `.txt` file: kept for a person, never tried again
 *   (and deleted after MAIL_RETENTION_DAYS, see mail-retention.server.ts).
 * - A file that cannot be opened (another key, damaged) is put aside as `….eml.illisible`, reported
 *   once, never tried again.
 * - A message sent for the first time is kept under this process's claim while it is sent (`hold`):
 *   should the process end before the server has taken it, the claim of a process gone is taken
 *   over and the message sent by the next pass. It is deleted once the server has taken it.
 * - A message the server could not take for now (4xx, network) waits longer after each attempt:
 *   as long as it has already waited, between one minute and one hour. Its next attempt is the
 *   file's modification time, so every process sharing the folder follows the same schedule.
 */

export type MailSpool = {
  readonly dir: string;
  /** Where refused messages go. */
  readonly refusedDir: string;
  /** Keeps one message; returns its file. Throws when it cannot be written. */
  keep(raw: Buffer, date: Date): Promise<string>;
  /** Files a message the server refused for good, with the reason; returns its file. */
  refuse(raw: Buffer, date: Date, reason: string): Promise<string>;
  /**
   * Hands every message whose time has come (in the order of their names, which start with the
   * time) to `deliver`; a delivered message leaves the spool, a refused one goes to `refuse/`.
   * Stops at the first temporary failure: the server is not there, the others would fail too.
   */
  flush(deliver: (raw: Buffer) => Promise<void>, isPermanentRefusal: (error: unknown) => boolean): Promise<FlushReport>;
  /**
   * Keeps a message this process is about to send, under its claim (never sent by a pass while the
   * process runs): `forget()` once the server took it (or it was filed as refused), `release()` to
   * leave it waiting for a pass, as `keep` would. Throws when it cannot be written.
   */
  hold(raw: Buffer, date: Date): Promise<HeldMail>;
  /** A kept message (spool or refused folder) in clear. */
  read(file: string): Promise<Buffer>;
  /** No message is claimed by a pass from now on; resolves once the one being sent is done. */
  stop(): Promise<void>;
};

export type HeldMail = { forget(): Promise<void>; release(): Promise<string> };

export type FlushReport = {
  sent: string[];
  refused: { file: string; error: unknown }[];
  /** Files that could not be decrypted, put aside (`.illisible`). */
  unreadable: { file: string; error: unknown }[];
  /** Messages still waiting in the spool after this pass. */
  left: number;
  /** The temporary failure that ended the pass, if any. */
  error?: unknown;
};

export type SpoolOptions = {
  /** Key of AES-256-GCM (spoolKey in spool-cipher.ts). */
  key: Buffer;
  refusedDir?: string;
  now?: () => number;
  claimTimeoutMs?: number;
  minDelayMs?: number;
  maxDelayMs?: number;
};

/** Folder of the refused messages, beside the spool. */
export const REFUSED_FOLDER = "refuse";
export const CLAIM_TIMEOUT_MS = 10 * 60_000;
const MIN_DELAY_MS = 60_000;
const MAX_DELAY_MS = 60 * 60_000;

const CLAIM_SUFFIX = ".envoi";
/** Suffix of a spooled file that could not be decrypted. */
export const UNREADABLE_SUFFIX = ".illisible";

/** `YYYYMMDD-HHmmss-xxxxxxxx.eml`: the name of a message file, in the outbox and in the spool alike. */
export function mailFileName(date: Date): string {
  const stamp = date.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return `${stamp}-${randomBytes(4).toString("hex")}.eml`;
}

/** The time a message was first kept, read from its name; undefined for a name of another form. */
export function keptAt(name: string): number | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})-/.exec(name);
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  return Date.UTC(y!, mo! - 1, d!, h!, mi!, s!);
}

/** When a message that has just failed for now is tried again: it waits as long as it has waited. */
export function nextAttempt(name: string, now: number, minDelayMs = MIN_DELAY_MS, maxDelayMs = MAX_DELAY_MS): number {
  const waited = now - (keptAt(name) ?? now);
  return now + Math.min(maxDelayMs, Math.max(minDelayMs, waited));
}

/** What waits in a spool folder: its messages (claimed or not) and how long the oldest has waited. */
export type SpoolBacklog = { waiting: number; oldestMs: number | undefined };

/**
 * The spool's backlog, read from the names alone (one listing, no file opened): every message
 * waiting or being sent, and the time its first keeping is named with. A missing folder waits for nothing.
 */
export async function spoolBacklog(dir: string, now = Date.now()): Promise<SpoolBacklog> {
  const files = await readdir(dir).catch(ignoreMissing);
  let waiting = 0;
  let oldest: number | undefined;
  for (const file of files ?? []) {
    if (!file.endsWith(".eml") && !readClaim(file)) continue;
    waiting += 1;
    const kept = keptAt(file);
    if (kept !== undefined && (oldest === undefined || kept < oldest)) oldest = kept;
  }
  return { waiting, oldestMs: oldest === undefined ? undefined : Math.max(0, now - oldest) };
}

/** `name.eml.PID.envoi` → the message's name and the claiming process. */
function readClaim(file: string): { name: string; pid: number } | undefined {
  const match = /^(.+\.eml)\.(\d+)\.envoi$/.exec(file);
  return match ? { name: match[1]!, pid: Number(match[2]) } : undefined;
}

function ignoreMissing(error: unknown): undefined {
  if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
  throw error;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Messages this process is sending now, by path, whichever spool of the process claimed them: a claim
 * carrying this process's id is left over only when no spool here holds it (two mailers of one process
 * on the same folder must not take each other's claims for left-overs).
 */
const processClaims = new Set<string>();

export function createMailSpool(dir: string, options: SpoolOptions): MailSpool {
  const refusedDir = options.refusedDir ?? path.join(path.dirname(dir), REFUSED_FOLDER);
  const now = options.now ?? Date.now;
  const claimTimeoutMs = options.claimTimeoutMs ?? CLAIM_TIMEOUT_MS;
  let flushing: Promise<FlushReport> | undefined;
  let stopped = false;

  async function listing(): Promise<string[]> {
    try {
      return await readdir(dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
      throw error;
    }
  }

  async function modified(file: string): Promise<number | undefined> {
    return (await stat(path.join(dir, file)).catch(ignoreMissing))?.mtimeMs;
  }

  async function isStale(file: string, claim: { name: string; pid: number }): Promise<boolean> {
    if (claim.pid === process.pid) return !processClaims.has(path.join(dir, claim.name));
    if (!isRunning(claim.pid)) return true;
    const claimedAt = await modified(file);
    return claimedAt !== undefined && now() - claimedAt > claimTimeoutMs;
  }

  /** The files to try now: messages whose time has come, and claims left behind. */
  async function due(): Promise<string[]> {
    const files = await listing();
    const result: string[] = [];
    for (const file of files) {
      const claim = readClaim(file);
      if (claim) {
        if (await isStale(file, claim)) result.push(file);
      } else if (file.endsWith(".eml")) {
        const time = await modified(file);
        // A second's grace: the file system's clock may round a file just written upwards.
        if (time !== undefined && time <= now() + 1000) result.push(file);
      }
    }
    return result.sort();
  }

  async function store(folder: string, name: string, raw: Buffer): Promise<string> {
    await mkdir(folder, { recursive: true });
    const file = path.join(folder, name);
    const partial = `${file}.tmp`;
    await writeFile(partial, sealMail(raw, options.key), { flag: "wx", mode: 0o600 });
    await rename(partial, file);
    return file;
  }

  async function fileRefused(claimed: string, name: string, error: unknown): Promise<string> {
    await mkdir(refusedDir, { recursive: true });
    const target = path.join(refusedDir, name);
    await writeFile(`${target}.txt`, `${new Date(now()).toISOString()} ${reasonOf(error)}\n`);
    await rename(claimed, target);
    return target;
  }

  async function flushOnce(
    deliver: (raw: Buffer) => Promise<void>,
    isPermanentRefusal: (error: unknown) => boolean,
  ): Promise<FlushReport> {
    const sent: string[] = [];
    const refused: FlushReport["refused"] = [];
    const unreadable: FlushReport["unreadable"] = [];
    let error: unknown;
    for (const file of await due()) {
      if (stopped) break;
      const name = readClaim(file)?.name ?? file;
      const original = path.join(dir, name);
      const claimed = `${original}.${process.pid}${CLAIM_SUFFIX}`;
      // Another process may have claimed (and sent) it meanwhile.
      const taken = await rename(path.join(dir, file), claimed).then(() => true, ignoreMissing);
      if (!taken) continue;
      processClaims.add(original);
      try {
        const claimTime = new Date(now());
        await utimes(claimed, claimTime, claimTime);
        const sealed = await readFile(claimed);
        let raw: Buffer;
        try {
          raw = openMail(sealed, options.key);
        } catch (failure) {
          const aside = `${original}${UNREADABLE_SUFFIX}`;
          await rename(claimed, aside).catch(ignoreMissing);
          unreadable.push({ file: aside, error: failure });
          continue;
        }
        try {
          await deliver(raw);
        } catch (failure) {
          if (isPermanentRefusal(failure)) {
            refused.push({ file: await fileRefused(claimed, name, failure), error: failure });
            continue;
          }
          const next = new Date(nextAttempt(name, now(), options.minDelayMs, options.maxDelayMs));
          await utimes(claimed, next, next);
          await rename(claimed, original);
          error = failure;
          break;
        }
        await unlink(claimed).catch(ignoreMissing);
        sent.push(original);
      } finally {
        processClaims.delete(original);
      }
    }
    const left = (await listing()).filter((file) => file.endsWith(".eml") || readClaim(file)).length;
    return { sent, refused, unreadable, left, ...(error === undefined ? {} : { error }) };
  }

  return {
    dir,
    refusedDir,
    keep: (raw, date) => store(dir, mailFileName(date), raw),
    async refuse(raw, date, reason) {
      const file = await store(refusedDir, mailFileName(date), raw);
      await writeFile(`${file}.txt`, `${new Date(now()).toISOString()} ${reason}\n`);
      return file;
    },
    async hold(raw, date) {
      const original = path.join(dir, mailFileName(date));
      const claimed = `${original}.${process.pid}${CLAIM_SUFFIX}`;
      processClaims.add(original);
      try {
        await store(dir, path.basename(claimed), raw);
      } catch (error) {
        processClaims.delete(original);
        throw error;
      }
      return {
        async forget() {
          await unlink(claimed).catch(ignoreMissing);
          processClaims.delete(original);
        },
        async release() {
          const time = new Date(now());
          await utimes(claimed, time, time);
          await rename(claimed, original);
          processClaims.delete(original);
          return original;
        },
      };
    },
    async read(file) {
      return openMail(await readFile(file), options.key);
    },
    async stop() {
      stopped = true;
      await flushing?.catch(() => undefined);
    },
    flush(deliver, isPermanentRefusal) {
      // One pass at a time in this process: a slow SMTP server must not pile up passes.
      flushing ??= flushOnce(deliver, isPermanentRefusal).finally(() => (flushing = undefined));
      return flushing;
    },
  };
}
