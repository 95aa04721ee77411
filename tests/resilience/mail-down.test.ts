import { mkdir, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_MAIL_SPOOL_SECRET } from "@rli/upstream/env";
import { SPOOL_FOLDER } from "@rli/upstream/mail/mailer.server";
import { openMail, spoolKey } from "@rli/upstream/mail/spool-cipher";
import { startSmtpServer, type TestSmtpServer } from "../../packages/upstream/tests/support/smtp";
import { validContact, validSurvey, valuationSteps } from "../support/forms";
import { cookiesOf } from "../support/requests";
import { freePort, startSite, type SiteProcess } from "../support/site-process";

/**
 * Mail server down → nothing lost, through the production server and its embedded upstream:
 * SMTP_URL points at a closed port; the visitor is told the message was sent, each message waits
 * as an encrypted .eml file in OUTBOX_DIR/a-renvoyer (no byte of it in clear; the site runs with
 * DEMO=1, so with the development MAIL_SPOOL_SECRET); the next start of the site, with the mail
 * server back, delivers them unchanged and empties the spool.
 */

const spoolKeyOfSite = spoolKey(DEV_MAIL_SPOOL_SECRET);

/** A spooled message in clear. */
async function opened(file: string): Promise<Buffer> {
  return openMail(await readFile(file), spoolKeyOfSite);
}

let outbox: string;
let spool: string;
let smtpPort: number;
let site: SiteProcess | undefined;
let smtp: TestSmtpServer | undefined;

function siteEnv() {
  return { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, OUTBOX_DIR: outbox };
}

async function spooled(): Promise<string[]> {
  return (await readdir(spool).catch(() => [])).filter((file) => file.endsWith(".eml"));
}

beforeAll(async () => {
  await mkdir("var/test-outbox", { recursive: true });
  outbox = path.resolve(await mkdtemp("var/test-outbox/courrier-en-panne-"));
  spool = path.join(outbox, SPOOL_FOLDER);
  smtpPort = await freePort();
  site = await startSite(siteEnv());
}, 30_000);

afterAll(async () => {
  await site?.stop();
  await smtp?.close();
  await rm(outbox, { recursive: true, force: true });
});

describe("serveur de courrier injoignable", () => {
  it("la demande de contact aboutit et attend dans la file", async () => {
    const page = await site!.post("/contact", validContact);
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/annonces");
    const files = await spooled();
    expect(files).toHaveLength(1);
    const sealed = (await readFile(path.join(spool, files[0]!))).toString("latin1");
    expect(sealed).not.toContain("claire.favre@example.ch");
    expect(sealed).not.toContain("RLM-1047");
    const mail = (await opened(path.join(spool, files[0]!))).toString("latin1");
    expect(mail).toMatch(/^Subject: .*RLM-1047/m);
    expect(mail).toContain("claire.favre@example.ch");
    // Waited for: the journal crosses a pipe, and may arrive after the answer.
    await site!.waitForLog(/mis en attente dans /);
    expect(site!.log()).toContain(`mis en attente dans ${path.join(spool, files[0]!)}`);
  });

  it("le questionnaire de satisfaction aussi", async () => {
    const page = await site!.post("/formulaire-satisfaction", validSurvey);
    expect(page.status).toBe(302);
    expect(await spooled()).toHaveLength(2);
  });

  it("l'estimation aussi", async () => {
    let cookie = "";
    for (const [index, fields] of valuationSteps.entries()) {
      const step = await site!.post(`/estimation-bien-immobilier?etape=${index + 1}`, fields, cookie);
      expect(step.status).toBe(302);
      cookie = cookiesOf(step.headers, cookie);
      if (index === valuationSteps.length - 1) {
        expect(step.headers.get("location")).toBe("/estimation-bien-immobilier-envoyee?formulaire=envoye");
      }
    }
    expect(await spooled()).toHaveLength(3);
    expect(site!.alive()).toBe(true);
  });
});

describe("le serveur de courrier revient", () => {
  it("au démarrage suivant, le site envoie la file telle quelle et la vide", async () => {
    const files = await spooled();
    const waiting = await Promise.all(files.map((file) => opened(path.join(spool, file))));
    await site!.stop();

    smtp = await startSmtpServer({ port: smtpPort });
    const received = () => smtp!.messages.map((message) => message.bytes);

    site = await startSite(siteEnv());
    await expect.poll(() => received().length, { timeout: 10_000, interval: 50 }).toBe(waiting.length);
    await expect.poll(spooled, { timeout: 2000, interval: 50 }).toEqual([]);
    const sorted = (list: Buffer[]) => list.map((bytes) => bytes.toString("latin1")).sort();
    expect(sorted(received())).toEqual(sorted(waiting));
    for (const file of files) {
      await expect
        .poll(() => site!.log(), { timeout: 2000, interval: 50 })
        .toContain(`${path.join(spool, file)} renvoyé par SMTP`);
    }
  });

  it("un nouveau message part directement", async () => {
    const page = await site!.post("/contact", { ...validContact, message: "Un second message." });
    expect(page.status).toBe(302);
    expect(smtp!.messages).toHaveLength(4);
    expect(smtp!.messages[3]!.bytes.toString("latin1")).toContain("Un second message.");
    expect(await spooled()).toEqual([]);
  });
});
