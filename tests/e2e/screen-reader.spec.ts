import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * The audit's screen-reader pass (issue 54), repeated on every run: a virtual screen reader
 * (@guidepup/virtual-screen-reader, which reads the DOM's accessibility semantics as NVDA or VoiceOver
 * announce them) walks the home search, a listing, the contact window, a step of the valuation wizard
 * and the rental application from their start, item by item, and what it says is checked: every control
 * is said with its name, role and state, forms say which fields are required, and a refused form says
 * which fields are wrong and why.
 *
 * It reads the DOM, not Chromium's tree: it also reads what a browser leaves out (a closed <details>'s
 * content, a closed <select>'s options, the page behind a modal window), so those are not checked here;
 * Chromium's own names are checked by the other tests through Playwright's roles.
 *
 * Each test also holds the accessibility tree of what it read (Playwright's aria snapshot, from Chromium's
 * own roles and names) against its fixture in tests/fixtures/aria/: a change of a name, a role, a state or
 * an order shows in `git diff` once the fixture is written again (`--update-snapshots`).
 */

const readerSource = readFileSync(
  createRequire(import.meta.url).resolve("@guidepup/virtual-screen-reader/browser.js"),
  "utf8",
).replace(/export\s*\{\s*[\w$]+ as Virtual,\s*([\w$]+) as virtual\s*\};?/, "window.__reader = $1;");

/** Everything the reader says from the start of `within` to its end (its "end of …"), a phrase a line. */
async function readAloud(page: Page, within: string): Promise<string[]> {
  await page.evaluate(readerSource);
  const said = await page.evaluate(async (selector) => {
    type Reader = {
      start(options: { container: Element }): Promise<void>;
      next(): Promise<void>;
      lastSpokenPhrase(): Promise<string>;
      spokenPhraseLog(): Promise<string[]>;
      stop(): Promise<void>;
    };
    const reader = (window as unknown as { __reader: Reader }).__reader;
    await reader.start({ container: document.querySelector(selector)! });
    const end = `end of ${await reader.lastSpokenPhrase()}`;
    for (let step = 0; step < 3000 && (await reader.lastSpokenPhrase()) !== end; step++) await reader.next();
    const log = await reader.spokenPhraseLog();
    await reader.stop();
    return log;
  }, within);
  return said.map((phrase) => phrase.replace(/\s+/g, " ").trim());
}

/** A control said by its role and states only: no name to tell it by. */
const UNNAMED =
  /^(button|link|textbox|searchbox|checkbox|radio|combobox|spinbutton|slider|image)(, (required|invalid|checked|not checked|not pressed|pressed|\d+ control))*$/;

function expectEveryControlNamed(said: string[]) {
  expect(said.filter((phrase) => UNNAMED.test(phrase))).toEqual([]);
}

const PROPERTY = "/vente/appartement-en-terrasse/vevey-1800/rlm-1047";
const TITLE = "Bel appartement en terrasse de 3½ pièces avec vue sur le lac";

