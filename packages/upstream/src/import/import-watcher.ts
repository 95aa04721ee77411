import { rm } from "node:fs/promises";
import type { PreparedExport } from "../inventory.server";
import { feedFormatNames, skippedLogLine } from "../feeds/feed-result";
import { ImportStore } from "./import-store";
import { listedCount, plural } from "./listed-count";
import { findUploadData } from "./upload-layout";
import { scanUpload, type UploadScan } from "./upload-scan";

/**
 * The import folder, looked at every few seconds: an upload is taken once nothing in it has changed
 * for the quiet period, kept apart (import-store.ts), read and checked completely off the main
 * thread, and only then served, at once. A broken upload never replaces the good one: it is logged
 * once with its reason. Each process also follows the upload the store names as current, so that
 * every process serves the one taken by any of them.
 */

/** What became of an upload this process took or refused (not of one it followed or saw refused). */
export type ImportOutcome =
  | { kind: "taken"; id: string; at: Date; prepared: PreparedExport }
  | { kind: "refused"; id: string; at: Date; reason: string };

/**
 * What an upload taken puts in the site's lists, by their rule (listed-count.ts): "8 annonces
 * listées, 1 promotion, 1 vendue ou louée, 2 masquées, 1 ignorées".
 */
function takenCounts(prepared: PreparedExport): string {
  const listed = listedCount(prepared);
  const offers = listed.forSale + listed.toLet;
  const parts = [offers > 1 ? `${offers} annonces listées` : `${offers} annonce listée`];
  if (listed.promotions > 0) parts.push(plural(listed.promotions, "promotion"));
  if (listed.sold > 0) parts.push(listed.sold > 1 ? `${listed.sold} vendues ou louées` : "1 vendue ou louée");
  if (listed.hidden.length > 0) parts.push(plural(listed.hidden.length, "masquée"));
  if (prepared.skipped.length > 0) parts.push(`${prepared.skipped.length} ignorées`);
  return parts.join(", ");
}

export type ImportLimits = { maxBytes: number; maxFileBytes: number; maxFiles: number };

export type ImportWatcherOptions = {
  incoming: string;
  store: string;
  quietMs: number;
  pollMs: number;
  limits: ImportLimits;
  /** Reads, checks and maps an export (in a worker thread); throws with the reason. */
  prepare: (dataFile: string) => Promise<PreparedExport>;
  /**
   * Serves a prepared export (checked and indexed by the caller; `taken`: this process took it from
   * the import folder rather than following another's); throws when it cannot be indexed.
   */
  serve: (prepared: PreparedExport, id: string, taken: boolean) => void;
  log: (line: string) => void;
  /** Told after each upload taken or refused by this process (the report to the agency); its failure is logged only. */
  onOutcome?: (outcome: ImportOutcome) => void | Promise<void>;
  /** The upload already served by this process (read at start), if any. */
  servedId?: string;
  now?: () => number;
};

export type ImportWatcher = {
  /** One look at the store and the import folder (the timer calls it; tests too). */
  tick(): Promise<void>;
  stop(): void;
};

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function createImportWatcher(options: ImportWatcherOptions): ImportWatcher {
  const store = new ImportStore(options.store);
  const now = options.now ?? Date.now;
  let servedId = options.servedId;
  let seen: { fingerprint: string; since: number } | undefined;
  /** Uploads this process has dealt with (taken, refused, or seen refused), by fingerprint. */
  const handled = new Set<string>();
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  /** Reads a kept upload and serves it; a failure leaves the served inventory as it was. */
  async function serveKept(id: string, taken = false): Promise<PreparedExport> {
    const data = findUploadData(store.folder(id));
    const prepared = await options.prepare(data.file);
    if (prepared.mapped.listings.length === 0 && prepared.mapped.promotions.length === 0) {
      throw new Error("aucune annonce lisible");
    }
    options.serve(prepared, id, taken);
    servedId = id;
    return prepared;
  }

  async function follow(): Promise<void> {
    const id = store.current();
    if (!id || id === servedId) return;
    try {
      const prepared = await serveKept(id);
      options.log(
        `[import] envoi ${id} servi : ${prepared.mapped.listings.length} annonces (${feedFormatNames[prepared.format]})`,
      );
    } catch (error) {
      servedId = id;
      options.log(`[import] envoi ${id} gardé illisible, envoi précédent toujours servi : ${reasonOf(error)}`);
    }
  }

  async function tell(outcome: ImportOutcome): Promise<void> {
    try {
      await options.onOutcome?.(outcome);
    } catch (error) {
      options.log(`[import] envoi ${outcome.id} : compte rendu non envoyé (${reasonOf(error)})`);
    }
  }

  async function take(scan: UploadScan): Promise<void> {
    const id = `u${scan.fingerprint}`;
    handled.add(scan.fingerprint);
    if (id === servedId || (await store.has(id))) return;
    if (await store.refusal(id)) return;
    const refuse = async (reason: string) => {
      const first = await store.refuse(id, reason);
      options.log(`[import] envoi refusé (${options.incoming}) : ${reason} ; l'inventaire précédent reste servi`);
      if (first) await tell({ kind: "refused", id, at: new Date(now()), reason });
    };
    if (scan.others.length > 0) return refuse(`lien ou fichier spécial refusé : ${scan.others[0]}`);
    if (scan.bytes > options.limits.maxBytes)
      return refuse(`${scan.bytes} octets, plus que la limite de ${options.limits.maxBytes}`);
    let data;
    try {
      data = findUploadData(options.incoming);
    } catch (error) {
      return refuse(reasonOf(error));
    }
    if (!(await store.claim(id))) return;
    let prepared: PreparedExport;
    try {
      await store.keep(id, options.incoming, data, {
        maxBytes: options.limits.maxBytes,
        maxFileBytes: options.limits.maxFileBytes,
        maxEntries: options.limits.maxFiles,
      });
      prepared = await serveKept(id, true);
    } catch (error) {
      await rm(store.folder(id), { recursive: true, force: true });
      return refuse(reasonOf(error));
    }
    await store.setCurrent(id);
    for (const skipped of prepared.skipped) {
      options.log(skippedLogLine(prepared.file, skipped));
    }
    options.log(
      `[import] envoi ${id} pris (${feedFormatNames[prepared.format]}, ${prepared.encoding}) : ${takenCounts(prepared)}`,
    );
    await tell({ kind: "taken", id, at: new Date(now()), prepared });
  }

  async function lookAtUploads(): Promise<void> {
    let scan: UploadScan;
    try {
      scan = await scanUpload(options.incoming, options.limits.maxFiles);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
      const key = `scan:${reasonOf(error)}`;
      if (!handled.has(key)) options.log(`[import] dossier ${options.incoming} illisible : ${reasonOf(error)}`);
      handled.add(key);
      return;
    }
    if (scan.files === 0) return;
    if (seen?.fingerprint !== scan.fingerprint) {
      seen = { fingerprint: scan.fingerprint, since: now() };
      return;
    }
    if (handled.has(scan.fingerprint) || now() - seen.since < options.quietMs) return;
    await take(scan);
  }

  const tick = () => {
    running ??= (async () => {
      try {
        await follow();
        await lookAtUploads();
      } catch (error) {
        options.log(`[import] ${reasonOf(error)}`);
      } finally {
        running = undefined;
      }
    })();
    return running;
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => void tick().finally(schedule), options.pollMs);
    timer.unref();
  };
  schedule();

  return {
    tick,
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
