import { readFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { env } from "../env";
import {
  emptyExport,
  indexExport,
  prepareExport,
  setInitialInventory,
  swapInventory,
  type PreparedExport,
} from "../inventory.server";
import { mailerFromEnv } from "../mail/mailer.server";
import { startFtpReceiver, type FtpReceiver } from "./ftp-receiver.server";
import { ImportStore } from "./import-store";
import { createImportWatcher, type ImportWatcher } from "./import-watcher";
import { prepareInWorker } from "./prepare-in-worker";
import { findUploadData } from "./upload-layout";
import { createUploadReporter } from "./upload-reporter";

/**
 * The import folder of the environment (IMPORT_DIR) switched on for this process: the last good
 * upload served from the start, new uploads taken and swapped in as they come.
 */

const MB = 1024 * 1024;

/** The last good upload kept, read now (at start, before any request); undefined when there is none. */
function lastGoodUpload(store: ImportStore): { id: string; prepared: PreparedExport } | undefined {
  const id = store.current();
  if (!id) return undefined;
  return { id, prepared: prepareExport(findUploadData(store.folder(id)).file) };
}

export function startImport(log: (line: string) => void = console.log): ImportWatcher | undefined {
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
    );
  }
  const reporter = createUploadReporter({
    mailer: { send: (mail) => mailerFromEnv().send(mail) },
    to: env.IMPORT_REPORT_TO ?? env.MAIL_TO,
    served: servedExport,
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
    prepare: (file) => prepareInWorker(file),
    serve: (prepared, _id, taken) => {
      swapInventory(prepared, indexExport(prepared), { taken });
      reporter.served(prepared, taken);
    },
    onOutcome: reporter.onOutcome,
    servedId,
    log,
  });
}

/**
 * The FTP receiver of the environment (IMPORT_FTP_PORT), writing into IMPORT_DIR; a certificate or
 * key that cannot be read stops the start with a one-line message.
 */
export async function startImportFtp(log: (line: string) => void = console.log): Promise<FtpReceiver | undefined> {
  if (env.IMPORT_FTP_PORT === undefined || !env.IMPORT_DIR) return undefined;
  const [min, max] = env.IMPORT_FTP_PASV_PORTS.split("-").map(Number) as [number, number];
  const tls =
    env.IMPORT_FTP_TLS_CERT && env.IMPORT_FTP_TLS_KEY
      ? { cert: readFileSync(env.IMPORT_FTP_TLS_CERT), key: readFileSync(env.IMPORT_FTP_TLS_KEY) }
      : undefined;
  await mkdir(env.IMPORT_DIR, { recursive: true });
  const receiver = await startFtpReceiver({
    root: env.IMPORT_DIR,
    host: env.IMPORT_FTP_HOST,
    port: env.IMPORT_FTP_PORT,
    user: env.IMPORT_FTP_USER!,
    password: env.IMPORT_FTP_PASSWORD!,
    pasvPorts: { min, max },
    pasvAddress: env.IMPORT_FTP_PASV_ADDRESS,
    tls,
    maxFileBytes: env.IMPORT_MAX_FILE_MB * MB,
    maxUploadBytes: env.IMPORT_MAX_MB * MB,
    log,
  });
  log(
    `[import] FTP${tls ? " avec TLS explicite" : ""} sur ${env.IMPORT_FTP_HOST}:${receiver.port}, vers ${env.IMPORT_DIR}`,
  );
  return receiver;
}
