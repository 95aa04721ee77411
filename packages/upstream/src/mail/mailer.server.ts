import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Transporter } from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport/index.js";
import { agency } from "@rli/contract/agency/agency";
import { logLines, type Log } from "@rli/contract/logging/logger";
import { DEV_MAIL_SPOOL_SECRET, env, mailConfigProblem, mailSpoolSecret } from "../env";
import { headerSafe } from "./compose";
import { startMailPurge } from "./mail-retention.server";
import { countedMailer } from "./mail-metrics";
import type { OutgoingMail, SentMail, SpoolingMailer } from "./mail-types";
import { createMailSpool, mailFileName, REFUSED_FOLDER, type MailSpool } from "./mail-spool.server";
import { isTlsFailure, smtpFailureReason } from "./smtp-security";
import { relayLimitsFromEnv, stopRelayLimits } from "./relay-limits.server";
import { smtpSettingsFromEnv } from "./smtp-env";
import { smtpTransport } from "./smtp-transport";
import { spoolKey } from "./spool-cipher";
import { loadNodemailer } from "../libraries";

/**
 * Sends the forwarded forms: through SMTP when a URL is configured, otherwise
 * as an .eml file in the outbox directory (and one log line).
 *
 * Nothing is lost when the SMTP server is down, nor when the process stops while
 * sending: the message, composed once, is kept in the spool (`{outbox}/a-renvoyer`,
 * encrypted) while it is sent and deleted once the server took it; when it could
 * not, it stays there and the send counts as done; `retrySpooled` sends the spool
 * again (at start-up and every minute in a running site). Only a message that can
 * be neither sent nor kept is a failure. To a non-loopback server the mail goes over TLS or not at all
 * (smtp-security.ts): a server without STARTTLS leaves the message in the spool.
 */

export type { Mailer, OutgoingMail, RetryReport, SentMail, SpoolingMailer } from "./mail-types";

const mailLog = logLines("mail");

/** Folder of the spool, inside the outbox. */
export const SPOOL_FOLDER = "a-renvoyer";

/** Time between two passes over the spool in a running site. */
export const SPOOL_RETRY_MS = 60_000;

export type MailerOptions = {
  from: string;
  to: string;
  fromName?: string;
  /** smtp://… or smtps://…; unset: the outbox. */
  smtpUrl?: string;
  /** Extra SMTP options (time-outs, TLS), e.g. for a test server. */
  smtp?: Omit<SMTPTransport.Options, "url">;
  outboxDir: string;
  /** Where undelivered messages wait; default `{outboxDir}/a-renvoyer`. */
  spoolDir?: string;
  /** Secret of the spool's key (MAIL_SPOOL_SECRET); default the development one. */
  spoolSecret?: string;
  log?: Log;
  now?: () => Date;
  /**
   * Which SMTP hosts are on this machine, where mail may go without TLS (isLoopbackHost); the tests
   * make a server on 127.0.0.1 stand for a remote one with `() => false`.
   */
  isLoopback?: (host: string) => boolean;
  /** Authorities a remote relay's certificate is checked against (SMTP_CA_FILE's PEM). */
  smtpCa?: string | Buffer;
  /** The name given in EHLO (SITE_URL's host). */
  ehloName?: string;
};

/** Nothing was delivered; the visitor must be told. */
export class MailDeliveryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "MailDeliveryError";
  }
}

/**
 * The SMTP server answered and refused this message for good (5xx): sending it again would be
 * refused again, but another message may pass. 4xx and network failures are temporary.
 */
