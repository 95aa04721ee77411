/**
 * The stand-in upstream, as the site and `npm run upstream` use it: a web-standard request handler
 * for the agency's API (product §7), and what to do once when a process starts with it.
 */
import { env } from "./env";
import { demoPhotosMade, handleUpstreamRequest } from "./handler.server";
import { photoHosts } from "./inventory-index";
import { skippedLogLine } from "./feeds/feed-result";
import { getInventory, onInventorySwap, servedInventory } from "./inventory.server";
import { startImport, startImportFtp } from "./import/start-import";
import { startMail } from "./mail/mailer.server";

export { handleUpstreamRequest, onInventorySwap };

/** Hosts of the photos of the inventory served (a CRM's), where a site may fetch them from. */
export function inventoryPhotoHosts(): string[] {
  return photoHosts(getInventory());
}

/** Address of the upstream served alone (`npm run upstream`). */
export const upstreamAddress = { port: env.UPSTREAM_PORT, host: env.UPSTREAM_HOST };

/**
 * Start-up of a production process serving the upstream: the inventory is read and checked (an
 * invalid file stops the process with a message naming the file and the path), the import folder
 * is watched when there is one (IMPORT_DIR, its last good upload served from the start), what an earlier
 * SMTP failure left in the spool is sent again (a production start without SMTP_URL stops, see
 * mail/mailer.server.ts), old refused and outbox mails are purged, and the demo photos are made if they are missing.
 */
export function startUpstream(): void {
  startMail();
  try {
    startImport();
    const served = servedInventory();
    for (const record of served.skipped) console.log(skippedLogLine(served.file, record));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  startImportFtp().catch((error: unknown) => {
    // Several processes of the site share one import folder: the first to start receives for all.
    if ((error as NodeJS.ErrnoException).code === "EADDRINUSE") {
      console.log(`[import] port FTP ${env.IMPORT_FTP_PORT} déjà pris : un autre processus reçoit les envois`);
      return;
    }
    console.error(`[import] FTP impossible à démarrer : ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
  demoPhotosMade().catch((error: unknown) => console.error("[upstream] photos de démonstration :", error));
}
