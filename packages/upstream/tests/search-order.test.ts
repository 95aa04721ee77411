import { describe, expect, it } from "vitest";
import { defaultCriteria, type SearchCriteria } from "@rli/contract/agency/search-criteria";
import type { SortOrder } from "@rli/contract/agency/search-options";
import type { SearchItem } from "@rli/contract/api/contract";
import { searchRequestSchema } from "@rli/contract/api/contract";
import { DEMO_INVENTORY_FILE, loadInventoryFile } from "@rli/upstream/inventory.server";
import { searchIndex } from "@rli/upstream/search";

/** The embedded upstream really sorts and filters by living area (issue 15). */
const index = loadInventoryFile(DEMO_INVENTORY_FILE);

function everyPage(criteria: SearchCriteria): SearchItem[] {
  const items: SearchItem[] = [];
  for (let page = 1; ; page++) {
    const result = searchIndex(index, { ...criteria, page });
    items.push(...result.properties);
    if (result.properties.length === 0 || items.length >= result.totalItems) return items;
  }
}

function propertyItems(items: SearchItem[]) {
  return items.flatMap((item) => (item.isPromotion ? [] : [item]));
}

function livingArea(item: Extract<SearchItem, { isPromotion: false }>): number {
  const specs = [...item.importantSpecifications, ...item.specifications];
  for (const name of ["area_bwf", "area_nwf"]) {
    const value = specs.find((spec) => spec.name === name)?.value;
    if (typeof value === "number" && value > 0) return value;
  }
  return 0;
}

const sorted = (sort: SortOrder, actionType: SearchCriteria["actionType"] = "Acheter") =>
  everyPage({ ...defaultCriteria(), actionType, sort });

describe("sort", () => {
  it("keeps the same items whatever the order", () => {
    const refs = (items: SearchItem[]) => items.map((item) => item.ref).sort();
    const recent = sorted("recent");
    expect(recent.length).toBeGreaterThan(12);
    for (const sort of ["prix-croissant", "prix-decroissant", "surface"] as const) {
      expect(refs(sorted(sort)), sort).toEqual(refs(recent));
    }
  });

  it("by price up, with listings on request last", () => {
    for (const action of ["Acheter", "Louer"] as const) {
      const prices = propertyItems(sorted("prix-croissant", action)).map((item) => item.price);
      const known = prices.filter((price) => price > 0);
      expect(known).toEqual([...known].sort((a, b) => a - b));
      const firstOnRequest = prices.indexOf(0);
      if (firstOnRequest >= 0) expect(prices.slice(firstOnRequest).every((price) => price === 0)).toBe(true);
      expect(prices[0]).toBeGreaterThan(0);
    }
  });

  it("by price down, with listings on request still last", () => {
    const prices = propertyItems(sorted("prix-decroissant", "Louer")).map((item) => item.price);
    const known = prices.filter((price) => price > 0);
    expect(known).toEqual([...known].sort((a, b) => b - a));
    expect(prices[0]).toBe(Math.max(...prices));
    const firstOnRequest = prices.indexOf(0);
    if (firstOnRequest >= 0) expect(prices.slice(firstOnRequest).every((price) => price === 0)).toBe(true);
  });

  it("by living area, largest first", () => {
    const areas = propertyItems(sorted("surface", "Louer")).map(livingArea);
    const known = areas.filter((area) => area > 0);
    expect(known.length).toBeGreaterThan(1);
    expect(known).toEqual([...known].sort((a, b) => b - a));
  });

  it("newest first by default", () => {
    const times = propertyItems(sorted("recent", "Louer")).map((item) => Date.parse(item.publishedAt ?? "") || 0);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

describe("minimum living area", () => {
  it("keeps only listings at least that large", () => {
    const all = everyPage({ ...defaultCriteria(), actionType: "Louer" });
    const large = everyPage({ ...defaultCriteria(), actionType: "Louer", minArea: 100 });
    expect(large.length).toBeGreaterThan(0);
    expect(large.length).toBeLessThan(all.length);
    for (const item of propertyItems(large)) expect(livingArea(item), item.ref).toBeGreaterThanOrEqual(100);
  });
});

describe("search request", () => {
  it("takes sort and minArea as optional fields", () => {
    expect(searchRequestSchema.parse({})).toMatchObject({ sort: "recent", minArea: 0 });
    expect(searchRequestSchema.parse({ sort: "surface", minArea: "75" })).toMatchObject({
      sort: "surface",
      minArea: 75,
    });
    expect(searchRequestSchema.safeParse({ sort: "cheapest" }).success).toBe(false);
    expect(searchRequestSchema.safeParse({ minArea: -1 }).success).toBe(false);
  });
});
