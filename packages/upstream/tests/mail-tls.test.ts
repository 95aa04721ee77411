import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { createMailer, isPermanentRefusal, SPOOL_FOLDER } from "@rli/upstream/mail/mailer.server";
import { parseUpstreamEnv } from "@rli/upstream/env";
import { smtpSettingsOf } from "@rli/upstream/mail/smtp-env";
import { ehloName, isLoopbackHost, smtpTlsRule } from "@rli/upstream/mail/smtp-security";
import { makeCertificates, type ServerCertificate } from "./support/certificates";
import { startSmtpServer } from "./support/smtp";

/**
 * TLS is required to any SMTP server but a loopback one, and its certificate checked: a server
 * reached at a non-loopback address that offers no STARTTLS, or a certificate no authority known
 * signed, gets nothing, the message waits in the encrypted spool; with SMTP_CA_FILE's authority
 * (a private CA) its certificate checks. A loopback server without TLS still receives the mail, and
 * one offering STARTTLS with its own certificate (a local Postfix) receives it encrypted.
 */

const certificates = makeCertificates();
afterAll(() => certificates.remove());

describe("which SMTP hosts are loopback", () => {
  it.each(["127.0.0.1", "127.1.2.3", "127.255.255.254", "::1", "[::1]", "localhost", "LOCALHOST.", "::ffff:127.0.0.1"])(
    "%s is loopback",
    (host) => expect(isLoopbackHost(host)).toBe(true),
  );

  it.each([
    "192.0.2.2",
    "10.0.0.1",
    "128.0.0.1",
    "0.0.0.0",
    "::",
    "fd00::2",
    "::ffff:10.0.0.1",
    "mail.example.ch",
    "localhost.example.ch",
    "127.0.0.1.example.ch",
    "127.1",
    "0x7f.0.0.1",
    "",
  ])("%s is not", (host) => expect(isLoopbackHost(host)).toBe(false));

  it("requires STARTTLS for smtp:// to a non-loopback host, keeps smtps:// as it is", () => {
    expect(smtpTlsRule("smtp://user:pass@mail.example.ch:587")).toEqual({ secure: false, requireTLS: true });
    expect(smtpTlsRule("smtps://user:pass@mail.example.ch:465")).toEqual({ secure: true, requireTLS: false });
    expect(smtpTlsRule("smtp://127.0.0.1:2525")).toEqual({ secure: false, requireTLS: false });
    expect(smtpTlsRule("smtp://[::1]:25")).toEqual({ secure: false, requireTLS: false });
  });
});

type Received = { secure: boolean; raw: string; ehlo: string };

/**
 * A server on 127.0.0.1, which the mailers below take for a remote one (TLS required) when they are
 * told so; with `certificate`, it offers STARTTLS with that certificate.
 */
async function remoteStandIn(certificate?: ServerCertificate) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: certificate ? ["AUTH"] : ["STARTTLS", "AUTH"],
    ...certificate,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          secure: session.secure,
          raw: Buffer.concat(chunks).toString("utf8"),
          ehlo: session.hostNameAppearsAs,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let outbox: string;
let lines: string[];
const closers: (() => Promise<void>)[] = [];

beforeEach(async () => {
  outbox = await mkdtemp(path.join(tmpdir(), "outbox-tls-"));
  lines = [];
});

afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
  await rm(outbox, { recursive: true, force: true });
});

function mailerFor(smtpUrl: string, { remote = false, ca }: { remote?: boolean; ca?: Buffer } = {}) {
  return createMailer({
    ...(remote ? { isLoopback: () => false } : {}),
    from: "site@rhone-leman-immobilier.ch",
    to: "courtiers@rhone-leman-immobilier.ch",
    smtpUrl,
    smtp: { connectionTimeout: 2000, greetingTimeout: 2000, socketTimeout: 3000 },
    smtpCa: ca,
    ehloName: "www.rhone-leman-immobilier.ch",
    outboxDir: outbox,
    log: (line) => lines.push(line),
  });
}

/** The spool's files, none holding the message's text in clear. */
async function sealedSpool(): Promise<string[]> {
  const spool = path.join(outbox, SPOOL_FOLDER);
  const files = await readdir(spool);
  // The whole sentence: two bytes such as "Q7" turn up by chance in the 712 bytes of a sealed message (one file in 90).
  for (const file of files) {
    expect((await readFile(path.join(spool, file))).toString("latin1")).not.toContain(mail.text);
  }
  return files;
}

const mail = { subject: "Dossier", text: "Texte confidentiel Q7", html: "<p>Texte confidentiel Q7</p>" };

