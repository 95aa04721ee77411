import type { Page } from "@playwright/test";
import { expect, expectAccessible, expectPageSaid, test } from "./fixtures";

/** The search form of the page (one per page). */
const form = (page: Page) => page.getByRole("search");

/** Opens a filter dropdown by its label. */
async function open(page: Page, label: string) {
  const summary = form(page).locator("summary", { hasText: label });
  await summary.click();
  await expect(summary.locator("xpath=..")).toHaveAttribute("open", "");
}

const heading = (page: Page) => page.getByRole("heading", { level: 1 });
const count = (page: Page) => page.getByText(/^\d+ éléments?$/);
const cards = (page: Page) => page.getByRole("main").getByRole("article");

test.describe("search form", () => {
  test("from the home page: Louer, a city and a type", async ({ page, visit }) => {
    await visit("/");
    await expect(form(page).getByRole("radio", { name: "Acheter" })).toBeChecked();
    await expect(form(page).getByRole("link", { name: "Faites estimer votre bien gratuitement" })).toHaveAttribute(
      "href",
      "/estimation-bien-immobilier",
    );
    await expectAccessible(page);

    await form(page).getByRole("radio", { name: "Louer" }).check();
    await open(page, "Localité");
    await form(page).getByRole("checkbox", { name: "Monthey" }).check();
    await open(page, "Type de bien");
    await form(page).getByRole("checkbox", { name: "Appartement" }).check();
    await form(page).getByRole("button", { name: "Rechercher" }).click();

    await expect(page).toHaveURL(/\/recherche\?actionType=Louer&cities=1870&types=apartment&page=1$/);
    await expect(heading(page)).toHaveText("Appartements à louer à Monthey");
    await expect(count(page)).toHaveText("4 éléments");
    await expect(cards(page)).toHaveCount(4);
    // The form shows the search it led to; the estimation link is only on the home page.
    await expect(form(page).getByRole("radio", { name: "Louer" })).toBeChecked();
    await expect(form(page).locator("summary", { hasText: "Localité" })).toContainText("Monthey");
    await expect(form(page).getByRole("link", { name: "Faites estimer votre bien gratuitement" })).toHaveCount(0);
    await expectAccessible(page);
  });

  test("a reference typed as on a sign leads to its listing; words find the listings that hold them", async ({
    page,
    visit,
  }) => {
    await visit("/");
    const words = form(page).getByRole("searchbox", { name: "Référence ou mots-clés" });
    await words.fill("rlm 1047");
    await form(page).getByRole("button", { name: "Rechercher" }).click();
    await expect(page).toHaveURL(/\/vente\/appartement-en-terrasse\/vevey-1800\/rlm-1047$/);
    await expect(heading(page)).toBeVisible();

    await visit("/recherche");
    await form(page).getByRole("searchbox", { name: "Référence ou mots-clés" }).fill("Champéry");
    await form(page).getByRole("button", { name: "Rechercher" }).click();
    await expect(page).toHaveURL(/\/recherche\?q=Champ%C3%A9ry&page=1$/);
    await expect(page.getByRole("main").getByText("« Champéry »").first()).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    for (const place of await cards(page)
      .getByText(/^\d{4} /)
      .allTextContents())
      expect(place).toContain("Champéry");
    // The words stay in the form for the next search.
    await expect(form(page).getByRole("searchbox", { name: "Référence ou mots-clés" })).toHaveValue("Champéry");
  });

  test("a card names the listing's Minergie label among its facts", async ({ page, visit }) => {
    await visit("/vente/appartement/monthey-1870");
    const card = cards(page).filter({ hasText: "Minergie-P" });
    await expect(card).toHaveCount(1);
    await expect(card.getByRole("listitem").filter({ hasText: /^Minergie-P$/ })).toBeVisible();
  });

  test("from the results page: a budget and a minimum of rooms", async ({ page, visit }) => {
    await visit("/recherche");
    await open(page, "Budget");
    await form(page).getByRole("radio", { name: "Plus de CHF 1'000'000.–" }).check();
    await open(page, "Pièces");
    await form(page).getByRole("radio", { name: "4½+ pièces" }).check();
    await form(page).getByRole("button", { name: "Rechercher" }).click();

    await expect(page).toHaveURL(/\/recherche\?budget=1000000-999999999&minRooms=4.5&page=1$/);
    await expect(page.getByRole("main").getByText("plus de CHF 1'000'000.–, dès 4½ pièces")).toBeVisible();
    await expect(count(page)).toHaveText("10 éléments");
    await expect(form(page).locator("summary", { hasText: "Budget" })).toContainText("Plus de CHF 1'000'000.–");
  });

  test("more criteria: amenities and a move-in day narrow the list, stay in the form and in the map view", async ({
    page,
    visit,
  }) => {
    await visit("/recherche?actionType=Louer");
    const all = Number((await count(page).textContent())?.match(/\d+/)?.[0]);
    const more = form(page).locator("summary", { hasText: "Plus de critères" });
    await more.click();
    await form(page).getByRole("checkbox", { name: "Ascenseur" }).check();
    await form(page).getByRole("checkbox", { name: "Animaux admis" }).check();
    await form(page).getByRole("button", { name: "Rechercher" }).click();

    await expect(page).toHaveURL(/\/recherche\?actionType=Louer&avec=ascenseur,animaux&page=1$/);
    await expect(page.getByRole("main").getByText("avec ascenseur, animaux admis")).toBeVisible();
    const some = Number((await count(page).textContent())?.match(/\d+/)?.[0]);
    expect(some).toBeGreaterThan(0);
    expect(some).toBeLessThan(all);
    await expect(cards(page)).toHaveCount(some);
    await expect(more).toHaveText("Plus de critères (2)");
    await expect(form(page).getByRole("checkbox", { name: "Ascenseur" })).toBeChecked();

    // A day a year ahead: what is free by then, the day kept in the field.
    const day = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
    await form(page).getByRole("checkbox", { name: "Animaux admis" }).uncheck();
    await form(page).getByLabel("Libre au plus tard le").fill(day);
    await form(page).getByRole("button", { name: "Rechercher" }).click();
    await expect(page).toHaveURL(new RegExp(`/recherche\\?actionType=Louer&avec=ascenseur&libreDes=${day}&page=1$`));
    await expect(form(page).getByLabel("Libre au plus tard le")).toHaveValue(day);
    await expectAccessible(page);

    await page.getByRole("link", { name: "Carte" }).click();
    await expect(page).toHaveURL(/avec=ascenseur&libreDes=\d{4}-\d{2}-\d{2}&page=1&vue=carte$/);
    await expect(form(page).getByRole("checkbox", { name: "Ascenseur" })).toBeChecked();
  });

  test("a rent search offers monthly rents: chosen on /location, named per month in the results", async ({
    page,
    visit,
  }) => {
    await visit("/location");
    await open(page, "Budget");
    await expect(form(page).getByRole("radio", { name: "Plus de CHF 1'000'000.–" })).toHaveCount(0);
    await form(page).getByRole("radio", { name: "CHF 1'500.– à CHF 2'000.– par mois" }).check();
    await form(page).getByRole("button", { name: "Rechercher" }).click();

    await expect(page).toHaveURL(/\/recherche\?actionType=Louer&budget=1500-2000&page=1$/);
    await expect(page.getByRole("main").getByText("de CHF 1'500.– à CHF 2'000.– par mois")).toBeVisible();
    await expect(form(page).locator("summary", { hasText: "Budget" })).toContainText(
      "CHF 1'500.– à CHF 2'000.– par mois",
    );
  });

  test("the Buy/Rent toggle switches the budgets, and a price does not stay as a rent @scripts", async ({
    page,
    visit,
  }) => {
    await visit("/recherche");
    await open(page, "Budget");
    await form(page).getByRole("radio", { name: "Plus de CHF 1'000'000.–" }).check();
    await form(page).getByRole("radio", { name: "Louer" }).check();
    await open(page, "Budget");
    await expect(form(page).getByRole("radio", { name: "Plus de CHF 1'000'000.–" })).toHaveCount(0);
    await expect(form(page).getByRole("radio", { name: "Plus de CHF 4'000.– par mois" })).toBeVisible();
    await expect(form(page).locator("summary", { hasText: "Budget" })).toContainText("Indifférent");
    await form(page).getByRole("button", { name: "Rechercher" }).click();
    await expect(page).toHaveURL(/\/recherche\?actionType=Louer&page=1$/);
  });

  test("in a forced-colours theme, the side chosen of Acheter/Louer shows, and Rechercher keeps its border", async ({
    page,
    visit,
  }) => {
    await page.emulateMedia({ forcedColors: "active" });
    await visit("/recherche");
    const choice = form(page).getByRole("group", { name: "Acheter ou louer" });
    const buying = await choice.screenshot();
    await choice.getByRole("radio", { name: "Louer" }).check();
    const renting = await choice.screenshot();
    expect(renting.equals(buying), "the two states drawn alike").toBe(false);
    // The checked side is drawn in the system's highlight colours, the other in the page's.
    const colours = await choice
      .locator("label")
      .evaluateAll((labels) => labels.map((label) => getComputedStyle(label).backgroundColor));
    expect(colours[0]).not.toBe(colours[1]);
    const submit = form(page).getByRole("button", { name: "Rechercher" });
    expect(await submit.evaluate((button) => getComputedStyle(button).borderTopStyle)).toBe("solid");
    expect(await submit.evaluate((button) => getComputedStyle(button).borderTopColor)).not.toBe("rgba(0, 0, 0, 0)");
  });

  test("sold mode on /vendus searches among sold listings", async ({ page, visit }) => {
    await visit("/vendus");
    await expect(heading(page)).toHaveText("Biens immobiliers vendus");
    await expect(count(page)).toHaveText("3 éléments");
    await expect(cards(page).getByText("Vendu", { exact: true })).toHaveCount(3);
    await expect(form(page)).toHaveAttribute("action", "/vendus");

    await form(page).getByRole("radio", { name: "Louer" }).check();
    await form(page).getByRole("button", { name: "Rechercher" }).click();
    await expect(page).toHaveURL(/\/vendus\?actionType=Louer&page=1$/);
    await expect(heading(page)).toHaveText("Biens immobiliers loués");
    await expect(cards(page).getByText("Loué", { exact: true }).first()).toBeVisible();
    await expectAccessible(page);
  });

  test("a city block of the home page leads to its list", async ({ page, visit }) => {
    await visit("/");
    const monthey = page.getByRole("article").filter({ has: page.getByRole("heading", { name: /Monthey/ }) });
    await monthey.getByRole("link", { name: "Appartements à vendre" }).click();
    await expect(page).toHaveURL(/\/vente\/appartement\/monthey-1870$/);
    await expect(heading(page)).toHaveText("Appartements à vendre à Monthey");
    await expect(page.getByRole("navigation", { name: "Fil d'Ariane" })).toContainText("Monthey (1870)");
    await expect(cards(page).first()).toBeVisible();
  });
});

