import type { ApplicationLimits } from "@rli/contract/api/contract";
import { documentLimits, type DocumentBytes } from "@rli/contract/forms/document-limits";
import { env } from "~/env.server";
import { getApplicationLimits } from "./client.server";
import { isUpstreamError } from "./errors";

/**
 * The bounds of a rental application's documents (decision 151): APPLICATION_FILE_MB and
 * APPLICATION_TOTAL_MB, lowered to what the API says it can deliver (its mail relay's size once
 * encoded, GET /contact/application/limits). The API's answer is asked again after `refreshMs`,
 * in the background; an API that does not answer it (an agency's own without that call, an error)
 * leaves the settings alone, or what it said before, until it does.
 */

const MB = 1024 * 1024;

export const REFRESH_MS = 5 * 60_000;

export type DocumentLimitsSource = {
  /** The bounds now: waits for the API's answer the first time, then refreshes it in the background. */
  current(): Promise<DocumentBytes>;
  /** The bounds as last known, without asking (the declared length's check, before the body is read). */
  known(): DocumentBytes;
};

export function createDocumentLimits(
  ask: () => Promise<ApplicationLimits>,
  configured: () => DocumentBytes,
  { refreshMs = REFRESH_MS, now = Date.now }: { refreshMs?: number; now?: () => number } = {},
): DocumentLimitsSource {
  let learned: { apiBytes?: number; at: number } | undefined;
  let asking: Promise<void> | undefined;

  function refresh(): Promise<void> {
    asking ??= ask()
      .then(
        ({ documentsBytes }) => documentsBytes ?? undefined,
        (error: unknown) => {
          if (!isUpstreamError(error)) throw error;
          return learned?.apiBytes;
        },
      )
      .then((apiBytes) => {
        learned = { apiBytes, at: now() };
      })
      .finally(() => {
        asking = undefined;
      });
    return asking;
  }

  const known = () => documentLimits(configured(), learned?.apiBytes);
  return {
    async current() {
      if (!learned) await refresh();
      else if (now() - learned.at > refreshMs) void refresh().catch(() => undefined);
      return known();
    },
    known,
  };
}

const fromEnv = createDocumentLimits(getApplicationLimits, () => ({
  fileBytes: env.APPLICATION_FILE_MB * MB,
  totalBytes: env.APPLICATION_TOTAL_MB * MB,
}));

export const applicationDocumentLimits = fromEnv.current;
export const knownDocumentLimits = fromEnv.known;
