import { readFileSync } from "node:fs";
import { z } from "zod";
import { ConfigError, loadConfig, logLevelSetting, optionalUrl, parseConfig } from "@rli/contract/config/environment";
import { parseAddressBlock } from "./import/ftp/address-blocks";

/**
 * The upstream's configuration, read from the environment once, the first time it is needed
 * (at start-up of `npm run upstream`, or when the site starts with the upstream in-process).
 * An invalid value stops the process with a one-line message naming the variable.
 */

/** The file names a readable PEM certificate (what SMTP_CA_FILE must name). */
function checkPemFile(file: string, context: z.RefinementCtx): void {
  let text: string;
  try {
    text = readFileSync(file, "latin1");
  } catch {
    context.addIssue({ code: "custom", message: `nomme un fichier illisible ou absent (${file})` });
    return;
  }
  if (!text.includes("-----BEGIN CERTIFICATE-----")) {
    context.addIssue({ code: "custom", message: `doit nommer un certificat PEM (${file} n'en contient aucun)` });
  }
}

/** A port, or none when unset, empty or 0. */
const optionalPort = z.preprocess(
  (value) => (typeof value === "string" && (value.trim() === "" || value.trim() === "0") ? undefined : value),
  z.coerce.number().int().min(1).max(65535).optional(),
);

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** `1`: the local demo (`npm start`), development rules in a production build (as app/env.server.ts). */
  DEMO: z.enum(["0", "1", ""]).default(""),
  /** Least level of the lines written (packages/contract/src/logging/logger.ts). */
  LOG_LEVEL: logLevelSetting,
  /** Where the forms are forwarded. */
  MAIL_TO: z.string().email().default("courtiers@rhone-leman-immobilier.ch"),
  MAIL_FROM: z.string().email().default("site@rhone-leman-immobilier.ch"),
  /** smtp://user:pass@host:587 or smtps://…; unset: e-mails are written to OUTBOX_DIR. */
  SMTP_URL: optionalUrl.optional(),
  /**
   * PEM file of the authority (a private CA) a remote relay's certificate is checked against, instead
   * of the system's; read at start. A loopback relay's certificate is never checked.
   */
  SMTP_CA_FILE: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.string().superRefine(checkPemFile).optional(),
  ),
  OUTBOX_DIR: z.string().min(1).default("var/outbox"),
  /** `1`: in production, the forms are written to OUTBOX_DIR on purpose, without SMTP_URL (end-to-end tests). */
  MAIL_OUTBOX: z.enum(["0", "1", ""]).default(""),
  /** Secret the key of the spool (messages waiting for the SMTP server, encrypted) is derived from. */
  MAIL_SPOOL_SECRET: z.string().min(16, "doit compter au moins 16 caractères").optional(),
  /** Days a refused message or an .eml of the outbox is kept before it is deleted. */
  MAIL_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** Export served (SwissRETS JSON or XML, IDX 3.01, recognised by content). Unset: the demo inventory. */
  CATALOGUE_FILE: z.string().min(1).optional(),
  /** Folder the CRM uploads its exports to; the last good upload found there is served. */
  IMPORT_DIR: z.string().min(1).optional(),
  /** Where the uploads taken are kept (the one served and the one before), shared by the processes. */
  IMPORT_STORE_DIR: z.string().min(1).default("var/import"),
  /** Seconds without any change in IMPORT_DIR before an upload is taken. */
  IMPORT_QUIET_S: z.coerce.number().min(0).max(3600).default(30),
  /** Seconds between two looks at IMPORT_DIR. */
  IMPORT_POLL_S: z.coerce.number().min(0.05).max(600).default(5),
  /** Bounds of one upload: all its files (a zip's once unpacked), one file, the number of files and folders. */
  IMPORT_MAX_MB: z.coerce.number().int().min(1).default(4096),
  IMPORT_MAX_FILE_MB: z.coerce.number().int().min(1).default(200),
  IMPORT_MAX_FILES: z.coerce.number().int().min(1).default(50_000),
  /** Where the report of each upload taken or refused is mailed; unset: MAIL_TO. */
  IMPORT_REPORT_TO: z.preprocess((value) => (value === "" ? undefined : value), z.string().email().optional()),
  /** Where the daily summary of the messages the SMTP server refused is mailed; unset: IMPORT_REPORT_TO, else MAIL_TO. */
  MAIL_ALERT_TO: z.preprocess((value) => (value === "" ? undefined : value), z.string().email().optional()),
  /** FTP receiver for the CRM (into IMPORT_DIR): port, unset to have none. */
  /** Port of the CRM's FTP receiver; unset, empty or 0: none in this process (a per-instance file may say so). */
  IMPORT_FTP_PORT: optionalPort,
  IMPORT_FTP_HOST: z.preprocess((value) => (value === "" ? undefined : value), z.string().default("0.0.0.0")),
  IMPORT_FTP_USER: z.string().min(1).optional(),
  IMPORT_FTP_PASSWORD: z.string().min(12, "doit compter au moins 12 caractères").optional(),
  /** Passive ports, `min-max`, and the address given to clients for them (the server's public one). */
  IMPORT_FTP_PASV_PORTS: z
    .string()
    .regex(/^\d{1,5}-\d{1,5}$/, "doit être de la forme 50000-50100")
    .default("50000-50100"),
  IMPORT_FTP_PASV_ADDRESS: z.string().min(1).optional(),
  /**
   * The CRM's own addresses (IPv4 or IPv6, each alone or as a CIDR block, separated by commas or spaces):
   * never banned, whatever their failed logins; unset: none named.
   */
  IMPORT_FTP_CRM_ADDRESSES: z.preprocess(
    (value) => (typeof value === "string" ? value.split(/[\s,]+/).filter(Boolean) : value),
    z
      .array(z.string().refine((block) => parseAddressBlock(block) !== undefined, "adresse IP ou bloc CIDR attendu"))
      .default([]),
  ),
  /**
   * A port of the CRM's own beside IMPORT_FTP_PORT: a second listener with its own connection slots, where
   * only IMPORT_FTP_CRM_ADDRESSES are admitted (every other address refused as it connects), so that no
   * stranger holding the main port's slots keeps the CRM out; unset: none.
   */
  IMPORT_FTP_CRM_PORT: optionalPort,
  /** Certificate and key files (PEM) for explicit TLS; with them, plain logins are refused. */
  IMPORT_FTP_TLS_CERT: z.string().min(1).optional(),
  IMPORT_FTP_TLS_KEY: z.string().min(1).optional(),
  /** The FTP daemon's configuration (ProFTPD), read from the working folder unless absolute. */
  IMPORT_FTP_CONFIG: z.string().min(1).default("deploy/proftpd/proftpd.conf"),
  /** Where the FTP daemon's account, logs and runtime files are written while it runs. */
  IMPORT_FTP_RUN_DIR: z.string().min(1).default("var/ftp"),
  /** Redis shared by the processes: the FTP receiver's counts of failed logins (as the site's limits). */
  REDIS_URL: optionalUrl.optional(),
  /** Public origin of the site, linked from the e-mails and accepted as its own in the inventory. */
  SITE_URL: optionalUrl.optional(),
  /** Folder of the demo photos, drawn once for all processes (see pictures/demo-photos.ts). */
  DEMO_PHOTOS_DIR: z.string().min(1).default("var/demo-photos"),
  /** Port and address of the upstream served alone (`npm run upstream`). */
  UPSTREAM_PORT: z.coerce.number().int().min(1).max(65535).default(3300),
  UPSTREAM_HOST: z.preprocess((value) => (value === "" ? undefined : value), z.string().default("127.0.0.1")),
});

