/**
 * A folder of files bounded in bytes, the least recently used dropped first, shared by several
 * processes and kept across restarts. Writes go to a temporary file renamed into place, so a
 * reader never sees half a file. Recency is the file's modification time, refreshed on use.
 * Each process counts what it writes; past the bound it lists the folder, sums the real sizes
 * (other processes' files included) and removes the oldest files down to 90 % of the bound.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import { readdir, readFile, rename, rm, stat, utimes, writeFile } from "node:fs/promises";
import path from "node:path";

const TEMP_PREFIX = ".tmp-";
/** Temporary files older than this were left by a process that stopped mid-write. */
const STALE_TEMP_MS = 10 * 60 * 1000;
/** A file used again within this time keeps its modification time (fewer writes). */
const TOUCH_AFTER_MS = 60 * 1000;

export class DiskCache {
  private bytes = 0;
  private trimming: Promise<void> | null = null;

  constructor(
    readonly dir: string,
    readonly maxBytes: number,
  ) {
    mkdirSync(dir, { recursive: true });
    this.trimming = this.trim().finally(() => (this.trimming = null));
  }

  /** The path of a key's file (keys are made of [a-z0-9._-]). */
  file(key: string): string {
    if (!/^[a-z0-9][a-z0-9._-]*$/.test(key)) throw new Error(`clé de cache invalide : ${key}`);
    return path.join(this.dir, key);
  }

  /** A fresh temporary path in the folder, for a file to be adopted later. */
  tempFile(): string {
    return path.join(this.dir, `${TEMP_PREFIX}${process.pid}-${randomBytes(6).toString("hex")}`);
  }

  /** The contents of a key, or null; marks it as recently used. */
  async read(key: string): Promise<Buffer | null> {
    const file = this.file(key);
    try {
      const body = await readFile(file);
      this.touch(file);
      return body;
    } catch {
      return null;
    }
  }

  /** The path of a key's file when it exists, or null; marks it as recently used. */
  async path(key: string): Promise<string | null> {
    const file = this.file(key);
    try {
      const info = await stat(file);
      if (!info.isFile()) return null;
      if (Date.now() - info.mtimeMs > TOUCH_AFTER_MS) this.touch(file);
      return file;
    } catch {
      return null;
    }
  }

  /** Stores a key's contents (atomically). */
  async write(key: string, body: Uint8Array): Promise<void> {
    const temp = this.tempFile();
    await writeFile(temp, body);
    await this.adopt(key, temp, body.byteLength);
  }

  /** Moves a finished temporary file into place as a key's file. */
  async adopt(key: string, temp: string, size: number): Promise<string> {
    const file = this.file(key);
    await rename(temp, file);
    this.bytes += size;
    if (this.bytes > this.maxBytes && !this.trimming) {
      this.trimming = this.trim().finally(() => (this.trimming = null));
    }
    return file;
  }

  async remove(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }

  /** Total size of the folder as last counted plus what this process wrote since. */
  get approximateBytes(): number {
    return this.bytes;
  }

  /** Sums the folder and removes the least recently used files beyond the bound. */
  async trim(): Promise<void> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch {
      return;
    }
    const now = Date.now();
    const files: { file: string; size: number; time: number }[] = [];
    for (const name of names) {
      const file = path.join(this.dir, name);
      try {
        const info = await stat(file);
        if (!info.isFile()) continue;
        if (name.startsWith(TEMP_PREFIX)) {
          if (now - info.mtimeMs > STALE_TEMP_MS) await rm(file, { force: true });
          continue;
        }
        files.push({ file, size: info.size, time: info.mtimeMs });
      } catch {
        // removed meanwhile by another process
      }
    }
    let total = files.reduce((sum, item) => sum + item.size, 0);
    if (total > this.maxBytes) {
      const target = this.maxBytes * 0.9;
      files.sort((a, b) => a.time - b.time);
      for (const item of files) {
        if (total <= target) break;
        await rm(item.file, { force: true });
        total -= item.size;
      }
    }
    this.bytes = total;
  }

  /** Waits for a trim under way (tests). */
  async settled(): Promise<void> {
    await this.trimming;
  }

  private touch(file: string): void {
    const now = new Date();
    utimes(file, now, now).catch(() => undefined);
  }
}
