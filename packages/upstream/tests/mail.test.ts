import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createMailer, SPOOL_FOLDER } from "@rli/upstream/mail/mailer.server";
import { messages } from "@rli/contract/forms/messages";
import { htmlPart, parseMail, textPart } from "./support/mime";
import { contactRequest } from "./support/form-requests";
import { closedSmtpUrl, startSmtpServer, type TestSmtpServer } from "./support/smtp";
import { fixtureUpstream } from "./support/upstream";

const MAIL_TO = "courtiers@rhone-leman-immobilier.ch";
const MAIL_FROM = "site@rhone-leman-immobilier.ch";

function post(handler: (request: Request) => Promise<Response>, path: string, body: unknown) {
  return handler(
    new Request(`http://upstream.test/api${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
  );
}

const quiet = () => undefined;
let smtp: TestSmtpServer;
let outbox: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
});

afterAll(async () => {
  await smtp.close();
});

afterEach(async () => {
  smtp.messages.length = 0;
  if (outbox) await rm(outbox, { recursive: true, force: true });
});

async function newOutbox() {
  outbox = await mkdtemp(path.join(tmpdir(), "outbox-"));
  return outbox;
}

describe("forms forwarded through SMTP", () => {
  const handler = () =>
    fixtureUpstream(createMailer({ from: MAIL_FROM, to: MAIL_TO, smtpUrl: smtp.url, outboxDir: outbox, log: quiet }));

  it("delivers one clear French message for a valid contact request", async () => {
    await newOutbox();
    const response = await post(handler(), "/contact", contactRequest);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { sent: true } });
    expect(smtp.messages).toHaveLength(1);
    const [received] = smtp.messages;
    expect(received!.from).toBe(MAIL_FROM);
    expect(received!.to).toEqual([MAIL_TO]);

    const mail = parseMail(received!.raw);
    expect(mail.headers.get("subject")).toBe("Demande de contact – RLM-1001 – Appartement 3½ pièces à Monthey");
    expect(mail.headers.get("reply-to")).toBe("Camille Rey <camille.rey@example.ch>");
    expect(mail.headers.get("to")).toBe(MAIL_TO);

    const text = textPart(mail);
    for (const line of [
      /Référence\s*:\s+RLM-1001/,
      /Adresse\s*:\s+Rue du Bourg 1, 1870 Monthey/,
      /Annonce\s*:\s+https:\/\/www\.rhone-leman-immobilier\.ch\/vente\/appartement\/monthey-1870\/rlm-1001/,
      /Civilité\s*:\s+Madame/,
      /Prénom\s*:\s+Camille/,
      /Nom\s*:\s+Rey/,
      /E-mail\s*:\s+camille\.rey@example\.ch/,
      /Téléphone\s*:\s+\+41244711234/,
      /NPA\s*:\s+1870/,
      /Pays\s*:\s+Suisse \(CH\)/,
      /Je souhaite visiter <b>ce bien<\/b>\./,
    ]) {
      expect(text).toMatch(line);
    }
    const html = htmlPart(mail);
    expect(html).toContain("Je souhaite visiter &lt;b&gt;ce bien&lt;/b&gt;.");
    expect(html).not.toContain("<b>ce bien</b>");
  });

  it("sends nothing and answers per-field French messages for an invalid request", async () => {
    await newOutbox();
    const response = await post(handler(), "/contact", {
      ...contactRequest,
      email: "camille@",
      phone: "12",
      rgpd: false,
      city: "",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      data: { sent: false },
      errors: {
        email: [messages.email],
        phone: [messages.phone],
        city: [messages.required],
        rgpd: [messages.checkbox],
      },
    });
    expect(smtp.messages).toHaveLength(0);
  });

  it("never lets a line break in a name reach the headers", async () => {
    await newOutbox();
    const response = await post(handler(), "/contact", {
      ...contactRequest,
      ref: undefined,
      name: "Camille\r\nBcc: victim@example.com",
      lastName: "Rey\nX-Injected: 1",
    });
    expect(response.status).toBe(200);
    expect(smtp.messages).toHaveLength(1);
    const received = smtp.messages[0]!;
    expect(received.to).toEqual([MAIL_TO]);
    const mail = parseMail(received.raw);
    expect(mail.headers.has("bcc")).toBe(false);
    expect(mail.headers.has("x-injected")).toBe(false);
    expect(mail.rawHeaders).not.toMatch(/^Bcc:/im);
    expect(mail.headers.get("subject")).toBe("Demande de contact – Camille Bcc: victim@example.com Rey X-Injected: 1");
    expect(mail.headers.get("reply-to")).toContain("<camille.rey@example.ch>");
  });

  it("forwards the valuation and the satisfaction survey with labelled fields", async () => {
    await newOutbox();
    const valuation = await post(handler(), "/contact/sell", {
      type: "Maison jumelée",
      livingArea: "140",
      terrainArea: "650",
      rooms: "5.5",
      bathrooms: "2",
      constructionYear: "1987",
      state: "Bon état",
      garage: "on",
      city: "Collombey",
      postalCode: "1868",
      title: "Monsieur",
      lastName: "Berthoud",
      name: "Paul",
      email: "paul@example.ch",
      motive: "Vendre",
      rgpd: "on",
    });
    expect(valuation.status).toBe(200);
    const survey = await post(handler(), "/contact/satisfaction", {
      type: "Appartement",
      globalSatisfaction: "Très satisfait",
      communicationWithAgent: "Bonne",
      agentSkills: "Compétent",
      marketingSupportsSatisfaction: "Très bonne",
      wouldYouRecommend: false,
      description: "Vente rapide.",
      rgpd: true,
    });
    expect(survey.status).toBe(200);
    expect(smtp.messages).toHaveLength(2);
    const valuationMail = parseMail(smtp.messages[0]!.raw);
    expect(valuationMail.headers.get("subject")).toBe("Demande d'estimation – Maison jumelée à 1868 Collombey");
    expect(textPart(valuationMail)).toMatch(/Nombre de pièces\s*:\s+5½/);
    expect(textPart(valuationMail)).toMatch(/Garage\s*:\s+Oui/);
    expect(textPart(valuationMail)).toMatch(/Place de parc\s*:\s+Non/);
    const surveyMail = parseMail(smtp.messages[1]!.raw);
    expect(surveyMail.headers.get("subject")).toBe("Formulaire de satisfaction – Très satisfait");
    expect(surveyMail.headers.has("reply-to")).toBe(false);
    expect(textPart(surveyMail)).toMatch(/Recommanderait l'agence\s*:\s+Non/);
  });

  it("keeps the message in the spool and answers sent: true when SMTP is down (tests/unit/mail-spool)", async () => {
    await newOutbox();
    const down = fixtureUpstream(
      createMailer({ from: MAIL_FROM, to: MAIL_TO, smtpUrl: await closedSmtpUrl(), outboxDir: outbox, log: quiet }),
    );
    const response = await post(down, "/contact", contactRequest);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { sent: true } });
    expect(await readdir(outbox)).toEqual([SPOOL_FOLDER]);
    expect(await readdir(path.join(outbox, SPOOL_FOLDER))).toEqual([expect.stringMatching(/\.eml$/)]);
  });
});

describe("forms written to the outbox without SMTP", () => {
  it("writes one .eml file and one log line", async () => {
    const dir = path.join(await newOutbox(), "nested");
    const lines: string[] = [];
    const handler = fixtureUpstream(
      createMailer({
        from: MAIL_FROM,
        to: MAIL_TO,
        outboxDir: dir,
        log: (line) => lines.push(line),
        now: () => new Date("2025-06-01T10:20:30Z"),
      }),
    );
    const response = await post(handler, "/contact", contactRequest);
    expect(response.status).toBe(200);
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^20250601-102030-[0-9a-f]{8}\.eml$/);
    const mail = parseMail(await readFile(path.join(dir, files[0]!), "utf8"));
    expect(mail.headers.get("subject")).toBe("Demande de contact – RLM-1001 – Appartement 3½ pièces à Monthey");
    expect(mail.headers.get("reply-to")).toBe("Camille Rey <camille.rey@example.ch>");
    expect(textPart(mail)).toMatch(/Prénom\s*:\s+Camille/);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(files[0]);
  });
});
