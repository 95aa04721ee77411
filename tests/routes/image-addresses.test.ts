import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { photoKey, signPhotoUrl } from "~/api/photo-address.server";
import { startRealisticFeed, type RealisticFeed } from "../support/realistic-feed";
import { startSite, type SiteProcess } from "../support/site-process";

/**
 * A feed whose photos are on loopback (the fake CRM's http host, 127.0.0.1:PORT): the production
 * server never connects to them unless the operator names that host in IMAGE_HOSTS.
 */

const SECRET = "secret-des-tests-des-adresses-0123456789";
let feed: RealisticFeed;
const dirs: string[] = [];

function address(url: string): string {
  return `/images/photos/${signPhotoUrl(url, photoKey(SECRET))}?size=640`;
}

async function image(site: SiteProcess, url: string) {
  const response = await fetch(`${site.origin}${address(url)}`, { headers: { Accept: "*/*" } });
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

function start(env: Record<string, string>): Promise<SiteProcess> {
  const cacheDir = mkdtempSync(path.join(tmpdir(), "image-addresses-"));
  dirs.push(cacheDir);
  return startSite({
    CATALOGUE_FILE: feed.file,
    NODE_EXTRA_CA_CERTS: feed.caFile,
    IMAGE_CACHE_DIR: cacheDir,
    IMAGE_FETCH_TIMEOUT_MS: "2000",
    SESSION_SECRET: SECRET,
    HONEYPOT_SECRET: SECRET,
    // Required by a production start without DEMO=1: the public origin, and where mail goes (the outbox).
    SITE_URL: "https://www.example.ch",
    MAIL_OUTBOX: "1",
    ...env,
  });
}

const hits = (host: RealisticFeed["plain"]) => [...host.hits.values()].reduce((sum, count) => sum + count, 0);

beforeAll(async () => {
  feed = await startRealisticFeed({ listings: 10 });
}, 120_000);

afterAll(async () => {
  await feed?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("feed photos on addresses inside the network", () => {
  it("are refused without IMAGE_HOSTS, even where the feed's hosts are allowed, and never contacted", async () => {
    const site = await start({ DEMO: "1" });
    try {
      for (const url of [feed.plainPhotos[0]!, feed.goodPhotos[0]!, "http://169.254.169.254/latest/meta-data"]) {
        const { response, body } = await image(site, url);
        expect(response.status, url).toBe(200);
        expect(response.headers.get("Content-Type"), url).toBe("image/svg+xml");
        expect(body.toString("utf8"), url).toMatch(/^<svg /);
      }
      expect(hits(feed.plain)).toBe(0);
      expect(hits(feed.crm)).toBe(0);
      const log = site.log();
      expect(log).toContain(
        `Image de ${feed.plain.host} remplacée par l'image d'attente (refusée) : ${feed.plain.host} mène à une adresse interdite : boucle locale (127.0.0.1)`,
      );
      expect(log).toContain(`Image de ${feed.crm.host} remplacée par l'image d'attente (refusée)`);
    } finally {
      await site.stop();
    }
  }, 60_000);

  it("are refused in production without IMAGE_HOSTS, with a line saying to name the hosts", async () => {
    const site = await start({ DEMO: "0" });
    try {
      const { response } = await image(site, feed.plainPhotos[0]!);
      expect(response.headers.get("Content-Type")).toBe("image/svg+xml");
      expect(hits(feed.plain)).toBe(0);
      expect(site.log()).toMatch(
        /Photos de l'inventaire \(CATALOGUE_FILE\) refusées en production sur .*IMAGE_HOSTS\./,
      );
    } finally {
      await site.stop();
    }
  }, 60_000);

  it("are served when IMAGE_HOSTS names that very host", async () => {
    const site = await start({ DEMO: "0", IMAGE_HOSTS: feed.plain.host });
    try {
      const { response, body } = await image(site, feed.plainPhotos[0]!);
      expect(response.headers.get("Content-Type")).toBe("image/jpeg");
      expect(body.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
      expect(hits(feed.plain)).toBe(1);
      // The fake CRM's other host (localhost, another port) is not named: still refused.
      const other = await image(site, feed.goodPhotos[0]!);
      expect(other.response.headers.get("Content-Type")).toBe("image/svg+xml");
      expect(hits(feed.crm)).toBe(0);
    } finally {
      await site.stop();
    }
  }, 60_000);
});