test.describe("results", () => {
  test("paging to page 2 and back", async ({ page, visit }) => {
    await visit("/recherche");
    await expect(count(page)).toHaveText("26 éléments");
    const top = page.getByRole("navigation", { name: "Pages de résultats", exact: true });
    await expect(top.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await expect(cards(page)).toHaveCount(12);

    await top.getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/\/recherche\?page=2$/);
    await expect(top.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect(cards(page)).toHaveCount(12);

    const bottom = page.getByRole("navigation", { name: "Pages de résultats (bas de page)" });
    await bottom.getByRole("link", { name: "Précédente" }).click();
    await expect(page).toHaveURL(/\/recherche\?page=1$/);
    await expect(top.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
  });

  test("/annonces has no link to itself; other lists have it", { tag: "@server-output" }, async ({ page, visit }) => {
    await visit("/annonces");
    await expect(heading(page)).toHaveText("Toutes nos annonces");
    await expect(page.getByRole("main").getByRole("link", { name: "Voir toutes nos annonces" })).toHaveCount(0);
    await visit("/nos-maisons");
    await expect(page.getByRole("main").getByRole("link", { name: "Voir toutes nos annonces" })).toBeVisible();
    // One page only: no pagination.
    await expect(page.getByRole("navigation", { name: "Pages de résultats", exact: true })).toHaveCount(0);
  });

  test("cards show their status, price and promotion texts", { tag: "@server-output" }, async ({ page, visit }) => {
    await visit("/vente/appartement/monthey-1870");
    const promotion = cards(page).filter({ hasText: "Les Jardins du Crochetan" });
    await expect(promotion).toContainText("Promotion de 12 biens (plus que 5 biens disponibles)");
    await expect(promotion.getByRole("link", { name: "Les Jardins du Crochetan" })).toHaveAttribute(
      "href",
      "/vente/promotions/monthey-1870/rlm-p01",
    );
    await expect(cards(page).filter({ hasText: "CHF 1'300'000.–" })).toHaveCount(1);
    await visit("/location/parking");
    await expect(cards(page).getByText("Réservé", { exact: true })).toBeVisible();
    await expect(cards(page).first()).toContainText("/mois");
    await expectAccessible(page);
  });

  test("an empty search is a friendly page", { tag: "@server-output" }, async ({ page, visit }) => {
    await visit("/recherche?budget=0-100000&cities=1895&page=1");
    await expect(count(page)).toHaveText("0 élément");
    await expect(
      page.getByRole("heading", { name: "Aucun bien ne correspond à votre recherche pour le moment." }),
    ).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe("promotions list", { tag: "@server-output" }, () => {
  test("shows every promotion as a card", async ({ page, visit }) => {
    await visit("/promotions");
    await expect(heading(page)).toHaveText("Nos promotions immobilières neuves");
    await expect(cards(page)).toHaveCount(3);
    await expect(cards(page).filter({ hasText: "Le Hameau des Mélèzes" })).toContainText("Promotion de 8 biens");
    await expect(cards(page).getByRole("link", { name: "Résidence Belle-Rive" })).toHaveAttribute(
      "href",
      "/vente/promotions/la-tour-de-peilz-1814/rlm-p02",
    );
    await expectAccessible(page);
  });

  test("filters by city", async ({ page, visit }) => {
    await visit("/vente/promotions/troistorrents-1872");
    await expect(heading(page)).toHaveText("Promotions neuves à vendre à Troistorrents");
    await expect(cards(page)).toHaveCount(1);
  });
});

test.describe("with scripts", { tag: "@scripts" }, () => {
  test("one dropdown open at a time; Escape and a click outside close it", async ({ page, visit }) => {
    await visit("/recherche");
    const dropdown = (label: string) =>
      form(page).locator("details", { has: page.locator("summary", { hasText: label }) });
    await open(page, "Localité");
    await open(page, "Type de bien");
    await expect(dropdown("Localité")).not.toHaveAttribute("open");
    await expect(dropdown("Type de bien")).toHaveAttribute("open", "");

    await page.keyboard.press("Escape");
    await expect(dropdown("Type de bien")).not.toHaveAttribute("open");
    await expect(form(page).locator("summary", { hasText: "Type de bien" })).toBeFocused();

    await open(page, "Budget");
    await heading(page).click();
    await expect(dropdown("Budget")).not.toHaveAttribute("open");
  });

  test("the type-ahead box hides items that do not match, ignoring case", async ({ page, visit }) => {
    await visit("/recherche");
    await open(page, "Localité");
    const box = form(page).getByRole("searchbox", { name: "Filtrer la liste : Localité" });
    await box.fill("VEV");
    await expect(form(page).getByRole("checkbox", { name: "Vevey", exact: true })).toBeVisible();
    await expect(form(page).getByRole("checkbox", { name: "Corsier-sur-Vevey" })).toBeVisible();
    await expect(form(page).getByRole("checkbox", { name: "Monthey" })).toBeHidden();
    await box.fill("zzz");
    await expect(form(page).getByText("Aucun choix ne correspond à « zzz ».")).toBeVisible();
    await box.fill("");
    await expect(form(page).getByRole("checkbox", { name: "Monthey" })).toBeVisible();
    // Enter in the box does not send the form.
    await box.press("Enter");
    await expect(page).toHaveURL(/\/recherche$/);
  });

  test("choosing a selected radio again deselects it", async ({ page, visit }) => {
    await visit("/recherche?minRooms=3&page=1");
    await open(page, "Pièces");
    const three = form(page).getByRole("radio", { name: "3+ pièces" });
    await expect(three).toBeChecked();
    await three.click();
    await expect(three).not.toBeChecked();
    const rooms = form(page).locator("details", { has: page.locator("summary", { hasText: "Pièces" }) });
    await expect(rooms.getByRole("radio", { name: "Indifférent" })).toBeChecked();
    await expect(form(page).locator("summary", { hasText: "Pièces" })).toContainText("Indifférent");
    await form(page).getByRole("button", { name: "Rechercher" }).click();
    await expect(page).toHaveURL(/\/recherche\?page=1$/);
  });

  test("changing page scrolls to 300 px from the top on a desktop, says the new page and starts at its count", async ({
    page,
    visit,
  }) => {
    await visit("/recherche");
    const bottom = page.getByRole("navigation", { name: "Pages de résultats (bas de page)" });
    await bottom.scrollIntoViewIfNeeded();
    await bottom.getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/page=2$/);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY)), { timeout: 5000 }).toBe(300);
    await expectPageSaid(page, /page 2/i);
    // Focus leaves the link at the bottom for the start of the new page of results, on screen.
    await expect(count(page)).toBeFocused();
    await expect(count(page)).toBeInViewport();
  });

  test("a new search from the results page says it and starts at the count of what it found", async ({
    page,
    visit,
  }) => {
    await visit("/recherche");
    await open(page, "Type de bien");
    await form(page).getByRole("checkbox", { name: "Maison" }).check();
    await form(page).getByRole("button", { name: "Rechercher" }).click();
    await expect(page).toHaveURL(/\/recherche\?types=house&page=1$/);
    await expectPageSaid(page, /^Recherche : Maisons à vendre/);
    await expect(count(page)).toBeFocused();
  });
});

test.describe("with scripts on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("changing page scrolls to 500 px from the top", { tag: "@scripts" }, async ({ page, visit }) => {
    await visit("/recherche");
    const bottom = page.getByRole("navigation", { name: "Pages de résultats (bas de page)" });
    await bottom.scrollIntoViewIfNeeded();
    await bottom.getByRole("link", { name: "Suivante" }).click();
    await expect(page).toHaveURL(/page=2$/);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY)), { timeout: 5000 }).toBe(500);
  });

  test("the home search form and results work on a phone", async ({ page, visit }) => {
    await visit("/");
    await open(page, "Type de bien");
    await form(page).getByRole("checkbox", { name: "Maison" }).check();
    await form(page).getByRole("button", { name: "Rechercher" }).click();
    await expect(page).toHaveURL(/\/recherche\?types=house&page=1$/);
    await expect(heading(page)).toHaveText("Maisons à vendre");
    await expectAccessible(page);
  });
});
