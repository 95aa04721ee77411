import { beforeAll, describe, expect, it } from "vitest";
import { loadHandler, type Handler } from "../support/build";

/** With SITE_URL set, absolute addresses use it, whatever Host or a proxy's headers say. */

let handle: Handler;

beforeAll(async () => {
  handle = await loadHandler({ TRUST_PROXY: "1", SITE_URL: "https://www.rhone-leman-immobilier.ch" });
}, 60_000);

const elsewhere = { Host: "evil.example", "X-Forwarded-Host": "other.example", "X-Forwarded-Proto": "http" };

describe("SITE_URL", () => {
  it("makes the canonical link, robots.txt's sitemap line and the feed's ids", async () => {
    const get = async (path: string) =>
      (await handle(new Request(`http://evil.example${path}`, { headers: elsewhere }))).text();
    const list = await get("/annonces");
    expect(list).toContain('<link rel="canonical" href="https://www.rhone-leman-immobilier.ch/recherche?page=1"/>');
    expect(await get("/robots.txt")).toContain("Sitemap: https://www.rhone-leman-immobilier.ch/sitemap.xml");
    const feed = await get("/flux/annonces.xml");
    expect(feed).toContain("<id>https://www.rhone-leman-immobilier.ch/");
    for (const page of [list, feed]) expect(page).not.toMatch(/evil\.example|other\.example/);
  });
});
