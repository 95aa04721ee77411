import { describe, expect, it } from "vitest";
import {
  isTypeGroupValue,
  typeGroupBySlug,
  typeGroupOf,
  typeGroups,
  typeGroupValues,
  ungroupedCategories,
} from "@rli/contract/agency/type-groups";
import { categories } from "@rli/contract/agency/vocabulary";

describe("type groups", () => {
  it("offers the five search types with French names and slugs", () => {
    expect(typeGroups.map((g) => [g.value, g.name, g.slug])).toEqual([
      ["apartment", "Appartement", "appartement"],
      ["house", "Maison", "maison"],
      ["commercial", "Commercial", "commercial"],
      ["parking", "Parking", "parking"],
      ["land", "Terrain", "terrain"],
    ]);
  });

  it("lists the same groups in the same order as the values the search form reads", () => {
    expect(typeGroups.map((g) => g.value)).toEqual(typeGroupValues);
  });

  it("places every category code in exactly one group or in the ungrouped list", () => {
    for (const { code } of categories) {
      const owners = typeGroups.filter((g) => g.categories.includes(code)).length;
      const ungrouped = ungroupedCategories.includes(code) ? 1 : 0;
      expect(owners + ungrouped, code).toBe(1);
    }
  });

  it("only lists codes that exist in the vocabulary", () => {
    const known = new Set(categories.map((c) => c.code));
    for (const code of [...typeGroups.flatMap((g) => g.categories), ...ungroupedCategories]) {
      expect(known.has(code), code).toBe(true);
    }
  });

  it("finds the group of a category code", () => {
    expect(typeGroupOf("attic-flat")).toBe("apartment");
    expect(typeGroupOf("studio")).toBe("apartment");
    expect(typeGroupOf("villa")).toBe("house");
    expect(typeGroupOf("chalet")).toBe("house");
    expect(typeGroupOf("office")).toBe("commercial");
    expect(typeGroupOf("restaurant")).toBe("commercial");
    expect(typeGroupOf("farm")).toBe("commercial");
    expect(typeGroupOf("underground-slot")).toBe("parking");
    expect(typeGroupOf("garage")).toBe("parking");
    expect(typeGroupOf("building-land")).toBe("land");
    expect(typeGroupOf(" Plot ")).toBe("land");
    expect(typeGroupOf("cellar-compartment")).toBeUndefined();
    expect(typeGroupOf("spaceship")).toBeUndefined();
  });

  it("finds a group by its URL slug", () => {
    expect(typeGroupBySlug("appartement")?.value).toBe("apartment");
    expect(typeGroupBySlug("Maison")?.value).toBe("house");
    expect(typeGroupBySlug("apartment")).toBeUndefined();
    expect(typeGroupBySlug("")).toBeUndefined();
  });

  it("recognises type group values", () => {
    expect(isTypeGroupValue("land")).toBe(true);
    expect(isTypeGroupValue("Land")).toBe(false);
    expect(isTypeGroupValue("villa")).toBe(false);
  });
});
