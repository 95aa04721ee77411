import { describe, expect, it } from "vitest";
import { foldedText } from "@rli/contract/agency/folded-text";
import { defaultCriteria, type SearchCriteria } from "@rli/contract/agency/search-criteria";
import { searchRequestSchema, type SearchItem } from "@rli/contract/api/contract";
import { DEMO_INVENTORY_FILE, loadInventoryFile } from "@rli/upstream/inventory.server";
import { searchIndex } from "@rli/upstream/search";

/**
 * The words of a search (`q`) in the embedded upstream: every word is in the listing's reference,
 * titles in any of its languages or place, case and accents aside; a promotion answers by its own
 * words or its lots'; the search call reads `q` as a single-spaced text of 100 characters at most.
 */
const index = loadInventoryFile(DEMO_INVENTORY_FILE);

function everyItem(criteria: Partial<SearchCriteria>): SearchItem[] {
  const items: SearchItem[] = [];
  for (let page = 1; ; page++) {
    const result = searchIndex(index, { ...defaultCriteria(), ...criteria, page });
    items.push(...result.properties);
    if (result.properties.length === 0 || items.length >= result.totalItems) return items;
  }
}

describe("words in the search", () => {
  it("finds a place without its accents, and narrows it with a word of the title", () => {
    const inChampery = everyItem({ q: "CHAMPERY" });
    expect(inChampery.length).toBeGreaterThan(0);
    expect(inChampery.every((item) => item.locality === "Champéry")).toBe(true);
    const word = foldedText(inChampery[0]!.title)
      .split(/\s+/)
      .find((part) => part.length > 4)!;
    const narrower = everyItem({ q: `champéry ${word}` });
    expect(narrower.length).toBeGreaterThan(0);
    expect(narrower.length).toBeLessThanOrEqual(inChampery.length);
    expect(narrower.every((item) => foldedText(item.title).includes(word))).toBe(true);
    expect(everyItem({ q: "champery zzzz" })).toEqual([]);
  });

  it("finds a listing by a word of its title in another language only", () => {
    const listing = [...index.listingsByRef.values()].find(
      ({ property }) =>
        property.status === "active" &&
        !property.promotionRef &&
        (property.translations ?? []).some((translation) => translation.language === "de" && translation.title),
    )!.property;
    const german = (listing.translations ?? []).find((translation) => translation.language === "de")!.title;
    const word = foldedText(german)
      .split(/[^a-z0-9]+/)
      .find((part) => part.length > 5 && !foldedText(listing.title).includes(part))!;
    expect(word).toBeDefined();
    const found = everyItem({ actionType: listing.type === "rent" ? "Louer" : "Acheter", q: word });
    expect(found.map((item) => item.ref)).toContain(listing.ref);
  });

  it("answers a promotion by its own name, its lots holding it", () => {
    const { promotion } = index.promotionsByRef.get("RLM-P01")!;
    const word = foldedText(promotion.title)
      .split(/\s+/)
      .find((part) => part.length > 4)!;
    const found = everyItem({ q: word });
    expect(found.some((item) => item.isPromotion && item.ref === "RLM-P01")).toBe(true);
  });

  it("reads q in the search call, spaces made single, and refuses more than 100 characters", () => {
    expect(searchRequestSchema.parse({ q: "  attique   lac " }).q).toBe("attique lac");
    expect(searchRequestSchema.parse({}).q).toBe("");
    expect(searchRequestSchema.safeParse({ q: "a".repeat(101) }).success).toBe(false);
  });
});
