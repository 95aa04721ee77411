import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { agency } from "@rli/contract/agency/agency";
import { env } from "./env";
import { exportFileUrl, exportFolders, noExportFiles, readExportFiles, type ExportFiles } from "./feeds/export-files";
import { FeedError, type FeedFormat, type SkippedRecord } from "./feeds/feed-result";
import { readFeed } from "./feeds/read-feed";
import { buildIndex, type InventoryIndex } from "./inventory-index";
import { mapInventory, type MappedInventory } from "./map-swissrets";

/**
 * The inventory served by the embedded upstream: an agency's export in any of its formats (SwissRETS
 * JSON or XML, IDX 3.01), read from CATALOGUE_FILE (or the demo inventory) at start, or swapped in
 * whole by the import folder (import/) while the process runs. An export that cannot be served is an
 * error naming the file and the place; the site must not start with it.
 */

export const DEMO_INVENTORY_FILE = "packages/upstream/src/demo/inventory.json";

export class InventoryFileError extends Error {
  constructor(
    readonly file: string,
    readonly invalidPath: string,
    detail: string,
  ) {
    super(`Inventaire invalide (${file}) : ${invalidPath} ${detail}`.trim());
    this.name = "InventoryFileError";
  }
}

export function inventoryFile(): string {
  return path.resolve(env.CATALOGUE_FILE ?? DEMO_INVENTORY_FILE);
}

export type LoadOptions = { now?: Date; siteOrigins?: readonly string[] };

/** An export read and mapped, not indexed yet: what a worker thread hands back (structured-cloneable). */
export type PreparedExport = {
  file: string;
  format: FeedFormat;
  /** How the export's text was read ("UTF-8", "Windows-1252", …). */
  encoding: string;
  mapped: MappedInventory;
  files: ExportFiles;
  skipped: SkippedRecord[];
  /** When the export arrived (arrivalOf), in milliseconds; unset for the placeholder before a first upload. */
  arrivedAt?: number;
};

/**
 * When an export arrived: its data file's modification time, set when the upload was written into
 * the import folder (kept by a hard link in the store, or set again by the copy or the unzipping
 * there, import-store.ts), and the same at every start (decision 135). The time of reading when
 * the file cannot tell.
 */
function arrivalOf(file: string, now: Date): Date {
  try {
    return statSync(file).mtime;
  } catch {
    return now;
  }
}

function readBytes(file: string): Buffer {
  try {
    return readFileSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const detail = code === "ENOENT" ? "fichier introuvable" : code === "EISDIR" ? "est un dossier" : "illisible";
    throw new InventoryFileError(file, "/", `${detail}${code && code !== "ENOENT" ? ` (${code})` : ""}`);
  }
}

/**
 * The mapped export with each reference once: a promotion, then the first listing to carry a
 * reference, is served; a later listing or promotion with the same reference is left out (one
 * page per address) and told with its place, like a record that cannot be read.
 */
function withUniqueReferences(mapped: MappedInventory): { mapped: MappedInventory; skipped: SkippedRecord[] } {
  const skipped: SkippedRecord[] = [];
  const taken = new Map<string, string>();
  const promotions = mapped.promotions.filter(({ promotion }, index) => {
    const where = `/projects/${index}`;
    const first = taken.get(promotion.ref);
    if (first) skipped.push({ line: 0, where, reason: `référence ${promotion.ref} déjà donnée (${first})` });
    else taken.set(promotion.ref, where);
    return !first;
  });
  const listings = mapped.listings.filter(({ property }, index) => {
    const where = `/properties/${index}`;
    const first = taken.get(property.ref);
    if (first) skipped.push({ line: 0, where, reason: `référence ${property.ref} déjà donnée (${first})` });
    else taken.set(property.ref, where);
    return !first;
  });
  return { mapped: { ...mapped, listings, promotions }, skipped };
}

