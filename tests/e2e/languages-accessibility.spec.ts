import { expect, expectAccessible, expectServerOutputAccessible, test } from "./fixtures";

/**
 * axe on the German and English pages of the lists, listings and forms (the agency pages, team,
 * legal pages and 404 are checked by languages-pages.spec): each in its language (`<html lang>`),
 * as the server sends it (@server-output, without scripts), and a form in its error state in both projects.
 */

const PAGES = [
  { name: "search results", path: "/recherche?actionType=Louer&page=1" },
  { name: "property", path: "/vente/appartement-en-terrasse/vevey-1800/rlm-1047" },
  { name: "promotion", path: "/vente/promotions/la-tour-de-peilz-1814/rlm-p02" },
  { name: "sold", path: "/vendus" },
  { name: "favourites", path: "/favoris" },
  { name: "contact", path: "/contact" },
  { name: "valuation, first step", path: "/estimation-bien-immobilier?etape=1" },
  { name: "satisfaction survey", path: "/formulaire-satisfaction" },
  { name: "calculator", path: "/calculateur-hypothecaire" },
];

const HTML_LANG = { de: "de-CH", en: "en-GB" } as const;

for (const language of ["de", "en"] as const) {
  test.describe(`${language}`, () => {
    for (const { name, path } of PAGES) {
      test(`${name}`, { tag: "@server-output" }, async ({ browser, request, baseURL }) => {
        const checked = await expectServerOutputAccessible({ browser, request, baseURL }, `/${language}${path}`);
        await expect(checked.locator("html")).toHaveAttribute("lang", HTML_LANG[language]);
      });
    }

    test("contact form with its messages", async ({ page, visit }) => {
      // With scripts, the form is sent once the page has hydrated, as in the other flows: a click before
      // that is a native post, while the page being left is still hydrating.
      await visit(`/${language}/contact`);
      await page.locator("main form button[type=submit]").click();
      await expect(page.locator("main [aria-invalid='true']").first()).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", HTML_LANG[language]);
      await expectAccessible(page);
    });
  });
}
