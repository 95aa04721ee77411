import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { applicationDocuments } from "@rli/contract/forms/application-choices";
import { createMailer } from "@rli/upstream/mail/mailer.server";
import { readRelaySize, watchRelayLimits } from "@rli/upstream/mail/relay-limits.server";
import { announcedSize, documentsBytesWithin } from "@rli/upstream/mail/relay-size";
import { createUpstreamHandler } from "@rli/upstream/handler.server";
import { applicant } from "./support/form-requests";
import { makeCertificates } from "./support/certificates";
import { closedSmtpUrl } from "./support/smtp";
import { fixtureIndex, fixtureUpstream } from "./support/upstream";
import { SMTPServer } from "smtp-server";
import type { AddressInfo } from "node:net";

/**
 * The relay's size limit, read from its EHLO answer before any visitor sends (decision 151), and
 * what it leaves for a rental application's documents once they are encoded.
 */

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

const quick = { connectionTimeout: 2000, greetingTimeout: 2000, socketTimeout: 3000 };

/** A real SMTP server on 127.0.0.1 announcing `size` (smtp-server's option; 0: SIZE without a number). */
async function relayAnnouncing(size: number | undefined, tls?: { key: string; cert: string }) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: tls ? ["AUTH"] : ["STARTTLS", "AUTH"],
    ...tls,
    ...(size === undefined ? {} : { size }),
    logger: false,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on("end", () => callback());
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  closers.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
}

describe("the SIZE of an EHLO answer (RFC 1870)", () => {
  it("is read after the greeting line, in bytes; none or 0 is no limit", () => {
    const answer = (...lines: string[]) => ["250-relay.example.ch Bonjour", ...lines].join("\n");
    expect(announcedSize(answer("250-PIPELINING", "250-SIZE 100000", "250 8BITMIME"))).toBe(100_000);
    expect(announcedSize(answer("250 size 52428800"))).toBe(52_428_800);
    expect(announcedSize(answer("250-PIPELINING", "250 8BITMIME"))).toBeUndefined();
    expect(announcedSize(answer("250-SIZE", "250 8BITMIME"))).toBeUndefined();
    expect(announcedSize(answer("250 SIZE 0"))).toBeUndefined();
    expect(announcedSize(answer("250 SIZE beaucoup"))).toBeUndefined();
    expect(announcedSize("250 SIZE 100000")).toBeUndefined();
    expect(announcedSize("220 relay.example.ch ESMTP\n250 SIZE 100")).toBeUndefined();
  });
});

describe("reading the relay's limit", () => {
  it("reads what a real relay announces, and nothing from one that announces none", async () => {
    expect(await readRelaySize({ smtpUrl: await relayAnnouncing(100_000), extra: quick })).toBe(100_000);
    expect(await readRelaySize({ smtpUrl: await relayAnnouncing(undefined), extra: quick })).toBeUndefined();
  });

  it("reads it after STARTTLS, over the connection the messages use (the certificate checked for a remote relay)", async () => {
    const certificates = makeCertificates();
    try {
      const smtpUrl = await relayAnnouncing(250_000, certificates.signed);
      const remote = { smtpUrl, extra: quick, isLoopback: () => false };
      await expect(readRelaySize(remote)).rejects.toThrow(/unable to verify|local issuer/);
      const ca = await readFile(certificates.caFile);
      expect(await readRelaySize({ ...remote, ca })).toBe(250_000);
    } finally {
      certificates.remove();
    }
  });

  it("a relay down at start leaves the configured limits, and is asked again later", async () => {
    const smtpUrl = await closedSmtpUrl();
    const lines: string[] = [];
    let answer: () => Promise<number | undefined> = () => readRelaySize({ smtpUrl, extra: quick });
    const watch = watchRelayLimits({ smtpUrl }, { log: (line) => lines.push(line), read: () => answer(), retryMs: 50 });
    closers.push(async () => watch.stop());
    await watch.first;
    expect(watch.current()).toEqual({});
    expect(lines).toEqual([expect.stringContaining("nouvel essai plus tard")]);

    const upUrl = await relayAnnouncing(100_000);
    answer = () => readRelaySize({ smtpUrl: upUrl, extra: quick });
    await expect
      .poll(() => watch.current(), { timeout: 5000 })
      .toEqual({
        messageBytes: 100_000,
        documentsBytes: documentsBytesWithin(100_000),
      });
  });

  it("the upstream answers the documents' bound, null without one", async () => {
    const handler = (limit?: number) =>
      createUpstreamHandler({
        inventory: fixtureIndex,
        blog: () => [],
        mailer: () => ({ send: () => Promise.reject(new Error("pas d'envoi ici")) }),
        siteOrigin: "https://www.rhone-leman-immobilier.ch",
        applicationLimits: async () => limit,
      });
    const read = async (limit?: number) =>
      (await handler(limit)(new Request("http://embedded.upstream/api/contact/application/limits"))).json();
    expect(await read(38_646)).toEqual({ data: { documentsBytes: 38_646 } });
    expect(await read()).toEqual({ data: { documentsBytes: null } });
  });
});

