import { readFileSync } from "node:fs";
import { copyFile, link, lstat, mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { isTransient } from "./upload-scan";
import { StoreFull, unzipBounded, ZipRefused, type UnzipLimits } from "./unzip-bounded";
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
/** Refusals remembered (`{id}.{limits}.refused`, newest first); older ones are removed as new ones come. */
export const REFUSALS_KEPT = 20;

/** Why an upload was refused, and under which limits (a refusal under other limits no longer counts). */
export type Refusal = { reason: string; limits?: Record<string, number> };

/** What an upload served held, to tell a next one cut short (see upload-doubt.ts). */
export type UploadSummary = {
  /** What the site's lists show of it: listings offered, sold or let, and promotions. */
  listings: number;
  pictures: number;
  picturesPresent: number;
};

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

  /** The refusal markers of `id` in the store (one per set of limits it was refused under). */
  private async markersOf(id: string): Promise<string[]> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    return names.filter((name) => name.startsWith(`${id}.`) && name.endsWith(".refused"));
  }

  /**
   * Why `id` was refused, when it was: under `limits` if it was refused under them, else under
   * others (a marker written before limits were kept has none).
   */
  async refusal(id: string, limits?: Record<string, number>): Promise<Refusal | undefined> {
    const markers = await this.markersOf(id);
    const name = markers.includes(markerName(id, limits)) ? markerName(id, limits) : markers[0];
    if (name === undefined) return undefined;
    const text = await readFile(path.join(this.dir, name), "utf8").catch(() => undefined);
    if (text === undefined) return undefined;
    try {
      const parsed = JSON.parse(text) as Refusal;
      if (typeof parsed.reason === "string") return parsed;
    } catch {
      // a marker of the first format: the reason alone
    }
    return { reason: text };
  }

  /**
   * Records why `id` is refused under its limits, in a marker named by them and written
   * exclusively: false when another process sharing the store had recorded the same refusal first
   * (one report across processes). Markers of the same upload under other limits are removed.
   */
  async refuse(id: string, refusal: Refusal): Promise<boolean> {
    await mkdir(this.dir, { recursive: true });
    const name = markerName(id, refusal.limits);
    const first = await exclusive(path.join(this.dir, name), JSON.stringify(refusal));
    for (const other of await this.markersOf(id)) {
      if (other !== name) await rm(path.join(this.dir, other), { force: true });
    }
    await rm(this.partial(id), { recursive: true, force: true });
    await this.pruneRefusals();
    return first;
  }

  /**
   * Notes that `id` was refused for want of room without keeping a refusal (it is tried again after
   * a restart): false when this was noted before, by this process or another, so that the agency
   * is told once.
   */
  async noteStoreFull(id: string): Promise<boolean> {
    await mkdir(this.dir, { recursive: true });
    const first = await exclusive(path.join(this.dir, `${id}.full`), "");
    await this.pruneRefusals();
    return first;
  }

  /**
   * The last REFUSALS_KEPT refusals (and notes of a store full) are kept; each is only needed while
   * its upload is in the folder.
   */
  private async pruneRefusals(): Promise<void> {
    const markers = (await readdir(this.dir)).filter((name) => name.endsWith(".refused") || name.endsWith(".full"));
    if (markers.length <= REFUSALS_KEPT) return;
    const dated = await Promise.all(
      markers.map(async (name) => ({
        name,
        time: await stat(path.join(this.dir, name)).then(
          (found) => found.mtimeMs,
          () => 0,
        ),
      })),
    );
    dated.sort((a, b) => b.time - a.time);
    for (const { name } of dated.slice(REFUSALS_KEPT)) await rm(path.join(this.dir, name), { force: true });
  }

  async summary(id: string): Promise<UploadSummary | undefined> {
    const text = await readFile(path.join(this.dir, `${id}.summary.json`), "utf8").catch(() => undefined);
    try {
      return text === undefined ? undefined : (JSON.parse(text) as UploadSummary);
    } catch {
      return undefined;
    }
  }

  async writeSummary(id: string, summary: UploadSummary): Promise<void> {
    await writeFile(path.join(this.dir, `${id}.summary.json`), JSON.stringify(summary));
  }

  private partial(id: string): string {
    return path.join(this.dir, `${id}.partial`);
  }

  /**
   * Claims `id` for this process: false when another process is copying it now or has kept it
   * already (its copy renamed whole between this process's look and its claim). A claim left by a
   * process that died is taken over after a while.
   */
  async claim(id: string): Promise<boolean> {
    await mkdir(this.dir, { recursive: true });
    try {
      await mkdir(this.partial(id));
      // The claim of a process that kept the upload ends with its rename: checked after ours is made,
      // a rename before it is seen here.
      if (!(await this.has(id))) return true;
      await rm(this.partial(id), { recursive: true, force: true });
      return false;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const age = Date.now() - (await stat(this.partial(id))).mtimeMs;
      if (age < STALE_PARTIAL_MS) return false;
      await rm(this.partial(id), { recursive: true, force: true });
      return this.claim(id);
    }
  }

  /**
   * Copies a claimed upload into the store (links where it can), then makes it whole at once.
   * Throws KeptElsewhere, its copy removed and the other's left as it is, when another process kept
   * the same upload meanwhile (its claim taken over as stale while this one was still copying).
   */
  async keep(id: string, source: string, data: UploadData, limits: UnzipLimits): Promise<string> {
    const into = this.partial(id);
    if (data.kind === "zip") await unzipBounded(data.file, into, limits);
    else await linkTree(source, into, false, { ...limits, entries: 0, bytes: 0 });
    try {
      await rename(into, this.folder(id));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== "ENOTEMPTY" && code !== "EEXIST") throw error;
      await rm(into, { recursive: true, force: true });
      throw new KeptElsewhere(id);
    }
    return this.folder(id);
  }

  private async prune(keep: ReadonlySet<string>): Promise<void> {
    for (const entry of await readdir(this.dir, { withFileTypes: true })) {
      const summaryOf = /^(.+)\.summary\.json$/.exec(entry.name)?.[1];
      if (summaryOf !== undefined && !keep.has(summaryOf)) await rm(path.join(this.dir, entry.name), { force: true });
      if (!entry.isDirectory() || entry.name.endsWith(".partial") || keep.has(entry.name)) continue;
      await rm(path.join(this.dir, entry.name), { recursive: true, force: true });
    }
  }
}

