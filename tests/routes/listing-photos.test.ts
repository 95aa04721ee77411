import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { photoKey, signPhotoUrl } from "~/api/photo-address.server";
import { startRealisticFeed, type RealisticFeed } from "../support/realistic-feed";
import { startSite, type SiteProcess } from "../support/site-process";

/**
 * The image route of the production server on a real agency's export: photos on a CRM host
 * (https with its own certificate, and http) fetched once, resized, served in the browser's
 * format with validators; every way a photo can fail gives the placeholder, never an error.
 */

const SECRET = "secret-des-tests-des-photos-0123456789";
const AVIF = "image/avif,image/webp,image/apng,image/*,*/*;q=0.8";

let feed: RealisticFeed;
let site: SiteProcess;
let cacheDir: string;

function siteEnv(): Record<string, string> {
  return {
    CATALOGUE_FILE: feed.file,
    NODE_EXTRA_CA_CERTS: feed.caFile,
    IMAGE_HOSTS: feed.imageHosts,
    IMAGE_CACHE_DIR: cacheDir,
    IMAGE_FETCH_TIMEOUT_MS: "2000",
    SESSION_SECRET: SECRET,
    HONEYPOT_SECRET: SECRET,
  };
}

/** The address the site gives a photo (the same secret signs it). */
function address(url: string, size?: number): string {
  const base = `/images/photos/${signPhotoUrl(url, photoKey(SECRET))}`;
  return size === undefined ? base : `${base}?size=${size}`;
}

async function image(path: string, accept = AVIF, headers: Record<string, string> = {}) {
  const response = await fetch(`${site.origin}${path}`, { headers: { Accept: accept, ...headers } });
  const body = Buffer.from(await response.arrayBuffer());
  return { response, body };
}

function hitsOf(url: string): number {
  const parsed = new URL(url);
  const host = [feed.crm, feed.plain, feed.elsewhere].find((item) => item.origin === parsed.origin);
  return host?.hits.get(parsed.pathname) ?? 0;
}

/** A path of the property page of `ref`, as the list of all listings links to it. */
async function propertyPath(ref: string): Promise<string> {
  const list = await site.get("/annonces");
  const match = new RegExp(`href="(/[^"]+/${ref.toLowerCase()})"`).exec(list.html);
  if (!match?.[1]) throw new Error(`${ref} absent de /annonces`);
  return match[1];
}

beforeAll(async () => {
  feed = await startRealisticFeed({ listings: 20 });
  cacheDir = mkdtempSync(path.join(tmpdir(), "image-cache-"));
  site = await startSite(siteEnv());
}, 120_000);

afterAll(async () => {
  await site?.stop();
  await feed?.close();
  if (cacheDir) rmSync(cacheDir, { recursive: true, force: true });
});

