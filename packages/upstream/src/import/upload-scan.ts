import { createHash } from "node:crypto";
import { lstat, readdir } from "node:fs/promises";
import path from "node:path";

/**
 * What an upload folder holds now, without reading the files: every file's path, size and time,
 * summed up in a fingerprint that changes as soon as anything is written, renamed or removed.
 * The watcher takes an upload once the fingerprint has stayed the same for the quiet period.
 */

export type UploadScan = {
  fingerprint: string;
  files: number;
  bytes: number;
  /** Links and other non-files found (never followed, never taken). */
  others: string[];
};

/** Names a transfer in progress leaves behind (FTP servers, rsync, browsers), never part of an upload. */
export function isTransient(name: string): boolean {
  return name.startsWith(".") || /\.(part|partial|tmp|filepart|crdownload)$/i.test(name);
}

export class UploadTooLarge extends Error {}

/** Scans `dir`; a folder with more than `maxFiles` files throws UploadTooLarge (a scan stays cheap). */
export async function scanUpload(dir: string, maxFiles = 100_000): Promise<UploadScan> {
  const hash = createHash("sha1");
  const scan: UploadScan = { fingerprint: "", files: 0, bytes: 0, others: [] };
  const walk = async (folder: string, relative: string): Promise<void> => {
    const entries = (await readdir(folder, { withFileTypes: true })).sort((a, b) => (a.name < b.name ? -1 : 1));
    for (const entry of entries) {
      const rel = relative ? `${relative}/${entry.name}` : entry.name;
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        hash.update(`d ${rel}\n`);
        await walk(full, rel);
      } else if (entry.isFile()) {
        const stat = await lstat(full);
        hash.update(`f ${rel} ${stat.size} ${stat.mtimeMs}\n`);
        if (isTransient(entry.name)) continue;
        scan.files += 1;
        scan.bytes += stat.size;
        if (scan.files > maxFiles) throw new UploadTooLarge(`plus de ${maxFiles} fichiers`);
      } else {
        hash.update(`o ${rel}\n`);
        scan.others.push(rel);
      }
    }
  };
  await walk(dir, "");
  scan.fingerprint = hash.digest("hex").slice(0, 20);
  return scan;
}
