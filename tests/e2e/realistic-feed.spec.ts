import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page, Response } from "@playwright/test";
import { startRealisticFeed, type RealisticFeed } from "../support/realistic-feed";
import { startSite, type SiteProcess } from "../support/site-process";
import { expect, test, waitForHydration } from "./fixtures";

/**
 * A real agency's export (multi-megabyte photos on the CRM's own host) seen by a browser, with
 * and without scripts: every picture comes from the site's own addresses, resized, with srcset.
 * The site is started here on the generated feed; the demo server of the config is not used.
 */

let feed: RealisticFeed;
let site: SiteProcess;
let cacheDir: string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  feed = await startRealisticFeed({ listings: 30 });
  cacheDir = mkdtempSync(path.join(tmpdir(), "e2e-image-cache-"));
  site = await startSite({
    CATALOGUE_FILE: feed.file,
    NODE_EXTRA_CA_CERTS: feed.caFile,
    IMAGE_HOSTS: feed.imageHosts,
    IMAGE_CACHE_DIR: cacheDir,
    SESSION_SECRET: "e2e-session-secret-0123456789",
    HONEYPOT_SECRET: "e2e-honeypot-secret-0123456789",
  });
});

test.afterAll(async () => {
  await site?.stop();
  await feed?.close();
  if (cacheDir) rmSync(cacheDir, { recursive: true, force: true });
});

type Loaded = { url: string; bytes: number; type: string };

/** Opens a page of the feed's site and lists the images the browser received, with their sizes. */
async function open(page: Page, pathname: string, javaScriptOn: boolean): Promise<Loaded[]> {
  const images: Promise<Loaded>[] = [];
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  page.on("response", (response: Response) => {
    if (response.request().resourceType() !== "image") return;
    // The size as received, once the body has arrived: the browser may not keep the body of a
    // large image for the test to read back (it is then gone, not empty).
    const type = response.headers()["content-type"] ?? "";
    images.push(
      response
        .request()
        .sizes()
        .then((sizes) => ({ url: response.url(), bytes: sizes.responseBodySize, type }))
        .catch(() => ({ url: response.url(), bytes: 0, type })),
    );
  });
  await page.goto(`${site.origin}${pathname}`);
  if (javaScriptOn) await waitForHydration(page);
  await page.waitForLoadState("load");
  for (const url of requested) expect(new URL(url).origin, url).toBe(site.origin);
  return Promise.all(images);
}

async function propertyPath(): Promise<string> {
  const list = await site.get("/annonces");
  const match = new RegExp(`href="(/[^"]+/${feed.refs.photos.toLowerCase()})"`).exec(list.html);
  if (!match?.[1]) throw new Error(`${feed.refs.photos} absent de /annonces`);
  return match[1];
}

test("property page: photos from the site, with srcset, none of them heavy", async ({ page, javaScriptOn }) => {
  const loaded = await open(page, await propertyPath(), javaScriptOn);
  const photos = loaded.filter((image) => new URL(image.url).pathname.startsWith("/images/photos/"));
  expect(photos.length).toBeGreaterThan(0);
  for (const photo of photos) {
    expect(photo.type, photo.url).toMatch(/^image\/(avif|webp|jpeg)$/);
    expect(photo.bytes, photo.url).toBeLessThan(300_000);
  }
  expect(loaded.reduce((sum, image) => sum + image.bytes, 0)).toBeLessThan(1_000_000);

  const slides = page.locator("img[sizes]");
  await expect(slides.first()).toBeVisible();
  for (const slide of await slides.all()) {
    expect(await slide.getAttribute("src")).toMatch(/^\/images\//);
    expect(await slide.getAttribute("srcset")).toMatch(/^\/images\/\S+ \d+w, /);
  }
  const first = page.locator('img[sizes][loading="eager"]').first();
  await expect(first).toHaveJSProperty("complete", true);
  expect(await first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(300);
  for (const img of await page.locator("img").all()) {
    expect(await img.getAttribute("src")).toMatch(/^\/images\//);
  }

  if (javaScriptOn) {
    // The largest paint is a photo of the site, of a few hundred kilobytes at most.
    const lcp = await page.evaluate(
      () =>
        new Promise<{ url: string; size: number }>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as PerformanceEntry[] & { url: string; size: number }[];
            const last = entries[entries.length - 1]!;
            resolve({ url: last.url, size: last.size });
          }).observe({ type: "largest-contentful-paint", buffered: true });
        }),
    );
    expect(new URL(lcp.url).pathname).toMatch(/^\/images\/photos\//);
    const entry = loaded.find((image) => image.url === lcp.url);
    expect(entry?.bytes ?? 0).toBeGreaterThan(0);
    expect(entry!.bytes).toBeLessThan(300_000);
  }
});

test("list of all listings: cards from the site, with srcset, light", async ({ page, javaScriptOn }) => {
  const loaded = await open(page, "/annonces", javaScriptOn);
  const cards = page.locator('img[src^="/images/photos/"]');
  expect(await cards.count()).toBeGreaterThan(5);
  for (const card of await cards.all()) expect(await card.getAttribute("srcset")).toMatch(/ 320w, /);
  for (const image of loaded) expect(image.bytes, image.url).toBeLessThan(200_000);
  expect(loaded.reduce((sum, image) => sum + image.bytes, 0)).toBeLessThan(1_500_000);
});
