import { expect, expectAccessible, test } from "./fixtures";

/** Lists and listings on maps drawn by the server (issue 46), with and without scripts. */

test("a list's map keeps its filters and leads to each commune's list and to each listing", async ({ page, visit }) => {
  await visit("/location");
  const views = page.getByRole("navigation", { name: "Affichage des résultats" });
  await expect(views.getByRole("link", { name: "Liste" })).toHaveAttribute("aria-current", "true");
  await views.getByRole("link", { name: "Carte" }).click();
  await expect(page).toHaveURL(/\/location\?vue=carte$/);
  const map = page.getByRole("group", { name: /^Carte des \d+ annonces$/ });
  await expect(map).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(0);
  await expectAccessible(page);

  // The base drawing comes from the site itself, once per frame.
  const base = await map.locator("image").getAttribute("href");
  // Its key: the frame, then the site's signature of it (only keys the site signed are drawn).
  expect(base).toMatch(/^\/carte\/fond\/2024-800x\d+-[\d.-]+\.[A-Za-z0-9_-]{22}$/);
  const answer = await page.request.get(base!);
  expect(answer.headers()["content-type"]).toBe("image/svg+xml; charset=utf-8");
  expect(answer.headers()["cache-control"]).toContain("immutable");

  await map.getByRole("link", { name: /^\d+ annonces à Monthey$/ }).click();
  await expect(page).toHaveURL(/\/recherche\?actionType=Louer&cities=1870&page=1$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Biens immobiliers à louer à Monthey");
});

test("a single listing's mark opens its page, and the page shows its commune's map", async ({ page, visit }) => {
  await visit("/de/recherche?actionType=Louer&cities=1804&page=1&vue=carte");
  const map = page.getByRole("group", { name: /^Karte des Angebots$/ });
  const mark = map.getByRole("link");
  await expect(mark).toHaveCount(1);
  await mark.click();
  await expect(page).toHaveURL(/\/de\/location\/[^/]+\/corsier-sur-vevey-1804\/rlm-\d+$/);
  const situation = page.getByRole("region", { name: "Lage" });
  await expect(situation.getByRole("group", { name: "Lage: Corsier-sur-Vevey" })).toBeVisible();
  await expectAccessible(page);
});
