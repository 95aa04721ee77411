import { randomUUID } from "node:crypto";
import { randomBytes } from "node:crypto";
import { request as httpRequest } from "node:http";
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_MAIL_SPOOL_SECRET } from "@rli/upstream/env";
import { SPOOL_FOLDER } from "@rli/upstream/mail/mailer.server";
import { openMail, spoolKey } from "@rli/upstream/mail/spool-cipher";
import { startSmtpServer, type TestSmtpServer } from "../../packages/upstream/tests/support/smtp";
import { dossierForm, RENT_REF } from "../support/dossiers";
import { withHoneypot } from "../support/honeypot";
import { startSite, type SiteProcess } from "../support/site-process";

/**
 * A rental application and its documents through the production server, its embedded upstream
 * and a real SMTP server (issue: "nothing kept"). Each dossier carries a PDF with a random marker:
 * once the mail server has taken it, no file written under the project, var/ or the temporary
 * folder since the test began holds the marker, in clear or base64; while the mail server is
 * down, the dossier waits encrypted (no byte of the document or of the applicant in clear) and
 * is delivered, then deleted, when the server is back. The broker's mail is read with mailparser.
 */

const started = Date.now();
const projectRoot = process.cwd();
const skipped = new Set(["node_modules", ".git"]);

let outbox: string;
let spool: string;
let smtpPort: number;
let site: SiteProcess | undefined;
let smtp: TestSmtpServer | undefined;

function pdfWith(marker: string): Buffer {
  return Buffer.from(`%PDF-1.4\n% ${marker}\n1 0 obj\n<< /Marker (${marker}) >>\nendobj\n%%EOF\n`);
}

/** The marker as it could appear in a file: in clear, or inside a base64 text at any alignment. */
function forms(marker: string): string[] {
  const variants = [marker];
  for (let shift = 0; shift < 3; shift += 1) {
    const encoded = Buffer.concat([Buffer.alloc(shift), Buffer.from(marker)]).toString("base64");
    variants.push(encoded.slice(4, -4));
  }
  return variants;
}

/** Files written since the test began, under `root`, that hold one of `needles` (line breaks ignored). */
async function filesHolding(root: string, needles: string[]): Promise<string[]> {
  const found: string[] = [];
  const walk = async (folder: string): Promise<void> => {
    const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        // The project may sit in the temporary folder (a clone in /tmp): it is searched once, as itself.
        if (!skipped.has(entry.name) && (root === projectRoot || full !== projectRoot)) await walk(full);
        continue;
      }
      if (!entry.isFile()) continue;
      const info = await stat(full).catch(() => undefined);
      if (!info || info.mtimeMs < started - 1000 || info.size > 64 * 1024 * 1024) continue;
      const text = (await readFile(full).catch(() => Buffer.alloc(0))).toString("latin1").replace(/\r?\n/g, "");
      if (needles.some((needle) => text.includes(needle))) found.push(full);
    }
  };
  await walk(root);
  return found;
}

async function everywhereHolding(marker: string): Promise<string[]> {
  const needles = forms(marker);
  const roots = [projectRoot, tmpdir()];
  return (await Promise.all(roots.map((root) => filesHolding(root, needles)))).flat();
}

/** A dossier as a browser without scripts posts it: the fields, two PDFs and a photo of a pay slip. */
async function sendDossier(email: string, marker: string) {
  const photo = await sharp({ create: { width: 120, height: 80, channels: 3, background: "#eee" } })
    .withExif({ IFD0: { Artist: "GPS 46.46N 6.84E" } })
    .jpeg()
    .toBuffer();
  const form = dossierForm(email, [
    { field: "identite", name: "carte.pdf", bytes: pdfWith(marker), type: "application/pdf" },
    { field: "poursuites", name: "extrait.pdf", bytes: pdfWith(marker), type: "application/pdf" },
    { field: "salaires", name: "IMG_2041.JPG", bytes: photo, type: "image/jpeg" },
  ]);
  const response = await fetch(`${site!.origin}/candidature?ref=${RENT_REF}`, {
    method: "POST",
    headers: { Origin: site!.origin },
    body: form,
    redirect: "manual",
  });
  return response;
}

function siteEnv() {
  return { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, OUTBOX_DIR: outbox };
}

