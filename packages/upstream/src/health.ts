import path from "node:path";
import { writableFolder } from "@rli/contract/health/writable-folder";
import { env } from "./env";
import { loadedInventory } from "./inventory.server";
import { SPOOL_FOLDER } from "./mail/mailer.server";
import { REFUSED_FOLDER, spoolBacklog } from "./mail/mail-spool.server";
import { refusedBacklog } from "./mail/refused-mail.server";
import { receiverState, type ReceiverState } from "./import/receiver-state";

/**
 * What the embedded upstream tells the site's readiness address (app/http/readiness.server.ts):
 * counts, ages and yes-or-no only, never a path, a name or an address.
 */
export type UpstreamHealth = {
  inventory: {
    /** An inventory is served: the catalogue's, an upload's (even one with nothing online), or the empty one of an import folder awaiting its first upload. */
    loaded: boolean;
    /** The import folder has had no upload yet: nothing is online until the CRM sends one. */
    awaitingFirstUpload: boolean;
    /** Listings and promotions served. */
    entries: number;
    /** Seconds since the export served arrived (its data file's time); null when unknown. */
    ageS: number | null;
    /** Seconds since this process began serving it. */
    servedS: number | null;
  };
  mail: {
    /** Messages waiting in the spool for the SMTP server; null when the spool cannot be read. */
    waiting: number | null;
    /** Seconds the oldest of them has waited; null when none waits. */
    oldestS: number | null;
    /**
     * Messages the SMTP server refused for good, kept in `refuse/` for the agency (read with
     * `npm run mail:refused`); null when the folder cannot be read.
     */
    refused: number | null;
    /** Seconds since the oldest of them was composed; null when none is kept. */
    oldestRefusedS: number | null;
  };
  /** Whether the import store can be written; null without an import folder. */
  importStore: boolean | null;
  /** Where the CRM's uploads are received by FTP (import/receiver-state.ts); `taken`: nowhere. */
  ftp: ReceiverState;
};

const seconds = (ms: number) => Math.max(0, Math.floor(ms / 1000));

/** The inventory served, the mail spool and the import store, now; nothing is loaded nor written. */
export async function upstreamHealth(now = Date.now()): Promise<UpstreamHealth> {
  const served = loadedInventory();
  const entries = served?.index.entries.length ?? 0;
  const outboxDir = path.resolve(env.OUTBOX_DIR);
  const [backlog, refused, importStore] = await Promise.all([
    spoolBacklog(path.join(outboxDir, SPOOL_FOLDER), now).catch(() => undefined),
    refusedBacklog(path.join(outboxDir, REFUSED_FOLDER), now).catch(() => undefined),
    env.IMPORT_DIR ? writableFolder(env.IMPORT_STORE_DIR) : Promise.resolve(null),
  ]);
  return {
    inventory: {
      loaded: served !== undefined,
      awaitingFirstUpload: Boolean(env.IMPORT_DIR) && served !== undefined && served.arrivedAt === undefined,
      entries,
      ageS: served?.arrivedAt === undefined ? null : seconds(now - served.arrivedAt),
      servedS: served ? seconds(now - served.servedAt) : null,
    },
    mail: {
      waiting: backlog?.waiting ?? null,
      oldestS: backlog?.oldestMs === undefined ? null : seconds(backlog.oldestMs),
      refused: refused?.kept ?? null,
      oldestRefusedS: refused?.oldestMs === undefined ? null : seconds(refused.oldestMs),
    },
    importStore,
    ftp: receiverState(),
  };
}
