import { createHash } from "node:crypto";
import { lstat, readdir } from "node:fs/promises";
import path from "node:path";

/**
 * What an upload folder holds now, without reading the files: every file's path, size and time,
 * summed up in a fingerprint that changes as soon as anything is written, renamed or removed.
 * The watcher takes an upload once the fingerprint has stayed the same for the quiet period, and
 * no transfer is running (see `transfers`).
 */

export type UploadScan = {
  /** Changes with anything in the folder, the files of transfers in progress included. */
  fingerprint: string;
  /** The upload itself (its files, folders and links, not the transfer leftovers): its id. */
  content: string;
  files: number;
  directories: number;
  bytes: number;
  /** Links and other non-files found (never followed, never taken). */
  others: string[];
  /** Files a transfer in progress writes, by path, with their size and time. */
  transfers: Map<string, string>;
};

/** Names never part of an upload: a transfer's temporary files and hidden files. */
export function isTransient(name: string): boolean {
  return name.startsWith(".") || isTransfer(name);
}

/**
 * Names a transfer writes before renaming the file to its real name, or leaves when it breaks:
 * pure-ftpd's `.pureftpd-upload.*`, rsync's `.name.XXXXXX`, vsftpd and lftp's `.in.name.`, and
 * clients' `.part`, `.tmp`, `.filepart` (WinSCP), `.crdownload`, `~`. Hidden files that stay
 * (`.DS_Store`, AppleDouble `._name`, pure-ftpd's `.ftpquota`) are not transfers.
 */
export function isTransfer(name: string): boolean {
  if (/\.(part|partial|tmp|filepart|crdownload)$/i.test(name) || name.endsWith("~")) return true;
  return name.startsWith(".") && !/^(\.ds_store|\.ftpquota|\._.*|\.\.?)$/i.test(name);
}

export class UploadTooLarge extends Error {}

/**
 * Scans `dir`; a folder with more than `maxEntries` files and folders throws UploadTooLarge as
 * soon as it passes the bound (a scan stays cheap, even of a folder of empty folders).
 */
export async function scanUpload(dir: string, maxEntries = 100_000): Promise<UploadScan> {
  const all = createHash("sha1");
  const content = createHash("sha1");
  const scan: UploadScan = {
    fingerprint: "",
    content: "",
    files: 0,
    directories: 0,
    bytes: 0,
    others: [],
    transfers: new Map(),
  };
  const count = () => {
    if (scan.files + scan.directories > maxEntries)
      throw new UploadTooLarge(`plus de ${maxEntries} fichiers et dossiers`);
  };
  const walk = async (folder: string, relative: string): Promise<void> => {
    const entries = (await readdir(folder, { withFileTypes: true })).sort((a, b) => (a.name < b.name ? -1 : 1));
    for (const entry of entries) {
      const rel = relative ? `${relative}/${entry.name}` : entry.name;
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        all.update(`d ${rel}\n`);
        content.update(`d ${rel}\n`);
        scan.directories += 1;
        count();
        await walk(full, rel);
      } else if (entry.isFile()) {
        const stat = await lstat(full);
        const line = `f ${rel} ${stat.size} ${stat.mtimeMs}\n`;
        all.update(line);
        if (isTransfer(entry.name)) scan.transfers.set(rel, `${stat.size} ${stat.mtimeMs}`);
        if (isTransient(entry.name)) continue;
        content.update(line);
        scan.files += 1;
        scan.bytes += stat.size;
        count();
      } else {
        all.update(`o ${rel}\n`);
        content.update(`o ${rel}\n`);
        scan.others.push(rel);
      }
    }
  };
  await walk(dir, "");
  scan.fingerprint = all.digest("hex").slice(0, 20);
  scan.content = content.digest("hex").slice(0, 20);
  return scan;
}
