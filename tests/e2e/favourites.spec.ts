import { createCookie } from "@remix-run/node";
import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";

/** Favourites without an account (issue 15), with scripts (in place) and without (303 back). */

const TERRACE = "Bel appartement en terrasse de 3½ pièces avec vue sur le lac";

const headerLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Mes favoris/ });
/** The card or page section of listing `ref` (two listings may share a title). */
const cardOf = (page: Page, ref: string) =>
  page.getByRole("article").filter({ has: page.locator(`a[href$="/${ref}"]`) });
const keep = (page: Page, title: string) => page.getByRole("button", { name: `Garder : ${title}`, exact: true });
const kept = (page: Page, title: string) => page.getByRole("button", { name: `Gardé : ${title}`, exact: true });

/** The cookie the site would have set, signed with the test server's secret (playwright.config.ts). */
async function favouritesCookie(refs: string[], baseURL: string) {
  const cookie = createCookie("__favoris", { secrets: ["e2e-session-secret-0123456789"] });
  const value = (await cookie.serialize(refs)).split(";")[0]!.slice("__favoris=".length);
  return { name: "__favoris", value, url: baseURL };
}

test("a listing kept from a list comes back on /favoris and leaves it again", async ({ page, visit, javaScriptOn }) => {
  await visit("/vente?surfaceMin=50");
  await expect(headerLink(page)).toHaveAccessibleName("Mes favoris");
  const card = cardOf(page, "rlm-1047");
  await expect(card.getByRole("button", { name: `Garder : ${TERRACE}` })).toHaveAttribute("aria-pressed", "false");

  await card.getByRole("button", { name: `Garder : ${TERRACE}` }).click();
  // Scripts on: toggled in place; scripts off: the 303 brings the visitor back to the same list.
  await expect(card.getByRole("button", { name: `Gardé : ${TERRACE}` })).toHaveAttribute("aria-pressed", "true");
  await expect(page).toHaveURL(/\/vente\?surfaceMin=50$/);
  await expect(headerLink(page)).toHaveAccessibleName("Mes favoris 1");
  await expect(page.getByRole("button", { name: /^Gardé : / })).toHaveCount(1);
  if (javaScriptOn) {
    // No navigation happened: the page is the same document.
    expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(1);
  }

  await headerLink(page).click();
  await expect(page).toHaveURL(/\/favoris$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mes favoris");
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(1);
  await expect(cardOf(page, "vevey-1800/rlm-1047")).toHaveCount(1);
  await expectAccessible(page);

  await kept(page, TERRACE).click();
  await expect(page.getByRole("heading", { name: "Vous n'avez encore gardé aucun bien." })).toBeVisible();
  await expect(headerLink(page)).toHaveAccessibleName("Mes favoris");
  await expectAccessible(page);
});

test("the property page keeps its listing too", async ({ page, visit }) => {
  await visit("/vente/appartement-en-terrasse/vevey-1800/rlm-1047");
  await expect(page.getByRole("heading", { name: "Biens similaires" })).toBeVisible();
  await keep(page, TERRACE).click();
  await expect(kept(page, TERRACE)).toHaveAttribute("aria-pressed", "true");
  await expect(page).toHaveURL(/\/rlm-1047$/);
  await expect(headerLink(page)).toHaveAccessibleName("Mes favoris 1");
});

test("sold and vanished listings are marked; a vanished one can be removed", async ({
  page,
  context,
  visit,
  baseURL,
}) => {
  await context.addCookies([await favouritesCookie(["RLM-9999", "RLM-1002", "RLM-1047"], baseURL!)]);
  await visit("/favoris");
  await expect(headerLink(page)).toHaveAccessibleName("Mes favoris 3");
  const sold = page.getByRole("article").filter({ hasText: "Bel appartement de 3½ pièces avec vue sur les mont" });
  await expect(sold.getByText("Vendu", { exact: true })).toBeVisible();
  await expect(page.getByText("Annonce retirée", { exact: true })).toBeVisible();
  await expect(page.locator("p", { hasText: "référence RLM-9999" })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("button", { name: "Retirer de mes favoris : référence RLM-9999" }).click();
  await expect(page.getByText("Annonce retirée", { exact: true })).toHaveCount(0);
  await expect(headerLink(page)).toHaveAccessibleName("Mes favoris 2");
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(2);
});

test("a forged cookie shows no favourites", async ({ page, context, visit, baseURL }) => {
  const forged = await favouritesCookie(["RLM-1047"], baseURL!);
  await context.addCookies([{ ...forged, value: forged.value.replace(/\.[^.]+$/, ".c2lnbmF0dXJlLWZhdXNzZQ") }]);
  await visit("/favoris");
  await expect(page.getByRole("heading", { name: "Vous n'avez encore gardé aucun bien." })).toBeVisible();
  await expect(headerLink(page)).toHaveAccessibleName("Mes favoris");
});

test("a kept rent listing on offer offers its rental application, a sale does not", async ({
  page,
  context,
  visit,
  baseURL,
}) => {
  await context.addCookies([await favouritesCookie(["RLM-1014", "RLM-1047"], baseURL!)]);
  await visit("/favoris");
  const links = page.getByRole("link", { name: /^Déposer un dossier de candidature/ });
  await expect(links).toHaveCount(1);
  await links.click();
  await expect(page).toHaveURL(/\/candidature\?ref=RLM-1014$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Déposer un dossier de candidature");
});

test("two kept listings side by side: a table the keyboard scrolls on a phone, the page itself does not", async ({
  page,
  visit,
  context,
  baseURL,
}) => {
  await context.addCookies([await favouritesCookie(["RLM-1039", "RLM-1047"], baseURL!)]);
  await page.setViewportSize({ width: 320, height: 700 });
  await visit("/favoris");
  await page.getByRole("link", { name: "Comparer côte à côte" }).click();
  await expect(page).toHaveURL(/\/favoris\?vue=comparer$/);
  const table = page.getByRole("table", { name: "Vos biens gardés, côte à côte" });
  await expect(table.getByRole("columnheader", { name: /Joli studio neuf/ })).toBeVisible();
  await expect(table.getByRole("row", { name: /^Étage/ })).toContainText("5e étage");
  const region = page.getByRole("region", { name: "Vos biens gardés, côte à côte" });
  // The page keeps to the window; the table's own box scrolls, by keyboard too.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await region.focus();
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => region.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
  await expectAccessible(page);
  await page.getByRole("link", { name: "Voir en cartes" }).click();
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(2);
});