describe("what a relay's size leaves for the documents", () => {
  const rent = [...fixtureIndex().listingsByRef.values()].find(
    (entry) => entry.property.type === "rent" && entry.property.status === "active" && !entry.property.promotionRef,
  )!.property;
  // Every text field at its longest, in accented text (two bytes in UTF-8, quoted-printable then).
  const long = (length: number) =>
    "Léa Müller, Chemin des Œillets à Vevey. ".repeat(Math.ceil(length / 40)).slice(0, length);
  const longest = {
    ref: rent.ref,
    ...applicant,
    name: long(200),
    lastName: long(200),
    address: long(200),
    city: long(200),
    profession: long(200),
    employer: long(200),
    pets: long(200),
    instrument: long(200),
    landlord: long(200),
    message: long(5000),
    income: 9_999_999,
    adults: 10,
    children: 10,
    moveIn: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    rgpd: true,
  };

  /** Every document a dossier takes, named at their longest, `total` bytes together. */
  function documents(total: number) {
    const fields = applicationDocuments.flatMap((document) =>
      Array.from({ length: document.max }, () => document.field),
    );
    return fields.map((field, index) => {
      const size = Math.floor(total / fields.length) + (index === 0 ? total % fields.length : 0);
      const bytes = Buffer.alloc(size, 0x41);
      bytes.write("%PDF-1.4\n");
      return { field, name: `${long(116)}.pdf`, content: bytes.toString("base64") };
    });
  }

  it.each([100_000, 2_000_000])(
    "an application with documents of the bound fits in a message of %i bytes",
    async (size) => {
      const outbox = await mkdtemp(path.join(tmpdir(), "relay-size-"));
      try {
        const mailer = createMailer({
          from: "site@rhone-leman-immobilier.ch",
          to: "c@example.ch",
          outboxDir: outbox,
          log: () => undefined,
        });
        const bound = documentsBytesWithin(size);
        const response = await fixtureUpstream(mailer)(
          new Request("http://embedded.upstream/api/contact/application", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ ...longest, documents: documents(bound) }),
          }),
        );
        expect(await response.json()).toEqual({ data: { sent: true } });
        const [file] = await readdir(outbox);
        const raw = await readFile(path.join(outbox, file!));
        expect(raw.length).toBeLessThanOrEqual(size);
        // The margin is not wasted: the message fills most of what the relay takes.
        expect(raw.length).toBeGreaterThan(size * (size > 1_000_000 ? 0.97 : 0.8));
      } finally {
        await rm(outbox, { recursive: true, force: true });
      }
    },
  );

  it("is nothing when the relay takes less than the message without documents", () => {
    expect(documentsBytesWithin(20_000)).toBe(0);
    expect(documentsBytesWithin(100_000)).toBeLessThan(121 * 1024);
  });
});
