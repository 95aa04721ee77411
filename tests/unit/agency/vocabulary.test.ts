import { describe, expect, it } from "vitest";
import {
  categories,
  categoryBySlug,
  categoryLabel,
  categorySlug,
  featureLabel,
  formatSpecification,
  specification,
} from "@rli/contract/agency/vocabulary";

describe("categories", () => {
  it("holds the codes of both category files", () => {
    expect(categories).toHaveLength(79 + 38);
    expect(new Set(categories.map((c) => c.code)).size).toBe(categories.length);
  });

  it("gives French labels and slugs", () => {
    expect(categoryLabel("apartment")).toBe("Appartement");
    expect(categoryLabel("garden-apartment")).toBe("Appartement avec jardin");
    expect(categoryLabel("penthouse")).toBe("Attique");
    expect(categorySlug("attic-flat")).toBe("appartement-en-attique");
    expect(categorySlug("cafe-bar")).toBe("cafe-et-bar");
    expect(categorySlug("farm-house")).toBe("maison-de-ferme");
  });

  it("falls back for unknown codes", () => {
    expect(categoryLabel("spaceship")).toBe("Bien immobilier");
    expect(categorySlug("spaceship")).toBe("bien");
    expect(categorySlug("")).toBe("bien");
  });

  it("finds a category by slug, aliases resolving to the canonical code", () => {
    expect(categoryBySlug("villa")?.code).toBe("villa");
    expect(categoryBySlug("place-de-parking")?.code).toBe("parking-space");
    expect(categoryBySlug("terrain-agricole")?.code).toBe("agricultural-land");
    expect(categoryBySlug("nope")).toBeUndefined();
  });
});

describe("features", () => {
  it("labels keys of both feature files", () => {
    expect(featureLabel("has-elevator")).toBe("Ascenseur");
    expect(featureLabel("has-lake-view")).toBe("Vue sur le lac");
    expect(featureLabel("is-quiet")).toBe("Calme");
    expect(featureLabel("has-dishwasher")).toBe("Machine à vaisselle");
    expect(featureLabel("unknown-feature")).toBeUndefined();
  });
});

describe("specifications", () => {
  it("knows labels and units of both files", () => {
    expect(specification("area_bwf")).toEqual({ label: "Surface habitable brute", unit: "m²" });
    expect(specification("rental_deposit")).toEqual({ label: "Garantie de loyer", unit: "CHF" });
    expect(specification("number_of_showers")).toEqual({ label: "Nombre de douches", unit: null });
    expect(specification("nonsense")).toBeUndefined();
  });

  it("formats values with their unit", () => {
    expect(formatSpecification("area_bwf", 120)).toBe("120 m²");
    expect(formatSpecification("area_sia_gsf", "1250")).toBe("1'250 m²");
    expect(formatSpecification("volume_sia_gv", 860)).toBe("860 m³");
    expect(formatSpecification("ceiling_height", 2.5)).toBe("2.5 m");
    expect(formatSpecification("gross_premium", 4.2)).toBe("4.2 %");
    expect(formatSpecification("max_elevator_weight", 630)).toBe("630 kg");
  });

  it("formats CHF values as prices", () => {
    expect(formatSpecification("rental_deposit", 4500)).toBe("CHF 4'500.–");
    expect(formatSpecification("rental_income_net", "120000")).toBe("CHF 120'000.–");
  });

  it("shows floor 0 as Rez", () => {
    expect(formatSpecification("floor", 0)).toBe("Rez");
    expect(formatSpecification("floor", "2")).toBe("2e étage");
  });

  it("shows rooms with ½ and years plain", () => {
    expect(formatSpecification("number_of_rooms", 3.5)).toBe("3½");
    expect(formatSpecification("number_of_rooms", "4.5")).toBe("4½");
    expect(formatSpecification("year_built", 1998)).toBe("1998");
    expect(formatSpecification("year_last_renovated", "2015")).toBe("2015");
  });

  it("keeps counts plain and non-numeric values as given", () => {
    expect(formatSpecification("number_of_apartments", 12)).toBe("12");
    expect(formatSpecification("geak_total", "B")).toBe("B");
    expect(formatSpecification("unknown_value", 1500)).toBe("1'500");
  });
});
