import { writableFolder } from "@rli/contract/health/writable-folder";
import { logger } from "@rli/contract/logging/logger";
import { agencyApiStatus, embeddedUpstreamHealth, type ReceiverState } from "~/api/transport.server";
import { env } from "~/env.server";
import { sharedStoreReachable } from "./shared-store.server";

/**
 * The readiness address (`/sante/pret`, answered by server/service-addresses.ts before Remix): whether this
 * process may be sent visitors, and what a provider watches beside it (decision 147). Computed at
 * most once a second whatever the load, and told in counts, ages and yes-or-no only: no path, no
 * address, no name, nothing a visitor sent.
 *
 * Ready when: the embedded upstream serves an inventory, whatever it holds (an import folder still
 * waiting for its first upload serves an empty one, and says so: a fresh install is ready at once, and
 * an agency with nothing online is not taken off the air); no program other than the site holds the
 * FTP port; Redis answers a PING within half a second when REDIS_URL is set; the image cache can be
 * written; the import store can be written when there is an import folder; and the process is not
 * stopping. Each cause that makes the process not ready is one `warn` line when it appears
 * (`readiness.not-ready`, naming it), and one `info` line when the process is ready again. The inventory's age, the mail spool,
 * the messages the SMTP server refused and, with API_URL, when the agency's API last answered are told, never a reason to leave the
 * rotation: every process shares them, and taking them all out would leave nginx nothing to serve.
 */

export type ReadinessReport = {
  ready: boolean;
  /** Without API_URL: the inventory served by the embedded upstream. */
  inventory?: {
    loaded: boolean;
    awaitingFirstUpload: boolean;
    entries: number;
    ageS: number | null;
    servedS: number | null;
  };
  /** Without API_URL: where the CRM's uploads are received by FTP (`taken`: by a program that is not the site). */
  ftp?: ReceiverState;
  /**
   * Without API_URL: messages waiting for the SMTP server, and how long the oldest has waited; messages
   * it refused for good, kept for the agency, and the age of the oldest (told, never a reason to leave the rotation).
   */
  mail?: { waiting: number | null; oldestS: number | null; refused: number | null; oldestRefusedS: number | null };
  /** With API_URL: seconds since the agency's API last answered and last failed (null: not since the start). */
  api?: { answeredS: number | null; failedS: number | null };
  redis: { configured: boolean; reachable: boolean | null };
  folders: { imageCache: boolean; importStore: boolean | null };
  stopping: boolean;
};

export type ReadinessProbes = {
  /** Undefined with API_URL (no embedded upstream). */
  upstream():
    | Promise<{
        inventory: NonNullable<ReadinessReport["inventory"]>;
        mail: NonNullable<ReadinessReport["mail"]>;
        importStore: boolean | null;
        ftp: ReceiverState;
      }>
    | undefined;
  /** Undefined without API_URL. */
  api(): ReadinessReport["api"];
  /** Undefined without REDIS_URL. */
  redis(): Promise<boolean | undefined>;
  imageCache(): Promise<boolean>;
};

export type Readiness = {
  /** The report, computed again at most once per `ttlMs`; callers in between share it. */
  check(): Promise<ReadinessReport>;
  /** From now on not ready (the process stops taking visitors: SIGTERM), whatever was kept. */
  markStopping(): void;
};

/** A probe that throws answers no: a check must not turn into an error page. */
async function orNo<T>(probe: () => Promise<T> | T, no: T): Promise<T> {
  try {
    return await probe();
  } catch {
    return no;
  }
}

