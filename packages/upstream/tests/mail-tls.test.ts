import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createMailer, isPermanentRefusal, SPOOL_FOLDER } from "@rli/upstream/mail/mailer.server";
import { isLoopbackHost, smtpTlsRule } from "@rli/upstream/mail/smtp-security";
import { startSmtpServer } from "./support/smtp";

/**
 * TLS is required to any SMTP server but a loopback one: a server reached at a non-loopback address
 * that offers no STARTTLS gets nothing, the message waits in the encrypted spool; a loopback
 * server without TLS still receives the mail.
 */

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

type Received = { secure: boolean; raw: string };

/** A server on 127.0.0.1, which the mailers below take for a remote one (TLS required). */
async function remoteStandIn(withTls: boolean) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: withTls ? ["AUTH"] : ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({ secure: session.secure, raw: Buffer.concat(chunks).toString("utf8") });
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

function mailerFor(smtpUrl: string, tls?: { rejectUnauthorized: boolean }, remote = false) {
  return createMailer({
    ...(remote ? { isLoopback: () => false } : {}),
    from: "site@rhone-leman-immobilier.ch",
    to: "courtiers@rhone-leman-immobilier.ch",
    smtpUrl,
    smtp: { connectionTimeout: 2000, greetingTimeout: 2000, socketTimeout: 3000, ...(tls ? { tls } : {}) },
    outboxDir: outbox,
    log: (line) => lines.push(line),
  });
}

const mail = { subject: "Dossier", text: "Texte confidentiel Q7", html: "<p>Texte confidentiel Q7</p>" };

describe("sending with TLS required", () => {
  it("a loopback server without STARTTLS still receives the mail", async () => {
    const smtp = await startSmtpServer();
    closers.push(() => smtp.close());
    expect(await mailerFor(smtp.url).send(mail)).toMatchObject({ via: "smtp" });
    expect(smtp.messages).toHaveLength(1);
  });

  it("a server at a non-loopback address without STARTTLS gets nothing: the mail waits, encrypted", async () => {
    const server = await remoteStandIn(false);
    closers.push(server.close);
    // Even when SMTP_URL itself asks to ignore TLS.
    for (const url of [
      `smtp://127.0.0.1:${server.port}`,
      `smtp://127.0.0.1:${server.port}?ignoreTLS=true&requireTLS=false`,
    ]) {
      lines.length = 0;
      expect(await mailerFor(url, undefined, true).send(mail)).toMatchObject({ via: "spool" });
      expect(lines).toEqual([expect.stringContaining("envoi en clair refusé")]);
      expect(lines[0]).toContain("mis en attente");
    }
    expect(server.received).toEqual([]);
    const spool = path.join(outbox, SPOOL_FOLDER);
    const files = await readdir(spool);
    expect(files).toHaveLength(2);
    // The whole sentence: two bytes such as "Q7" turn up by chance in the 712 bytes of a sealed message (one file in 90).
    for (const file of files) {
      expect((await readFile(path.join(spool, file))).toString("latin1")).not.toContain(mail.text);
    }
    // A server without TLS is a setting to fix, not a refusal of the message.
    expect(isPermanentRefusal(Object.assign(new Error("STARTTLS"), { code: "ETLS", responseCode: 502 }))).toBe(false);
  });

  it("a server at a non-loopback address with STARTTLS receives the mail encrypted", async () => {
    const server = await remoteStandIn(true);
    closers.push(server.close);
    // The test server's certificate is its own: only the encryption is checked here, not the name.
    const sent = await mailerFor(`smtp://127.0.0.1:${server.port}`, { rejectUnauthorized: false }, true).send(mail);
    expect(sent).toMatchObject({ via: "smtp" });
    expect(server.received).toHaveLength(1);
    expect(server.received[0]!.secure).toBe(true);
    expect(server.received[0]!.raw).toContain("Texte confidentiel Q7");
  });
});
