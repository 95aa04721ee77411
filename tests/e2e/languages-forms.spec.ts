import type { Page } from "@playwright/test";
import { messages } from "@rli/contract/forms/messages";
import { contactTexts } from "~/components/contact/Contact.texts";
import { formTexts } from "~/components/forms/forms.texts";
import { wizardTexts } from "~/components/wizard/Wizard.texts";
import { formChoiceTexts } from "~/forms/form-choices.server";
import { privacyNoteTexts } from "~/forms/privacy-note.server";
import { valuationPageTexts } from "~/components/wizard/ValuationMarketing.texts";
import { mailsIn } from "../support/outbox";
import { expect, test } from "./fixtures";

/**
 * The contact form and the valuation wizard in German and in English (decision 114), with scripts
 * on and off: every label, choice and message in the page's language, the answers under the
 * page's prefix, and the brokers' mail, in French, naming the language the visitor used.
 */

const OUTBOX = process.env.E2E_OUTBOX_DIR ?? "var/e2e-outbox";

async function mailWith(marker: string): Promise<string> {
  let found = "";
  await expect.poll(() => (found = mailsIn(OUTBOX).find((text) => text.includes(marker)) ?? "")).not.toBe("");
  return found;
}

function uniqueEmail(name: string): string {
  return `${name}-${test.info().project.name}-${Date.now()}@example.ch`;
}

/** Every French text of the forms' catalogues that the other languages write differently. */
function frenchTexts(): string[] {
  const texts = new Set<string>();
  const translations: string[] = [];
  const walk = (french: unknown, others: unknown[]) => {
    if (typeof french === "string") {
      if (french.length >= 6 && others.every((other) => other !== french)) texts.add(french);
      for (const other of others) if (typeof other === "string") translations.push(other);
      return;
    }
    if (french && typeof french === "object") {
      for (const [key, value] of Object.entries(french)) {
        walk(
          value,
          others.map((other) => (other as Record<string, unknown>)[key]),
        );
      }
    }
  };
  for (const catalogue of [
    formTexts,
    contactTexts,
    wizardTexts,
    formChoiceTexts,
    privacyNoteTexts,
    valuationPageTexts,
  ]) {
    walk(catalogue.fr, [catalogue.de, catalogue.en]);
  }
  for (const message of Object.values(messages)) texts.add(message);
  // A French word that German or English also writes ("Adresse" in "E-Mail-Adresse") is no sign.
  const translated = translations.join(" ");
  return [...texts].filter((french) => !asWord(french).test(translated));
}

