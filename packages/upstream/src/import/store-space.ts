import { statfs } from "node:fs/promises";
import path from "node:path";

/**
 * The room an upload may take in the store: the file system's free space less a margin kept for
 * the rest of the site (logs, mail spool, image cache, the next upload's copy). An upload, a zip's
 * entries as they are unpacked or a folder's files as they are copied, is refused as soon as it
 * passes this room, before it fills the disk.
 */

const MB = 1024 * 1024;
/** Kept free: 512 MB, or 5 % of the file system when that is more. */
export const MARGIN_MIN_BYTES = 512 * MB;
export const MARGIN_SHARE = 0.05;

export type Space = { free: number; total: number };

/** The room left for an upload on a file system of this free and total size. */
export function roomFor({ free, total }: Space): number {
  return Math.max(0, free - Math.max(MARGIN_MIN_BYTES, total * MARGIN_SHARE));
}

/** Free and total space of the file system holding `dir` (or its nearest existing parent). */
export async function spaceOf(dir: string): Promise<Space> {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    try {
      const found = await statfs(at);
      return { free: found.bavail * found.bsize, total: found.blocks * found.bsize };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT" || at === path.dirname(at)) throw error;
    }
  }
}

export async function storeRoom(dir: string): Promise<number> {
  return roomFor(await spaceOf(dir));
}

export function megabytes(bytes: number): string {
  return `${Math.floor(bytes / MB)} Mo`;
}
