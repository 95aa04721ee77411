/**
 * Listing photos of a real agency's export (npm run bench).
 *
 *   npx tsx scripts/bench-images.ts [--listings 60] [--seconds 5] [--site-dir DIR]
 *
 * Generates the realistic feed of the tests (60 listings, 4 to 9 camera-size photos each on a
 * fake CRM), starts the built site on it with an empty image cache, and measures in Chromium the
 * property page and /annonces: bytes transferred and image bytes on a first view (cold: every
 * photo fetched and encoded) and again (warm: from the disk cache); then the image route's
 * throughput on a warm photo, and the server's resident memory while 50 different photos are
 * asked for at once (cold encodes). Figures are printed beside their targets, never asserted.
 * `--site-dir` runs another checkout's build (e.g. an older version) on the same feed.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium, type Browser } from "@playwright/test";
import { photoKey, signPhotoUrl } from "../app/api/photo-address.server";
import { startRealisticFeed } from "../tests/support/realistic-feed";
import { startSite, type SiteProcess } from "../tests/support/site-process";
import { runLoad } from "./bench/load";

const { values } = parseArgs({
  options: {
    listings: { type: "string", default: "60" },
    seconds: { type: "string", default: "5" },
    "site-dir": { type: "string" },
  },
});

const SECRET = "bench-session-secret-0123456789";
const targets = { propertyKb: 400, listKb: 600, rssMb: 400 };
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function row(label: string, value: string, target = "", verdict = ""): string {
  return `  ${label.padEnd(48)} ${value.padStart(14)}   ${target ? `cible ${target}`.padEnd(22) : "".padEnd(22)} ${verdict}`;
}

type View = { total: number; images: number; imageCount: number; failed: number; lcpMs: number; loadMs: number };

/** One visit in a fresh browser context (empty browser cache): bytes over the wire, by kind. */
async function visit(browser: Browser, url: string): Promise<View> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ignoreHTTPSErrors: true });
  const page = await context.newPage();
  const sizes: Promise<{ bytes: number; image: boolean }>[] = [];
  let failed = 0;
  page.on("requestfailed", () => (failed += 1));
  page.on("requestfinished", (request) =>
    sizes.push(
      request.sizes().then((size) => ({
        bytes: size.responseBodySize + size.responseHeadersSize,
        image: request.resourceType() === "image",
      })),
    ),
  );
  const started = performance.now();
  await page.goto(url, { waitUntil: "load", timeout: 120_000 });
  const loadMs = performance.now() - started;
  await page.waitForTimeout(300);
  const lcpMs = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1]?.startTime ?? 0);
        }).observe({ type: "largest-contentful-paint", buffered: true });
        setTimeout(() => resolve(0), 2000);
      }),
  );
  const all = await Promise.all(sizes);
  await context.close();
  const images = all.filter((item) => item.image);
  return {
    total: all.reduce((sum, item) => sum + item.bytes, 0),
    images: images.reduce((sum, item) => sum + item.bytes, 0),
    imageCount: images.length,
    failed,
    lcpMs,
    loadMs,
  };
}

function printView(label: string, view: View, targetKb?: number) {
  const verdict = targetKb === undefined ? "" : view.total <= targetKb * 1024 ? "ok" : "AU-DESSUS";
  console.log(row(`${label} : transféré`, kb(view.total), targetKb ? `<= ${targetKb} KB` : "", verdict));
  console.log(row(`${label} : images (${view.imageCount})`, kb(view.images)));
  console.log(row(`${label} : chargement / LCP`, `${Math.round(view.loadMs)} / ${Math.round(view.lcpMs)} ms`));
  console.log(row(`${label} : requêtes en échec`, String(view.failed), "0", view.failed === 0 ? "ok" : "ÉCHECS"));
}