const checked = schema.superRefine((value, context) => {
  if (value.IMPORT_FTP_CRM_PORT !== undefined) {
    const problem =
      value.IMPORT_FTP_PORT === undefined
        ? "va avec IMPORT_FTP_PORT"
        : value.IMPORT_FTP_CRM_PORT === value.IMPORT_FTP_PORT
          ? "doit différer de IMPORT_FTP_PORT"
          : value.IMPORT_FTP_CRM_ADDRESSES.length === 0
            ? "demande les adresses du CRM (IMPORT_FTP_CRM_ADDRESSES)"
            : undefined;
    if (problem) context.addIssue({ code: "custom", path: ["IMPORT_FTP_CRM_PORT"], message: problem });
  }
  if (value.IMPORT_FTP_PORT === undefined) return;
  const missing = !value.IMPORT_DIR
    ? "IMPORT_DIR"
    : !value.IMPORT_FTP_USER
      ? "IMPORT_FTP_USER"
      : !value.IMPORT_FTP_PASSWORD
        ? "IMPORT_FTP_PASSWORD"
        : undefined;
  if (missing) context.addIssue({ code: "custom", path: [missing], message: "est requis avec IMPORT_FTP_PORT" });
  if (Boolean(value.IMPORT_FTP_TLS_CERT) !== Boolean(value.IMPORT_FTP_TLS_KEY)) {
    context.addIssue({ code: "custom", path: ["IMPORT_FTP_TLS_KEY"], message: "va avec IMPORT_FTP_TLS_CERT" });
  }
});

export type UpstreamEnv = z.infer<typeof schema>;

/** Used outside strict production only: a spool written there can be read by the next start. */
export const DEV_MAIL_SPOOL_SECRET = "dev-mail-spool-secret-not-for-production";

/** Production without the local demo's escape hatch (`DEMO=1`), the same rule as app/env.server.ts. */
export function isStrictProduction(value: Pick<UpstreamEnv, "NODE_ENV" | "DEMO">): boolean {
  return value.NODE_ENV === "production" && value.DEMO !== "1";
}

type MailSettings = Pick<UpstreamEnv, "NODE_ENV" | "DEMO" | "SMTP_URL" | "MAIL_OUTBOX" | "MAIL_SPOOL_SECRET">;

/**
 * Why the mail settings cannot serve a production start, in one French line; undefined when they
 * can. Checked when a process starts serving the upstream (a site with its own API_URL does not).
 */
export function mailConfigProblem(value: MailSettings): string | undefined {
  if (!isStrictProduction(value)) return undefined;
  if (!value.SMTP_URL) {
    return value.MAIL_OUTBOX === "1"
      ? undefined
      : "Configuration invalide : la variable SMTP_URL est obligatoire en production (les formulaires partent par e-mail).";
  }
  if (!value.MAIL_SPOOL_SECRET) {
    return "Configuration invalide : la variable MAIL_SPOOL_SECRET est obligatoire en production avec SMTP_URL (clé de la file d'attente chiffrée).";
  }
  return undefined;
}

/** The secret of the spool's key: MAIL_SPOOL_SECRET, or the development one outside strict production. */
export function mailSpoolSecret(value: Pick<UpstreamEnv, "MAIL_SPOOL_SECRET">): string {
  return value.MAIL_SPOOL_SECRET ?? DEV_MAIL_SPOOL_SECRET;
}

export { ConfigError as UpstreamConfigError };

export function parseUpstreamEnv(source: Record<string, string | undefined>): UpstreamEnv {
  return parseConfig(checked, source);
}

export const env: UpstreamEnv = loadConfig(parseUpstreamEnv);
