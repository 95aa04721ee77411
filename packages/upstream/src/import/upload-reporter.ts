import type { SearchItem } from "@rli/contract/api/contract";
import { logLines, type Log } from "@rli/contract/logging/logger";
import type { PreparedExport } from "../inventory.server";
import { AUTOMATIC_MESSAGE_HEADERS } from "../mail/automatic-message";
import type { Mailer, SentMail } from "../mail/mailer.server";
import type { ImportOutcome } from "./import-watcher";
import { uploadDemand } from "./upload-demand";
import { renderUploadReport, uploadReport, type TakenReport } from "./upload-report";

/**
 * The report of each upload this process takes or refuses, mailed to the agency (IMPORT_REPORT_TO)
 * through the site's mailer: SMTP, else the outbox, the spool while the server is down. It compares
 * a new upload with the export this process served just before it, which `served` is told of (the
 * watcher's `serve`, before the outcome); that one is let go once the report is made. The report is
 * an automatic message (no out-of-office reply comes back on each upload), and one log line says
 * where it went, without its recipient.
 */

export type UploadReporter = {
  /** The export this process serves from now on; `taken`: from an upload it took itself. */
  served(prepared: PreparedExport, taken: boolean): void;
  /** The watcher's `onOutcome`: the report sent, or nothing when the upload changes nothing. */
  onOutcome(outcome: ImportOutcome): Promise<void>;
};

export type UploadReporterOptions = {
  mailer: Mailer;
  /** The agency's address for these reports. */
  to: string;
  /** The export served at start, if any. */
  served?: PreparedExport;
  log?: Log;
};

/** Where the report went, as the agency's provider reads it. */
const whereItWent: Record<SentMail["via"], string> = {
  smtp: "envoyé",
  outbox: "écrit dans la boîte d'envoi",
  spool: "en attente du serveur d'e-mails",
  refused: "refusé par le serveur d'e-mails",
};

/** The demand of the site's alerts for an upload's new listings and promotions (none for a first upload). */
function demandOf(report: TakenReport, served: PreparedExport) {
  if (report.first || report.added.length === 0) return Promise.resolve(undefined);
  const added = new Set(report.added.map((entry) => entry.ref));
  const items: SearchItem[] = [
    ...served.mapped.listings
      .filter(({ property }) => added.has(property.ref) && !property.promotionRef)
      .map(({ property }) => ({ ...property, isPromotion: false as const })),
    ...served.mapped.promotions
      .filter(({ promotion }) => added.has(promotion.ref))
      .map(({ promotion }) => ({ ...promotion, isPromotion: true as const })),
  ];
  return uploadDemand(items);
}

export function createUploadReporter(options: UploadReporterOptions): UploadReporter {
  const log = options.log ?? logLines("import");
  let current = options.served;
  /** What was served before the upload just taken: the base of its report. */
  let before: PreparedExport | undefined;
  return {
    served(prepared, taken) {
      before = taken ? current : undefined;
      current = prepared;
    },
    async onOutcome(outcome) {
      const previous = outcome.kind === "taken" ? before : undefined;
      before = undefined;
      const taken = uploadReport(previous, outcome);
      if (!taken) return;
      const report = taken.kind === "taken" && current ? { ...taken, demand: await demandOf(taken, current) } : taken;
      const sent = await options.mailer.send({
        ...renderUploadReport(report),
        to: options.to,
        headers: AUTOMATIC_MESSAGE_HEADERS,
      });
      const refused = sent.via === "refused";
      log(`[import] envoi ${report.id} : compte rendu ${whereItWent[sent.via]} (${sent.messageId})`, {
        level: refused ? "error" : "info",
        event: refused ? "import.report-failed" : "import.report-sent",
        upload: report.id,
        outcome: report.kind,
        via: sent.via,
        messageId: sent.messageId,
        ...(report.kind === "taken"
          ? {
              listings: report.served.forSale + report.served.forRent,
              promotions: report.served.promotions,
            }
          : {}),
      });
    },
  };
}