/** Matches a text on its own, not inside a longer word ("Maison" is not in "Maisonette", "Adresse" not in "E-Mail-Adresse"). */
function asWord(text: string): RegExp {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(^|[^\\p{L}-])${escaped}($|[^\\p{L}-])`, "u");
}

/** The page's main content (and the contact window over it) holds none of the forms' French texts. */
async function expectNoFrench(page: Page) {
  const text = (await page.locator("main").innerText()).replace(/\s+/g, " ");
  const left = frenchTexts().filter((french) => asWord(french).test(text));
  expect(left, "French texts left on the page").toEqual([]);
}

const languages = [
  {
    language: "de",
    name: "allemand",
    contact: {
      heading: "Kontakt aufnehmen",
      required: "Bitte füllen Sie dieses Feld aus.",
      email: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
      errors: "Das Formular enthält Fehler.",
      sent: "Ihre Anfrage wurde gesendet!",
      labels: {
        title: "Anrede",
        firstName: "Vorname",
        lastName: "Nachname",
        email: "E-Mail",
        address: "Strasse und Nr.",
        postalCode: "PLZ",
        city: "Ort",
        country: "Land",
        message: "Nachricht",
        consent: /Ich akzeptiere die/,
      },
      send: "Senden",
      switzerland: "Schweiz",
    },
    valuation: {
      heading: "Kostenlose Immobilienbewertung",
      start: "Los geht's!",
      type: "Art der Immobilie",
      state: "Guter Zustand",
      livingArea: "Wohnfläche (m²)",
      range: "Bitte geben Sie einen Wert zwischen 20 und 800 ein.",
      next: "Weiter",
      motive: "Aus Neugier",
      send: "Anfrage senden",
      sent: "Vielen Dank! Ihre Bewertungsanfrage wurde gesendet.",
    },
  },
  {
    language: "en",
    name: "anglais",
    contact: {
      heading: "Contact us",
      required: "Please fill in this field.",
      email: "Please enter a valid email address.",
      errors: "The form contains errors.",
      sent: "Your enquiry has been sent!",
      labels: {
        title: "Title",
        firstName: "First name",
        lastName: "Surname",
        email: "Email",
        address: "Street address",
        postalCode: "Postcode",
        city: "Town",
        country: "Country",
        message: "Your message",
        consent: /I accept the/,
      },
      send: "Send",
      switzerland: "Switzerland",
    },
    valuation: {
      heading: "Free property valuation",
      start: "Let's start!",
      type: "Type of property",
      state: "Good condition",
      livingArea: "Living area (m²)",
      range: "Please enter a value between 20 and 800.",
      next: "Continue",
      motive: "Out of curiosity",
      send: "Send my request",
      sent: "Thank you! Your valuation request has been sent.",
    },
  },
] as const;

test.describe.configure({ timeout: 60_000 });

for (const { language, name, contact, valuation } of languages) {
  test.describe(`forms in ${language}`, () => {
    test("the contact page: messages in the language, sent, the toast and the mail", async ({ page, visit }) => {
      const email = uniqueEmail(`contact-${language}`);
      await visit(`/${language}/contact`);
      await expect(page.locator("html")).toHaveAttribute("lang", language === "de" ? "de-CH" : "en-GB");
      await expect(page.getByRole("heading", { level: 1, name: contact.heading })).toBeVisible();
      const form = page.locator("form#contact");
      await expect(form.getByLabel(contact.labels.country).locator("option:checked")).toHaveText(contact.switzerland);
      await expectNoFrench(page);

      await form.getByLabel(contact.labels.email).fill("luc.genoud@");
      await form.getByRole("button", { name: contact.send }).click();
      await expect(page.locator("#contact-email-error")).toHaveText(contact.email);
      await expect(page.locator("#contact-lastName-error")).toHaveText(contact.required);
      await expect(page.locator("dialog[data-type]")).toContainText(contact.errors);
      await expect(page).toHaveURL(new RegExp(`/${language}/contact$`));
      await expectNoFrench(page);

      await form.getByLabel(contact.labels.title).selectOption("Monsieur");
      await form.getByLabel(contact.labels.firstName).fill("Luc");
      await form.getByLabel(contact.labels.lastName, { exact: true }).fill("Genoud");
      await form.getByLabel(contact.labels.email).fill(email);
      await form.getByLabel(contact.labels.address).fill("Rue du Château 8");
      await form.getByLabel(contact.labels.postalCode).fill("1800");
      await form.getByLabel(contact.labels.city).fill("Vevey");
      await form.getByLabel(contact.labels.message).fill("Hello, is this property still available?");
      await form.getByLabel(contact.labels.consent).check();
      await form.getByRole("button", { name: contact.send }).click();

      await expect(page).toHaveURL(new RegExp(`/${language}$`));
      await expect(page.locator("dialog[data-type]")).toContainText(contact.sent);
      const mail = await mailWith(email);
      expect(mail).toMatch(new RegExp(`Langue du visiteur :\\s+${name}`));
      expect(mail).toContain("Genoud");
    });

    test("the valuation wizard: every step under the prefix, sent, the mail", async ({ page, visit }) => {
      const email = uniqueEmail(`estimation-${language}`);
      await visit(`/${language}/estimation-bien-immobilier`);
      await expect(page.getByRole("heading", { level: 1, name: valuation.heading })).toBeVisible();
      await expectNoFrench(page);
      await page.getByRole("button", { name: valuation.start }).click();

      await expect(page).toHaveURL(new RegExp(`/${language}/estimation-bien-immobilier\\?etape=1$`));
      const livingArea = page.getByRole("spinbutton", { name: valuation.livingArea });
      await livingArea.fill("10");
      await page.getByRole("button", { name: valuation.next }).click();
      await expect(page.locator("#estimation-livingArea-error")).toHaveText(valuation.range);
      await expect(page.locator("#estimation-type-error")).toHaveText(contact.required);
      await expectNoFrench(page);

      await page.getByLabel(valuation.type).selectOption("Duplex");
      await livingArea.fill("135");
      await page.getByLabel(valuation.state).check();
      await page.getByRole("button", { name: valuation.next }).click();

      await expect(page).toHaveURL(new RegExp(`/${language}/estimation-bien-immobilier\\?etape=2$`));
      await expectNoFrench(page);
      await page.getByRole("button", { name: valuation.next }).click();

      await expect(page).toHaveURL(new RegExp(`/${language}/estimation-bien-immobilier\\?etape=3$`));
      await page.getByLabel(contact.labels.postalCode).fill("1870");
      await page.getByLabel(contact.labels.city).fill("Monthey");
      await page.getByRole("button", { name: valuation.next }).click();

      await expect(page).toHaveURL(new RegExp(`/${language}/estimation-bien-immobilier\\?etape=4$`));
      await expectNoFrench(page);
      await page.getByLabel(contact.labels.title).selectOption("Madame");
      await page.getByLabel(contact.labels.firstName).fill("Élise");
      await page.getByLabel(contact.labels.lastName, { exact: true }).fill("Vannay");
      await page.getByLabel(contact.labels.email).fill(email);
      await page.getByLabel(valuation.motive).check();
      await page.getByLabel(contact.labels.consent).check();
      await page.getByRole("button", { name: valuation.send }).click();

      await expect(page).toHaveURL(new RegExp(`/${language}/estimation-bien-immobilier-envoyee\\?formulaire=envoye$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(valuation.sent);
      const mail = await mailWith(email);
      expect(mail).toMatch(new RegExp(`Langue du visiteur :\\s+${name}`));
      expect(mail).toContain("Duplex");
      expect(mail).toContain("135 m²");
    });
  });
}
