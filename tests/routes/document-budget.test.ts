import { gzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { loadHandler, type Handler } from "../support/build";
import { siteRequest } from "../validity/crawl";

/**
 * What a visitor downloads for a page's document, on every view (its script is cached; its HTML is
 * not): the HTML gzipped, with the page's data written into it. Issue 29 allows a page 5 % more than
 * before it spoke German and English, and a German or English page 5 % more than its French twin;
 * the scripts' budget is in asset-budget.test.ts.
 */
let handle: Handler;

beforeAll(async () => {
  handle = await loadHandler();
});

/** Each document's HTML, gzipped, on the build of 7dcf2d4 (before languages), demo inventory. */
const beforeLanguages: Record<string, number> = {
  "/": 7519,
  "/annonces": 13050,
  "/recherche": 13072,
  "/vendus": 9533,
  "/nos-maisons": 11692,
  "/promotions": 6522,
  "/vente/appartement-en-terrasse/vevey-1800/rlm-1047": 12981,
  "/location/appartement/corseaux-1802/rlm-1043": 13147,
  "/vente/promotions/monthey-1870/rlm-p01": 10405,
  "/vente/promotions/monthey-1870/rlm-p01/rlm-p01-a-1": 12270,
  "/equipe": 6170,
  "/blog": 7079,
  "/blog/marche-immobilier-du-chablais-et-de-la-riviera-le-point-de-l-automne-2026": 7482,
  "/favoris": 4837,
  "/calculateur-hypothecaire": 5315,
  "/contact": 8753,
  "/contact?ref=RLM-1047": 9316,
  "/estimation-bien-immobilier": 5783,
  "/estimation-bien-immobilier?etape=1": 7280,
  "/formulaire-satisfaction": 6890,
  "/candidature?ref=RLM-1043": 11590,
  "/conditions-generales-dutilisation": 7397,
  "/politique-de-confidentialite": 10333,
  "/page-inconnue": 4489,
};

/**
 * Pages that draw a map of the listing's commune (issue 46, decision 145): its names and dot, and the
 * <image> of its base, drawn once per frame and cached apart, may add this much to the page.
 */
const MAP_ALLOWANCE = 1024;
const withPlaceMap = new Set([
  "/vente/appartement-en-terrasse/vevey-1800/rlm-1047",
  "/location/appartement/corseaux-1802/rlm-1043",
  "/vente/promotions/monthey-1870/rlm-p01",
  "/vente/promotions/monthey-1870/rlm-p01/rlm-p01-a-1",
]);

/**
 * Lists to buy or to let carry the form of a search alert under their results (issue 55, decision
 * 174): its address, frequency and what is kept may add this much to the page.
 */
const ALERT_FORM_ALLOWANCE = 1024;
const withAlertForm = new Set(["/annonces", "/recherche", "/nos-maisons"]);

/** What the map of a list may add to its page (issue 46): 30 KB gzipped. */
const LIST_MAP_BUDGET = 30 * 1024;

async function documentBytes(path: string): Promise<{ status: number; bytes: number }> {
  const response = await handle(siteRequest(path));
  return { status: response.status, bytes: gzipSync(Buffer.from(await response.arrayBuffer())).length };
}

describe("HTML sent per page (gzip)", () => {
  it.each(Object.keys(beforeLanguages))("%s: at most 5 % heavier than before languages", async (path) => {
    const { status, bytes } = await documentBytes(path);
    expect(status).toBe(path === "/page-inconnue" ? 404 : 200);
    const allowance =
      (withPlaceMap.has(path) ? MAP_ALLOWANCE : 0) + (withAlertForm.has(path) ? ALERT_FORM_ALLOWANCE : 0);
    expect(bytes).toBeLessThanOrEqual(Math.floor(beforeLanguages[path]! * 1.05) + allowance);
  });

  it.each(["/annonces", "/de/location", "/vendus?page=1", "/en/promotions"])(
    "%s as a map: at most 30 KB more than the list",
    async (path) => {
      const list = await documentBytes(path);
      const map = await documentBytes(`${path}${path.includes("?") ? "&" : "?"}vue=carte`);
      expect(map.status).toBe(200);
      expect(map.bytes - list.bytes).toBeLessThanOrEqual(LIST_MAP_BUDGET);
    },
  );

  it.each(Object.keys(beforeLanguages))(
    "%s in German and English: at most 5 % heavier than in French",
    async (path) => {
      const french = await documentBytes(path);
      for (const prefix of ["/de", "/en"]) {
        const twin = await documentBytes(`${prefix}${path === "/" ? "" : path}`);
        expect(twin.status, prefix).toBe(french.status);
        expect(twin.bytes, prefix).toBeLessThanOrEqual(Math.floor(french.bytes * 1.05));
      }
    },
  );

  it("a page that runs nothing (the legal texts) comes without scripts, hence without its data twice", async () => {
    for (const path of ["/politique-de-confidentialite", "/de/conditions-generales-dutilisation"]) {
      const html = await (await handle(siteRequest(path))).text();
      expect(html).toContain("<main");
      expect(html).not.toMatch(/<script|modulepreload|__remixContext/);
    }
  });
});
