import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";

/** Sorting, the minimum living area and the Atom feed of result lists (issue 15). */

const sortNav = (page: Page) => page.getByRole("navigation", { name: "Trier les résultats" });
const cards = (page: Page) => page.getByRole("main").getByRole("article");

/** The price of each card, in francs; null for 'Prix sur demande'. */
async function prices(page: Page): Promise<(number | null)[]> {
  const texts = await cards(page)
    .locator("p", { hasText: /^(CHF|Prix sur demande|Dès)/ })
    .allTextContents();
  return texts.map((text) => (/CHF/.test(text) ? Number(text.replace(/[^\d]/g, "")) : null));
}

function ascending(values: (number | null)[]) {
  const known = values.filter((value) => value !== null);
  expect(known, "les prix connus montent").toEqual([...known].sort((a, b) => a - b));
  const firstUnknown = values.indexOf(null);
  if (firstUnknown >= 0)
    expect(
      values.slice(firstUnknown).every((value) => value === null),
      "sur demande à la fin",
    ).toBe(true);
}

test("a list sorted by price keeps its order across pages", async ({ page, visit }) => {
  await visit("/vente");
  await expect(sortNav(page).getByRole("link", { name: "Plus récents" })).toHaveAttribute("aria-current", "true");
  await sortNav(page).getByRole("link", { name: "Prix croissant" }).click();
  await expect(page).toHaveURL(/\/vente\?tri=prix-croissant$/);
  await expect(sortNav(page).getByRole("link", { name: "Prix croissant" })).toHaveAttribute("aria-current", "true");
  const first = await prices(page);
  expect(first.length).toBe(12);
  ascending(first);
  await expectAccessible(page);

  await page
    .getByRole("navigation", { name: "Pages de résultats", exact: true })
    .getByRole("link", { name: "Page 2" })
    .click();
  await expect(page).toHaveURL(/\/vente\?tri=prix-croissant&page=2$/);
  // With scripts the address changes before the new page is drawn: wait for the page itself.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/vente\?tri=prix-croissant&page=2$/);
  const second = await prices(page);
  ascending([...first, ...second]);
});

test("largest first, then a minimum living area from the search form", async ({ page, visit }) => {
  await visit("/recherche?actionType=Louer&page=1");
  await sortNav(page).getByRole("link", { name: "Plus grande surface" }).click();
  await expect(page).toHaveURL(/\/recherche\?actionType=Louer&tri=surface&page=1$/);
  // With scripts the address changes before the sorted list is drawn: wait for the page itself.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /tri=surface/);
  const areas = async () =>
    (
      await cards(page)
        .getByRole("listitem")
        .filter({ hasText: /m² (bruts|habitables)$/ })
        .allTextContents()
    ).map((text) => Number(text.replace(/[^\d]/g, "")));
  const largestFirst = await areas();
  expect(largestFirst.length).toBeGreaterThan(1);
  expect(largestFirst).toEqual([...largestFirst].sort((a, b) => b - a));

  const form = page.getByRole("search");
  const summary = form.locator("summary", { hasText: "Surface habitable" });
  await summary.click();
  await form.getByRole("radio", { name: "100 m² et plus" }).check();
  await form.getByRole("button", { name: "Rechercher" }).click();
  await expect(page).toHaveURL(/\/recherche\?actionType=Louer&surfaceMin=100&tri=surface&page=1$/);
  await expect(page.getByRole("main").getByText("dès 100 m² habitables")).toBeVisible();
  const large = await areas();
  expect(large.length).toBeGreaterThan(0);
  for (const area of large) expect(area).toBeGreaterThanOrEqual(100);
  await expectAccessible(page);
});

// The XML is parsed by the browser's own parser, which needs scripts.
test("every list offers its Atom feed, well-formed, newest first", { tag: "@scripts" }, async ({ page, visit }) => {
  await visit("/location/appartement");
  const link = page.getByRole("link", { name: "Suivre cette recherche (flux Atom)" });
  await expect(link).toHaveAttribute("href", "/flux/location/appartement.xml");
  await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
    "href",
    /\/flux\/location\/appartement\.xml$/,
  );
  const response = await page.request.get("/flux/location/appartement.xml");
  expect(response.headers()["content-type"]).toBe("application/atom+xml; charset=utf-8");
  const xml = await response.text();
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    const atom = "http://www.w3.org/2005/Atom";
    return {
      error: doc.getElementsByTagName("parsererror").length,
      root: `${doc.documentElement.namespaceURI} ${doc.documentElement.localName}`,
      entries: [...doc.getElementsByTagNameNS(atom, "entry")].map((entry) => ({
        title: entry.getElementsByTagNameNS(atom, "title")[0]?.textContent ?? "",
        href: entry.getElementsByTagNameNS(atom, "link")[0]?.getAttribute("href") ?? "",
        updated: entry.getElementsByTagNameNS(atom, "updated")[0]?.textContent ?? "",
        summary: entry.getElementsByTagNameNS(atom, "summary")[0]?.textContent ?? "",
      })),
    };
  }, xml);
  expect(parsed.error).toBe(0);
  expect(parsed.root).toBe("http://www.w3.org/2005/Atom feed");
  expect(parsed.entries.length).toBeGreaterThan(0);
  for (const entry of parsed.entries) {
    expect(entry.href).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/location\/[a-z-]+\/[a-z0-9-]+\/rlm-\d+$/);
    expect(entry.summary).toMatch(/CHF|Prix sur demande/);
  }
  const dates = parsed.entries.map((entry) => entry.updated);
  expect(dates).toEqual([...dates].sort().reverse());
  const titles = await cards(page).getByRole("heading").allTextContents();
  expect(parsed.entries.map((entry) => entry.title)).toEqual(titles.slice(0, parsed.entries.length));
});