export function createReadiness(
  probes: ReadinessProbes,
  options: { ttlMs?: number; now?: () => number } = {},
): Readiness {
  const ttlMs = options.ttlMs ?? 1000;
  const now = options.now ?? Date.now;
  let draining = false;
  let kept: { at: number; report: Promise<ReadinessReport>; done: boolean } | undefined;

  async function compute(): Promise<ReadinessReport> {
    // Undefined: no embedded upstream (API_URL); null: its probe failed.
    const asked = probes.upstream();
    const [upstream, api, reachable, imageCache] = await Promise.all([
      asked === undefined ? undefined : orNo(() => asked, null),
      orNo(() => probes.api(), undefined),
      orNo(() => probes.redis(), false),
      orNo(() => probes.imageCache(), false),
    ]);
    const importStore = upstream?.importStore ?? null;
    const redis = { configured: reachable !== undefined, reachable: reachable ?? null };
    const report: ReadinessReport = {
      ready: false,
      ...(upstream ? { inventory: upstream.inventory, ftp: upstream.ftp, mail: upstream.mail } : {}),
      ...(api ? { api } : {}),
      redis,
      folders: { imageCache, importStore },
      stopping: draining,
    };
    const causes = notReadyCauses(report, asked !== undefined);
    tell(causes);
    return { ...report, ready: causes.length === 0 };
  }

  /** The causes that appeared since the last report, one line each; and the return to ready. */
  let told: NotReadyCause[] = [];
  function tell(causes: NotReadyCause[]) {
    // A stop says so in its own lines.
    for (const cause of causes.filter((cause) => !told.includes(cause) && cause !== "stopping")) {
      logger.warn(
        { component: "readiness", event: "readiness.not-ready", cause },
        `Pas prêt à recevoir des visiteurs : ${causeText[cause]}`,
      );
    }
    if (told.some((cause) => cause !== "stopping") && causes.length === 0) {
      logger.info({ component: "readiness", event: "readiness.ready" }, "Prêt à recevoir des visiteurs");
    }
    told = causes;
  }

  return {
    check() {
      const at = now();
      if (!kept || (kept.done && at - kept.at >= ttlMs)) {
        const entry = { at, report: compute(), done: false };
        void entry.report.finally(() => (entry.done = true));
        kept = entry;
      }
      return kept.report;
    },
    markStopping() {
      draining = true;
      kept = undefined;
    },
  };
}

export type NotReadyCause =
  | "no-inventory"
  | "api-unknown"
  | "ftp-port-taken"
  | "redis-unreachable"
  | "image-cache-not-writable"
  | "import-store-not-writable"
  | "stopping";

const causeText: Record<NotReadyCause, string> = {
  "no-inventory": "aucun inventaire servi",
  "api-unknown": "l'API de l'agence n'a pas pu être interrogée",
  "ftp-port-taken": "le port FTP est pris par un programme qui n'est pas le site, aucun envoi du CRM ne peut arriver",
  "redis-unreachable": "Redis (REDIS_URL) ne répond pas",
  "image-cache-not-writable": "le cache des images (IMAGE_CACHE_DIR) ne peut pas être écrit",
  "import-store-not-writable": "la réserve des envois (IMPORT_STORE_DIR) ne peut pas être écrite",
  stopping: "le processus s'arrête",
};

/** Why a report is not ready, in a fixed order; none: ready. Pure. */
export function notReadyCauses(report: ReadinessReport, embedded: boolean): NotReadyCause[] {
  const causes: NotReadyCause[] = [];
  if (embedded && !report.inventory?.loaded) causes.push("no-inventory");
  if (!embedded && report.api === undefined) causes.push("api-unknown");
  if (report.ftp === "taken") causes.push("ftp-port-taken");
  if (report.redis.reachable === false) causes.push("redis-unreachable");
  if (!report.folders.imageCache) causes.push("image-cache-not-writable");
  if (report.folders.importStore === false) causes.push("import-store-not-writable");
  if (report.stopping) causes.push("stopping");
  return causes;
}

/** This process's readiness. */
export const readiness: Readiness = createReadiness({
  upstream: embeddedUpstreamHealth,
  api: agencyApiStatus,
  redis: () => sharedStoreReachable(),
  imageCache: () => writableFolder(env.IMAGE_CACHE_DIR),
});