async function main() {
  const feed = await startRealisticFeed({ listings: Number(values.listings) });
  const cacheDir = mkdtempSync(path.join(tmpdir(), "bench-image-cache-"));
  let site: SiteProcess | undefined;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--ignore-certificate-errors"],
  });
  try {
    site = await startSite(
      {
        CATALOGUE_FILE: feed.file,
        NODE_EXTRA_CA_CERTS: feed.caFile,
        IMAGE_HOSTS: feed.imageHosts,
        IMAGE_CACHE_DIR: cacheDir,
        SESSION_SECRET: SECRET,
        HONEYPOT_SECRET: SECRET,
        PAGE_CACHE_S: "0",
      },
      { cwd: values["site-dir"] },
    );
    const list = await site.get("/annonces");
    const ref = feed.refs.photos.toLowerCase();
    const property = new RegExp(`href="(/[^"]+/${ref})"`).exec(list.html)?.[1];
    if (!property) throw new Error(`${ref} absent de /annonces`);

    console.log(`\nPhotos d'un export réel (${feed.listings} annonces, ${feed.goodPhotos.length} photos de 2 à 7 Mo)`);
    for (const [label, pathname, target] of [
      ["page du bien", property, targets.propertyKb],
      ["/annonces", "/annonces", targets.listKb],
    ] as const) {
      printView(`${label}, première vue (à froid)`, await visit(browser, `${site.origin}${pathname}`), target);
      printView(`${label}, seconde vue (cache disque)`, await visit(browser, `${site.origin}${pathname}`), target);
    }

    const seconds = Math.max(1, Math.min(30, Number(values.seconds)));
    const warm = `${site.origin}/images/photos/${signPhotoUrl(feed.goodPhotos[0]!, photoKey(SECRET))}?size=640`;
    await fetch(warm, { headers: { Accept: "image/avif,image/webp,*/*" } }).then((response) => response.arrayBuffer());
    const load = await runLoad(warm, seconds, 10, { Accept: "image/avif,image/webp,*/*" });
    console.log(row("route d'image à chaud : requêtes/s", load.requestsPerSecond.toFixed(0)));
    console.log(row("route d'image à chaud : p50 / p99", `${load.p50Ms} / ${load.p99Ms} ms`));
    console.log(row("route d'image à chaud : échecs", String(load.failures), "0", load.failures ? "ÉCHECS" : "ok"));

    // Photos no page above showed (neither a listing's first nor any of the property page's).
    const fresh = feed.goodPhotos
      .filter((url) => {
        const n = Number(/\/(\d+)\.jpg$/.exec(url)?.[1]);
        return n >= 10 && n % 10 !== 0;
      })
      .slice(-50);
    let peak = site.rss();
    console.log(row("RSS avant les 50 photos nouvelles", `${(peak / 1024 / 1024).toFixed(0)} MB`));
    const sampler = setInterval(() => {
      try {
        peak = Math.max(peak, site!.rss());
      } catch {
        // process gone: reported below
      }
    }, 50);
    const started = performance.now();
    const answers = await Promise.all(
      fresh.map((url) =>
        fetch(`${site!.origin}/images/photos/${signPhotoUrl(url, photoKey(SECRET))}?size=960`, {
          headers: { Accept: "image/avif,image/webp,*/*" },
        })
          .then(async (response) => ({
            ok: response.status === 200 && response.headers.get("Content-Type") === "image/avif",
            bytes: (await response.arrayBuffer()).byteLength,
          }))
          .catch(() => ({ ok: false, bytes: 0 })),
      ),
    );
    clearInterval(sampler);
    const failures = answers.filter((answer) => !answer.ok).length;
    const mb = peak / 1024 / 1024;
    console.log(
      row(
        `${fresh.length} photos nouvelles à la fois : RSS maximale`,
        `${mb.toFixed(0)} MB`,
        `< ${targets.rssMb} MB`,
        mb < targets.rssMb ? "ok" : "AU-DESSUS",
      ),
    );
    console.log(
      row(
        `${fresh.length} photos nouvelles à la fois : durée`,
        `${((performance.now() - started) / 1000).toFixed(1)} s`,
      ),
    );
    console.log(
      row(`${fresh.length} photos nouvelles à la fois : échecs`, String(failures), "0", failures ? "ÉCHECS" : "ok"),
    );
    console.log(row("processus vivant après", site.alive() ? "oui" : "non"));
  } finally {
    await browser.close();
    await site?.stop();
    await feed.close();
    rmSync(cacheDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
