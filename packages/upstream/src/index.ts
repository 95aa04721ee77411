/**
 * The stand-in upstream, as the site and `npm run upstream` use it: a web-standard request handler
 * for the agency's API (product §7), and what to do once when a process starts with it.
 */
import path from "node:path";
import { logLines } from "@rli/contract/logging/logger";
import { env } from "./env";
import { demoPhotosMade, handleUpstreamRequest } from "./handler.server";
import { photoHosts } from "./inventory-index";
import { skippedLogFields, skippedLogLine } from "./feeds/feed-result";
import { getInventory, onInventorySwap, servedInventory } from "./inventory.server";
import type { FtpReceiver } from "./import/ftp/ftp-daemon.server";
import type { ImportWatcher } from "./import/import-watcher";
import { siblingReceives } from "./import/ftp/daemon-process";
import { setReceiverState } from "./import/receiver-state";
import { startImport, startImportFtp } from "./import/start-import";
import { startMail, stopMail } from "./mail/mailer.server";
import { startRefusedMailReports } from "./mail/refused-reports.server";

export { handleUpstreamRequest, onInventorySwap };
export { loadUpstreamLibraries } from "./libraries";

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
  if (env.IMPORT_FTP_PORT !== undefined && env.IMPORT_DIR) setReceiverState("starting");
  const ftp = startImportFtp(ftpLog)
    .then((receiver) => {
      setReceiverState(receiver ? "here" : "off");
      return receiver;
    })
    .catch(async (error: unknown) => {
      if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE") {
        const reason = error instanceof Error ? error.message : String(error);
        ftpLog(`[import] FTP impossible à démarrer : ${reason}`, { level: "fatal", event: "ftp.failed", reason });
        process.exit(1);
      }
      // Several processes of the site share one import folder: the first to start receives for all.
      // Any other program on the port would leave the CRM with nowhere to send.
      if (await siblingReceivesWithin(path.resolve(env.IMPORT_FTP_RUN_DIR), 2000)) {
        setReceiverState("sibling");
        ftpLog(`[import] port FTP ${env.IMPORT_FTP_PORT} déjà pris : un autre processus du site reçoit les envois`, {
          event: "ftp.elsewhere",
        });
      } else {
        setReceiverState("taken");
        ftpLog(
          `[import] port FTP ${env.IMPORT_FTP_PORT} pris par un programme qui n'est pas le site : aucun envoi du CRM ne peut arriver`,
          { level: "error", event: "ftp.port-taken", port: env.IMPORT_FTP_PORT },
        );
      }
      return undefined;
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

/** A sibling that has just bound the port may not have written its daemon's pid yet: asked again for `ms`. */
async function siblingReceivesWithin(runDir: string, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  for (;;) {
    if (await siblingReceives(runDir)) return true;
    if (Date.now() >= until) return false;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
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
