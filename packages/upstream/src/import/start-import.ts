import path from "node:path";
import { createEventLimit } from "@rli/contract/limits/event-limit";
import { lazyRedis } from "@rli/contract/limits/redis-client";
import { createRememberedKeys } from "@rli/contract/limits/remembered-keys";
import { imports } from "@rli/contract/metrics/metrics";
import { logLines, type Log } from "@rli/contract/logging/logger";
import { env } from "../env";
import {
  emptyExport,
  prepareExport,
  setInitialInventory,
  swapInventory,
  type PreparedExport,
} from "../inventory.server";
import { mailerFromEnv } from "../mail/mailer.server";
import { parseAddressBlock } from "./ftp/address-blocks";
import { startFtpDaemon, type FtpReceiver } from "./ftp/ftp-daemon.server";
import { ImportStore } from "./import-store";
import { createImportWatcher, type ImportWatcher } from "./import-watcher";
import { prepareInWorker } from "./prepare-in-worker";
import { findUploadData } from "./upload-layout";
import { createUploadReporter } from "./upload-reporter";

/**
 * The import folder of the environment (IMPORT_DIR) switched on for this process: the last good
 * upload served from the start, new uploads taken and swapped in as they come, each one taken or
 * refused here counted among the site's measures (rli_imports_total).
 */

const MB = 1024 * 1024;

/** The last good upload kept, read now (at start, before any request); undefined when there is none. */
function lastGoodUpload(store: ImportStore): { id: string; prepared: PreparedExport } | undefined {
  const id = store.current();
  if (!id) return undefined;
  return { id, prepared: prepareExport(findUploadData(store.folder(id)).file) };
}

export function startImport(log: Log = logLines("import")): ImportWatcher | undefined {
  if (!env.IMPORT_DIR) return undefined;
  const store = new ImportStore(env.IMPORT_STORE_DIR);
  let servedId: string | undefined;
  let servedExport: PreparedExport | undefined;
  try {
    const last = lastGoodUpload(store);
    if (last) {
      setInitialInventory(() => last.prepared);
      servedId = last.id;
      servedExport = last.prepared;
    } else if (!env.CATALOGUE_FILE) {
      setInitialInventory(() => emptyExport(env.IMPORT_DIR!));
    }
  } catch (error) {
    log(
      `[import] dernier envoi gardé illisible (${store.folder(store.current() ?? "")}) : ${(error as Error).message}`,
      { level: "error", event: "import.unreadable", upload: store.current(), reason: (error as Error).message },
    );
  }
  const reporter = createUploadReporter({
    mailer: { send: (mail) => mailerFromEnv().send(mail) },
    to: env.IMPORT_REPORT_TO ?? env.MAIL_TO,
    served: servedExport,
    log,
  });
  return createImportWatcher({
    incoming: env.IMPORT_DIR,
    store: env.IMPORT_STORE_DIR,
    quietMs: env.IMPORT_QUIET_S * 1000,
    pollMs: env.IMPORT_POLL_S * 1000,
    limits: {
      maxBytes: env.IMPORT_MAX_MB * MB,
      maxFileBytes: env.IMPORT_MAX_FILE_MB * MB,
      maxFiles: env.IMPORT_MAX_FILES,
    },
    prepare: (file, signal) => prepareInWorker(file, new Date(), signal),
    serve: (prepared, _id, taken, index) => {
      swapInventory(prepared, index, { taken });
      reporter.served(prepared, taken);
    },
    onOutcome: (outcome) => {
      imports.inc({ outcome: outcome.kind });
      return reporter.onOutcome(outcome);
    },
    servedId,
    log,
  });
}

/**
 * The FTP receiver of the environment (IMPORT_FTP_PORT): Debian's ProFTPD started and watched by
 * this process, writing into IMPORT_DIR; failed logins counted per address and per account with the
 * site's limits (in Redis when REDIS_URL is set). A daemon or configuration that cannot start stops
 * the start with a one-line message.
 */
export async function startImportFtp(log: Log = logLines("ftp")): Promise<FtpReceiver | undefined> {
  if (env.IMPORT_FTP_PORT === undefined || !env.IMPORT_DIR) return undefined;
  const [min, max] = env.IMPORT_FTP_PASV_PORTS.split("-").map(Number) as [number, number];
  const tls =
    env.IMPORT_FTP_TLS_CERT && env.IMPORT_FTP_TLS_KEY
      ? { certFile: env.IMPORT_FTP_TLS_CERT, keyFile: env.IMPORT_FTP_TLS_KEY }
      : undefined;
  const redis = lazyRedis(env.REDIS_URL);
  // Opened now, so that the counts are shared from the first failed login (memory until it is ready).
  void redis.open();
  const limit = (name: string, points: number, windowSeconds: number) =>
    createEventLimit({ name, points, windowSeconds }, redis.get);
  const receiver = await startFtpDaemon({
    root: env.IMPORT_DIR,
    host: env.IMPORT_FTP_HOST,
    port: env.IMPORT_FTP_PORT,
    user: env.IMPORT_FTP_USER!,
    password: env.IMPORT_FTP_PASSWORD!,
    pasvPorts: { min, max },
    pasvAddress: env.IMPORT_FTP_PASV_ADDRESS,
    tls,
    maxFileBytes: env.IMPORT_MAX_FILE_MB * MB,
    config: env.IMPORT_FTP_CONFIG,
    runDir: path.join(env.IMPORT_FTP_RUN_DIR, String(process.pid)),
    limits: {
      perAddress: limit("ftp-login-address", FTP_LOGIN_LIMITS.perAddress, FTP_LOGIN_LIMITS.addressWindowS),
      perAccount: limit("ftp-login-account", FTP_LOGIN_LIMITS.perAccount, FTP_LOGIN_LIMITS.accountWindowS),
      repeatedBans: limit("ftp-bans-address", FTP_LOGIN_LIMITS.bansPerDay, 24 * 3600),
      knownAddresses: createRememberedKeys(
        { name: "ftp-known-address", seconds: FTP_LOGIN_LIMITS.knownAddressS },
        redis.get,
      ),
    },
    crmAddresses: env.IMPORT_FTP_CRM_ADDRESSES.map((block) => parseAddressBlock(block)!),
    crmPort: env.IMPORT_FTP_CRM_PORT,
    log,
  }).catch(async (error: unknown) => {
    await redis.close();
    throw error;
  });
  return {
    port: receiver.port,
    async close(deadline) {
      await receiver.close(deadline);
      await redis.close();
    },
  };
}

/**
 * Failed logins allowed before a ban: per address (5 in 15 minutes, then banned until the window
 * ends), per account (20 in an hour from any address: then, until that hour ends, an address the
 * account never logged in from is banned at its first failure), bans of one address in a day before it
 * is banned for the day; an address the account logged in from is known as such for 90 days.
 */
export const FTP_LOGIN_LIMITS = {
  perAddress: 5,
  addressWindowS: 15 * 60,
  perAccount: 20,
  accountWindowS: 3600,
  bansPerDay: 3,
  knownAddressS: 90 * 24 * 3600,
};
