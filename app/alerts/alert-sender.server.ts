import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { logger } from "@rli/contract/logging/logger";
import { alertMails, alertsActive } from "@rli/contract/metrics/metrics";
import { createApiClient } from "~/api/client.server";
import { createAnswerCache } from "~/api/answer-cache.server";
import { onEmbeddedInventorySwap, onEmbeddedUploadDemand, sendSiteMail, startSiteMail } from "~/api/transport.server";
import { env } from "~/env.server";
import { siteStore } from "~/store/site-store.server";
import { runAlertRound, type RoundReport } from "./alert-round.server";
import { readOffers } from "~/listing/offers.server";
import { uploadDemandOf } from "./upload-demand.server";

/**
 * The alerts' sending in a running server: a round every minute (every five with a remote API_URL,
 * whose lists are read whole at each look), and one as soon as the embedded upstream
 * serves a new upload, so that "at once" alerts leave within a minute or two of it. Every process
 * runs the rounds; the lease in the store lets one of them work at a time.
 */

/** Seconds between two rounds: the embedded upstream is read in-process; a remote API over the network. */
export const ROUND_S = 60;
export const REMOTE_ROUND_S = 300;
/** When another process held the lease as an upload came in, this process tries again this soon. */
const BUSY_RETRY_S = 15;

const holder = `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;

/** Uploads the embedded upstream swapped in, counted, and the count at this process's last read of the listings. */
let swaps = 0;
let readAtSwap: number | undefined;
/** The count when the running round read the listings: the last read once that round has recorded them. */
let reading: number | undefined;

let timer: NodeJS.Timeout | undefined;
let retry: NodeJS.Timeout | undefined;
let running: Promise<void> | undefined;
let again = false;
/** A new upload came in since the last round that held the lease: worth a try again soon if it is busy. */
let uploadWaiting = false;
let stopping = false;
/** Whether the last round found the lease held by another process: told once, when it first does. */
let leftToOther = false;

/** The API as the alerts read it: its latest answers, never the pages' kept ones. */
const api = createApiClient({ apiUrl: env.API_URL, answers: createAnswerCache({ ttlMs: 0 }) });

function origin(): string {
  return (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
}

async function round(): Promise<RoundReport> {
  reading = undefined;
  const report = await runAlertRound({
    store: await siteStore(),
    offers: () => {
      reading = swaps;
      return readOffers((criteria) => api.searchProperties(criteria));
    },
    // A remote API may change at any time; the embedded upstream only with an upload.
    unchanged: () => !env.API_URL && readAtSwap === swaps,
    send: sendSiteMail,
    origin: origin(),
    holder,
    stopping: () => stopping,
  });
  // A round that failed after reading leaves the listings to be read again.
  if (reading !== undefined) readAtSwap = reading;
  return report;
}

/** The mails counted; a round that did anything told in one line (counts only, never an address). */
function logRound(report: RoundReport, seconds: number): void {
  alertMails.inc({ kind: "listings" }, report.mailed);
  alertMails.inc({ kind: "reminder" }, report.reminded);
  if (report.mailed + report.reminded + report.expired + report.refused + report.failed + report.fresh === 0) return;
  const { held: _held, ...counts } = report;
  logger.info(
    { component: "alerts", event: "alerts.round", ...counts, seconds },
    `[alertes] ${report.mailed} alerte(s) envoyée(s) pour ${report.listings} annonce(s) (${report.fresh} nouvelle(s), ${report.fallen} en baisse de prix)` +
      (report.reminded > 0 ? `, ${report.reminded} rappel(s) avant effacement` : "") +
      (report.expired + report.refused > 0 ? `, ${report.expired + report.refused} alerte(s) effacée(s)` : "") +
      (report.failed > 0 ? `, ${report.failed} courriel(s) remis au prochain tour` : ""),
  );
}

/**
 * One round now, or right after the one running; a failure is told in one line and the next round tries
 * again. `afterUpload`: when another process holds the lease, this one tries again BUSY_RETRY_S later.
 */
export function sendAlertsSoon(afterUpload = false): Promise<void> {
  if (afterUpload) uploadWaiting = true;
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    do {
      again = false;
      const started = Date.now();
      try {
        const report = await round();
        if (!report.held && !leftToOther) {
          logger.info(
            { component: "alerts", event: "alerts.lease-elsewhere" },
            "[alertes] un autre processus du site envoie les alertes ; celui-ci le relaiera s'il s'arrête",
          );
        }
        leftToOther = !report.held;
        if (report.held) uploadWaiting = false;
        else if (uploadWaiting && !stopping) {
          uploadWaiting = false;
          clearTimeout(retry);
          retry = setTimeout(() => void sendAlertsSoon(), BUSY_RETRY_S * 1000).unref();
        }
        logRound(report, Math.round((Date.now() - started) / 100) / 10);
      } catch (error) {
        logger.error(
          {
            component: "alerts",
            event: "alerts.round-failed",
            reason: error instanceof Error ? error.message : String(error),
          },
          "[alertes] tour d'envoi interrompu ; le suivant reprend",
        );
      }
    } while (again && !stopping);
  })().finally(() => {
    running = undefined;
  });
  return running;
}

/**
 * At the server's start: rounds from now on, the active alerts counted for the measures, and the
 * demand of the alerts told in the reports of the uploads.
 */
export function startAlertSender(): void {
  stopping = false;
  startSiteMail();
  alertsActive.readFrom(async () => {
    const row = await (
      await siteStore()
    )
      .selectFrom("alert")
      .select((query) => query.fn.countAll<number>().as("count"))
      .where("status", "=", "active")
      .executeTakeFirstOrThrow();
    return Number(row.count);
  });
  timer = setInterval(() => void sendAlertsSoon(), (env.API_URL ? REMOTE_ROUND_S : ROUND_S) * 1000).unref();
  onEmbeddedInventorySwap(() => {
    swaps++;
    void sendAlertsSoon(true);
  });
  onEmbeddedUploadDemand(uploadDemandOf);
  void sendAlertsSoon();
}

/** At the server's stop: no round starts; the one running ends after the mail in hand. */
export async function stopAlertSender(): Promise<void> {
  stopping = true;
  clearInterval(timer);
  clearTimeout(retry);
  await running;
}
