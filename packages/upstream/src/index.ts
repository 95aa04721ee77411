/**
 * The stand-in upstream, as the site and `npm run upstream` use it: a web-standard request handler
 * for the agency's API (product §7), and what to do once when a process starts with it.
 */
import { logLines } from "@rli/contract/logging/logger";
import { env } from "./env";
import { demoPhotosMade, handleUpstreamRequest } from "./handler.server";
import { photoHosts } from "./inventory-index";
import { skippedLogFields, skippedLogLine } from "./feeds/feed-result";
import { getInventory, onInventorySwap, servedInventory } from "./inventory.server";
import type { FtpReceiver } from "./import/ftp/ftp-daemon.server";
import type { ImportWatcher } from "./import/import-watcher";
import { startImport, startImportFtp } from "./import/start-import";
import { startMail, stopMail } from "./mail/mailer.server";
import { startRefusedMailReports } from "./mail/refused-reports.server";

export { handleUpstreamRequest, onInventorySwap };

/** Hosts of the photos of the inventory served (a CRM's), where a site may fetch them from. */
export function inventoryPhotoHosts(): string[] {
  return photoHosts(getInventory());
}

/** Address of the upstream served alone (`npm run upstream`). */
export const upstreamAddress = { port: env.UPSTREAM_PORT, host: env.UPSTREAM_HOST };

/** What startUpstream started, for stopUpstream. */
let started:
  { watcher?: ImportWatcher; ftp: Promise<FtpReceiver | undefined>; refusedReports: () => Promise<void> } | undefined;

/**
 * Start-up of a production process serving the upstream: the inventory is read and checked (an
 * invalid file stops the process with a message naming the file and the path), the import folder
 * is watched when there is one (IMPORT_DIR, its last good upload served from the start), what an earlier
 * SMTP failure left in the spool is sent again (a production start without SMTP_URL stops, see
 * mail/mailer.server.ts), old refused and outbox mails are purged, the messages the SMTP server refused are
 * counted and summed up to the agency once a day (mail/refused-reports.server.ts), and the demo photos are made if they are missing.
 */
export function startUpstream(): void {
  startMail();
  const refusedReports = startRefusedMailReports();
  const importLog = logLines("import");
  let watcher: ImportWatcher | undefined;
  try {
    watcher = startImport(importLog);
    const served = servedInventory();
    for (const record of served.skipped) importLog(skippedLogLine(served.file, record), skippedLogFields(record));
  } catch (error) {
    importLog(error instanceof Error ? error.message : String(error), { level: "fatal", event: "inventory.invalid" });
    process.exit(1);
  }
  const ftpLog = logLines("ftp");
  const ftp = startImportFtp(ftpLog).catch((error: unknown) => {
    // Several processes of the site share one import folder: the first to start receives for all.
    if ((error as NodeJS.ErrnoException).code === "EADDRINUSE") {
      ftpLog(`[import] port FTP ${env.IMPORT_FTP_PORT} déjà pris : un autre processus reçoit les envois`, {
        event: "ftp.elsewhere",
      });
      return undefined;
    }
    const reason = error instanceof Error ? error.message : String(error);
    ftpLog(`[import] FTP impossible à démarrer : ${reason}`, { level: "fatal", event: "ftp.failed", reason });
    process.exit(1);
  });
  started = { watcher, ftp, refusedReports };
  demoPhotosMade().catch((error: unknown) =>
    logLines("upstream")("[upstream] photos de démonstration impossibles à dessiner", {
      level: "error",
      event: "error",
      err: error,
    }),
  );
}

/**
 * The process stops (SIGTERM): the import folder is no longer looked at (an upload being served is
 * served and named current first; one being read is given up and taken at the next start), the FTP
 * receiver turns new connections away and stops once no file is being received (at `deadline`, a
 * time in ms, at the latest), and no pass over the mail spool starts (the message it is sending is
 * sent or stays in the spool). Resolves once all of it is done.
 */
export async function stopUpstream(deadline: number): Promise<void> {
  if (!started) return;
  const { watcher, ftp, refusedReports } = started;
  await Promise.all([
    watcher?.stop(),
    ftp.then((receiver) => receiver?.close(deadline)),
    refusedReports().then(stopMail),
  ]);
}
