import type { PreparedExport } from "../inventory.server";
import type { Mailer } from "../mail/mailer.server";
import type { ImportOutcome } from "./import-watcher";
import { renderUploadReport, uploadReport } from "./upload-report";

/**
 * The report of each upload this process takes or refuses, mailed to the agency (IMPORT_REPORT_TO)
 * through the site's mailer: SMTP, else the outbox, the spool while the server is down. It compares
 * a new upload with the export this process served just before it, which `served` is told of (the
 * watcher's `serve`, before the outcome); that one is let go once the report is made.
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
};

export function createUploadReporter(options: UploadReporterOptions): UploadReporter {
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
      const report = uploadReport(previous, outcome);
      if (!report) return;
      await options.mailer.send({ ...renderUploadReport(report), to: options.to });
    },
  };
}
