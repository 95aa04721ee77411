import { lstat, readdir } from "node:fs/promises";
import path from "node:path";

/**
 * The two size caps of the FTP receiver, counted while the bytes arrive: per file, and for the
 * whole upload (everything under the root). What the root holds is measured on disk when a
 * transfer starts, since the import may move a finished upload away; a measure younger than
 * `REMEASURE_MS` is reused (a photo export is thousands of small files, and walking the folder for
 * each of them costs more than receiving them), kept up to date with the files received and
 * overwritten, and dropped when a client deletes or renames. The transfers still running are
 * counted by what they have received so far.
 */

export type Caps = { maxFileBytes: number; maxUploadBytes: number };

/** The cap a transfer would break: `file` (one file too big) or `upload` (the root too full). */
export type Breach = "file" | "upload";

export type Transfer = { readonly file: string; bytes: number };

export const REMEASURE_MS = 2_000;

export class UploadBudget {
  private stored = 0;
  private measuredAt = Number.NEGATIVE_INFINITY;
  private receivingBytes = 0;
  private readonly receiving = new Set<Transfer>();

  constructor(
    private readonly caps: Caps,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Opens a transfer into `file` (a path under the root, just emptied: `replaced` is the size it
   * had) and brings up to date what the root holds besides the files being received.
   */
  async start(root: string, file: string, replaced: number): Promise<Transfer> {
    const transfer: Transfer = { file, bytes: 0 };
    this.receiving.add(transfer);
    if (this.now() - this.measuredAt < REMEASURE_MS) {
      this.stored = Math.max(0, this.stored - replaced);
    } else {
      const busy = new Set([...this.receiving].map((each) => each.file));
      this.measuredAt = this.now();
      this.stored = await bytesUnder(root, busy);
    }
    return transfer;
  }

  /** The root changed otherwise than by a transfer (a file deleted or renamed): measure it again. */
  changed(): void {
    this.measuredAt = Number.NEGATIVE_INFINITY;
  }

  /** Counts `n` more bytes of a transfer, or names the cap they would break (then nothing is counted). */
  take(transfer: Transfer, n: number): Breach | null {
    if (transfer.bytes + n > this.caps.maxFileBytes) return "file";
    if (this.stored + this.receivingBytes + n > this.caps.maxUploadBytes) return "upload";
    transfer.bytes += n;
    this.receivingBytes += n;
    return null;
  }

  /** Closes a transfer: its bytes stay counted when the file is kept, and go when it was removed. */
  finish(transfer: Transfer, kept: boolean): void {
    if (!this.receiving.delete(transfer)) return;
    this.receivingBytes -= transfer.bytes;
    if (kept) this.stored += transfer.bytes;
  }
}

/** Total size of the regular files under `root`, skipping `skip` and symbolic links. */
export async function bytesUnder(root: string, skip: ReadonlySet<string> = new Set()): Promise<number> {
  let total = 0;
  const folders = [root];
  for (let folder = folders.pop(); folder !== undefined; folder = folders.pop()) {
    let entries;
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch {
      continue; // removed meanwhile
    }
    for (const entry of entries) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) folders.push(file);
      else if (entry.isFile() && !skip.has(file)) {
        try {
          total += (await lstat(file)).size;
        } catch {
          // removed meanwhile
        }
      }
    }
  }
  return total;
}
