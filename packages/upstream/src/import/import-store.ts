import { readFileSync } from "node:fs";
import { copyFile, link, mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { isTransient } from "./upload-scan";
import { unzipBounded, type UnzipLimits } from "./unzip-bounded";
import type { UploadData } from "./upload-layout";

/**
 * The uploads taken from the import folder, kept apart from it so that the CRM can delete and
 * write the next one while the site goes on serving this one: `{store}/{id}/` per upload (its data
 * copied, its pictures and documents hard-linked where possible; a zip unpacked), the
 * one served named by `{store}/current`, the one before it kept too. Every process of the site
 * reads `current`: the first to take an upload writes it, the others follow it.
 */

/** An upload half made for longer than this was left by a process that died: it is started again. */
const STALE_PARTIAL_MS = 10 * 60_000;

export class ImportStore {
  constructor(readonly dir: string) {}

  folder(id: string): string {
    return path.join(this.dir, id);
  }

  /** The upload served, by its id (a tiny file: read at once). */
  current(): string | undefined {
    try {
      const id = readFileSync(path.join(this.dir, "current"), "utf8").trim();
      return /^[\w-]{1,64}$/.test(id) ? id : undefined;
    } catch {
      return undefined;
    }
  }

  /** Names `id` as the upload served; the one served before it is kept, older ones removed. */
  async setCurrent(id: string): Promise<void> {
    const before = this.current();
    const temporary = path.join(this.dir, `current.${process.pid}.tmp`);
    await writeFile(temporary, `${id}\n`);
    await rename(temporary, path.join(this.dir, "current"));
    await this.prune(new Set([id, ...(before ? [before] : [])]));
  }

  async has(id: string): Promise<boolean> {
    return stat(this.folder(id)).then(
      (found) => found.isDirectory(),
      () => false,
    );
  }

  /** Why `id` was refused, when it was. */
  async refusal(id: string): Promise<string | undefined> {
    return readFile(path.join(this.dir, `${id}.refused`), "utf8").catch(() => undefined);
  }

  /** Records why `id` is refused; false when another process sharing the store had recorded it first. */
  async refuse(id: string, reason: string): Promise<boolean> {
    await mkdir(this.dir, { recursive: true });
    const first = await writeFile(path.join(this.dir, `${id}.refused`), reason, { flag: "wx" }).then(
      () => true,
      (error: NodeJS.ErrnoException) => {
        if (error.code === "EEXIST") return false;
        throw error;
      },
    );
    await rm(this.partial(id), { recursive: true, force: true });
    return first;
  }

  private partial(id: string): string {
    return path.join(this.dir, `${id}.partial`);
  }

  /**
   * Claims `id` for this process: false when another process is copying it now. A claim left by a
   * process that died is taken over after a while.
   */
  async claim(id: string): Promise<boolean> {
    await mkdir(this.dir, { recursive: true });
    try {
      await mkdir(this.partial(id));
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const age = Date.now() - (await stat(this.partial(id))).mtimeMs;
      if (age < STALE_PARTIAL_MS) return false;
      await rm(this.partial(id), { recursive: true, force: true });
      return this.claim(id);
    }
  }

  /** Copies a claimed upload into the store (links where it can), then makes it whole at once. */
  async keep(id: string, source: string, data: UploadData, limits: UnzipLimits): Promise<string> {
    const into = this.partial(id);
    if (data.kind === "zip") await unzipBounded(data.file, into, limits);
    else await linkTree(source, into);
    await rename(into, this.folder(id));
    return this.folder(id);
  }

  private async prune(keep: ReadonlySet<string>): Promise<void> {
    for (const entry of await readdir(this.dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name.endsWith(".partial") || keep.has(entry.name)) continue;
      await rm(path.join(this.dir, entry.name), { recursive: true, force: true });
    }
  }
}

/** Pictures and documents, linked rather than copied (thousands of them in a large export). */
const LINKED_FOLDERS = new Set(["images", "doc"]);

/**
 * Copies an upload into the store. Its data is copied: a CRM or a person writing the next upload
 * over the same file (in place) must not change the one served. Pictures and documents are
 * hard-linked where the file system allows (a copy of 12,000 photos would take minutes): one
 * rewritten in place shows its new content, which only a picture of the same name can be.
 */
async function linkTree(source: string, target: string, linked = false): Promise<void> {
  await mkdir(target, { recursive: true });
  for (const entry of await readdir(source, { withFileTypes: true })) {
    if (isTransient(entry.name)) continue;
    const from = path.join(source, entry.name);
    const to = path.join(target, entry.name);
    if (entry.isDirectory()) await linkTree(from, to, LINKED_FOLDERS.has(entry.name.toLowerCase()));
    else if (!entry.isFile()) continue;
    else if (linked) await link(from, to).catch(() => copyFile(from, to));
    else await copyFile(from, to);
  }
}
