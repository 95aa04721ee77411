import type SMTPTransport from "nodemailer/lib/smtp-transport/index.js";
import { smtpTlsOptions } from "./smtp-security";
import { loadSmtpTransport } from "../libraries";

/** How the site speaks to its SMTP relay: the same for the messages and for reading the relay's limits. */
export type SmtpSettings = {
  /** smtp://… or smtps://… (SMTP_URL). */
  smtpUrl: string;
  /** Extra SMTP options (time-outs, TLS), e.g. for a test server. */
  extra?: Omit<SMTPTransport.Options, "url">;
  /** Which hosts are on this machine (isLoopbackHost); the tests make 127.0.0.1 stand for a remote one. */
  isLoopback?: (host: string) => boolean;
  /** Authorities a remote relay's certificate is checked against (SMTP_CA_FILE), instead of the system's. */
  ca?: string | Buffer;
  /** The EHLO name (SITE_URL's host); unset: nodemailer's own (the machine's name or address). */
  name?: string;
};

/**
 * The SMTP transport of `smtpUrl`. TLS is set after the URL is read: a query such as
 * `?ignoreTLS=true` or `?tls.rejectUnauthorized=false` in SMTP_URL cannot turn it off, nor the
 * certificate's check, for a non-loopback host (smtp-security.ts).
 */
export async function smtpTransport({ smtpUrl, extra, isLoopback, ca, name }: SmtpSettings): Promise<SMTPTransport> {
  const SMTPTransport = await loadSmtpTransport();
  const transport = new SMTPTransport({
    // Well under the site's API time-out (8 s by default): a hanging server means the
    // message is spooled and the visitor told it is sent, never a 503 for a message
    // that is delivered later (and then sent twice if the visitor tries again).
    connectionTimeout: 3_000,
    greetingTimeout: 3_000,
    socketTimeout: 4_000,
    ...extra,
    url: smtpUrl,
  });
  const tls = (transport.options.tls ?? {}) as Record<string, unknown>;
  Object.assign(transport.options, smtpTlsOptions(smtpUrl, { isLoopback, ca, tls }), name ? { name } : {});
  return transport;
}
