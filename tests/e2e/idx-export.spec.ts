import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { writeIdxExport, type IdxExport } from "../support/idx-export";
import { startSite, type SiteProcess } from "../support/site-process";
import { expect, expectAccessible, test, waitForHydration } from "./fixtures";

/**
 * An agency's IDX 3.01 export (unload.txt in Windows-1252, its photos in images/, a brochure in
 * doc/) served as the site serves a SwissRETS one, seen by a browser with and without scripts: the
 * list and the listing, their photos through the site's own addresses, the brochure, accents only
 * Windows-1252 carries, axe on both pages.
 */

let upload: IdxExport;
let site: SiteProcess;
let dir: string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dir = mkdtempSync(path.join(tmpdir(), "e2e-idx-"));
  upload = await writeIdxExport(path.join(dir, "envoi"));
  site = await startSite({
    CATALOGUE_FILE: upload.file,
    IMAGE_CACHE_DIR: path.join(dir, "image-cache"),
    SESSION_SECRET: "e2e-session-secret-0123456789",
    HONEYPOT_SECRET: "e2e-honeypot-secret-0123456789",
  });
});

test.afterAll(async () => {
  await site?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The address of a listing, as the lists of sales and of rentals link it. */
async function listingPath(ref: string): Promise<string> {
  for (const list of ["/annonces", "/location"]) {
    const { html } = await site.get(list);
    const match = new RegExp(`href="(/[^"]+/${ref.toLowerCase().replaceAll(".", "\\.")})"`).exec(html);
    if (match?.[1]) return match[1];
  }
  throw new Error(`${ref} absent des listes`);
}

test("the lists show the export's listings, their places spelled right, photos from the site", async ({
  page,
  javaScriptOn,
}) => {
  await page.goto(`${site.origin}/annonces`);
  if (javaScriptOn) await waitForHydration(page);
  await expect(page.getByRole("link", { name: /Appartement lumineux à Château-d'Œx/ }).first()).toBeVisible();
  await expect(page.getByText("1660 Château-d'Œx").first()).toBeVisible();
  const cards = page.locator('img[src^="/images/photos/"]');
  expect(await cards.count()).toBeGreaterThanOrEqual(4);
  const first = cards.first();
  await first.scrollIntoViewIfNeeded();
  await expect(first).toHaveJSProperty("complete", true);
  expect(await first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
  await expectAccessible(page);
  await page.goto(`${site.origin}/location`);
  await expect(
    page.getByRole("link", { name: "Appartement lumineux à Saint-Légier-La Chiésaz" }).first(),
  ).toBeVisible();
});

test("a listing of the export: facts, photos, its plan as a picture, virtual tour, visit remark and the brochure of its doc folder", async ({
  page,
  javaScriptOn,
}) => {
  await page.goto(`${site.origin}${await listingPath(upload.refs.sale)}`);
  if (javaScriptOn) await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Appartement lumineux à Château-d'Œx/);
  await expect(page.getByText(/650.000/).first()).toBeVisible();
  await expect(page.getByText("Visites le samedi matin, sur rendez-vous.")).toBeVisible();
  const photo = page.locator('img[sizes][loading="eager"]').first();
  await expect(photo).toHaveJSProperty("complete", true);
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(300);
  const plan = page.getByRole("img", { name: "Plan du 1er étage" });
  await plan.scrollIntoViewIfNeeded();
  await expect(plan).toHaveJSProperty("complete", true);
  expect(await plan.getAttribute("src")).toMatch(/^\/images\/photos\//);
  expect(await plan.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(300);
  expect(await page.getByRole("link", { name: "Plan du 1er étage" }).getAttribute("href")).toMatch(
    /^\/images\/photos\/[^?]+\?size=1920$/,
  );
  await expect(page.getByRole("link", { name: "Visite virtuelle" })).toHaveAttribute(
    "href",
    "https://my.matterport.com/show/?m=RLIvisite100",
  );
  const brochure = page.getByRole("link", { name: /Plaquette de vente/ });
  const href = await brochure.getAttribute("href");
  expect(href).toMatch(/^\/documents\/Plaquette-Chateau-d-Oex\.pdf\?v=/);
  const answer = await page.request.get(`${site.origin}${href}`);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toBe("application/pdf");
  expect((await answer.body()).subarray(0, 5).toString()).toBe("%PDF-");
  await expectAccessible(page);
});

test("a listing in German only, and one whose export lacks a photo", async ({ page, javaScriptOn }) => {
  await page.goto(`${site.origin}${await listingPath(upload.refs.german)}`);
  if (javaScriptOn) await waitForHydration(page);
  // The listing's own German text, not the header's language switch.
  await expect(page.locator('main [lang="de"]').first()).toContainText("Helle Wohnung");
  await expectAccessible(page);

  await page.goto(`${site.origin}${await listingPath(upload.refs.missingPhoto)}`);
  if (javaScriptOn) await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const images = await page
    .locator('img[src^="/images/photos/"]')
    .evaluateAll((items) => items.map((item) => (item as HTMLImageElement).getAttribute("src")!));
  expect(images.length).toBeGreaterThanOrEqual(2);
  const statuses = await Promise.all(
    images.map(async (src) => (await page.request.get(`${site.origin}${src}`)).status()),
  );
  expect(statuses.every((status) => status === 200)).toBe(true);
});

test("the record cut short is logged once with its line, the others are served @server-output", async () => {
  expect(site.log()).toContain(`ligne ${upload.brokenLine}`);
});
