import { mkdtemp, readdir, readFile, rename, rm, stat, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  createMailSpool,
  keptAt,
  nextAttempt,
  REFUSED_FOLDER,
  UNREADABLE_SUFFIX,
} from "@rli/upstream/mail/mail-spool.server";
import { openMail, sealMail, spoolKey } from "@rli/upstream/mail/spool-cipher";
import { DEV_MAIL_SPOOL_SECRET } from "@rli/upstream/env";
import { createMailer, SPOOL_FOLDER, startSpoolRetry, type OutgoingMail } from "@rli/upstream/mail/mailer.server";
import { messages } from "@rli/contract/forms/messages";
import { parseMail, textPart } from "./support/mime";
import { contactRequest } from "./support/form-requests";
import { closedSmtpUrl, startSmtpServer, type TestSmtpServer } from "./support/smtp";
import { fixtureUpstream } from "./support/upstream";

/**
 * Mail server down → nothing lost: the message goes to the spool and the visitor is told it was
 * sent; once the server is back, a pass over the spool delivers exactly the same bytes and empties
 * it. A real SMTP server on 127.0.0.1, stopped and started again on the same port. What waits on
 * disk is encrypted (AES-256-GCM): no byte of the message in clear.
 */

const MAIL_TO = "courtiers@rhone-leman-immobilier.ch";
const MAIL_FROM = "site@rhone-leman-immobilier.ch";

/** A string of the message that must never be found in clear on disk. */
const MARKER = "Marqueur-confidentiel-7f3a9c";

const contact = {
  ...contactRequest,
  message: `Bonjour,\n.\nUne ligne qui commence par un point, et des accents : éàü. ${MARKER}`,
};

const key = spoolKey(DEV_MAIL_SPOOL_SECRET);

/** A kept message in clear. */
async function opened(file: string): Promise<Buffer> {
  return openMail(await readFile(file), key);
}

function postContact(handler: (request: Request) => Promise<Response>, body: unknown = contact) {
  return handler(
    new Request("http://upstream.test/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
  );
}

function mail(n: number): OutgoingMail {
  return { subject: `Message ${n}`, text: `Texte numéro ${n}`, html: `<p>Texte numéro ${n}</p>` };
}

let outbox: string;
let spool: string;
let lines: string[];
const servers: TestSmtpServer[] = [];

beforeEach(async () => {
  outbox = await mkdtemp(path.join(tmpdir(), "outbox-spool-"));
  spool = path.join(outbox, SPOOL_FOLDER);
  lines = [];
});

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
  await rm(outbox, { recursive: true, force: true });
});

async function smtpOn(port: number, refuse?: (bytes: Buffer) => boolean, code?: number) {
  const server = await startSmtpServer({ port, refuse, code });
  servers.push(server);
  return server;
}

function mailerOn(port: number, extra: { spoolDir?: string } = {}) {
  return createMailer({
    from: MAIL_FROM,
    to: MAIL_TO,
    smtpUrl: `smtp://127.0.0.1:${port}`,
    smtp: { connectionTimeout: 2000, greetingTimeout: 2000, socketTimeout: 4000 },
    outboxDir: outbox,
    log: (line) => lines.push(line),
    ...extra,
  });
}

async function spoolFiles(): Promise<string[]> {
  return readdir(spool).catch(() => []);
}

