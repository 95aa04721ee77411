import type { Page } from "@playwright/test";
import { frenchOnPage } from "../support/french-words";
import { expect, test } from "./fixtures";

/**
 * The lists and the listings in German and English (decision 114): a visitor searches under /de or
 * /en, opens a listing from the results and stays in the language, and nothing of what the lists
 * and the listing pages write is left in French (texts the feed has only in French are marked so).
 */

const form = (page: Page) => page.getByRole("search");

async function open(page: Page, label: string) {
  const summary = form(page).locator("summary", { hasText: label });
  await summary.click();
  await expect(summary.locator("xpath=..")).toHaveAttribute("open", "");
}

/** French words in the page's main content, outside what is marked French. */
async function frenchInMain(page: Page): Promise<string[]> {
  return frenchOnPage(`<main>${await page.getByRole("main").innerHTML()}</main>`);
}

const languages = [
  {
    prefix: "/de",
    rent: "Mieten",
    city: "Ortschaft",
    type: "Objektart",
    flat: "Wohnung",
    submit: "Suchen",
    heading: "Wohnungen zu vermieten in Monthey",
    count: "4 Ergebnisse",
    lang: "de-CH",
    monthly: "Monatliche Miete",
  },
  {
    prefix: "/en",
    rent: "Rent",
    city: "Locality",
    type: "Property type",
    flat: "Flat",
    submit: "Search",
    heading: "Flats to let in Monthey",
    count: "4 results",
    lang: "en-GB",
    monthly: "Monthly rent",
  },
] as const;

for (const words of languages) {
  test(`search and open a listing under ${words.prefix}`, async ({ page, visit }) => {
    await visit(`${words.prefix}/recherche`);
    await expect(page.locator("html")).toHaveAttribute("lang", words.lang);
    await form(page).getByRole("radio", { name: words.rent, exact: true }).check();
    await open(page, words.city);
    await form(page).getByRole("checkbox", { name: "Monthey" }).check();
    await open(page, words.type);
    await form(page).getByRole("checkbox", { name: words.flat, exact: true }).check();
    await form(page).getByRole("button", { name: words.submit }).click();

    await expect(page).toHaveURL(
      new RegExp(`${words.prefix}/recherche\\?actionType=Louer&cities=1870&types=apartment&page=1$`),
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.heading);
    await expect(page.getByText(words.count, { exact: true })).toBeVisible();
    expect(await frenchInMain(page)).toEqual([]);

    const first = page.getByRole("main").getByRole("article").first().getByRole("heading").getByRole("link");
    await expect(first).toHaveAttribute("href", new RegExp(`^${words.prefix}/location/`));
    await first.click();

    await expect(page).toHaveURL(new RegExp(`${words.prefix}/location/[^/]+/monthey-1870/rlm-\\d+$`));
    await expect(page.locator("html")).toHaveAttribute("lang", words.lang);
    await expect(page.getByText(words.monthly, { exact: true })).toBeVisible();
    expect(await frenchInMain(page)).toEqual([]);
  });
}
