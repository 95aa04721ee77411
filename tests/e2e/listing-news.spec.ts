import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { createCookie } from "@remix-run/node";
import type { Page } from "@playwright/test";
import { startSite, type SiteProcess } from "../support/site-process";
import { expect, expectAccessible, test } from "./fixtures";

/**
 * "Nouveau" and "Prix baissé" as a visitor meets them (issue 56), on a site of this file's own whose
 * watch of the listings says that one rental came three days ago and another's rent fell by CHF 180.–
 * two days ago; and on the kept listings, a rent lower than when the visitor kept it.
 */

const SECRET = "e2e-session-secret-0123456789";
const NEW = "RLM-1039";
const REDUCED = "RLM-1043";
const DAY_MS = 24 * 3600_000;

let site: SiteProcess;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  site = await startSite({ SESSION_SECRET: SECRET, HONEYPOT_SECRET: "e2e-honeypot-secret-0123456789" });
  const database = new DatabaseSync(path.resolve("var", "test-sites", new URL(site.origin).port, "site.sqlite"));
  try {
    // The server's first look at its listings (at its start) has dated them all before any alert.
    await expect
      .poll(() => Number((database.prepare("SELECT count(*) AS n FROM listing_seen").get() as { n: number }).n))
      .toBeGreaterThan(20);
    const now = Date.now();
    database
      .prepare("UPDATE listing_seen SET first_seen_at = ? WHERE reference = ?")
      .run(new Date(now - 3 * DAY_MS).toISOString(), NEW);
    database
      .prepare("UPDATE listing_seen SET price_before = price + 180, price_fell_at = ? WHERE reference = ?")
      .run(new Date(now - 2 * DAY_MS).toISOString(), REDUCED);
  } finally {
    database.close();
  }
});

test.afterAll(async () => {
  await site?.stop();
});

const cardOf = (page: Page, ref: string) =>
  page.getByRole("article").filter({ has: page.locator(`a[href$="/${ref.toLowerCase()}"]`) });

test("a list's cards say what is new and what is cheaper; the listing's page says when and by how much", async ({
  page,
  visit,
}) => {
  await visit(`${site.origin}/recherche?actionType=Louer`);
  await expect(cardOf(page, NEW).getByText("Nouveau", { exact: true })).toBeVisible();
  await expect(cardOf(page, REDUCED).getByText("Prix baissé", { exact: true })).toBeVisible();
  await expect(page.getByRole("main").getByText(/^(Nouveau|Prix baissé)$/)).toHaveCount(2);
  await expectAccessible(page);

  await cardOf(page, REDUCED).getByRole("heading").getByRole("link").click();
  await expect(page).toHaveURL(/\/rlm-1043$/);
  await expect(
    page
      .getByRole("region", { name: "Prix et contact" })
      .getByText(/^Prix baissé le \d{2}\.\d{2}\.\d{4} : CHF 180\.– de moins$/),
  ).toBeVisible();
});

test("a kept listing cheaper than when it was kept says by how much", async ({ page, visit, context }) => {
  // The cookie the site would have set had the visitor kept it when the rent was CHF 300.– higher.
  const cookie = createCookie("__favoris", { secrets: [SECRET] });
  const rent = 2820;
  const value = (await cookie.serialize([`${REDUCED}:${rent + 300}`, NEW])).split(";")[0]!.slice("__favoris=".length);
  await context.addCookies([{ name: "__favoris", value, url: site.origin }]);
  await visit(`${site.origin}/en/favoris`);
  await expect(cardOf(page, REDUCED).getByText("CHF 300.– less since you saved it")).toBeVisible();
  await expect(cardOf(page, REDUCED).getByText("Price reduced", { exact: true })).toBeVisible();
  await expect(cardOf(page, NEW).getByText(/less since you saved it/)).toHaveCount(0);
});
