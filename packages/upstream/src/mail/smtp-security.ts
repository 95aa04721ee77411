import { isIP } from "node:net";
import ipaddr from "ipaddr.js";

/**
 * The mail leaves the machine encrypted: to any SMTP server but a loopback one, the connection is
 * smtps:// (TLS from the start) or STARTTLS is required, and the server's certificate is checked
 * (against the system's authorities, or SMTP_CA_FILE's for a private one). A server offering no
 * STARTTLS, or a certificate that does not check, then gets nothing: the message waits in the
 * (encrypted) spool until the server is fixed.
 * A loopback server (a local relay such as a Postfix signing with DKIM, a test server) may be spoken
 * to in clear: nothing leaves the machine. TLS is still used when it offers STARTTLS, without checking
 * its certificate (its own, self-signed, as a Debian Postfix has by default).
 */

/** 127.0.0.0/8, ::1 (also written as an IPv4-mapped address) and the name `localhost`. */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, "$1")
    .replace(/\.$/, "");
  if (name === "localhost") return true;
  if (!ipaddr.isValid(name)) return false;
  // isValid also accepts short or octal IPv4 forms (127.1, 0x7f.1): only the plain ones are addresses here.
  if (name.includes(".") && !name.includes(":") && !ipaddr.IPv4.isValidFourPartDecimal(name)) return false;
  const address = ipaddr.parse(name);
  if (address.kind() === "ipv6") {
    const v6 = address as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().range() === "loopback";
  }
  return address.range() === "loopback";
}

export type SmtpTlsRule = {
  /** TLS from the first byte (smtps://, port 465). */
  secure: boolean;
  /** STARTTLS required before anything else is sent. */
  requireTLS: boolean;
};

/** What an SMTP_URL must use: smtps:// as it is, smtp:// to a non-loopback host with STARTTLS required. */
export function smtpTlsRule(smtpUrl: string, isLoopback: (host: string) => boolean = isLoopbackHost): SmtpTlsRule {
  const url = new URL(smtpUrl);
  const secure = url.protocol === "smtps:";
  return { secure, requireTLS: !secure && !isLoopback(url.hostname) };
}

/** The TLS options of the transport, set over whatever SMTP_URL's query says. */
export type SmtpTlsOptions = {
  secure: boolean;
  requireTLS?: boolean;
  ignoreTLS?: boolean;
  opportunisticTLS: boolean;
  tls: { rejectUnauthorized: boolean; ca?: string | Buffer };
};

/**
 * The TLS settings of a transport to `smtpUrl`: to a remote host, TLS required (smtps:// or
 * STARTTLS) and the certificate checked, against `ca` when one is given; to a loopback host,
 * STARTTLS when offered, in clear otherwise, the certificate not checked. `tls` is what the URL or
 * the caller set (ciphers, servername…), kept under these rules.
 */
export function smtpTlsOptions(
  smtpUrl: string,
  {
    isLoopback = isLoopbackHost,
    ca,
    tls = {},
  }: { isLoopback?: (host: string) => boolean; ca?: string | Buffer; tls?: Record<string, unknown> } = {},
): SmtpTlsOptions {
  const rule = smtpTlsRule(smtpUrl, isLoopback);
  if (!isLoopback(new URL(smtpUrl).hostname)) {
    return {
      ...rule,
      ignoreTLS: false,
      opportunisticTLS: false,
      tls: { ...tls, rejectUnauthorized: true, ...(ca ? { ca } : {}) },
    };
  }
  // A STARTTLS command refused on the machine itself goes on in clear: nothing leaves the machine.
  return { secure: rule.secure, opportunisticTLS: true, tls: { ...tls, rejectUnauthorized: false } };
}

/**
 * The name the site gives itself in EHLO: SITE_URL's host (an address as an address literal),
 * rather than the machine's address; relays and spam filters compare it with the sender's domain.
 */
export function ehloName(siteUrl: string): string {
  const host = new URL(siteUrl).hostname;
  if (host.startsWith("[")) return `[IPv6:${host.slice(1, -1)}]`;
  return isIP(host) ? `[${host}]` : host;
}

/** A failure to set TLS up (no STARTTLS offered, handshake refused), as nodemailer reports it. */
export function isTlsFailure(error: unknown): boolean {
  const failure = error as { code?: unknown; message?: unknown } | null;
  if (failure?.code === "ETLS") return true;
  return typeof failure?.message === "string" && /STARTTLS|TLS/.test(failure.message) && failure.code !== "EAUTH";
}

const CERTIFICATE_FAILURES =
  /^(DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|UNABLE_TO_VERIFY_LEAF_SIGNATURE|UNABLE_TO_GET_ISSUER_CERT(_LOCALLY)?|CERT_HAS_EXPIRED|CERT_NOT_YET_VALID|CERT_UNTRUSTED|ERR_TLS_CERT_ALTNAME_INVALID)$/;

/** A relay's certificate that did not check (self-signed, unknown authority, expired, another name), as Node reports it. */
export function isCertificateFailure(error: unknown): boolean {
  // nodemailer keeps Node's own code in `originalCode` when it sets its own (ESOCKET, ETLS).
  const { code, originalCode } = (error ?? {}) as { code?: unknown; originalCode?: unknown };
  return [code, originalCode].some((value) => typeof value === "string" && CERTIFICATE_FAILURES.test(value));
}

/** The reason of a refused certificate in French, for the log line: what to fix. */
export function certificateReason(error: unknown): string {
  // Node's words only ("self-signed certificate"), without the English hint Node 24 adds after a semicolon.
  const detail = (error instanceof Error ? error.message : String(error)).split(";")[0]!.trim();
  return `certificat du serveur SMTP refusé (${detail}) : à corriger sur le serveur, ou SMTP_CA_FILE pour une autorité privée`;
}

/** The reason of a TLS failure in French, for the log line. */
export const TLS_REFUSED_REASON =
  "le serveur SMTP n'offre pas de connexion chiffrée (STARTTLS) : envoi en clair refusé hors de la machine";

/** Why talking to the SMTP server failed, in French for the log line: a certificate, no TLS, or its own words. */
export function smtpFailureReason(error: unknown): string {
  if (isCertificateFailure(error)) return certificateReason(error);
  if (isTlsFailure(error)) return TLS_REFUSED_REASON;
  return error instanceof Error ? error.message : String(error);
}
