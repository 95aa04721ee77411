import { beforeAll, describe, expect, it } from "vitest";
import { loadHandler, type Handler } from "../../support/build";
import { validContact, validSurvey, valuationSteps } from "../../support/forms";
import { tempOutbox, watchOutbox } from "../../support/outbox";
import { cookiesOf, get, post } from "../../support/requests";

/**
 * The forms sent from German and English pages through the production build (decision 114): the
 * answer keeps the page's prefix, the toast and the messages are in its language, and the brokers'
 * mail stays French and names the language the visitor used.
 */
let site: Handler;
let outbox: string;

beforeAll(async () => {
  outbox = tempOutbox();
  site = await loadHandler({ OUTBOX_DIR: outbox });
});

const cases = [
  { language: "de", name: "allemand", sent: "Ihre Anfrage wurde gesendet!", thanks: "Ihre Meinung wurde gesendet!" },
  { language: "en", name: "anglais", sent: "Your enquiry has been sent!", thanks: "Your feedback has been sent!" },
] as const;

describe.each(cases)("the forms of /$language", ({ language, name, sent, thanks }) => {
  const prefix = `/${language}`;
  const address = language === "de" ? "198.51.100.40" : "198.51.100.41";

  it("contact: back to the page it came from, the toast in the page's language, the mail says the language", async () => {
    const arrived = watchOutbox(outbox);
    const fields = {
      ...validContact,
      email: `contact-${language}@example.ch`,
      link: `${prefix}/annonces?contact=RLM-1047`,
      jeton: `token-contact-${language}-languages`,
    };
    const answer = await site(post(`${prefix}/contact?ref=RLM-1047`, fields), address);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe(`${prefix}/annonces`);
    const page = await site(get(`${prefix}/annonces`, cookiesOf(answer.headers)));
    expect(await page.text()).toContain(sent);
    const mail = arrived().join("\n");
    expect(mail).toMatch(new RegExp(`Langue du visiteur :\\s+${name}`));
    expect(mail).toContain("Demande");
  });

  it("contact sent from its own page goes to the home page in the same language", async () => {
    const fields = { ...validContact, email: `home-${language}@example.ch`, link: `${prefix}/contact` };
    const answer = await site(post(`${prefix}/contact`, { ...fields, jeton: `token-home-${language}-languages` }));
    expect(answer.headers.get("Location")).toBe(prefix);
  });

  it("contact with errors: the messages and the error toast in the page's language", async () => {
    const answer = await site(post(`${prefix}/contact`, { email: "claire@", rgpd: "" }), address);
    expect(answer.status).toBe(400);
    const html = await answer.text();
    expect(html).toContain(language === "de" ? "Bitte füllen Sie dieses Feld aus." : "Please fill in this field.");
    expect(html).toContain(language === "de" ? "Das Formular enthält Fehler." : "The form contains errors.");
    expect(html).not.toContain("Veuillez");
  });

  it("valuation: each step under the prefix, the confirmation page in the language, the mail says the language", async () => {
    const arrived = watchOutbox(outbox);
    const step = (n: number) => `${prefix}/estimation-bien-immobilier?etape=${n}`;
    let cookie = "";
    for (const [index, fields] of valuationSteps.slice(0, 3).entries()) {
      const stored = await site(post(step(index + 1), { ...fields, intent: "next" }, cookie), address);
      expect(stored.status).toBe(302);
      expect(stored.headers.get("Location")).toBe(step(index + 2));
      cookie = cookiesOf(stored.headers, cookie);
    }
    const last = { ...valuationSteps[3], email: `valuation-${language}@example.ch`, intent: "next" };
    const answer = await site(post(step(4), { ...last, jeton: `token-valuation-${language}-lang` }, cookie), address);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe(`${prefix}/estimation-bien-immobilier-envoyee?formulaire=envoye`);
    expect(arrived().join("\n")).toMatch(new RegExp(`Langue du visiteur :\\s+${name}`));
  });

  it("a step asked before the earlier ones sends back to the first one, under the prefix", async () => {
    const answer = await site(get(`${prefix}/estimation-bien-immobilier?etape=3`));
    expect(answer.headers.get("Location")).toBe(`${prefix}/estimation-bien-immobilier?etape=1`);
  });

  it("satisfaction: the same page again with the toast in the language, the mail says the language", async () => {
    const arrived = watchOutbox(outbox);
    const fields = {
      ...validSurvey,
      emailAdress: `survey-${language}@example.ch`,
      jeton: `token-survey-${language}-l`,
    };
    const answer = await site(post(`${prefix}/formulaire-satisfaction`, fields), address);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe(`${prefix}/formulaire-satisfaction`);
    const page = await site(get(`${prefix}/formulaire-satisfaction`, cookiesOf(answer.headers)));
    expect(await page.text()).toContain(thanks);
    expect(arrived().join("\n")).toMatch(new RegExp(`Langue du visiteur :\\s+${name}`));
  });
});

it("a French form's mail names French as the visitor's language", async () => {
  const arrived = watchOutbox(outbox);
  const fields = { ...validSurvey, emailAdress: "survey-fr@example.ch", jeton: "token-survey-fr-languages" };
  const answer = await site(post("/formulaire-satisfaction", fields), "198.51.100.42");
  expect(answer.headers.get("Location")).toBe("/formulaire-satisfaction");
  expect(arrived().join("\n")).toMatch(/Langue du visiteur :\s+français/);
});
