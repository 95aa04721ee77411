import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { applicant } from "../../../packages/upstream/tests/support/form-requests";
import { startSmtpServer, type TestSmtpServer } from "../../../packages/upstream/tests/support/smtp";
import { fixtureIndex } from "../../../packages/upstream/tests/support/upstream";
import { loadHandler, ORIGIN, type Handler } from "../../support/build";
import { validContact, validSurvey, valuationSteps } from "../../support/forms";
import { withHoneypot } from "../../support/honeypot";
import { tempOutbox } from "../../support/outbox";
import { cookiesOf, post } from "../../support/requests";

/**
 * The SMTP relay refuses the message for good (550 to a contact request, 552 to a dossier) while the
 * visitor waits: every form says, in the page's language, that the message could not be delivered,
 * with the agency's phone number and e-mail, keeps what was typed, and answers 502; nothing is counted
 * against the visitor's allowance; the message is kept in `refuse/` for the agency. A real SMTP server
 * on 127.0.0.1, the built site in this process.
 */

const NOT_DELIVERED = {
  fr: "Votre message n&#x27;a pas pu être remis à l&#x27;agence. Merci de nous appeler au +41 24 471 20 01 ou de nous écrire à info@rhone-leman-immobilier.ch.",
  de: "Ihre Nachricht konnte dem Immobilienbüro nicht zugestellt werden. Bitte rufen Sie uns unter +41 24 471 20 01 an oder schreiben Sie uns an info@rhone-leman-immobilier.ch.",
  en: "Your message could not be delivered to the agency. Please call us on +41 24 471 20 01 or write to us at info@rhone-leman-immobilier.ch.",
};

const outbox = tempOutbox();
let relay: TestSmtpServer;
let site: Handler;
/** Whether the relay refuses what it is sent. */
const relayRule = { refuse: true };

const rent = [...fixtureIndex().listingsByRef.values()]
  .map((entry) => entry.property)
  .find((property) => property.type === "rent" && property.status === "active" && !property.promotionRef)!;
const pdf = Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n");
const moveIn = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
const application = { ...applicant, income: "92'000", adults: "2", children: "1", moveIn, rgpd: "on" };
/** A general request (the fixtures' inventory has no RLM-1047). */
const contact: Record<string, string> = { ...validContact, ref: "", link: "/contact" };

beforeAll(async () => {
  relay = await startSmtpServer({
    refuse: () => relayRule.refuse,
    // A dossier (documents attached) is "too large" (552), any other message refused (550).
    code: (bytes) => (bytes.includes("Content-Disposition: attachment") ? 552 : 550),
  });
  site = await loadHandler({
    SMTP_URL: relay.url,
    OUTBOX_DIR: outbox,
    CATALOGUE_FILE: "tests/fixtures/api/inventory.json",
    RATE_LIMIT_MAX: "2",
    RATE_LIMIT_WINDOW_S: "600",
    APPLICATION_LIMIT_PER_HOUR: "2",
  });
});

afterAll(async () => {
  await relay.close();
  rmSync(outbox, { recursive: true, force: true });
});

beforeEach(() => {
  relayRule.refuse = true;
});

const refusedReasons = () =>
  readdirSync(join(outbox, "refuse"))
    .filter((file) => file.endsWith(".txt"))
    .map((file) => readFileSync(join(outbox, "refuse", file), "utf8"));
const refusedKept = () => readdirSync(join(outbox, "refuse")).filter((file) => file.endsWith(".eml")).length;

function multipart(values: Record<string, string>, address: string): Request {
  const form = new FormData();
  for (const [name, value] of Object.entries(withHoneypot({ jeton: randomUUID(), ...values }, 10_000))) {
    form.append(name, value);
  }
  for (const field of ["identite", "poursuites"]) {
    form.append(field, new Blob([pdf], { type: "application/pdf" }), `${field}.pdf`);
  }
  return new Request(`${ORIGIN}${address}?ref=${encodeURIComponent(rent.ref)}`, {
    method: "POST",
    headers: { Origin: ORIGIN, Host: new URL(ORIGIN).host },
    body: form,
  });
}