const spooled = async () => (await readdir(spool).catch(() => [])).filter((file) => file.endsWith(".eml"));

beforeAll(async () => {
  await mkdir("var/test-outbox", { recursive: true });
  outbox = path.resolve(await mkdtemp("var/test-outbox/candidature-"));
  spool = path.join(outbox, SPOOL_FOLDER);
  smtp = await startSmtpServer();
  smtpPort = smtp.port;
  site = await startSite(siteEnv());
}, 60_000);

afterAll(async () => {
  await site?.stop();
  await smtp?.close();
  await rm(outbox, { recursive: true, force: true });
});

describe("a rental application, nothing kept", () => {
  it("reaches the brokers as one mail with its documents, then no file holds them", async () => {
    const marker = randomBytes(24).toString("hex");
    const response = await sendDossier("claire.smtp@example.ch", marker);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/candidature-envoyee?formulaire=envoye");
    expect(smtp!.messages).toHaveLength(1);

    const mail = await simpleParser(smtp!.messages[0]!.bytes);
    expect(mail.subject).toMatch(new RegExp(`^Dossier de candidature – ${RENT_REF} – `));
    expect(mail.replyTo?.text).toContain("claire.smtp@example.ch");
    expect(mail.text).toContain("Hôpital Riviera-Chablais");
    expect(mail.html).toMatch(/<table/);
    const attached = mail.attachments.map((file) => [file.filename, file.contentType]);
    expect(attached).toEqual(
      expect.arrayContaining([
        [expect.stringMatching(/carte\.pdf$/), "application/pdf"],
        [expect.stringMatching(/extrait\.pdf$/), "application/pdf"],
        [expect.stringMatching(/IMG_2041\.jpg$/), "image/jpeg"],
      ]),
    );
    expect(mail.attachments).toHaveLength(3);
    const card = mail.attachments.find((file) => file.filename?.endsWith("carte.pdf"))!;
    expect(card.content.equals(pdfWith(marker))).toBe(true);
    const photo = mail.attachments.find((file) => file.contentType === "image/jpeg")!;
    expect((await sharp(photo.content).metadata()).exif).toBeUndefined();
    expect(photo.content.includes(Buffer.from("GPS"))).toBe(false);

    expect(await spooled()).toEqual([]);
    expect(await everywhereHolding(marker)).toEqual([]);
    expect(site!.alive()).toBe(true);

    // The search finds a document where it is: the mail as an .eml would hold it, base64 in lines.
    const control = path.join(outbox, "controle.eml");
    await writeFile(control, pdfWith(marker).toString("base64").replace(/.{76}/g, "$&\r\n"));
    expect(await everywhereHolding(marker)).toEqual([control]);
    await rm(control);
  }, 60_000);

  it("waits encrypted while the mail server is down, and is delivered and deleted when it is back", async () => {
    await smtp!.close();
    const marker = randomBytes(24).toString("hex");
    const response = await sendDossier("claire.panne@example.ch", marker);
    expect(response.status).toBe(303);
    const files = await spooled();
    expect(files).toHaveLength(1);
    const sealed = await readFile(path.join(spool, files[0]!));
    const sealedText = sealed.toString("latin1");
    for (const needle of [...forms(marker), "claire.panne@example.ch", "Dubœuf", "Riviera-Chablais", "%PDF"]) {
      expect(sealedText).not.toContain(needle);
    }
    expect(await everywhereHolding(marker)).toEqual([]);
    const inClear = openMail(sealed, spoolKey(DEV_MAIL_SPOOL_SECRET)).toString("latin1");
    expect(inClear).toContain("claire.panne@example.ch");
    // The log names the waiting message by its id, not by its subject (the applicant's name).
    // Waited for: the journal crosses a pipe, and may arrive after the answer.
    await site!.waitForLog(/\[mail\] <[^>]+> mis en attente dans /);
    expect(site!.log()).not.toMatch(/Dubœuf|claire\.panne|Claire/);

    await site!.stop();
    smtp = await startSmtpServer({ port: smtpPort });
    site = await startSite(siteEnv());
    await expect.poll(() => smtp!.messages.length, { timeout: 20_000, interval: 100 }).toBe(1);
    await expect.poll(spooled, { timeout: 5000, interval: 100 }).toEqual([]);
    const mail = await simpleParser(smtp!.messages[0]!.bytes);
    expect(mail.attachments.map((file) => file.contentType).sort()).toEqual([
      "application/pdf",
      "application/pdf",
      "image/jpeg",
    ]);
    expect(await everywhereHolding(marker)).toEqual([]);
  }, 90_000);
});