describe("SMTP server down", () => {
  it("keeps the message in the spool, tells the visitor it was sent, logs one line", async () => {
    const port = Number(new URL(await closedSmtpUrl()).port);
    const response = await postContact(fixtureUpstream(mailerOn(port)));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { sent: true } });

    const files = await spoolFiles();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{8}-\d{6}-[0-9a-f]{8}\.eml$/);
    expect(await readdir(outbox)).toEqual([SPOOL_FOLDER]);
    const bytes = await readFile(path.join(spool, files[0]!));
    for (const encoding of ["latin1", "utf8", "base64"] as const) {
      expect(bytes.toString(encoding)).not.toContain(MARKER);
      expect(bytes.toString(encoding)).not.toContain("camille.rey@example.ch");
    }
    expect(bytes.toString("latin1")).not.toContain("Subject:");
    const kept = parseMail((await opened(path.join(spool, files[0]!))).toString("utf8"));
    expect(textPart(kept)).toContain(MARKER);
    expect(kept.headers.get("to")).toBe(MAIL_TO);
    expect(kept.headers.get("reply-to")).toBe("Camille Rey <camille.rey@example.ch>");
    expect(textPart(kept)).toMatch(/Prénom\s*:\s+Camille/);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(files[0]);
    expect(lines[0]).toContain("mis en attente");
  });

  it("answers 503 with the form error only when the spool cannot be written either", async () => {
    const port = Number(new URL(await closedSmtpUrl()).port);
    const blocker = path.join(outbox, "un-fichier");
    await writeFile(blocker, "");
    const response = await postContact(fixtureUpstream(mailerOn(port, { spoolDir: path.join(blocker, SPOOL_FOLDER) })));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ data: { sent: false }, errors: { form: [messages.sendFailed] } });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("non transmis");
  });

  it("leaves the spool as it was while the server stays down", async () => {
    const port = Number(new URL(await closedSmtpUrl()).port);
    const mailer = mailerOn(port);
    await mailer.send(mail(1));
    await mailer.send(mail(2));
    const before = await spoolFiles();
    const bytes = await Promise.all(before.map((file) => readFile(path.join(spool, file))));
    lines.length = 0;

    expect(await mailer.retrySpooled()).toEqual({ sent: 0, refused: 0, left: 2 });
    expect(await spoolFiles()).toEqual(before);
    for (const [index, file] of before.entries()) expect(await readFile(path.join(spool, file))).toEqual(bytes[index]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("2 message(s) toujours en attente");
  });
});

