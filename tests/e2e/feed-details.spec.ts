import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startSite, type SiteProcess } from "../support/site-process";
import { mailsIn } from "../support/outbox";
import { expect, expectAccessible, test } from "./fixtures";

/**
 * What real SwissRETS exports carry, on the property page: a site of its own serves a small feed
 * (tests/fixtures/feeds/feed-details.json) with a rent listing that has visits, rent lines,
 * extras, energy and titled documents, and a house that has only a German text.
 */

const FEED = "tests/fixtures/feeds/feed-details.json";
const RENT = "/location/appartement/monthey-1870/fd-101";
const GERMAN = "/vente/maison-individuelle/vevey-1800/fd-102";

let site: SiteProcess;
let outbox: string;

test.beforeAll(async () => {
  outbox = mkdtempSync(join(tmpdir(), "feed-details-outbox-"));
  // FORM_MIN_FILL_MS as for the suite's own server (playwright.config.ts): a browser driven by a test
  // fills the visit form in well under the two seconds a person needs, and the form would be refused as
  // a robot's whenever the machine is quick; the minimum is checked by the route tests.
  site = await startSite({ CATALOGUE_FILE: FEED, OUTBOX_DIR: outbox, SITE_URL: "", FORM_MIN_FILL_MS: "0" });
});

test.afterAll(async () => {
  await site?.stop();
  if (outbox) rmSync(outbox, { recursive: true, force: true });
});

/** The text of the outbox's e-mail that contains `marker`, once it is written. */
async function mailWith(marker: string): Promise<string> {
  let found = "";
  await expect.poll(() => (found = mailsIn(outbox).find((text) => text.includes(marker)) ?? "")).not.toBe("");
  return found;
}