describe("a message the relay refuses for good", () => {
  it("contact, without scripts: 502, the agency's phone and e-mail, every value kept, the copy kept", async () => {
    const response = await site(post("/contact", { ...contact, jeton: randomUUID() }), "198.51.100.10");
    expect(response.status).toBe(502);
    const html = await response.text();
    expect(html).toContain(NOT_DELIVERED.fr);
    expect(html).toContain('role="alert"');
    for (const field of ["name", "lastName", "email", "phone", "address"]) {
      expect(html).toContain(`value="${contact[field]}"`);
    }
    expect(html).toContain(contact.message);
    expect(relay.messages).toEqual([]);
    expect(refusedKept()).toBe(1);
  });

  it("contact, in the window with scripts (a fetcher's post), in German and English", async () => {
    for (const language of ["de", "en"] as const) {
      const response = await site(
        post(`/${language}/contact.data`, { ...contact, link: `/${language}/contact`, jeton: randomUUID() }),
        `198.51.100.1${language === "de" ? 1 : 2}`,
      );
      expect(response.status, language).toBe(502);
      const body = await response.text();
      expect(body).toContain(NOT_DELIVERED[language]);
      expect(body).not.toContain("Votre message");
      expect(body).toContain(contact.message);
    }
  });

  it("three refusals in a row are not counted against the visitor: no 429, and a sent message still counts", async () => {
    const address = "198.51.100.20";
    const email = "trois.refus@example.ch";
    for (let n = 0; n < 3; n += 1) {
      const response = await site(post("/contact", { ...contact, email, jeton: randomUUID() }), address);
      expect(response.status, `refusal ${n + 1}`).toBe(502);
    }
    relayRule.refuse = false;
    // The allowance is two messages in ten minutes: both still there, then the third is refused.
    for (let n = 0; n < 2; n += 1) {
      const response = await site(post("/contact", { ...contact, email, jeton: randomUUID() }), address);
      expect(response.status, `sent ${n + 1}`).toBe(302);
    }
    expect((await site(post("/contact", { ...contact, email, jeton: randomUUID() }), address)).status).toBe(429);
  });

  it("the satisfaction survey", async () => {
    const response = await site(post("/formulaire-satisfaction", validSurvey), "198.51.100.30");
    expect(response.status).toBe(502);
    const html = await response.text();
    expect(html).toContain(NOT_DELIVERED.fr);
    expect(html).toContain("Un suivi impeccable, merci !");
  });

  it("the valuation wizard's last step, its answers kept", async () => {
    const address = "198.51.100.40";
    let cookie = "";
    for (const [index, fields] of valuationSteps.slice(0, 3).entries()) {
      const response = await site(post(`/estimation-bien-immobilier?etape=${index + 1}`, fields, cookie), address);
      expect(response.status).toBe(302);
      cookie = cookiesOf(response.headers, cookie);
    }
    const response = await site(post("/estimation-bien-immobilier?etape=4", valuationSteps[3], cookie), address);
    expect(response.status).toBe(502);
    const html = await response.text();
    expect(html).toContain(NOT_DELIVERED.fr);
    expect(html).toContain('value="sophie.rey@example.ch"');
  });

  it("the rental application without scripts: the typed values kept, the documents to be chosen again", async () => {
    const response = await site(multipart(application, "/candidature"), "198.51.100.50");
    expect(response.status).toBe(502);
    const html = await response.text();
    expect(html).toContain(NOT_DELIVERED.fr);
    expect(html).toContain(`value="${applicant.email}"`);
    expect(html).toContain(`value="${applicant.employer}"`);
    expect(html).toContain("choisissez à nouveau vos documents");
    expect(refusedReasons()).toContainEqual(expect.stringContaining("552"));
  });

  it("the rental application through the page's script (its upload address), in English, three times without a 429", async () => {
    // The application's own hourly allowance (2 here) is given back as well as the forms' one.
    for (let n = 0; n < 3; n += 1) {
      const response = await site(multipart(application, "/en/candidature/envoi"), "198.51.100.51");
      expect(response.status, `try ${n + 1}`).toBe(502);
      const reply = (await response.json()) as { location?: string; result?: { error?: Record<string, string[]> } };
      expect(reply.location).toBeUndefined();
      expect(reply.result?.error?.[""]).toEqual([NOT_DELIVERED.en]);
    }
  });
});
