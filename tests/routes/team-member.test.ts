import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_INVENTORY_FILE, loadInventoryFile } from "@rli/upstream/inventory.server";
import { loadHandler, type Handler } from "../support/build";
import { get } from "../support/requests";

/**
 * A broker's own page (`/equipe/{id}`, issue 56) through the production build: their card with
 * role and languages, exactly the listings on offer that name them, in the page's language; an
 * unknown name answers 404 in the visitor's language; the team page and the listing pages lead there.
 */

let handle: Handler;
beforeAll(async () => {
  handle = await loadHandler();
}, 60_000);

const index = loadInventoryFile(DEMO_INVENTORY_FILE);
const offered = new Set(["active", "reserved", "in-acquisition"]);

async function page(path: string): Promise<string> {
  const response = await handle(get(path));
  expect(response.status, path).toBe(200);
  return response.text();
}

function listed(html: string): string[] {
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  return [
    ...new Set(
      [...main.matchAll(/href="[^"]*\/(?:vente|location)\/(?!promotions)[^"]*\/(rlm-\d+)"/g)].map((m) => m[1]!),
    ),
  ].sort();
}

describe("a broker's page", () => {
  it("lists exactly the listings on offer that name the broker, with their card", async () => {
    const expected = [...index.listingsByRef.values()]
      .map((entry) => entry.property)
      .filter(
        (property) =>
          property.contact.agentGivenName === "Sophie" &&
          property.contact.agentFamilyName === "Carron" &&
          offered.has(property.status),
      )
      .map((property) => property.ref.toLowerCase())
      .sort();
    expect(expected.length).toBeGreaterThan(0);
    const html = await page("/equipe/sophie-carron");
    expect(listed(html)).toEqual(expected);
    expect(html).toMatch(/<h1[^>]*>Sophie Carron<\/h1>/);
    expect(html).toContain("Langues : français, anglais");
    expect(html).toContain("Les biens de Sophie Carron");
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/equipe/sophie-carron"/>');
  });

  it("speaks the page's language, and answers an unknown name with a 404 in it", async () => {
    const german = await page("/de/equipe/julien-dubois");
    expect(german).toContain("Sprachen: Französisch, Englisch, Italienisch");
    expect(german).toContain("Immobilienmakler, Riviera");
    for (const [path, words] of [
      ["/equipe/jean-inconnu", "Ce membre de l'équipe n'existe pas"],
      ["/en/equipe/%3Cscript%3E", "This team member does not exist"],
    ] as const) {
      const response = await handle(get(path));
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain(words.replaceAll("'", "&#x27;"));
    }
  });

  it("is linked from the team page and from the broker's card of a listing", async () => {
    const team = await page("/en/equipe");
    expect(team).toMatch(/<a[^>]+href="\/en\/equipe\/marc-favre"[^>]*>Marc Favre<\/a>/);
    const [ref] = listedRefsOf("Sophie", "Carron");
    const listing = index.listingsByRef.get(ref!)!.property;
    const response = await handle(get(`/recherche?q=${listing.ref}`));
    const html = await page(response.headers.get("location")!);
    expect(html).toMatch(/<a[^>]+href="\/equipe\/sophie-carron"[^>]*>Sophie Carron<\/a>/);
  });
});

function listedRefsOf(given: string, family: string): string[] {
  return [...index.listingsByRef.values()]
    .map((entry) => entry.property)
    .filter(
      (property) =>
        property.contact.agentGivenName === given &&
        property.contact.agentFamilyName === family &&
        !property.promotionRef,
    )
    .map((property) => property.ref);
}
