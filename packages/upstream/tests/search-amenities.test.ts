import { describe, expect, it } from "vitest";
import { zurichDay, zurichInstantOf } from "@rli/contract/agency/zurich-time";
import { defaultCriteria, type SearchCriteria } from "@rli/contract/agency/search-criteria";
import { searchRequestSchema, type Property, type SearchItem } from "@rli/contract/api/contract";
import { DEMO_INVENTORY_FILE, loadInventoryFile } from "@rli/upstream/inventory.server";
import { searchIndex } from "@rli/upstream/search";

/**
 * Amenities and the move-in day in the embedded upstream's search (issue 56), checked against the
 * feed's own features and availability dates of the demonstration inventory; the search call reads
 * them, refuses what it does not know, and reads a day already past as today.
 */
const index = loadInventoryFile(DEMO_INVENTORY_FILE);

function everyItem(criteria: Partial<SearchCriteria>, from = index): SearchItem[] {
  const items: SearchItem[] = [];
  for (let page = 1; ; page++) {
    const result = searchIndex(from, { ...defaultCriteria(), ...criteria, page });
    items.push(...result.properties);
    if (result.properties.length === 0 || items.length >= result.totalItems) return items;
  }
}

const notOffered = new Set(["taken", "private", "inactive"]);

/** The listings (not lots) to rent that are offered. */
const rentals = [...index.listingsByRef.values()]
  .map((entry) => entry.property)
  .filter((property) => property.type === "rent" && !notOffered.has(property.status) && !property.promotionRef);

function refs(items: readonly { ref: string }[]): string[] {
  return items.map((item) => item.ref).sort();
}

function freeDay(property: Property): string {
  const start = zurichInstantOf(property.availableFrom);
  return start ? zurichDay(start) : "";
}

describe("amenities in the search", () => {
  it("lists the rentals with a lift and pets allowed, and only them", () => {
    const expected = rentals.filter(
      (property) => property.features.includes("has-elevator") && property.features.includes("is-animal-friendly"),
    );
    expect(expected.length).toBeGreaterThan(0);
    const found = everyItem({ actionType: "Louer", amenities: ["ascenseur", "animaux"] });
    expect(refs(found)).toEqual(refs(expected));
  });

  it("finds parking by any of its features: a garage, an underground or a double one, a parking space", () => {
    const parking = ["has-parking", "has-garage", "has-garage-underground", "has-garage-double"];
    const expected = rentals.filter((property) => property.features.some((feature) => parking.includes(feature)));
    const found = everyItem({ actionType: "Louer", amenities: ["parking"] });
    expect(refs(found)).toEqual(refs(expected));
    expect(found.length).toBeLessThan(rentals.length);
  });

  it("answers a new build by the promotions, whose lots are new", () => {
    const found = everyItem({ amenities: ["neuf"] });
    expect(found.some((item) => item.isPromotion)).toBe(true);
    for (const item of found) {
      if (!item.isPromotion) expect(item.features).toContain("is-new-construction");
    }
  });
});

describe("the move-in day in the search", () => {
  const today = zurichDay(new Date());

  it("lists the rentals free by a day, then those free today", () => {
    const days = [...new Set(rentals.map(freeDay).filter((day) => day > today))].sort();
    const day = days[Math.floor(days.length / 2)]!;
    const byDay = everyItem({ actionType: "Louer", freeBy: day });
    expect(refs(byDay)).toEqual(refs(rentals.filter((property) => freeDay(property) <= day)));
    const now = everyItem({ actionType: "Louer", freeBy: "immediatement" });
    expect(refs(now)).toEqual(refs(rentals.filter((property) => freeDay(property) <= today)));
    expect(now.length).toBeGreaterThan(0);
    expect(now.length).toBeLessThan(byDay.length);
  });

  it("leaves out a listing that gives no date", () => {
    const ref = rentals[0]!.ref;
    const undated = loadInventoryFile(DEMO_INVENTORY_FILE);
    const entry = undated.listingsByRef.get(ref.toUpperCase()) as { freeFrom: string };
    expect(entry.freeFrom).not.toBe("");
    const later = { actionType: "Louer" as const, freeBy: "2031-01-01" };
    expect(refs(everyItem(later, undated))).toContain(ref);
    entry.freeFrom = "";
    expect(refs(everyItem(later, undated))).not.toContain(ref);
  });
});

describe("the search call", () => {
  it("reads amenities as a list and a past day as today", () => {
    const read = searchRequestSchema.parse({ amenities: "balcon,minergie", freeBy: "2001-01-01" });
    expect(read.amenities).toEqual(["balcon", "minergie"]);
    expect(read.freeBy).toBe("immediatement");
    expect(searchRequestSchema.parse({}).amenities).toEqual([]);
    expect(searchRequestSchema.parse({}).freeBy).toBe("");
  });

  it("refuses an amenity it does not know, or a day that is none, saying what it expects", () => {
    const amenity = searchRequestSchema.safeParse({ amenities: ["piscine"] });
    expect(amenity.success).toBe(false);
    expect(amenity.error?.issues[0]?.message).toContain("amenities doit contenir des valeurs parmi : balcon");
    const day = searchRequestSchema.safeParse({ freeBy: "2027-02-30" });
    expect(day.success).toBe(false);
    expect(day.error?.issues[0]?.message).toContain("freeBy doit être une date AAAA-MM-JJ");
  });
});