describe("sending with TLS required", () => {
  it("a loopback server without STARTTLS still receives the mail", async () => {
    const smtp = await startSmtpServer();
    closers.push(() => smtp.close());
    expect(await mailerFor(smtp.url).send(mail)).toMatchObject({ via: "smtp" });
    expect(smtp.messages).toHaveLength(1);
  });

  it("a loopback server offering STARTTLS with its own certificate receives the mail encrypted", async () => {
    const server = await remoteStandIn(certificates.selfSigned);
    closers.push(server.close);
    expect(await mailerFor(`smtp://127.0.0.1:${server.port}`).send(mail)).toMatchObject({ via: "smtp" });
    expect(server.received).toHaveLength(1);
    expect(server.received[0]!.secure).toBe(true);
    expect(server.received[0]!.raw).toContain("Texte confidentiel Q7");
  });

  it("a server at a non-loopback address without STARTTLS gets nothing: the mail waits, encrypted", async () => {
    const server = await remoteStandIn();
    closers.push(server.close);
    // Even when SMTP_URL itself asks to ignore TLS.
    for (const url of [
      `smtp://127.0.0.1:${server.port}`,
      `smtp://127.0.0.1:${server.port}?ignoreTLS=true&requireTLS=false`,
    ]) {
      lines.length = 0;
      expect(await mailerFor(url, { remote: true }).send(mail)).toMatchObject({ via: "spool" });
      expect(lines).toEqual([expect.stringContaining("envoi en clair refusé")]);
      expect(lines[0]).toContain("mis en attente");
    }
    expect(server.received).toEqual([]);
    expect(await sealedSpool()).toHaveLength(2);
    // A server without TLS is a setting to fix, not a refusal of the message.
    expect(isPermanentRefusal(Object.assign(new Error("STARTTLS"), { code: "ETLS", responseCode: 502 }))).toBe(false);
  });

  it("a server at a non-loopback address whose certificate no authority signed gets nothing: the mail waits, encrypted", async () => {
    const server = await remoteStandIn(certificates.selfSigned);
    closers.push(server.close);
    // Even when SMTP_URL itself asks not to check the certificate.
    for (const url of [
      `smtp://127.0.0.1:${server.port}`,
      `smtp://127.0.0.1:${server.port}?tls.rejectUnauthorized=false&ignoreTLS=true`,
    ]) {
      lines.length = 0;
      expect(await mailerFor(url, { remote: true }).send(mail)).toMatchObject({ via: "spool" });
      expect(lines).toEqual([
        expect.stringMatching(
          /mis en attente .*certificat du serveur SMTP refusé \(self-signed certificate\).*SMTP_CA_FILE/,
        ),
      ]);
    }
    expect(server.received).toEqual([]);
    expect(await sealedSpool()).toHaveLength(2);
  });

  it("a server at a non-loopback address whose certificate SMTP_CA_FILE's authority signed receives the mail encrypted", async () => {
    const server = await remoteStandIn(certificates.signed);
    closers.push(server.close);
    const url = `smtp://127.0.0.1:${server.port}`;
    // Without the authority, the private CA's certificate does not check.
    expect(await mailerFor(url, { remote: true }).send(mail)).toMatchObject({ via: "spool" });
    expect(lines).toEqual([
      expect.stringMatching(/mis en attente .*certificat du serveur SMTP refusé \(unable to verify/),
    ]);
    expect(server.received).toEqual([]);

    const ca = await readFile(certificates.caFile);
    expect(await mailerFor(url, { remote: true, ca }).send(mail)).toMatchObject({ via: "smtp" });
    expect(server.received).toHaveLength(1);
    expect(server.received[0]!.secure).toBe(true);
    expect(server.received[0]!.raw).toContain("Texte confidentiel Q7");
  });

  it("greets the server with SITE_URL's host, not the machine's address", async () => {
    const server = await remoteStandIn(certificates.selfSigned);
    closers.push(server.close);
    await mailerFor(`smtp://127.0.0.1:${server.port}`).send(mail);
    expect(server.received.map((received) => received.ehlo)).toEqual(["www.rhone-leman-immobilier.ch"]);
    expect(ehloName("https://www.rhone-leman-immobilier.ch/annonces")).toBe("www.rhone-leman-immobilier.ch");
    expect(ehloName("http://192.0.2.7:3000")).toBe("[192.0.2.7]");
    expect(ehloName("http://[2001:db8::7]")).toBe("[IPv6:2001:db8::7]");
  });
});

describe("the relay as the environment sets it", () => {
  it("takes SMTP_CA_FILE's authority and SITE_URL's host as the EHLO name, which a remote relay then checks and sees", async () => {
    const settings = smtpSettingsOf(
      parseUpstreamEnv({
        SMTP_URL: "smtp://127.0.0.1:2525",
        SMTP_CA_FILE: certificates.caFile,
        SITE_URL: "https://www.exemple-agence.ch",
      }),
    )!;
    expect(settings.name).toBe("www.exemple-agence.ch");
    expect(settings.ca).toEqual(await readFile(certificates.caFile));
    expect(smtpSettingsOf(parseUpstreamEnv({ SMTP_URL: "smtp://127.0.0.1:2525" }))).toMatchObject({
      ca: undefined,
      name: "www.rhone-leman-immobilier.ch",
    });
    expect(smtpSettingsOf(parseUpstreamEnv({}))).toBeUndefined();

    const server = await remoteStandIn(certificates.signed);
    closers.push(server.close);
    const sent = await createMailer({
      isLoopback: () => false,
      from: "site@rhone-leman-immobilier.ch",
      to: "courtiers@rhone-leman-immobilier.ch",
      smtpUrl: `smtp://127.0.0.1:${server.port}`,
      smtpCa: settings.ca,
      ehloName: settings.name,
      outboxDir: outbox,
      log: (line) => lines.push(line),
    }).send(mail);
    expect(sent).toMatchObject({ via: "smtp" });
    expect(server.received.map(({ secure, ehlo }) => ({ secure, ehlo }))).toEqual([
      { secure: true, ehlo: "www.exemple-agence.ch" },
    ]);
  });
});