describe("pages of a real export", () => {
  it("point every photo, Open Graph and JSON-LD image at the site, with srcset, and allow images from the site only", async () => {
    const page = await site.get(await propertyPath(feed.refs.photos));
    expect(page.status).toBe(200);
    expect(page.html).not.toContain(feed.crm.host);
    expect(page.html).not.toContain(feed.plain.host);
    const sources = [...page.html.matchAll(/<img[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]!);
    expect(sources.length).toBeGreaterThanOrEqual(9);
    for (const src of sources) expect(src).toMatch(/^\/images\//);
    expect(sources.filter((src) => src.startsWith("/images/photos/")).length).toBeGreaterThanOrEqual(9);
    expect(page.html).toMatch(/<img[^>]*srcSet="\/images\/photos\/[^"]+ 480w, /);
    expect(page.html).toMatch(new RegExp(`property="og:image" content="${site.origin}/images/photos/`));
    expect(page.html).toMatch(new RegExp(`"image":\\["${site.origin}/images/photos/`));
    expect(page.headers.get("Content-Security-Policy")).toContain("img-src 'self' data:;");

    const list = await site.get("/annonces");
    expect(list.html).not.toContain(feed.crm.host);
    expect(list.html).toMatch(/<img[^>]*src="\/images\/photos\/[^"]+"[^>]*srcSet=/);
  });
});

describe("GET /images/photos/{token}", () => {
  it("answers AVIF, WebP or JPEG as accepted, at the width asked, with Vary, a strong ETag and a year of caching", async () => {
    const url = feed.goodPhotos[1]!;
    const avif = await image(address(url, 640));
    expect(avif.response.status).toBe(200);
    expect(avif.response.headers.get("Content-Type")).toBe("image/avif");
    expect(avif.response.headers.get("Vary")).toBe("Accept");
    expect(avif.response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect((await sharp(avif.body).metadata()).width).toBe(640);

    const webp = await image(address(url, 640), "image/webp,*/*");
    expect(webp.response.headers.get("Content-Type")).toBe("image/webp");
    const jpeg = await image(address(url, 640), "*/*");
    expect(jpeg.response.headers.get("Content-Type")).toBe("image/jpeg");
    const meta = await sharp(jpeg.body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 640, 480]);
    expect(jpeg.body.length).toBeLessThan(150_000);
    expect(hitsOf(url)).toBe(1);

    const etag = avif.response.headers.get("ETag");
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
    expect(new Set([etag, webp.response.headers.get("ETag"), jpeg.response.headers.get("ETag")]).size).toBe(3);
    const again = await image(address(url, 640), AVIF, { "If-None-Match": etag! });
    expect(again.response.status).toBe(304);
    expect(again.body.length).toBe(0);
    const stale = await image(address(url, 640), AVIF, { "If-None-Match": '"autre"' });
    expect(stale.response.status).toBe(200);
  });

  it("snaps widths to the fixed list and refuses the others", async () => {
    const url = feed.goodPhotos[2]!;
    expect((await sharp((await image(address(url, 1000), "*/*")).body).metadata()).width).toBe(1280);
    expect((await sharp((await image(address(url), "*/*")).body).metadata()).width).toBe(960);
    for (const size of ["5000", "0", "-3", "abc", "1e3"]) {
      const refused = await image(`${address(url)}?size=${size}`);
      expect(refused.response.status, size).toBe(404);
    }
  });

  it("refuses addresses the site did not write: 404 and nothing fetched", async () => {
    const url = feed.goodPhotos[3]!;
    const forged = `/images/photos/${signPhotoUrl(url, photoKey("une-autre-cle-secrete-de-test"))}?size=640`;
    const answer = await image(forged);
    expect(answer.response.status).toBe(404);
    expect(answer.response.headers.get("Content-Type")).toContain("text/plain");
    const garbage = await image("/images/photos/pas-une-adresse?size=640");
    expect(garbage.response.status).toBe(404);
    expect(hitsOf(url)).toBe(0);
  });

  it("fetches nothing from other hosts, other schemes, or through redirects to them", async () => {
    for (const url of [
      feed.broken.elsewhere,
      feed.broken.ftp,
      "file:///etc/passwd",
      `https://localhost:1/media/rlm-9/1.jpg`,
      `https://169.254.169.254/latest/meta-data`,
      feed.broken.redirectOut,
    ]) {
      const answer = await image(address(url, 640));
      expect(answer.response.status, url).toBe(200);
      expect(answer.response.headers.get("Content-Type"), url).toBe("image/svg+xml");
    }
    expect([...feed.elsewhere.hits.keys()]).toEqual([]);
    const log = site.log();
    expect(log).toContain(`Image de ${feed.elsewhere.host} remplacée par l'image d'attente (refusée)`);
    expect(log).toMatch(/Image de 169\.254\.169\.254 remplacée par l'image d'attente \(refusée\)/);
    expect(log).toContain(
      `Image de ${feed.crm.host} remplacée par l'image d'attente (refusée) : hôte ${feed.elsewhere.host} non autorisé`,
    );
    const within = await image(address(feed.broken.redirectIn, 640), "*/*");
    expect(within.response.headers.get("Content-Type")).toBe("image/jpeg");
  });

  it("gives the same placeholder, briefly cached, for each broken original, logs why, and stays alive", async () => {
    const cases: [keyof RealisticFeed["broken"], string][] = [
      ["truncated", "illisible"],
      ["bomb", "illisible"],
      ["missing", "absente"],
      ["slow", "trop lente"],
      ["notImage", "illisible"],
      ["elsewhere", "refusée"],
    ];
    const answers = await Promise.all(cases.map(([kind]) => image(address(feed.broken[kind], 960))));
    const headersOf = (response: Response) =>
      // The request's own id (X-Request-Id) differs from one answer to the next, whatever the photo.
      [...response.headers.entries()].filter(
        ([name]) => !["date", "connection", "keep-alive", "x-request-id"].includes(name),
      );
    for (const [index, [kind]] of cases.entries()) {
      const { response, body } = answers[index]!;
      expect(response.status, kind).toBe(200);
      expect(response.headers.get("Content-Type"), kind).toBe("image/svg+xml");
      expect(response.headers.get("Cache-Control"), kind).toBe("public, max-age=60");
      // Refused, missing or broken: nothing in the answer tells them apart.
      expect(headersOf(response), kind).toEqual(headersOf(answers[0]!.response));
      expect(body.equals(answers[0]!.body), kind).toBe(true);
    }
    for (const [kind, reason] of cases) {
      const host = new URL(feed.broken[kind]).host;
      expect(site.log(), kind).toContain(`Image de ${host} remplacée par l'image d'attente (${reason}) : `);
    }
    // Remembered: asked again, the broken original is not fetched again at once.
    const before = hitsOf(feed.broken.truncated);
    await image(address(feed.broken.truncated, 480));
    expect(hitsOf(feed.broken.truncated)).toBe(before);
    expect(site.alive()).toBe(true);
    expect(site.rss()).toBeLessThan(600 * 1024 * 1024);
    expect(site.log()).not.toMatch(/\n\s+at /);
  }, 30_000);

  it("fetches http:// originals of an allowed host like https:// ones", async () => {
    const url = feed.plainPhotos[0]!;
    const page = await site.get(await propertyPath(feed.refs.plain));
    expect(page.html).toContain(address(url, 960));
    const answer = await image(address(url, 960), "*/*");
    expect(answer.response.headers.get("Content-Type")).toBe("image/jpeg");
    expect((await sharp(answer.body).metadata()).width).toBe(960);
    expect(hitsOf(url)).toBe(1);
  });

  it("fetches and encodes a new photo once for a burst of requests", async () => {
    const url = feed.goodPhotos[5]!;
    const answers = await Promise.all(Array.from({ length: 24 }, () => image(address(url, 480), "image/webp")));
    expect(answers.map((answer) => answer.response.status)).toEqual(answers.map(() => 200));
    expect(new Set(answers.map((answer) => answer.response.headers.get("ETag"))).size).toBe(1);
    const widths = await Promise.all([320, 640, 960, 1280].map((size) => image(address(url, size), "image/webp")));
    expect(widths.map((answer) => answer.response.headers.get("Content-Type"))).toEqual(Array(4).fill("image/webp"));
    expect(hitsOf(url)).toBe(1);
  }, 30_000);

  it("keeps encoded photos on disk across a restart", async () => {
    const url = feed.goodPhotos[1]!;
    const before = await image(address(url, 640));
    await site.stop();
    site = await startSite(siteEnv());
    const after = await image(address(url, 640));
    expect(after.response.headers.get("ETag")).toBe(before.response.headers.get("ETag"));
    expect(after.body.equals(before.body)).toBe(true);
    expect(hitsOf(url)).toBe(1);
  }, 30_000);
});
