import { createHash } from "node:crypto";
import { closeSync, openSync, readdirSync, readSync, statSync } from "node:fs";
import path from "node:path";
import type { FeedFileUrl, FeedFolder } from "./feed-result";

/**
 * The files an export ships beside its data (IDX's `images/` and `doc/`), served by the upstream
 * under `/api/files/{folder}/{name}?v={key}`. The key changes with the file's content, so that the
 * site's image cache, which keys on the address, never serves an old picture under a new upload;
 * it is a hash of the size and the first 16 KB (a re-encoded or another photo differs there), which
 * reads 16 KB per file instead of 12 GB for a large export's pictures.
 */

export const FILES_PATH = "/api/files";

const KEY_BYTES = 16 * 1024;

export type ExportFile = { file: string; key: string };

/** Files of one folder, by lower-cased name (CRMs and FTP servers disagree on case). */
export type ExportFiles = Record<FeedFolder, ReadonlyMap<string, ExportFile>>;

export const noExportFiles: ExportFiles = { images: new Map(), doc: new Map() };

function contentKey(file: string, size: number): string {
  const hash = createHash("sha1").update(String(size)).update("\0");
  const head = Buffer.alloc(Math.min(size, KEY_BYTES));
  const fd = openSync(file, "r");
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  return hash.update(head).digest("base64url").slice(0, 12);
}

function readFolder(folder: string | undefined): Map<string, ExportFile> {
  const files = new Map<string, ExportFile>();
  if (!folder) return files;
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return files;
  }
  for (const name of names) {
    const file = path.join(folder, name);
    try {
      const stat = statSync(file);
      if (stat.isFile()) files.set(name.toLowerCase(), { file, key: contentKey(file, stat.size) });
    } catch {
      // vanished or unreadable: served as missing
    }
  }
  return files;
}

/** The `images/` and `doc/` folders found for a data file (see `exportFolders`), read once. */
export function readExportFiles(folders: Partial<Record<FeedFolder, string>>): ExportFiles {
  return { images: readFolder(folders.images), doc: readFolder(folders.doc) };
}

/** A folder named `name` in `dir`, whatever its case, or undefined. */
function childFolder(dir: string, name: string): string | undefined {
  try {
    const found = readdirSync(dir, { withFileTypes: true }).find(
      (entry) => entry.isDirectory() && entry.name.toLowerCase() === name,
    );
    return found ? path.join(dir, found.name) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where an export's pictures and documents are: beside the data folder in the portal layout
 * (`data/unload.txt` with `images/` and `doc/` next to `data/`), else beside the data file.
 */
export function exportFolders(dataFile: string): Partial<Record<FeedFolder, string>> {
  const own = path.dirname(dataFile);
  const parent = path.dirname(own);
  const pick = (name: FeedFolder) =>
    (path.basename(own).toLowerCase() === "data" ? childFolder(parent, name) : undefined) ?? childFolder(own, name);
  return { images: pick("images"), doc: pick("doc") };
}

/**
 * The addresses an inventory gives to the files of its export. A file the export names but does
 * not ship still gets an address (answered 404: the site shows its placeholder).
 */
export function exportFileUrl(files: ExportFiles): FeedFileUrl {
  return (folder, name) => {
    const base = path.basename(name.trim().replaceAll("\\", "/"));
    const found = files[folder].get(base.toLowerCase());
    const address = `${FILES_PATH}/${folder}/${encodeURIComponent(base)}`;
    return found ? `${address}?v=${found.key}` : address;
  };
}

/** The file behind an address of `exportFileUrl`, when its key is the current one. */
export function exportFileAt(files: ExportFiles, folder: string, name: string, key: string | null): string | null {
  if (folder !== "images" && folder !== "doc") return null;
  const found = files[folder].get(name.toLowerCase());
  if (!found || (key !== null && key !== found.key)) return null;
  return found.file;
}