export function isPermanentRefusal(error: unknown): boolean {
  // No TLS is a setting of the server to fix, not a verdict on the message: it waits, encrypted.
  if (isTlsFailure(error)) return false;
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

/**
 * The address of a composed message's To header (one recipient, as composed here): the spool keeps
 * only the message's bytes, so that is where its recipient is read again.
 */
export function recipientOf(raw: Buffer): string | undefined {
  const end = raw.indexOf("\r\n\r\n");
  const head = raw
    .subarray(0, end < 0 ? 0 : end)
    .toString("latin1")
    .replace(/\r\n[ \t]+/g, " ");
  const to = /^To:[ \t]*(.+)$/im.exec(head)?.[1]?.trim();
  if (!to) return undefined;
  return /<([^<>\s]+)>/.exec(to)?.[1] ?? to;
}

export function createMailer(options: MailerOptions): SpoolingMailer {
  const log = options.log ?? mailLog;
  const now = options.now ?? (() => new Date());
  const from = { name: headerSafe(options.fromName ?? agency.name), address: options.from };
  const spool: MailSpool = createMailSpool(options.spoolDir ?? path.join(options.outboxDir, SPOOL_FOLDER), {
    key: spoolKey(options.spoolSecret ?? DEV_MAIL_SPOOL_SECRET),
  });

  const smtp = Boolean(options.smtpUrl);
  // The transports are made with the first message (nodemailer itself is loaded at start, decision 158).
  let transports: Promise<{ smtp?: Transporter; stream: Transporter }> | undefined;
  function loadTransports() {
    transports ??= loadNodemailer().then(async (nodemailer) => ({
      smtp: options.smtpUrl
        ? nodemailer.createTransport(
            await smtpTransport({
              smtpUrl: options.smtpUrl,
              extra: options.smtp,
              isLoopback: options.isLoopback,
              ca: options.smtpCa,
              name: options.ehloName,
            }),
          )
        : undefined,
      // CRLF line ends, as on the wire: the kept file is byte for byte what SMTP delivers, with no
      // string copy of the message (a rental application's comes to some 27 MB).
      stream: nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" }),
    }));
    return transports;
  }

  /** The complete message (headers and body), composed once for every attempt. */
  async function compose(mail: OutgoingMail, date: Date): Promise<{ raw: Buffer; messageId: string }> {
    const { stream } = await loadTransports();
    const info = await stream.sendMail({
      from,
      to: mail.to ?? options.to,
      replyTo: mail.replyTo
        ? { name: headerSafe(mail.replyTo.name), address: headerSafe(mail.replyTo.address) }
        : undefined,
      subject: headerSafe(mail.subject),
      text: mail.text,
      html: mail.html,
      attachments: mail.attachments?.map((attachment) => ({
        filename: headerSafe(attachment.filename, 120),
        contentType: attachment.contentType,
        // A view of the document's bytes, not a copy.
        content: Buffer.from(attachment.content.buffer, attachment.content.byteOffset, attachment.content.byteLength),
      })),
      date,
      headers: mail.headers && Object.fromEntries(Object.entries(mail.headers).map(([k, v]) => [k, headerSafe(v)])),
    });
    const raw = info.message as Buffer;
    return { raw, messageId: info.messageId };
  }

  /** A message goes where its To header says, read again when it is sent from the spool. */
  async function sendRaw(raw: Buffer): Promise<void> {
    const envelope = { from: options.from, to: [recipientOf(raw) ?? options.to] };
    await (await loadTransports()).smtp!.sendMail({ envelope, raw });
  }

  async function sendOrKeep(raw: Buffer, messageId: string, date: Date): Promise<SentMail> {
    // Kept while it is sent: a stop of the process in the middle leaves it in the spool. A spool
    // that cannot be written does not stop a message the server takes.
    const held = await spool.hold(raw, date).catch(() => undefined);
    try {
      await sendRaw(raw);
      await held?.forget().catch((error: unknown) => {
        log(`[mail] ${messageId} envoyé, mais sa copie en attente n'a pu être effacée : ${smtpFailureReason(error)}`);
      });
      return { via: "smtp", messageId };
    } catch (error) {
      if (isPermanentRefusal(error)) {
        const filed = await fileRefused(raw, messageId, date, error);
        await held?.forget().catch(() => undefined);
        return filed;
      }
      try {
        const file = held ? await held.release() : await spool.keep(raw, date);
        log(`[mail] ${messageId} mis en attente dans ${file} (envoi SMTP impossible : ${smtpFailureReason(error)})`, {
          level: "warn",
          event: "mail.queued",
          messageId,
          file,
          reason: smtpFailureReason(error),
        });
        return { via: "spool", messageId, file };
      } catch (spoolError) {
        log(
          `[mail] ${messageId} non transmis : envoi SMTP impossible (${smtpFailureReason(error)}), mise en attente impossible (${smtpFailureReason(spoolError)})`,
          { level: "error", event: "mail.failed", messageId, reason: smtpFailureReason(spoolError) },
        );
        throw new MailDeliveryError("Le message n'a pu être ni envoyé ni mis en attente.", { cause: spoolError });
      }
    }
  }

  /** Nothing lost: the refused message waits in the refused folder for a person, logged once. */
  async function fileRefused(raw: Buffer, messageId: string, date: Date, error: unknown): Promise<SentMail> {
    try {
      const file = await spool.refuse(raw, date, smtpFailureReason(error));
      log(
        `[mail] ${messageId} refusé par le serveur SMTP (${smtpFailureReason(error)}) : gardé dans ${file}, pas renvoyé`,
        {
          level: "error",
          event: "mail.refused",
          messageId,
          file,
          reason: smtpFailureReason(error),
        },
      );
      return { via: "refused", messageId, file };
    } catch (keepError) {
      log(
        `[mail] ${messageId} refusé par le serveur SMTP (${smtpFailureReason(error)}) et impossible à garder (${smtpFailureReason(keepError)})`,
        { level: "error", event: "mail.failed", messageId, reason: smtpFailureReason(keepError) },
      );
      throw new MailDeliveryError("Le message a été refusé et n'a pas pu être gardé.", { cause: keepError });
    }
  }

  async function writeOutbox(raw: Buffer, messageId: string, date: Date): Promise<SentMail> {
    try {
      const file = path.join(options.outboxDir, mailFileName(date));
      await mkdir(options.outboxDir, { recursive: true });
      await writeFile(file, raw, { flag: "wx" });
      log(`[mail] ${messageId} écrit dans ${file} (SMTP_URL non défini)`, { event: "mail.outbox", messageId, file });
      return { via: "outbox", messageId, file };
    } catch (error) {
      log(`[mail] échec de l'écriture dans ${options.outboxDir} : ${smtpFailureReason(error)}`, {
        level: "error",
        event: "mail.failed",
        reason: smtpFailureReason(error),
      });
      throw new MailDeliveryError("Le message n'a pas pu être écrit dans la boîte d'envoi.", { cause: error });
    }
  }

  return {
    async send(mail) {
      const date = now();
      let composed: { raw: Buffer; messageId: string };
      try {
        composed = await compose(mail, date);
      } catch (error) {
        log(`[mail] un message n'a pas pu être composé : ${smtpFailureReason(error)}`, {
          level: "error",
          event: "mail.failed",
          reason: smtpFailureReason(error),
        });
        throw new MailDeliveryError("Le message n'a pas pu être composé.", { cause: error });
      }
      return smtp
        ? sendOrKeep(composed.raw, composed.messageId, date)
        : writeOutbox(composed.raw, composed.messageId, date);
    },

    async retrySpooled() {
      if (!smtp) return { sent: 0, refused: 0, left: 0 };
      const report = await spool.flush(sendRaw, isPermanentRefusal);
      for (const file of report.sent) {
        log(`[mail] ${file} renvoyé par SMTP et retiré de la file d'attente`, { event: "mail.resent", file });
      }
      for (const { file, error } of report.unreadable) {
        log(`[mail] ${file} illisible (${smtpFailureReason(error)}) : mis de côté, pas renvoyé`, {
          level: "error",
          event: "mail.unreadable",
          file,
          reason: smtpFailureReason(error),
        });
      }
      for (const { file, error } of report.refused) {
        log(
          `[mail] ${file} refusé par le serveur SMTP (${smtpFailureReason(error)}) : retiré de la file, pas renvoyé`,
          {
            level: "error",
            event: "mail.refused",
            file,
            reason: smtpFailureReason(error),
          },
        );
      }
      if (report.error !== undefined) {
        log(
          `[mail] ${report.left} message(s) toujours en attente dans ${spool.dir} : ${smtpFailureReason(report.error)}`,
          {
            level: "warn",
            event: "mail.waiting",
            waiting: report.left,
            reason: smtpFailureReason(report.error),
          },
        );
      }
      return { sent: report.sent.length, refused: report.refused.length, left: report.left };
    },

    stop: () => spool.stop(),
  };
}

/**
 * Sends the spool now, then every `intervalMs`; the timer never keeps the process alive.
 * Returns a function that stops it.
 */
export function startSpoolRetry(mailer: Pick<SpoolingMailer, "retrySpooled">, intervalMs = SPOOL_RETRY_MS): () => void {
  const pass = () => {
    mailer.retrySpooled().catch((error: unknown) =>
      mailLog(`[mail] file d'attente illisible : ${smtpFailureReason(error)}`, {
        level: "error",
        event: "mail.unreadable",
        reason: smtpFailureReason(error),
      }),
    );
  };
  pass();
  const timer = setInterval(pass, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

let fromEnv: SpoolingMailer | undefined;
let stopRetry: (() => void) | undefined;

/**
 * The mailer configured by MAIL_TO, MAIL_FROM, SMTP_URL (with SMTP_CA_FILE, and SITE_URL's host as
 * the EHLO name), OUTBOX_DIR and MAIL_SPOOL_SECRET, each message counted (mail-metrics.ts). Outside
 * tests, from its creation on, its spool is sent again (with SMTP) and what it left on disk is
 * purged after MAIL_RETENTION_DAYS.
 */
export function mailerFromEnv(): SpoolingMailer {
  if (!fromEnv) {
    const outboxDir = path.resolve(env.OUTBOX_DIR);
    const spoolDir = path.join(outboxDir, SPOOL_FOLDER);
    const relay = smtpSettingsFromEnv();
    fromEnv = countedMailer(
      createMailer({
        from: env.MAIL_FROM,
        to: env.MAIL_TO,
        smtpUrl: env.SMTP_URL,
        smtpCa: relay?.ca,
        ehloName: relay?.name,
        outboxDir,
        spoolDir,
        spoolSecret: mailSpoolSecret(env),
      }),
    );
    if (env.NODE_ENV !== "test") {
      if (env.SMTP_URL) stopRetry = startSpoolRetry(fromEnv);
      startMailPurge({
        outboxDir,
        spoolDir,
        refusedDir: path.join(outboxDir, REFUSED_FOLDER),
        retentionDays: env.MAIL_RETENTION_DAYS,
      });
    }
  }
  return fromEnv;
}

/**
 * Start-up of a process serving the upstream: settings that cannot serve production (no SMTP_URL,
 * no MAIL_SPOOL_SECRET with it) stop it with one line naming the variable; otherwise the mailer
 * starts (spool sent again, purge) and the relay's size limit is read (relay-limits.server.ts).
 */
export function startMail(): void {
  const problem = mailConfigProblem(env);
  if (problem) {
    mailLog(problem, { level: "fatal", event: "config.invalid" });
    process.exit(1);
  }
  mailerFromEnv();
  relayLimitsFromEnv();
}

/**
 * The site stops: no pass over the spool from now on; resolves once the message a pass is sending
 * is done (a message a visitor's request is sending is that request's, which the server lets end).
 */
export async function stopMail(): Promise<void> {
  stopRetry?.();
  stopRelayLimits();
  await fromEnv?.stop();
}