/** The upload was kept by another process sharing the store: nothing to refuse, it serves it. */
export class KeptElsewhere extends Error {
  constructor(id: string) {
    super(`envoi ${id} gardé par un autre processus`);
  }
}

/** `{id}.{limits}.refused`: a refusal counts only under the limits it was made under. */
function markerName(id: string, limits: Refusal["limits"]): string {
  if (!limits) return `${id}.refused`;
  const key = Object.keys(limits)
    .sort()
    .map((name) => limits[name])
    .join("-");
  return `${id}.${key}.refused`;
}

/** Writes `file` unless it exists: true when this call created it. */
async function exclusive(file: string, text: string): Promise<boolean> {
  return writeFile(file, text, { flag: "wx" }).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === "EEXIST") return false;
      throw error;
    },
  );
}

/** Pictures and documents, linked rather than copied (thousands of them in a large export). */
const LINKED_FOLDERS = new Set(["images", "doc"]);

/** What a copy has used of its bounds so far. */
type CopyBudget = UnzipLimits & { entries: number; bytes: number };

/** Counts a file copied (not linked: a link takes no room) against the bounds, before it is written. */
async function copyCounted(from: string, to: string, budget: CopyBudget): Promise<void> {
  const { size } = await lstat(from);
  if (size > budget.maxFileBytes) throw new ZipRefused(`${path.basename(from)} dépasse ${budget.maxFileBytes} octets`);
  budget.bytes += size;
  if (budget.bytes > budget.maxBytes) throw new ZipRefused(`plus de ${budget.maxBytes} octets`);
  if (budget.room !== undefined && budget.bytes > budget.room) throw new StoreFull(budget.room);
  await copyFile(from, to);
}

/**
 * Copies an upload into the store. Its data is copied: a CRM or a person writing the next upload
 * over the same file (in place) must not change the one served. Pictures and documents are
 * hard-linked where the file system allows (a copy of 12,000 photos would take minutes): one
 * rewritten in place shows its new content, which only a picture of the same name can be. Files
 * and folders are counted against the upload's bounds, bytes copied against its size and the
 * store's room.
 */
async function linkTree(source: string, target: string, linked: boolean, budget: CopyBudget): Promise<void> {
  await mkdir(target, { recursive: true });
  for (const entry of await readdir(source, { withFileTypes: true })) {
    if (isTransient(entry.name)) continue;
    const from = path.join(source, entry.name);
    const to = path.join(target, entry.name);
    if (!entry.isDirectory() && !entry.isFile()) continue;
    budget.entries += 1;
    if (budget.entries > budget.maxEntries) throw new ZipRefused(`plus de ${budget.maxEntries} fichiers et dossiers`);
    if (entry.isDirectory()) await linkTree(from, to, LINKED_FOLDERS.has(entry.name.toLowerCase()), budget);
    else if (linked) await link(from, to).catch(() => copyCounted(from, to, budget));
    else await copyCounted(from, to, budget);
  }
}