/**
 * A body of `megabytes` sent in chunks, declared (`Content-Length`) or not (chunked), as a script
 * could send it: the status the server answered, and how much had been sent when it answered.
 */
function streamedPost(
  url: string,
  origin: string,
  megabytes: number,
  declared: boolean,
): Promise<{ status: number; body: string; sentMb: number }> {
  const boundary = "----borne";
  // The trap and the one-time token first, as the page draws them: the file is read only after them.
  const fields = Object.entries(withHoneypot({ jeton: randomUUID() }))
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join("");
  const head = Buffer.from(
    `${fields}--${boundary}\r\nContent-Disposition: form-data; name="identite"; filename="gros.pdf"\r\n\r\n%PDF-`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const total = megabytes * 1024 * 1024;
  return new Promise((resolve, reject) => {
    let sent = 0;
    const chunk = Buffer.alloc(64 * 1024, 0x41);
    const post = httpRequest(url, {
      method: "POST",
      headers: {
        Origin: origin,
        "Content-Type": `multipart/form-data; boundary=${boundary}`,
        ...(declared
          ? { "Content-Length": String(head.length + total + tail.length) }
          : { "Transfer-Encoding": "chunked" }),
      },
    });
    post.on("response", (response) => {
      let body = "";
      response.setEncoding("utf8").on("data", (text: string) => (body += text));
      response.on("end", () => {
        post.destroy();
        resolve({ status: response.statusCode ?? 0, body, sentMb: sent / (1024 * 1024) });
      });
    });
    post.on("error", (error) => (sent > 0 ? undefined : reject(error)));
    post.write(head);
    const pump = () => {
      while (sent < total && !post.destroyed) {
        sent += chunk.length;
        if (!post.write(chunk)) return void post.once("drain", pump);
      }
      if (!post.destroyed) post.end(tail);
    };
    pump();
  });
}

describe("bad input through the server", () => {
  it("cuts a file over its bound as the body streams in, the process up and its memory bounded", async () => {
    const url = `${site!.origin}/candidature?ref=${RENT_REF}`;
    const before = site!.rss();
    // 20 MB declared, within the form's bound: read until the file passes its 5 MB, then refused.
    const cut = await streamedPost(url, site!.origin, 20, true);
    expect(cut.status).toBe(413);
    expect(cut.body).toContain("Ce fichier dépasse 5 Mo.");
    expect(cut.sentMb).toBeLessThan(20);
    // 100 MB with no declared length: refused before anything is read.
    const chunked = await streamedPost(url, site!.origin, 100, false);
    expect(chunked.status).toBe(411);
    expect(chunked.body).toContain("La taille des données envoyées doit être indiquée.");
    expect(chunked.sentMb).toBeLessThan(100);
    expect(site!.alive()).toBe(true);
    expect(site!.rss() - before).toBeLessThan(80 * 1024 * 1024);
    expect((await site!.get(`/candidature?ref=${RENT_REF}`)).status).toBe(200);
  }, 60_000);

  it("refuses a declared 100 MB body before reading it, and a post without Origin", async () => {
    const declared = await fetch(`${site!.origin}/candidature?ref=${RENT_REF}`, {
      method: "POST",
      headers: {
        Origin: site!.origin,
        "Content-Type": "multipart/form-data; boundary=x",
        "Content-Length": String(100 * 1024 * 1024),
      },
      body: "--x--",
    }).catch((error: Error) => error);
    if (!(declared instanceof Error)) {
      expect(declared.status).toBe(413);
      expect(await declared.text()).toContain("Envoi trop volumineux");
    }
    const form = new FormData();
    form.append("email", "claire@example.ch");
    const anonymous = await fetch(`${site!.origin}/candidature?ref=${RENT_REF}`, { method: "POST", body: form });
    expect(anonymous.status).toBe(403);
    expect(await anonymous.text()).toContain("Demande refusée");
    expect(site!.alive()).toBe(true);
  });
});
