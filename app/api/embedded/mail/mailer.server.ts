import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import SMTPTransport from "nodemailer/lib/smtp-transport/index.js";
import { agency } from "~/agency/agency";
import { env } from "~/env.server";
import { headerSafe } from "./compose";

/**
 * Sends the forwarded forms: through SMTP when a URL is configured, otherwise
 * as an .eml file in the outbox directory (and one log line).
 */

export type OutgoingMail = {
  subject: string;
  text: string;
  html: string;
  replyTo?: { name: string; address: string };
};

export type SentMail = { via: "smtp" | "outbox"; messageId: string; file?: string };

export type Mailer = { send(mail: OutgoingMail): Promise<SentMail> };

export type MailerOptions = {
  from: string;
  to: string;
  fromName?: string;
  /** smtp://… or smtps://…; unset: the outbox. */
  smtpUrl?: string;
  /** Extra SMTP options (time-outs, TLS), e.g. for a test server. */
  smtp?: Omit<SMTPTransport.Options, "url">;
  outboxDir: string;
  log?: (line: string) => void;
  now?: () => Date;
};

/** Nothing was delivered; the visitor must be told. */
export class MailDeliveryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "MailDeliveryError";
  }
}

function outboxFileName(date: Date): string {
  const stamp = date.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return `${stamp}-${randomBytes(4).toString("hex")}.eml`;
}

export function createMailer(options: MailerOptions): Mailer {
  const log = options.log ?? ((line: string) => console.info(line));
  const now = options.now ?? (() => new Date());
  const from = { name: headerSafe(options.fromName ?? agency.name), address: options.from };

  const smtp = options.smtpUrl
    ? nodemailer.createTransport(
        new SMTPTransport({
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 20_000,
          ...options.smtp,
          url: options.smtpUrl,
        }),
      )
    : undefined;
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });

  function message(mail: OutgoingMail) {
    return {
      from,
      to: options.to,
      replyTo: mail.replyTo ? { name: headerSafe(mail.replyTo.name), address: headerSafe(mail.replyTo.address) } : undefined,
      subject: headerSafe(mail.subject),
      text: mail.text,
      html: mail.html,
      date: now(),
    };
  }

  return {
    async send(mail) {
      if (smtp) {
        try {
          const info = await smtp.sendMail(message(mail));
          return { via: "smtp", messageId: info.messageId };
        } catch (error) {
          log(`[mail] échec de l'envoi SMTP : ${error instanceof Error ? error.message : String(error)}`);
          throw new MailDeliveryError("Le serveur SMTP n'a pas accepté le message.", { cause: error });
        }
      }
      try {
        const info = await stream.sendMail(message(mail));
        const file = path.join(options.outboxDir, outboxFileName(now()));
        await mkdir(options.outboxDir, { recursive: true });
        await writeFile(file, info.message as Buffer, { flag: "wx" });
        log(`[mail] « ${headerSafe(mail.subject)} » écrit dans ${file} (SMTP_URL non défini)`);
        return { via: "outbox", messageId: info.messageId, file };
      } catch (error) {
        log(`[mail] échec de l'écriture dans ${options.outboxDir} : ${error instanceof Error ? error.message : String(error)}`);
        throw new MailDeliveryError("Le message n'a pas pu être écrit dans la boîte d'envoi.", { cause: error });
      }
    },
  };
}

let fromEnv: Mailer | undefined;

/** The mailer configured by MAIL_TO, MAIL_FROM, SMTP_URL and OUTBOX_DIR. */
export function mailerFromEnv(): Mailer {
  fromEnv ??= createMailer({
    from: env.MAIL_FROM,
    to: env.MAIL_TO,
    smtpUrl: env.SMTP_URL,
    outboxDir: path.resolve(env.OUTBOX_DIR),
  });
  return fromEnv;
}