describe("SMTP server back", () => {
  it("delivers the spooled message byte for byte and empties the spool", async () => {
    const port = Number(new URL(await closedSmtpUrl()).port);
    const mailer = mailerOn(port);
    expect((await postContact(fixtureUpstream(mailer))).status).toBe(200);
    const [file] = await spoolFiles();
    const spooled = await opened(path.join(spool, file!));

    const smtp = await smtpOn(port);
    lines.length = 0;
    expect(await mailer.retrySpooled()).toEqual({ sent: 1, refused: 0, left: 0 });
    expect(smtp.messages).toHaveLength(1);
    const [received] = smtp.messages;
    expect(received!.from).toBe(MAIL_FROM);
    expect(received!.to).toEqual([MAIL_TO]);
    expect(received!.bytes.toString("latin1")).toBe(spooled.toString("latin1"));
    expect(await spoolFiles()).toEqual([]);
    expect(lines).toEqual([expect.stringContaining(`${file} renvoyé par SMTP`)]);

    // A second pass has nothing left to send.
    expect(await mailer.retrySpooled()).toEqual({ sent: 0, refused: 0, left: 0 });
    expect(smtp.messages).toHaveLength(1);
  });

  it("sends what the server would have received directly, and nothing through the spool when it is up", async () => {
    const smtp = await smtpOn(0);
    const mailer = mailerOn(smtp.port);
    expect(await mailer.send(mail(7))).toMatchObject({ via: "smtp" });
    expect(await spoolFiles()).toEqual([]);
    expect(textPart(parseMail(smtp.messages[0]!.raw))).toContain("Texte numéro 7");
  });

  it("a message the server refuses for good (5xx) goes to refuse/, logged once, never tried again; the others pass", async () => {
    const port = Number(new URL(await closedSmtpUrl()).port);
    const mailer = mailerOn(port);
    for (const n of [1, 2, 3]) await mailer.send(mail(n));
    let attempts = 0;
    const smtp = await smtpOn(port, (raw) => raw.toString("utf8").includes("Subject: Message 2") && ++attempts > 0);
    lines.length = 0;
    expect(await mailer.retrySpooled()).toEqual({ sent: 2, refused: 1, left: 0 });
    expect(smtp.messages.map((one) => parseMail(one.raw).headers.get("subject")).sort()).toEqual([
      "Message 1",
      "Message 3",
    ]);
    expect(await spoolFiles()).toEqual([]);
    const refusedDir = path.join(outbox, REFUSED_FOLDER);
    const refused = (await readdir(refusedDir)).sort();
    expect(refused).toHaveLength(2);
    expect((await readFile(path.join(refusedDir, refused[0]!))).toString("latin1")).not.toContain("Message 2");
    expect((await opened(path.join(refusedDir, refused[0]!))).toString("utf8")).toContain("Subject: Message 2");
    expect(await readFile(path.join(refusedDir, refused[1]!), "utf8")).toContain("Message refusé");
    expect(lines.filter((line) => line.includes("refusé par le serveur SMTP"))).toHaveLength(1);
    expect(lines.find((line) => line.includes("refusé par le serveur SMTP"))).toContain("Message refusé");

    lines.length = 0;
    expect(await mailer.retrySpooled()).toEqual({ sent: 0, refused: 0, left: 0 });
    expect(attempts).toBe(1);
    expect(lines).toEqual([]);
  });

  it("a message refused for good on its first send is filed in refuse/ at once, not spooled", async () => {
    const smtp = await smtpOn(0, () => true);
    const mailer = mailerOn(smtp.port);
    const sent = await mailer.send(mail(5));
    expect(sent).toMatchObject({ via: "refused" });
    expect(sent.file).toContain(path.join(outbox, REFUSED_FOLDER));
    expect((await readFile(sent.file!)).toString("latin1")).not.toContain("Texte num");
    expect((await opened(sent.file!)).toString("utf8")).toContain("Subject: Message 5");
    expect(await spoolFiles()).toEqual([]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("pas renvoyé");
  });

  it("a message refused for now (4xx) stays, and waits longer before each new attempt", async () => {
    const port = Number(new URL(await closedSmtpUrl()).port);
    const mailer = mailerOn(port);
    await mailer.send(mail(1));
    const [file] = await spoolFiles();
    let attempts = 0;
    await smtpOn(port, () => ++attempts > 0, 451);
    const before = Date.now();
    expect(await mailer.retrySpooled()).toMatchObject({ sent: 0, refused: 0, left: 1 });
    expect(attempts).toBe(1);
    expect(await spoolFiles()).toEqual([file]);
    const next = (await stat(path.join(spool, file!))).mtimeMs;
    expect(next).toBeGreaterThanOrEqual(before + 59_000);
    // Not yet its time: the next pass leaves it alone.
    expect(await mailer.retrySpooled()).toMatchObject({ sent: 0, left: 1 });
    expect(attempts).toBe(1);
    // Its time has come: tried again.
    await utimes(path.join(spool, file!), new Date(before - 1000), new Date(before - 1000));
    await mailer.retrySpooled();
    expect(attempts).toBe(2);
  });

  it("never sends a message twice when two processes go over the same spool", async () => {
    const port = Number(new URL(await closedSmtpUrl()).port);
    const first = mailerOn(port);
    const second = mailerOn(port);
    for (const n of [1, 2, 3, 4]) await first.send(mail(n));
    const smtp = await smtpOn(port);
    const reports = await Promise.all([first.retrySpooled(), second.retrySpooled()]);
    expect(reports[0]!.sent + reports[1]!.sent).toBe(4);
    expect(smtp.messages).toHaveLength(4);
    expect(await spoolFiles()).toEqual([]);
  });

  it("leaves a message that another mailer of the same process is sending to it, even while that one waits", async () => {
    const first = createMailSpool(spool, { key });
    const second = createMailSpool(spool, { key });
    await first.keep(Buffer.from("Subject: un\r\n\r\nun"), new Date(Date.now() - 5000));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const delivered: string[] = [];
    const slowPass = first.flush(
      async (raw) => {
        delivered.push(`first ${raw.toString()}`);
        await held;
      },
      () => false,
    );
    // The first pass holds its claim while the server answers slowly: the second must not take it.
    await expect.poll(() => delivered.length).toBe(1);
    const secondPass = await second.flush(
      async (raw) => {
        delivered.push(`second ${raw.toString()}`);
      },
      () => false,
    );
    release();
    const firstPass = await slowPass;
    expect(delivered).toHaveLength(1);
    expect(secondPass.sent).toEqual([]);
    expect(firstPass.sent).toHaveLength(1);
    expect(await spoolFiles()).toEqual([]);
  });

  it("takes over a message claimed by a process that no longer runs", async () => {
    const port = Number(new URL(await closedSmtpUrl()).port);
    const mailer = mailerOn(port);
    await mailer.send(mail(1));
    const [file] = await spoolFiles();
    await rename(path.join(spool, file!), path.join(spool, `${file}.4194305.envoi`));
    const smtp = await smtpOn(port);
    expect(await mailer.retrySpooled()).toEqual({ sent: 1, refused: 0, left: 0 });
    expect(smtp.messages).toHaveLength(1);
    expect(await spoolFiles()).toEqual([]);
  });

  it("takes over a claim carrying its own pid that it did not make (a container restarted as pid 1)", async () => {
    const port = Number(new URL(await closedSmtpUrl()).port);
    const mailer = mailerOn(port);
    await mailer.send(mail(1));
    const [file] = await spoolFiles();
    await rename(path.join(spool, file!), path.join(spool, `${file}.${process.pid}.envoi`));
    const smtp = await smtpOn(port);
    expect(await mailer.retrySpooled()).toEqual({ sent: 1, refused: 0, left: 0 });
    expect(smtp.messages).toHaveLength(1);
  });

  it("takes over a claim older than the time-out even when its pid runs (reused), not a recent one", async () => {
    const port = Number(new URL(await closedSmtpUrl()).port);
    const mailer = mailerOn(port);
    await mailer.send(mail(1));
    const [file] = await spoolFiles();
    const claim = path.join(spool, `${file}.${process.ppid}.envoi`);
    await rename(path.join(spool, file!), claim);
    const smtp = await smtpOn(port);
    expect(await mailer.retrySpooled()).toEqual({ sent: 0, refused: 0, left: 1 });
    expect(smtp.messages).toHaveLength(0);
    const longAgo = new Date(Date.now() - 11 * 60_000);
    await utimes(claim, longAgo, longAgo);
    expect(await mailer.retrySpooled()).toEqual({ sent: 1, refused: 0, left: 0 });
    expect(smtp.messages).toHaveLength(1);
  });

  it("goes over the spool at once when started, then on its timer", async () => {
    const port = Number(new URL(await closedSmtpUrl()).port);
    const mailer = mailerOn(port);
    await mailer.send(mail(1));
    const smtp = await smtpOn(port);
    const stop = startSpoolRetry(mailer, 150);
    try {
      await expect.poll(() => smtp.messages.length, { timeout: 3000, interval: 20 }).toBe(1);
      await smtp.close();
      servers.splice(servers.indexOf(smtp), 1);
      await mailer.send(mail(2));
      expect(await spoolFiles()).toHaveLength(1);
      const back = await smtpOn(port);
      await expect.poll(() => back.messages.length, { timeout: 3000, interval: 20 }).toBe(1);
      await expect.poll(spoolFiles, { timeout: 1000, interval: 20 }).toEqual([]);
    } finally {
      stop();
    }
  });
});

describe("a spooled file that cannot be decrypted", () => {
  it("is put aside with one French line, and the others are still sent", async () => {
    const port = Number(new URL(await closedSmtpUrl()).port);
    const mailer = mailerOn(port);
    await mailer.send(mail(1));
    const [good] = await spoolFiles();
    const otherKey = path.join(spool, "20200101-000000-0000000a.eml");
    const damaged = path.join(spool, "20200101-000000-0000000b.eml");
    const clear = path.join(spool, "20200101-000000-0000000c.eml");
    await writeFile(
      otherKey,
      sealMail(Buffer.from("Subject: autre clé\r\n\r\nx"), spoolKey("une-autre-cle-secrete-0123")),
    );
    const sealed = sealMail(Buffer.from("Subject: abîmé\r\n\r\nx"), key);
    sealed[sealed.length - 1]! ^= 0xff;
    await writeFile(damaged, sealed);
    await writeFile(clear, "Subject: en clair\r\n\r\nx");
    const smtp = await smtpOn(port);
    lines.length = 0;

    expect(await mailer.retrySpooled()).toEqual({ sent: 1, refused: 0, left: 0 });
    expect(smtp.messages.map((one) => parseMail(one.raw).headers.get("subject"))).toEqual(["Message 1"]);
    expect((await spoolFiles()).sort()).toEqual(
      [otherKey, damaged, clear].map((file) => `${path.basename(file)}${UNREADABLE_SUFFIX}`).sort(),
    );
    const unreadable = lines.filter((line) => line.includes("illisible"));
    expect(unreadable).toHaveLength(3);
    expect(unreadable[0]).toContain("mis de côté");
    expect(lines).toContainEqual(expect.stringContaining(`${good} renvoyé par SMTP`));

    lines.length = 0;
    expect(await mailer.retrySpooled()).toEqual({ sent: 0, refused: 0, left: 0 });
    expect(lines).toEqual([]);
  });

  it("a spool written with another MAIL_SPOOL_SECRET is not sent", async () => {
    const port = Number(new URL(await closedSmtpUrl()).port);
    await createMailer({
      from: MAIL_FROM,
      to: MAIL_TO,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      outboxDir: outbox,
      spoolSecret: "le-secret-d-avant-0123456789",
      log: () => undefined,
    }).send(mail(1));
    const smtp = await smtpOn(port);
    expect(await mailerOn(port).retrySpooled()).toEqual({ sent: 0, refused: 0, left: 0 });
    expect(smtp.messages).toHaveLength(0);
    expect(await spoolFiles()).toEqual([expect.stringMatching(/\.eml\.illisible$/)]);
  });
});

describe("the schedule of new attempts", () => {
  it("reads when a message was kept from its name", () => {
    expect(keptAt("20260601-120000-0a1b2c3d.eml")).toBe(Date.UTC(2026, 5, 1, 12, 0, 0));
    expect(keptAt("autre.eml")).toBeUndefined();
  });

  it("waits as long as the message has already waited, between a minute and an hour", () => {
    const kept = Date.UTC(2026, 5, 1, 12, 0, 0);
    const name = "20260601-120000-0a1b2c3d.eml";
    expect(nextAttempt(name, kept + 10_000) - (kept + 10_000)).toBe(60_000);
    expect(nextAttempt(name, kept + 5 * 60_000) - (kept + 5 * 60_000)).toBe(5 * 60_000);
    expect(nextAttempt(name, kept + 20 * 60_000) - (kept + 20 * 60_000)).toBe(20 * 60_000);
    expect(nextAttempt(name, kept + 5 * 3_600_000) - (kept + 5 * 3_600_000)).toBe(3_600_000);
  });
});

describe("a message being sent", () => {
  it("is kept sealed under this process's claim while it is sent, never taken by a pass, and deleted once sent", async () => {
    const smtp = await startSmtpServer({ delayMs: 500 });
    servers.push(smtp);
    const mailer = mailerOn(smtp.port);
    const other = createMailSpool(spool, { key });
    // The server's answer is awaited: meanwhile, what is on disk, and what a pass does with it.
    const sending = mailer.send({ ...mail(3), text: `Texte numéro 3 ${MARKER}` });
    // The claim is written under a temporary name, then renamed: the poll waits for the name it keeps.
    const claim = new RegExp(`^\\d{8}-\\d{6}-[0-9a-f]{8}\\.eml\\.${process.pid}\\.envoi$`);
    await expect.poll(() => spoolFiles(), { interval: 20 }).toEqual([expect.stringMatching(claim)]);
    const passDuring = await other.flush(
      async () => {},
      () => false,
    );
    expect(await sending).toMatchObject({ via: "smtp" });
    expect(passDuring.sent).toEqual([]);
    expect(smtp.messages).toHaveLength(1);
    expect(await spoolFiles()).toEqual([]);
  });

  it("held, then released when the server cannot take it, waits as a kept message; forgotten, leaves nothing", async () => {
    const held = createMailSpool(spool, { key });
    const first = await held.hold(Buffer.from(`Subject: un\r\n\r\n${MARKER}`), new Date());
    const [claim] = await spoolFiles();
    expect(claim).toMatch(/\.envoi$/);
    expect((await readFile(path.join(spool, claim!))).toString("latin1")).not.toContain(MARKER);
    expect(
      await held.flush(
        async () => {},
        () => false,
      ),
    ).toMatchObject({ sent: [], left: 1 });
    const waiting = await first.release();
    expect(await spoolFiles()).toEqual([path.basename(waiting)]);
    expect((await opened(waiting)).toString("latin1")).toContain(MARKER);

    const second = await held.hold(Buffer.from("Subject: deux\r\n\r\ndeux"), new Date());
    await second.forget();
    expect(await spoolFiles()).toEqual([path.basename(waiting)]);
  });

  it("a stopped spool claims no other message: the one being sent is sent, the others wait", async () => {
    const spooled = createMailSpool(spool, { key });
    for (const n of [1, 2, 3])
      await spooled.keep(Buffer.from(`Subject: ${n}\r\n\r\n${n}`), new Date(Date.now() - 5000 + n));
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const delivered: string[] = [];
    const pass = spooled.flush(
      async (raw) => {
        delivered.push(raw.toString());
        await slow;
      },
      () => false,
    );
    await expect.poll(() => delivered.length).toBe(1);
    let stopped = false;
    const stopping = spooled.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect((await pass).sent).toHaveLength(1);
    expect(delivered).toHaveLength(1);
    expect((await spoolFiles()).filter((file) => file.endsWith(".eml"))).toHaveLength(2);
  });
});
