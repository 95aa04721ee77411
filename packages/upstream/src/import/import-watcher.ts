import { rm } from "node:fs/promises";
import type { Log } from "@rli/contract/logging/logger";
import type { InventoryIndex } from "../inventory-index";
import { indexExport, type PreparedExport } from "../inventory.server";
import { feedFormatNames, skippedLogFields, skippedLogLine } from "../feeds/feed-result";
import { ImportStore, KeptElsewhere, type Refusal, type UploadSummary } from "./import-store";
import { listedCount, plural, type ListedCount } from "./listed-count";
import { storeRoom } from "./store-space";
import { StoreFull } from "./unzip-bounded";
import { uploadCutShort } from "./upload-complete";
import { doubtAbout, summaryOf } from "./upload-doubt";
import { findUploadData, NoUploadData } from "./upload-layout";
import { scanUpload, UploadTooLarge, type UploadScan } from "./upload-scan";

/**
 * The import folder, looked at every few seconds: an upload is taken once nothing in it has changed
 * for the quiet period and no transfer is running in it, kept apart (import-store.ts), read and
 * checked completely off the main thread, and only then served, at once. An upload that looks cut
 * short is held (it waits, one log line) until it is whole or replaced; a broken upload is refused
 * (one log line with its reason) and never replaces the good one. Each process also follows the
 * upload the store names as current, so that every process serves the one taken by any of them.
 * A stop (the site's) never comes between an upload served and its being named current: an upload
 * not yet served is given up, the reading stopped, and taken again by the next start.
 */

/** What became of an upload this process took or refused (not of one it followed or saw refused). */
export type ImportOutcome =
  | {
      kind: "taken";
      id: string;
      at: Date;
      prepared: PreparedExport;
      /** As the "pris" line counted it. */ listed: ListedCount;
    }
  | { kind: "refused"; id: string; at: Date; reason: string };

/**
 * What an upload taken puts in the site's lists, by their rule (listed-count.ts): "8 annonces
 * listées, 1 promotion, 1 vendue ou louée, 2 masquées, 1 ignorées".
 */
function takenCounts(prepared: PreparedExport, listed: ListedCount): string {
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
  /**
   * Reads, checks and maps an export (in a worker thread); throws with the reason. `signal`: the
   * watcher stops, the reading may end at once (and throw).
   */
  prepare: (dataFile: string, signal: AbortSignal) => Promise<PreparedExport>;
  /**
   * Serves a prepared export with its index (`taken`: this process took it from the import folder
   * rather than following another's).
   */
  serve: (prepared: PreparedExport, id: string, taken: boolean, index: InventoryIndex) => void;
  log: Log;
  /** Told after each upload taken or refused by this process (the report to the agency); its failure is logged only. */
  onOutcome?: (outcome: ImportOutcome) => void | Promise<void>;
  /** The upload already served by this process (read at start), if any. */
  servedId?: string;
  now?: () => number;
};

export type ImportWatcher = {
  /** One look at the store and the import folder (the timer calls it; tests too). */
  tick(): Promise<void>;
  /**
   * No look from now on. An upload being kept or read is given up at its next step (its copy
   * removed, nothing refused nor reported: the next start takes it); one being served is served and
   * named current first. Resolves once the look under way has ended.
   */
  stop(): Promise<void>;
};

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * How long a transfer file may stay unchanged before it is taken for a broken transfer's leftover,
 * and how long an upload held in doubt must stay the same before it is taken anyway.
 */
export function holdBoundMs(quietMs: number): number {
  return Math.max(10 * quietMs, 30 * 60_000);
}

/** A folder refused for its number of entries is scanned again only this often (a scan costs). */
const TOO_LARGE_PAUSE_MS = 60_000;

type Hold = {
  fingerprint: string;
  /** transfer: one is running; cut: the data looks cut short; doubt: counts fall (released in time). */
  kind: "transfer" | "cut" | "doubt";
  reason: string;
  since: number;
};

const holdWait: Record<Hold["kind"], string> = {
  transfer: "pris quand le transfert sera fini",
  cut: "attendu complet ou remplacé",
  doubt: "pris s'il reste le même",
};

