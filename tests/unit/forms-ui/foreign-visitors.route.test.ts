import { beforeAll, describe, expect, it } from "vitest";
import { loadHandler, type Handler } from "../../support/build";
import { validContact, validSurvey } from "../../support/forms";
import { tempOutbox, watchOutbox } from "../../support/outbox";
import { post } from "../../support/requests";

/**
 * A visitor from abroad through the production build (decision 141): the brokers' mail gives the
 * number as the world dials it (E.164) and the postcode as the visitor's country writes it, whatever
 * was typed; a refused form gives the visitor's values back as typed.
 */
let site: Handler;
let outbox: string;

beforeAll(async () => {
  outbox = tempOutbox();
  site = await loadHandler({ OUTBOX_DIR: outbox });
});

const london = {
  ...validContact,
  preferredTitle: "Monsieur",
  name: "John",
  lastName: "Smith",
  email: "john.smith@example.co.uk",
  phone: "020 7946 0958",
  address: "10 Downing Street",
  postalCode: "sw1a2aa",
  city: "London",
  country: "GB",
  message: "Hello, is the flat still available?",
  link: "/en/annonces",
};

describe("a visitor from London", () => {
  it("contact: the mail gives +442079460958 and SW1A 2AA in the United Kingdom", async () => {
    const arrived = watchOutbox(outbox);
    const answer = await site(post("/en/contact?ref=RLM-1047", { ...london, jeton: "token-london-contact-1" }));
    expect(answer.status).toBe(302);
    const mails = arrived();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/^Téléphone\s:\s+\+442079460958$/m);
    expect(mails[0]).toMatch(/^NPA\s:\s+SW1A 2AA$/m);
    expect(mails[0]).toContain("Royaume-Uni (GB)");
    expect(mails[0]).not.toContain("020 7946 0958");
  });

  it("contact refused: the values come back as typed, the messages in English", async () => {
    const arrived = watchOutbox(outbox);
    const answer = await site(
      post("/en/contact", { ...london, postalCode: "1870", phone: "079 123 45 67", jeton: "token-london-contact-2" }),
    );
    expect(answer.status).toBe(400);
    const html = await answer.text();
    expect(html).toContain('value="079 123 45 67"');
    expect(html).toContain('value="1870"');
    expect(html).toContain("Please enter a postcode in the format used in the United Kingdom (e.g. SW1A 2AA).");
    expect(html).toContain("(United Kingdom, +44)");
    expect(arrived()).toHaveLength(0);
  });

  it("survey: a number with its country code reaches the mail in E.164", async () => {
    const arrived = watchOutbox(outbox);
    const answer = await site(
      post("/en/formulaire-satisfaction", {
        ...validSurvey,
        emailAdress: "john.smith@example.co.uk",
        phoneNumber: "+44 20 7946 0958",
        jeton: "token-london-survey-1",
      }),
    );
    expect(answer.status).toBe(302);
    const mails = arrived();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/^Téléphone\s:\s+\+442079460958$/m);
  });
});
