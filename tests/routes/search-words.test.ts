import { beforeAll, describe, expect, it } from "vitest";
import { loadHandler, type Handler } from "../support/build";
import { get } from "../support/requests";

/**
 * Words in the search (`/recherche?q=`), through the production build: a reference, in any case and
 * spacing, leads to its listing's or promotion's page in the page's language; other words find the
 * listings whose titles or place hold them all, accents aside; words nothing holds give an empty list
 * in the visitor's language, kept out of search engines.
 */

let handle: Handler;
beforeAll(async () => {
  handle = await loadHandler();
}, 60_000);

const PROPERTY = "/vente/appartement-en-terrasse/vevey-1800/rlm-1047";

/** The listing pages a list links to (not the promotions of the header's menu). */
function listingLinks(html: string): string[] {
  return [
    ...html.matchAll(
      /href="((?:\/(?:de|en))?\/(?:vente|location)\/(?!promotions\/)[a-z-]+\/[a-z-]+-\d{4}\/rlm-[a-z0-9-]+)"/g,
    ),
  ].map((match) => match[1]!);
}

describe("words in the search", () => {
  it("leads a reference to its page, whatever its case and spacing, in the page's language", async () => {
    for (const typed of ["rlm 1047", "RLM-1047", " rlm1047 ", "Rlm - 1047"]) {
      const response = await handle(get(`/recherche?q=${encodeURIComponent(typed)}`));
      expect(response.status, typed).toBe(302);
      expect(response.headers.get("location"), typed).toBe(PROPERTY);
    }
    const english = await handle(get("/en/recherche?q=rlm-1047"));
    expect(english.headers.get("location")).toBe(`/en${PROPERTY}`);
    const promotion = await handle(get("/recherche?q=rlm-p01"));
    expect(promotion.status).toBe(302);
    expect(promotion.headers.get("location")).toMatch(/^\/vente\/promotions\/[a-z-]+-\d{4}\/rlm-p01$/);
  });

  it("finds the listings whose titles or place hold every word, accents aside", async () => {
    const response = await handle(get("/recherche?q=champery&page=1"));
    expect(response.status).toBe(200);
    const html = await response.text();
    const links = listingLinks(html);
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((link) => link.includes("champery-1874"))).toBe(true);
    expect(html).toContain('name="robots" content="noindex, follow"');
    expect(html).toContain("« champery »");

    const narrower = listingLinks(await (await handle(get("/recherche?q=Vevey%20terrasse&page=1"))).text());
    expect(narrower).toContain(PROPERTY);
    expect(narrower.every((link) => link.includes("vevey"))).toBe(true);
  });

  it("gives an empty list in the visitor's language for words nothing holds, and a reference nobody has", async () => {
    for (const [path, words] of [
      ["/recherche?q=RLM-9999&page=1", "0 élément"],
      ["/de/recherche?q=zzzz&page=1", "0 Ergebnisse"],
    ] as const) {
      const response = await handle(get(path));
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(listingLinks(html), path).toEqual([]);
      expect(html, path).toContain(words);
    }
  });

  it("spells the words once in the list's address", async () => {
    const response = await handle(get("/recherche?q=%20%20Vevey%20%20%20terrasse%20&page=1"));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/^\/recherche\?q=Vevey%20terrasse(&|$)/);
  });
});