function limitsText(limits: Refusal["limits"]): string {
  return limits
    ? Object.entries(limits)
        .map(([name, value]) => `${name} ${value}`)
        .join(", ")
    : "inconnues";
}

export function createImportWatcher(options: ImportWatcherOptions): ImportWatcher {
  const store = new ImportStore(options.store);
  const now = options.now ?? Date.now;
  let servedId = options.servedId;
  let seen: { fingerprint: string; since: number } | undefined;
  /** Transfer files seen, by path: their size and time, since when unchanged, whether said stale. */
  const transfers = new Map<string, { signature: string; since: number; told: boolean }>();
  let held: Hold | undefined;
  const holdMs = holdBoundMs(options.quietMs);
  let scanProblem: string | undefined;
  let scanAfter = 0;
  let served: { id: string; summary: UploadSummary | undefined } | undefined;
  /** Uploads this process has dealt with (taken, refused, or seen refused), by fingerprint. */
  const handled = new Set<string>();
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const stopping = new AbortController();

  /** Reads and checks a kept upload (in a worker); throws with the reason. */
  async function prepareKept(id: string): Promise<PreparedExport> {
    const data = findUploadData(store.folder(id));
    const prepared = await options.prepare(data.file, stopping.signal);
    if (prepared.mapped.listings.length === 0 && prepared.mapped.promotions.length === 0) {
      throw new Error("aucune annonce lisible");
    }
    return prepared;
  }

  /**
   * Serves a prepared upload with its index; a failure leaves the served inventory as it was.
   * `summary`: what it holds, when this process counted it (else read from the store when needed).
   */
  function serveKept(
    prepared: PreparedExport,
    id: string,
    index: InventoryIndex,
    taken = false,
    summary?: UploadSummary,
  ): void {
    options.serve(prepared, id, taken, index);
    servedId = id;
    served = { id, summary };
  }

  /** What the upload served held (kept beside it in the store when this process did not count it). */
  async function servedSummary(): Promise<UploadSummary | undefined> {
    if (!servedId) return undefined;
    // Not known yet is read again: the process that took the upload writes it just after.
    if (served?.id !== servedId || !served.summary) served = { id: servedId, summary: await store.summary(servedId) };
    return served.summary;
  }

  /** Holds the upload seen: one log line per reason. */
  function hold(fingerprint: string, kind: Hold["kind"], reason: string): void {
    const same = held?.fingerprint === fingerprint && held.kind === kind;
    if (held?.reason !== reason) {
      const wait = kind === "doubt" ? `${holdWait.doubt} ${holdMs / 60_000} min` : holdWait[kind];
      options.log(
        `[import] envoi retenu (${options.incoming}) : ${reason} ; ${wait} ; l'inventaire précédent reste servi`,
        { level: "warn", event: "import.held", hold: kind, reason },
      );
    }
    held = { fingerprint, kind, reason, since: same ? held!.since : now() };
  }

  /** Follows the transfer files of a scan: each one's time unchanged, by this process's clock. */
  function trackTransfers(scan: UploadScan, at: number): void {
    for (const name of transfers.keys()) if (!scan.transfers.has(name)) transfers.delete(name);
    for (const [name, signature] of scan.transfers) {
      if (transfers.get(name)?.signature !== signature) transfers.set(name, { signature, since: at, told: false });
    }
  }

  async function follow(): Promise<void> {
    const id = store.current();
    if (!id || id === servedId) return;
    try {
      const prepared = await prepareKept(id);
      serveKept(prepared, id, indexExport(prepared));
      options.log(
        `[import] envoi ${id} servi : ${prepared.mapped.listings.length} annonces (${feedFormatNames[prepared.format]})`,
        { event: "import.followed", upload: id, listings: prepared.mapped.listings.length },
      );
    } catch (error) {
      // Stopped while reading it: the next start follows it.
      if (stopped) return;
      servedId = id;
      options.log(`[import] envoi ${id} gardé illisible, envoi précédent toujours servi : ${reasonOf(error)}`, {
        level: "error",
        event: "import.unreadable",
        upload: id,
        reason: reasonOf(error),
      });
    }
  }

  /** Tells the outcome of an upload taken or refused (never of one held); a failure is one log line. */
  async function tell(outcome: ImportOutcome): Promise<void> {
    try {
      await options.onOutcome?.(outcome);
    } catch (error) {
      options.log(`[import] envoi ${outcome.id} : compte rendu non envoyé (${reasonOf(error)})`, {
        level: "error",
        event: "import.report-failed",
        upload: outcome.id,
        reason: reasonOf(error),
      });
    }
  }

  /** Takes the upload scanned; `released`: the doubt it was held for, now taken anyway. */
  async function take(scan: UploadScan, released?: string): Promise<void> {
    const id = `u${scan.content}`;
    handled.add(scan.fingerprint);
    held = undefined;
    if (id === servedId || (await store.has(id))) return;
    const refused = await store.refusal(id, options.limits);
    if (refused) {
      if (JSON.stringify(refused.limits) === JSON.stringify(options.limits)) return;
      options.log(
        `[import] envoi ${id} refusé sous d'autres limites (${limitsText(refused.limits)}) : essayé à nouveau`,
        { event: "import.retried", upload: id },
      );
    }
    /**
     * Refuses the upload, told to the agency by the one process that records it first. One refused
     * for want of room is not marked (tried again after a restart), only noted so it is told once.
     */
    const refuse = async (reason: string, marked = true) => {
      const first = marked ? await store.refuse(id, { reason, limits: options.limits }) : await store.noteStoreFull(id);
      options.log(`[import] envoi refusé (${options.incoming}) : ${reason} ; l'inventaire précédent reste servi`, {
        level: "warn",
        event: "import.refused",
        upload: id,
        reason,
      });
      if (first) await tell({ kind: "refused", id, at: new Date(now()), reason });
    };
    if (scan.others.length > 0) return refuse(`lien ou fichier spécial refusé : ${scan.others[0]}`);
    if (scan.bytes > options.limits.maxBytes)
      return refuse(`${scan.bytes} octets, plus que la limite de ${options.limits.maxBytes}`);
    let data;
    try {
      data = findUploadData(options.incoming);
    } catch (error) {
      if (error instanceof NoUploadData) return hold(scan.fingerprint, "cut", reasonOf(error));
      return refuse(reasonOf(error));
    }
    const cut = await uploadCutShort(data).catch(() => undefined);
    if (cut) return hold(scan.fingerprint, "cut", cut);
    const room = await storeRoom(options.store);
    /** The stop came while the upload was kept or read: nothing of it stays, the next start takes it. */
    const giveUp = async () => {
      await rm(store.folder(id), { recursive: true, force: true });
      await rm(`${store.folder(id)}.partial`, { recursive: true, force: true });
      handled.delete(scan.fingerprint);
      options.log(`[import] envoi ${id} laissé à l'arrêt, repris au prochain démarrage`);
    };
    if (stopped) {
      handled.delete(scan.fingerprint);
      return;
    }
    if (!(await store.claim(id))) {
      // Another process copies it now, or one stopped in the middle left its claim: looked at again
      // next time (served by the other once it is done; taken over once the claim is stale).
      handled.delete(scan.fingerprint);
      return;
    }
    let prepared: PreparedExport;
    try {
      await store.keep(id, options.incoming, data, {
        maxBytes: options.limits.maxBytes,
        maxFileBytes: options.limits.maxFileBytes,
        maxEntries: options.limits.maxFiles,
        room,
      });
      if (stopped) return giveUp();
      prepared = await prepareKept(id);
    } catch (error) {
      if (stopped) return giveUp();
      if (error instanceof KeptElsewhere) {
        // Served by the process that kept it, once it names it current (followed at the next look).
        handled.delete(scan.fingerprint);
        return;
      }
      await rm(store.folder(id), { recursive: true, force: true });
      await rm(`${store.folder(id)}.partial`, { recursive: true, force: true });
      return refuse(reasonOf(error), !(error instanceof StoreFull));
    }
    if (stopped) return giveUp();
    // Indexed once: counted here, then served.
    const index = indexExport(prepared);
    const listed = listedCount(prepared, index);
    const summary = summaryOf(prepared, listed);
    const doubt = released ? undefined : doubtAbout(await servedSummary(), summary);
    if (doubt) {
      await rm(store.folder(id), { recursive: true, force: true });
      handled.delete(scan.fingerprint);
      return hold(scan.fingerprint, "doubt", doubt);
    }
    try {
      serveKept(prepared, id, index, true, summary);
    } catch (error) {
      await rm(store.folder(id), { recursive: true, force: true });
      return refuse(reasonOf(error));
    }
    await store.setCurrent(id);
    if (released) {
      options.log(`[import] envoi ${id} resté le même ${holdMs / 60_000} min : pris malgré « ${released} »`, {
        event: "import.released",
        upload: id,
        reason: released,
      });
    }
    for (const skipped of prepared.skipped) {
      options.log(skippedLogLine(prepared.file, skipped), skippedLogFields(skipped));
    }
    options.log(
      `[import] envoi ${id} pris (${feedFormatNames[prepared.format]}, ${prepared.encoding}) : ${takenCounts(prepared, listed)}`,
      {
        event: "import.taken",
        upload: id,
        format: prepared.format,
        encoding: prepared.encoding,
        listed: listed.forSale + listed.toLet,
        promotions: listed.promotions,
        sold: listed.sold,
        hidden: listed.hidden.length,
        skipped: prepared.skipped.length,
      },
    );
    // Kept for a process that serves this upload without having read it (see servedSummary).
    await store.writeSummary(id, summary).catch(() => undefined);
    await tell({ kind: "taken", id, at: new Date(now()), prepared, listed });
  }

  async function lookAtUploads(): Promise<void> {
    if (stopped || now() < scanAfter) return;
    let scan: UploadScan;
    try {
      scan = await scanUpload(options.incoming, options.limits.maxFiles);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
      const tooLarge = error instanceof UploadTooLarge;
      if (tooLarge) scanAfter = now() + Math.max(options.quietMs, TOO_LARGE_PAUSE_MS);
      if (scanProblem !== reasonOf(error)) {
        options.log(
          tooLarge
            ? `[import] envoi refusé (${options.incoming}) : ${reasonOf(error)} ; l'inventaire précédent reste servi`
            : `[import] dossier ${options.incoming} illisible : ${reasonOf(error)}`,
          tooLarge
            ? { level: "warn", event: "import.refused", reason: reasonOf(error) }
            : { level: "error", event: "import.folder-unreadable", reason: reasonOf(error) },
        );
      }
      scanProblem = reasonOf(error);
      return;
    }
    scanProblem = undefined;
    const at = now();
    trackTransfers(scan, at);
    if (scan.files === 0) return;
    if (seen?.fingerprint !== scan.fingerprint) {
      seen = { fingerprint: scan.fingerprint, since: at };
      return;
    }
    if (handled.has(scan.fingerprint) || at - seen.since < options.quietMs) return;
    // A transfer file that changed within the bound is a transfer running, however long it pauses.
    const live = [...transfers].filter(([, transfer]) => at - transfer.since < holdMs).map(([name]) => name);
    if (live.length > 0) return hold(scan.fingerprint, "transfer", `transfert en cours (${live.join(", ")})`);
    for (const [name, transfer] of transfers) {
      if (transfer.told) continue;
      transfer.told = true;
      options.log(`[import] ${name} inchangé depuis ${holdMs / 60_000} min : reste d'un transfert interrompu, ignoré`, {
        level: "warn",
        event: "import.transfer-abandoned",
        file: name,
      });
    }
    if (held?.kind === "doubt" && held.fingerprint === scan.fingerprint) {
      if (at - held.since >= holdMs) await take(scan, held.reason);
      return;
    }
    await take(scan);
  }

  const tick = () => {
    running ??= (async () => {
      try {
        await follow();
        await lookAtUploads();
      } catch (error) {
        options.log(`[import] ${reasonOf(error)}`, { level: "error", event: "error", reason: reasonOf(error) });
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
    async stop() {
      stopped = true;
      clearTimeout(timer);
      stopping.abort();
      await running;
    },
  };
}
