import { describe, expect, it } from "vitest";
import { slugify } from "@rli/contract/agency/slug";
import { categories } from "@rli/contract/agency/vocabulary";

describe("slugify (product §2.1)", () => {
  it("lowercases and strips accents", () => {
    expect(slugify("Monthey")).toBe("monthey");
    expect(slugify("Châtel-Saint-Denis")).toBe("chatel-saint-denis");
    expect(slugify("Épalinges")).toBe("epalinges");
    expect(slugify("Hôtel")).toBe("hotel");
  });

  it("writes œ and æ out", () => {
    expect(slugify("Cœur de ville")).toBe("coeur-de-ville");
    expect(slugify("Œuvre")).toBe("oeuvre");
    expect(slugify("Cæsar")).toBe("caesar");
  });

  it("reads a slash as 'et'", () => {
    expect(slugify("Café / Bar")).toBe("cafe-et-bar");
    expect(slugify("Club/Disco")).toBe("club-et-disco");
  });

  it("turns every other run of characters into one hyphen and trims hyphens", () => {
    expect(slugify("La Tour-de-Peilz")).toBe("la-tour-de-peilz");
    expect(slugify("Appartement d'étudiant")).toBe("appartement-d-etudiant");
    expect(slugify("Espace d’exposition")).toBe("espace-d-exposition");
    expect(slugify("  St. Maurice  (VS) ")).toBe("st-maurice-vs");
    expect(slugify("--a__b--")).toBe("a-b");
    expect(slugify("<script>alert(1)</script>")).toBe("script-alert-1-et-script");
    expect(slugify("")).toBe("");
    expect(slugify("!!!")).toBe("");
  });

  it("agrees with the vocabulary's slugs for labels without plural markers", () => {
    const exceptions = new Set(["farm-house"]);
    const plain = categories.filter((c) => !/\(/.test(c.label) && !exceptions.has(c.code));
    expect(plain.length).toBeGreaterThan(100);
    for (const category of plain) expect(slugify(category.label), category.code).toBe(category.slug);
  });
});
