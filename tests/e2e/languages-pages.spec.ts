import { expect, expectAccessible, test, waitForHydration } from "./fixtures";

/**
 * The agency's own pages in German and English (decision 114): the home page, the team, a legal
 * text and the 404 page answer in the language of their address, with `<html lang>`, their own
 * words (none of the French ones of these pages left in their content), links that stay in the
 * language, and no accessibility violation. With scripts, the page hydrates without a mismatch
 * (the fixture fails on any error thrown in the page).
 */

type Page = { name: string; path: string; status?: number; h1: Record<"de" | "en", string | RegExp> };

const pages: Page[] = [
  {
    name: "home",
    path: "",
    h1: { de: "Ihre Immobilie zwischen See und Bergen", en: "Your property between lake and mountains" },
  },
  { name: "team", path: "/equipe", h1: { de: "Unser Team", en: "Our team" } },
  {
    name: "terms of use",
    path: "/conditions-generales-dutilisation",
    h1: { de: "Allgemeine Nutzungsbedingungen", en: "Terms of use" },
  },
  {
    name: "404",
    path: "/cette-page-n-existe-pas",
    status: 404,
    h1: { de: "Seite nicht gefunden", en: "Page not found" },
  },
];

/** The French words of these pages' own catalogues, which a German or English page must not show. */
const french = [
  "Votre bien immobilier entre lac et montagnes",
  "votre agence depuis",
  "Appartements à vendre",
  "Maisons à louer",
  "Contacter l'agence",
  "Notre équipe",
  "Un projet immobilier",
  "Demander une estimation gratuite",
  "Portrait illustré",
  "Téléphone",
  "Dernière mise à jour",
  "Sommaire",
  "Objet et acceptation",
  "Éditeur du site",
  "Droit applicable",
  "Page introuvable",
  "Retour à l'accueil",
  "Voir toutes nos annonces",
  "Erreur 404",
];

const htmlLang = { de: "de-CH", en: "en-GB" } as const;

for (const language of ["de", "en"] as const) {
  test.describe(`agency pages in ${language === "de" ? "German" : "English"}`, () => {
    for (const visited of pages) {
      test(`${visited.name}`, async ({ page, javaScriptOn }) => {
        const address = `/${language}${visited.path}`;
        const response = await page.goto(address);
        if (javaScriptOn) await waitForHydration(page);
        expect(response?.status()).toBe(visited.status ?? 200);
        expect(new URL(page.url()).pathname).toBe(address);
        await expect(page.locator("html")).toHaveAttribute("lang", htmlLang[language]);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(visited.h1[language]);

        const content = await page.locator("main").innerText();
        for (const words of french) expect(content, `« ${words} » on ${address}`).not.toContain(words);

        // Every link of the page's own content to another page of the site stays in the language.
        const hrefs = await page
          .locator("main a[href^='/']")
          .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
        for (const href of hrefs) expect(href, `link on ${address}`).toMatch(new RegExp(`^/${language}(/|\\?|$)`));

        await expectAccessible(page);
      });
    }

    test("a blog post, written in French only, says so and names its French page", async ({ page, visit }) => {
      await visit(`/${language}/blog`);
      const first = page.locator("main article a[href^='/']").first();
      const href = (await first.getAttribute("href")) ?? "";
      expect(href).toMatch(new RegExp(`^/${language}/blog/`));
      // Followed from the list: with scripts, the post's head and language switch are drawn in the browser.
      await first.click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.locator("html")).toHaveAttribute("lang", htmlLang[language]);
      await expect(page.locator("main")).toContainText(
        language === "de"
          ? "Dieser Artikel ist nur auf Französisch verfügbar."
          : "This article is only available in French.",
      );
      await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "fr-CH");
      const french = href.replace(`/${language}/`, "/");
      await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", new RegExp(`${french}$`));
      await expect(page.locator("link[rel=alternate][hreflang]")).toHaveCount(0);
      // The language switch still leads to the other addresses, but only the French one as a version in its language.
      const other = language === "de" ? "en" : "de";
      await expect(page.locator(`a[lang=fr][href="${french}"]`)).toHaveAttribute("hreflang", "fr");
      await expect(page.locator(`a[lang=${other}][href="/${other}${french}"]`)).not.toHaveAttribute("hreflang", /.*/);
    });

    test("the team's link leads to the valuation in the same language", { tag: "@scripts" }, async ({ page }) => {
      await page.goto(`/${language}/equipe`);
      await waitForHydration(page);
      await page
        .getByRole("link", { name: language === "de" ? "Kostenlose Bewertung anfragen" : "Ask for a free valuation" })
        .click();
      await expect(page).toHaveURL(new RegExp(`/${language}/estimation-bien-immobilier$`));
      await expect(page.locator("html")).toHaveAttribute("lang", htmlLang[language]);
    });
  });
}
