import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, unlink, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * The messages the SMTP server did not take, kept on disk until it takes them: one complete
 * `.eml` file per message, exactly the bytes that were to be sent. A file appears whole (written
 * under a temporary name, then renamed). To be sent again, a file is first claimed by renaming
 * it with the process id, so that several site processes sharing the folder never send it twice;
 * a claim left by a process that no longer runs is taken over.
 */

export type MailSpool = {
  readonly dir: string;
  /** Keeps one message; returns its file. Throws when it cannot be written. */
  keep(raw: Buffer, date: Date): Promise<string>;
  /**
   * Hands every waiting message (in the order of their names, which start with the time) to `deliver`; a delivered message leaves the
   * spool. Stops at the first failure unless `deliver` says the failure concerns that message
   * only (the server is there but refused it): the others are tried anyway.
   */
  flush(deliver: (raw: Buffer) => Promise<void>, isMessageRefusal: (error: unknown) => boolean): Promise<FlushReport>;
};

export type FlushReport = { sent: string[]; left: number; error?: unknown };

const CLAIM_SUFFIX = ".envoi";

/** `YYYYMMDD-HHmmss-xxxxxxxx.eml`: the name of a message file, in the outbox and in the spool alike. */
export function mailFileName(date: Date): string {
  const stamp = date.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return `${stamp}-${randomBytes(4).toString("hex")}.eml`;
}

function isRunning(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** `name.eml.PID.envoi` → the message's name and the claiming process. */
function readClaim(file: string): { name: string; pid: number } | undefined {
  const match = /^(.+\.eml)\.(\d+)\.envoi$/.exec(file);
  return match ? { name: match[1]!, pid: Number(match[2]) } : undefined;
}

async function waitingFiles(dir: string): Promise<string[]> {
  let files: string[];
  try {
    files = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const waiting = files.filter((file) => file.endsWith(".eml"));
  for (const file of files) {
    const claim = readClaim(file);
    if (claim && !isRunning(claim.pid)) waiting.push(file);
  }
  return waiting.sort();
}

function ignoreMissing(error: unknown): undefined {
  if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
  throw error;
}

export function createMailSpool(dir: string): MailSpool {
  let flushing: Promise<FlushReport> | undefined;

  async function flushOnce(
    deliver: (raw: Buffer) => Promise<void>,
    isMessageRefusal: (error: unknown) => boolean,
  ): Promise<FlushReport> {
    const files = await waitingFiles(dir);
    const sent: string[] = [];
    let kept = 0;
    let error: unknown;
    for (const [index, file] of files.entries()) {
      const name = readClaim(file)?.name ?? file;
      const original = path.join(dir, name);
      const claimed = `${original}.${process.pid}${CLAIM_SUFFIX}`;
      // Another process may have claimed (and sent) it meanwhile.
      const taken = await rename(path.join(dir, file), claimed).then(() => true, ignoreMissing);
      if (!taken) continue;
      try {
        await deliver(await readFile(claimed));
      } catch (failure) {
        await rename(claimed, original);
        kept += 1;
        error = failure;
        if (isMessageRefusal(failure)) continue;
        kept += files.length - index - 1;
        break;
      }
      await unlink(claimed).catch(ignoreMissing);
      sent.push(original);
    }
    return { sent, left: kept, ...(error === undefined ? {} : { error }) };
  }

  return {
    dir,
    async keep(raw, date) {
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, mailFileName(date));
      const partial = `${file}.tmp`;
      await writeFile(partial, raw, { flag: "wx" });
      await rename(partial, file);
      return file;
    },
    flush(deliver, isMessageRefusal) {
      // One pass at a time in this process: a slow SMTP server must not pile up passes.
      flushing ??= flushOnce(deliver, isMessageRefusal).finally(() => (flushing = undefined));
      return flushing;
    },
  };
}