test.describe("read aloud by a screen reader", { tag: "@scripts" }, () => {
  test("the home search: its landmark, the buy or rent choice with its state, each filter and the button", async ({
    page,
    visit,
  }) => {
    await visit("/");
    const said = await readAloud(page, "main");
    expect(said).toContain("heading, Votre bien immobilier entre lac et montagnes, level 1");
    const search = said.slice(said.indexOf("search, Rechercher un bien"));
    expect(search.length).toBeLessThan(said.length);
    expect(search).toEqual(
      expect.arrayContaining([
        "group, Acheter ou louer",
        "radio, Acheter, checked, position 1, set size 2",
        "radio, Louer, not checked, position 2, set size 2",
        "searchbox, Filtrer la liste : Localité, 1 control, placeholder Filtrer…",
        "checkbox, Monthey, not checked",
        "button, Rechercher",
      ]),
    );
    expectEveryControlNamed(said);
    await expect(page.getByRole("search")).toMatchAriaSnapshot({ name: "home-search.aria.yml" });
  });

  test("a listing: its heading, each photo by its number, the carousel's controls and the sections", async ({
    page,
    visit,
  }) => {
    await visit(PROPERTY);
    const said = await readAloud(page, "main");
    expect(said).toEqual(
      expect.arrayContaining([
        "navigation, Fil d'Ariane",
        `heading, ${TITLE}, level 1`,
        `region, Photos : ${TITLE}`,
        `link, Agrandir : ${TITLE}, photo 1 sur 7`,
        `link, Agrandir : ${TITLE}, photo 7 sur 7`,
        "button, Photo précédente, 1 control",
        "button, Photo suivante, 1 control",
        "button, Arrêter le défilement automatique, not pressed",
        `button, Garder : ${TITLE}, not pressed`,
        "region, Caractéristiques",
        "region, Description",
        "heading, Votre contact, level 2",
      ]),
    );
    expectEveryControlNamed(said);
    await expect(page.getByRole("region", { name: `Photos : ${TITLE}` })).toMatchAriaSnapshot({
      name: "listing-photos.aria.yml",
    });
    await expect(page.getByRole("region", { name: "Caractéristiques" })).toMatchAriaSnapshot({
      name: "listing-features.aria.yml",
    });
  });

  test("the contact window sent empty: each required field said invalid with its message, the optional one not", async ({
    page,
    visit,
  }) => {
    await visit(`${PROPERTY}?contact=RLM-1047`);
    const dialog = page.getByRole("dialog", { name: "Demande d'information" });
    await dialog.getByRole("button", { name: "Envoyer" }).click();
    await expect(dialog.getByRole("textbox", { name: "Nom", exact: true })).toHaveAttribute("aria-invalid", "true");
    const said = await readAloud(page, "dialog");
    expect(said[0]).toBe("dialog, Demande d'information");
    for (const field of ["Prénom", "Nom", "E-mail", "Adresse", "NPA", "Localité", "Message"]) {
      expect(said).toContain(`textbox, ${field}, Veuillez remplir ce champs., invalid, required`);
    }
    expect(said).toContain(
      "combobox, Civilité, Veuillez remplir ce champs., has popup listbox, not expanded, invalid, required",
    );
    expect(said.find((phrase) => phrase.startsWith("checkbox, J'accepte"))).toMatch(
      /, Veuillez cocher cette case\., not checked, invalid, required$/,
    );
    const phone = said.find((phrase) => phrase.startsWith("textbox, Téléphone"));
    expect(phone).toBeDefined();
    expect(phone).not.toMatch(/invalid|required/);
    expect(said.find((phrase) => phrase.startsWith("button, Envoyer"))).toContain("Vos données sont transmises");
    expectEveryControlNamed(said);
    await expect(dialog).toMatchAriaSnapshot({ name: "contact-window-errors.aria.yml" });
  });

  test("a wizard step sent empty: the step, the radio group said invalid with its message, Retour before Continuer", async ({
    page,
    visit,
  }) => {
    await visit("/estimation-bien-immobilier?etape=1");
    await page.getByRole("button", { name: "Continuer" }).click();
    await expect(page.getByRole("radiogroup", { name: "État du bien" })).toHaveAttribute("aria-invalid", "true");
    const said = await readAloud(page, "main");
    expect(said).toEqual(
      expect.arrayContaining([
        "navigation, Étapes de la demande d'estimation",
        "region, Étape 1 sur 4 : Informations et état",
        "combobox, Type de bien, Veuillez remplir ce champs., has popup listbox, not expanded, invalid, required",
        "spinbutton, Surface habitable (m²), 50, required, max value 800, min value 20",
        "radiogroup, État du bien, Veuillez choisir une réponse., invalid",
        "radio, Bon état, not checked, position 2, set size 3",
      ]),
    );
    expect(said.indexOf("button, Retour, back")).toBeGreaterThan(-1);
    expect(said.indexOf("button, Retour, back")).toBeLessThan(said.indexOf("button, Continuer, next"));
    expectEveryControlNamed(said);
    await expect(page.getByRole("region", { name: "Étape 1 sur 4 : Informations et état" })).toMatchAriaSnapshot({
      name: "valuation-step-1-errors.aria.yml",
    });
  });

  test("the rental application: its groups, what is required, and each document with what it may be", async ({
    page,
    visit,
  }) => {
    await visit("/candidature?ref=RLM-1014");
    const said = await readAloud(page, "main");
    expect(said).toEqual(
      expect.arrayContaining([
        "heading, Déposer un dossier de candidature, level 1",
        "group, Vous",
        "group, Adresse actuelle et contact",
        "group, Situation et ménage",
        "group, Documents",
        "combobox, Séjour en Suisse, has popup listbox, not expanded, required",
        "textbox, Revenu annuel brut (CHF), Du ménage, en francs par an., required",
        "Pièce d'identité ou permis de séjour, PDF, JPEG ou PNG, 5 Mo au plus par fichier.",
        "20 Mo au plus pour tous les documents ensemble.",
      ]),
    );
    expectEveryControlNamed(said);
    await expect(page.getByRole("main").locator("form")).toMatchAriaSnapshot({ name: "application-form.aria.yml" });
  });
});
