import ipaddr from "ipaddr.js";

/**
 * The mail leaves the machine encrypted: to any SMTP server but a loopback one, the connection is
 * smtps:// (TLS from the start) or STARTTLS is required. A server offering no STARTTLS then gets
 * nothing: the message waits in the (encrypted) spool until the server is fixed.
 * A loopback server (a local relay, a test server) may be spoken to in clear: nothing leaves the machine.
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

/** A failure to set TLS up (no STARTTLS offered, handshake refused), as nodemailer reports it. */
export function isTlsFailure(error: unknown): boolean {
  const failure = error as { code?: unknown; message?: unknown } | null;
  if (failure?.code === "ETLS") return true;
  return typeof failure?.message === "string" && /STARTTLS|TLS/.test(failure.message) && failure.code !== "EAUTH";
}

/** The reason of a TLS failure in French, for the log line. */
export const TLS_REFUSED_REASON =
  "le serveur SMTP n'offre pas de connexion chiffrée (STARTTLS) : envoi en clair refusé hors de la machine";
