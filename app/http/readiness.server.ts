import { writableFolder } from "@rli/contract/health/writable-folder";
import { agencyApiStatus, embeddedUpstreamHealth } from "~/api/transport.server";
import { env } from "~/env.server";
import { sharedStoreReachable } from "./shared-store.server";

/**
 * The readiness address (`/sante/pret`, answered by server/service-addresses.ts before Remix): whether this
 * process may be sent visitors, and what a provider watches beside it (decision 147). Computed at
 * most once a second whatever the load, and told in counts, ages and yes-or-no only: no path, no
 * address, no name, nothing a visitor sent.
 *
 * Ready when: the embedded upstream serves an inventory with at least one listing or promotion (an
 * import folder still waiting for its first upload serves none); Redis answers a PING within half a
 * second when REDIS_URL is set; the image cache can be written; the import store can be written when
 * there is an import folder; and the process is not stopping. The inventory's age, the mail spool,
 * the messages the SMTP server refused and, with API_URL, when the agency's API last answered are told, never a reason to leave the
 * rotation: every process shares them, and taking them all out would leave nginx nothing to serve.
 */

export type ReadinessReport = {
  ready: boolean;
  /** Without API_URL: the inventory served by the embedded upstream. */
  inventory?: { loaded: boolean; entries: number; ageS: number | null; servedS: number | null };
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
    const [upstream, api, reachable, imageCache] = await Promise.all([
      orNo(() => probes.upstream(), undefined),
      orNo(() => probes.api(), undefined),
      orNo(() => probes.redis(), false),
      orNo(() => probes.imageCache(), false),
    ]);
    const importStore = upstream?.importStore ?? null;
    const redis = { configured: reachable !== undefined, reachable: reachable ?? null };
    const ready =
      (upstream === undefined ? api !== undefined : upstream.inventory.loaded) &&
      redis.reachable !== false &&
      imageCache &&
      importStore !== false &&
      !draining;
    return {
      ready,
      ...(upstream ? { inventory: upstream.inventory, mail: upstream.mail } : {}),
      ...(api ? { api } : {}),
      redis,
      folders: { imageCache, importStore },
      stopping: draining,
    };
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

/** This process's readiness. */
export const readiness: Readiness = createReadiness({
  upstream: embeddedUpstreamHealth,
  api: agencyApiStatus,
  redis: () => sharedStoreReachable(),
  imageCache: () => writableFolder(env.IMAGE_CACHE_DIR),
});