test.describe("facts of a real feed on the property page", () => {
  test("a rent: availability, rent lines, deposit, parking, visits, energy and documents", async ({ page, visit }) => {
    await visit(`${site.origin}${RENT}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Appartement de 3½ pièces au centre de Monthey");

    const terms = page.getByRole("region", { name: "Disponibilité et conditions" });
    for (const [label, value] of [
      ["Disponibilité", "Libre dès le 01.01.2031"],
      ["Loyer net", "CHF 1'800.–/mois"],
      ["Charges", "CHF 250.–/mois"],
      ["Loyer brut", "CHF 2'050.–/mois"],
      ["Garantie de loyer", "CHF 5'400.– (garantie bancaire)"],
      ["Place dans un parking souterrain (en option)", "CHF 150.–/mois"],
    ] as const) {
      await expect(terms.locator("div").filter({ has: page.getByText(label, { exact: true }) })).toContainText(value);
    }

    const visits = page.getByRole("region", { name: "Visites" });
    await expect(visits).toContainText("Clés auprès de la concierge, Mme Favre, rez-de-chaussée.");
    await expect(visits.getByRole("heading", { name: "Portes ouvertes" })).toBeVisible();
    await expect(visits).toContainText("Samedi 18.01.2031, 10:00 – 12:00");
    await expect(visits).toContainText("Rue du Bourg 12, 1870 Monthey");
    await expect(visits).not.toContainText("Visite passée");

    const energy = page.getByRole("region", { name: "Énergie" });
    await expect(energy).toContainText("Minergie-P");
    await expect(energy).toContainText("Pompe à chaleur air-eau");
    await expect(energy).toContainText("Chauffage au sol");

    await expect(page.getByRole("link", { name: "Plan de l'appartement, 3e étage" })).toHaveAttribute(
      "href",
      "https://docs.example.invalid/fd-101/plan.pdf",
    );
    await expect(page.getByRole("link", { name: "Règlement de l'immeuble" })).toHaveAttribute(
      "href",
      "/documents/fd-101/reglement.pdf",
    );
    await expect(page.getByText("Document piégé")).toHaveCount(0);
    await expect(page.locator("main")).not.toContainText("undefined");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CH");
    await expectAccessible(page);
  });

  test("a visit downloads as an iCalendar file in Swiss time", async ({ page, visit }) => {
    await visit(`${site.origin}${RENT}`);
    const link = page.getByRole("link", { name: /^Ajouter à mon agenda la visite du Samedi 18\.01\.2031/ });
    await expect(link).toHaveAttribute("href", "/visites/fd-101/2031-01-18-1000.ics");
    const response = await page.request.get(`${site.origin}${await link.getAttribute("href")}`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    const body = await response.text();
    expect(body.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(body).toContain("DTSTART;TZID=Europe/Zurich:20310118T100000\r\n");
    expect(body).toContain("UID:fd-101-2031-01-18-1000@rhone-leman-immobilier.ch\r\n");
    expect(body.replace(/\r\n /g, "")).toContain(`URL:${site.origin}${RENT}\r\n`);
    expect(body.replace(/\r\n/g, "")).not.toContain("\n");
  });

  test("a visit opens the contact form as a visit request, and the broker's e-mail names it", async ({
    page,
    visit,
    javaScriptOn,
  }) => {
    // Fills and sends a whole form, then waits for the e-mail: slow on a busy machine.
    test.slow();
    await visit(`${site.origin}${RENT}`);
    await page.getByRole("link", { name: /^S'inscrire à la visite du Samedi 18\.01\.2031/ }).click();
    await expect(page).toHaveURL(/\?contact=FD-101&visite=2031-01-18-1000$/);
    const dialog = page.getByRole("dialog", { name: "Inscription à une visite" });
    await expect(dialog).toBeVisible();
    if (javaScriptOn) await expect(page.locator("dialog:modal")).toHaveCount(1);
    await expect(dialog).toContainText("Visite : Portes ouvertes – Samedi 18.01.2031, 10:00 – 12:00");
    const form = page.locator("form#contact");
    await expect(form.getByLabel("Message")).toHaveValue(/participer à la visite « Portes ouvertes »/);
    await expectAccessible(page);

    const email = `visite-${test.info().project.name}-${Date.now()}@example.ch`;
    await form.getByLabel("Civilité").selectOption("Madame");
    await form.getByLabel("Prénom").fill("Anne");
    await form.getByLabel("Nom", { exact: true }).fill("Favre");
    await form.getByLabel("E-mail").fill(email);
    await form.getByLabel("Adresse").fill("Rue du Château 8");
    await form.getByLabel("NPA").fill("1870");
    await form.getByLabel("Localité").fill("Monthey");
    await form.getByLabel(/J'accepte les/).check();
    await form.getByRole("button", { name: "Envoyer" }).click();
    await expect(page).toHaveURL(new RegExp(`${RENT}$`));
    const mail = await mailWith(email);
    expect(mail).toContain("Demande de visite – FD-101");
    expect(mail).toMatch(/Visite demandée\s*:\s+Portes ouvertes – Samedi 18\.01\.2031, 10:00 – 12:00/);
  });

  test("a listing with only a German text is marked German, the rest of the page stays French", async ({
    page,
    visit,
  }) => {
    await visit(`${site.origin}${GERMAN}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CH");
    const title = page.getByRole("heading", { level: 1 });
    await expect(title).toHaveText("Einfamilienhaus mit Seesicht");
    await expect(title).toHaveAttribute("lang", "de");
    await expect(page.getByText("Ruhige Lage über dem Genfersee")).toHaveAttribute("lang", "de");
    await expect(page.locator("#description-du-bien")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { name: "Description" })).not.toHaveAttribute("lang", /.+/);

    const terms = page.getByRole("region", { name: "Disponibilité et conditions" });
    await expect(terms).toContainText("De suite");
    await expect(terms).toContainText("Garage (en option)");
    await expect(terms).toContainText("CHF 35'000.–");
    await expect(page.getByRole("region", { name: "Visites" })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Énergie" })).toHaveCount(0);
    await expect(page.locator("main")).not.toContainText("undefined");
    await expectAccessible(page);
  });
});

test.describe("the same listings read in German and in English", () => {
  test("a French listing in German: its visits named in German, its French description announced", async ({
    page,
    visit,
  }) => {
    await visit(`${site.origin}/de${RENT}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "de-CH");
    await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "fr");
    const description = page.getByRole("region", { name: "Beschreibung" });
    await expect(description).toContainText("Diese Beschreibung liegt nur auf Französisch vor.");
    await expect(description.locator("#description-du-bien")).toHaveAttribute("lang", "fr");
    const visits = page.getByRole("region", { name: "Besichtigungen" });
    const kind = visits.getByRole("heading", { name: "Tag der offenen Tür" });
    await expect(kind).toBeVisible();
    await expect(kind).not.toHaveAttribute("lang", /.+/);
    await expect(visits).not.toContainText("Portes ouvertes");
    // The feed's own instructions stay French, marked so.
    await expect(visits.getByText("Clés auprès de la concierge, Mme Favre, rez-de-chaussée.")).toHaveAttribute(
      "lang",
      "fr",
    );

    await visit(`${site.origin}/de${RENT}?contact=FD-101&visite=2031-01-18-1000`);
    const dialog = page.getByRole("dialog", { name: /Besichtigung/ });
    await expect(dialog).toContainText("Tag der offenen Tür –");
    await expect(page.locator("form#contact").getByLabel("Nachricht")).toHaveValue(/Tag der offenen Tür am Samstag/);
    await expect(page.locator("form#contact").getByLabel("Nachricht")).not.toHaveValue(/Portes ouvertes/);
  });

  test("a listing only in German, in English: its text marked German under a line that says so", async ({
    page,
    visit,
  }) => {
    await visit(`${site.origin}/en${GERMAN}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-GB");
    await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "de");
    const description = page.getByRole("region", { name: "About this property" });
    await expect(description).toContainText("This description is only available in German.");
    await expect(description.locator("#description-du-bien")).toHaveAttribute("lang", "de");
  });
});
