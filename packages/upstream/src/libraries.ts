/**
 * The libraries the embedded API uses only now and then (the mail transport and SMTP connection, the
 * FTP account's password hash, the upload's zip reader, the demo photos' rasteriser), each loaded
 * once and all of them when the process starts (loadUpstreamLibraries, decision 158): a process keeps
 * working when its folder's `node_modules` is reinstalled under it.
 */
import { loadedOnce } from "@rli/contract/start-up/loaded-once";

export const loadNodemailer = loadedOnce(() => import("nodemailer").then((module) => module.default));
export const loadSmtpTransport = loadedOnce(() =>
  import("nodemailer/lib/smtp-transport/index.js").then((module) => module.default),
);
export const loadSmtpConnection = loadedOnce(() =>
  import("nodemailer/lib/smtp-connection/index.js").then((module) => module.default),
);
export const loadBcrypt = loadedOnce(() => import("bcryptjs").then((module) => module.default));
export const loadYauzl = loadedOnce(() => import("yauzl").then((module) => module.default));
export const loadSharp = loadedOnce(() => import("sharp").then((module) => module.default));

/** Every library above, loaded: a missing one rejects, naming it. */
export async function loadUpstreamLibraries(): Promise<void> {
  await Promise.all(
    [loadNodemailer, loadSmtpTransport, loadSmtpConnection, loadBcrypt, loadYauzl, loadSharp].map((load) => load()),
  );
}