/** Reads an export (any format, its pictures and documents beside it) and maps it to the contract. */
export function prepareExport(file: string, options: LoadOptions = {}): PreparedExport {
  const resolved = path.resolve(file);
  const bytes = readBytes(resolved);
  const files = readExportFiles(exportFolders(resolved));
  const now = options.now ?? new Date();
  const arrivedAt = arrivalOf(resolved, now);
  let read;
  try {
    read = readFeed(bytes, { fileUrl: exportFileUrl(files) });
  } catch (error) {
    if (error instanceof FeedError) throw new InventoryFileError(resolved, error.where, error.detail);
    throw error;
  }
  const { mapped, skipped } = withUniqueReferences(
    mapInventory(read.inventory, {
      now,
      uploadedAt: arrivedAt,
      siteOrigins: options.siteOrigins ?? [agency.siteUrl, ...(env.SITE_URL ? [env.SITE_URL] : [])],
    }),
  );
  return {
    file: resolved,
    format: read.format,
    encoding: read.encoding,
    mapped,
    files: read.format === "idx" ? files : noExportFiles,
    skipped: [...read.skipped, ...skipped],
    arrivedAt: arrivedAt.getTime(),
  };
}

/** The index of a prepared export (its references made unique by `prepareExport`). */
export function indexExport(prepared: PreparedExport): InventoryIndex {
  return buildIndex(prepared.mapped);
}

/** Reads, checks, maps and indexes an export of any format. */
export function loadInventoryFile(file: string, options: LoadOptions = {}): InventoryIndex {
  return indexExport(prepareExport(file, options));
}

/** The inventory a process serves, and where it comes from. */
export type ServedInventory = {
  index: InventoryIndex;
  file: string;
  format: FeedFormat;
  /** Pictures and documents shipped with the export (IDX), served under /api/files. */
  files: ExportFiles;
  skipped: SkippedRecord[];
  /** Another number whenever another inventory is swapped in. */
  version: number;
  /** Swapped in by this process from a new upload (not followed from another process's). */
  taken?: boolean;
  /** When the export arrived (PreparedExport.arrivedAt), and when this process began serving it, in milliseconds. */
  arrivedAt?: number;
  servedAt: number;
};

let served: ServedInventory | undefined;
let initial: (() => PreparedExport) | undefined;

function serve(prepared: PreparedExport, index: InventoryIndex): ServedInventory {
  served = {
    index,
    file: prepared.file,
    format: prepared.format,
    files: prepared.files,
    skipped: prepared.skipped,
    version: (served?.version ?? 0) + 1,
    arrivedAt: prepared.arrivedAt,
    servedAt: Date.now(),
  };
  return served;
}

/**
 * Where the first inventory comes from, when not from CATALOGUE_FILE: the import folder's last good
 * upload. Set before the first request.
 */
export function setInitialInventory(load: () => PreparedExport): void {
  initial = load;
}

/** The inventory served now, loaded on first use. */
export function servedInventory(): ServedInventory {
  if (!served) {
    const prepared = initial ? initial() : prepareExport(inventoryFile());
    serve(prepared, indexExport(prepared));
  }
  return served!;
}

/** The inventory served now, or undefined before it is loaded (never loads it: a health check asks). */
export function loadedInventory(): ServedInventory | undefined {
  return served;
}

export function getInventory(): InventoryIndex {
  return servedInventory().index;
}

type SwapListener = (next: ServedInventory, previous: ServedInventory | undefined) => void;
const swapListeners = new Set<SwapListener>();

/** Called after each swap (the site forgets the answers and pages it keeps, prepares new photos). */
export function onInventorySwap(listener: SwapListener): void {
  swapListeners.add(listener);
}

/** Serves another export from the next request on, at once (checked and indexed before). */
export function swapInventory(
  prepared: PreparedExport,
  index: InventoryIndex = indexExport(prepared),
  options: { taken?: boolean } = {},
): ServedInventory {
  const previous = served;
  const next = serve(prepared, index);
  next.taken = options.taken;
  for (const listener of swapListeners) listener(next, previous);
  return next;
}

/** What an import folder serves before its first good upload when no CATALOGUE_FILE is given. */
export function emptyExport(file: string): PreparedExport {
  return {
    file,
    format: "swissrets-json",
    encoding: "UTF-8",
    mapped: { listings: [], promotions: [] },
    files: noExportFiles,
    skipped: [],
  };
}
