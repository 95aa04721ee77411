import { describe, expect, it } from "vitest";
import { propertySchema, type SearchItem } from "@rli/contract/api/contract";
import { MAX_SIMILAR, placeRank, rankSimilar, similarSearches, type SimilarSubject } from "~/listing/similar-listings";

function item(fields: Partial<Record<string, unknown>> & { ref: string }): SearchItem {
  const property = propertySchema.parse({
    type: "buy",
    status: "active",
    postalCode: "1870",
    locality: "Monthey",
    region: "Valais",
    price: 800_000,
    categories: [{ name: "apartment" }],
    ...fields,
  });
  return { ...property, isPromotion: false };
}

const subject: SimilarSubject = {
  ref: "RLM-1",
  type: "buy",
  categories: [{ name: "apartment" }],
  postalCode: "1870",
  region: "Valais",
  price: 800_000,
};

const refs = (items: SearchItem[]) => items.map((entry) => entry.ref);

describe("which listings are similar", () => {
  it("never the listing itself, a sold, reserved or withdrawn one, a promotion, another transaction or kind", () => {
    const candidates = [
      item({ ref: "RLM-1" }),
      item({ ref: "SOLD", status: "taken" }),
      item({ ref: "RESERVED", status: "reserved" }),
      item({ ref: "PRIVATE", status: "private" }),
      item({ ref: "RENT", type: "rent" }),
      item({ ref: "HOUSE", categories: [{ name: "single-house" }] }),
      { ...item({ ref: "PROMO" }), isPromotion: true } as unknown as SearchItem,
      item({ ref: "OK", categories: [{ name: "attic-flat" }] }),
    ];
    expect(refs(rankSimilar(subject, candidates))).toEqual(["OK"]);
  });

  it("same postal code first, then nearby (same region or district), then the same area, then elsewhere", () => {
    const candidates = [
      item({ ref: "FAR", postalCode: "3900", region: "Haut-Valais", price: 800_000 }),
      item({ ref: "AREA", postalCode: "1950", region: "Valais central", price: 800_000 }),
      item({ ref: "DISTRICT", postalCode: "1820", region: "Vaud", price: 800_000 }),
      item({ ref: "REGION", postalCode: "1920", region: "Valais", price: 800_000 }),
      item({ ref: "HERE", postalCode: "1870", price: 2_000_000 }),
    ];
    expect(refs(rankSimilar(subject, candidates))).toEqual(["HERE", "DISTRICT", "REGION", "AREA", "FAR"]);
    expect(placeRank(subject, { ...candidates[0]!, status: "active" } as never)).toBe(3);
  });

  it("within a place, nearest in price; listings on request after the priced ones", () => {
    const candidates = [
      item({ ref: "ON-REQUEST", price: 0 }),
      item({ ref: "FAR-PRICE", price: 1_500_000 }),
      item({ ref: "CLOSE-BELOW", price: 760_000 }),
      item({ ref: "CLOSE-ABOVE", price: 820_000 }),
    ];
    expect(refs(rankSimilar(subject, candidates))).toEqual(["CLOSE-ABOVE", "CLOSE-BELOW", "FAR-PRICE", "ON-REQUEST"]);
  });

  it("at most six, each once, whatever the searches brought twice", () => {
    const many = Array.from({ length: 10 }, (_, index) => item({ ref: `RLM-${100 + index}`, price: 800_000 + index }));
    const ranked = rankSimilar(subject, [...many, ...many]);
    expect(ranked).toHaveLength(MAX_SIMILAR);
    expect(new Set(refs(ranked)).size).toBe(MAX_SIMILAR);
    expect(refs(ranked)[0]).toBe("RLM-100");
  });

  it("nothing for a listing of no known kind", () => {
    const odd = { ...subject, categories: [{ name: "horse-box" }] };
    expect(rankSimilar(odd, [item({ ref: "OK" })])).toEqual([]);
    expect(similarSearches(odd, ["1870"])).toEqual([]);
  });
});

describe("the searches that bring the candidates", () => {
  it("same transaction and kind: the postal code, the nearby known postal codes, then anywhere", () => {
    const searches = similarSearches({ ...subject, type: "rent" }, ["1870", "1868", "1800", "1950", "1872"]);
    expect(searches.map((search) => search.cities)).toEqual([["1870"], ["1800", "1868", "1872"], []]);
    for (const search of searches) {
      expect(search).toMatchObject({ actionType: "Louer", types: ["apartment"], page: 1, sort: "recent", sold: false });
    }
  });

  it("without the list of places, the postal code then anywhere", () => {
    expect(similarSearches(subject, null).map((search) => search.cities)).toEqual([["1870"], []]);
  });
});
