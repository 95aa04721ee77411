import { describe, expect, it } from "vitest";
import {
  citySegment,
  listingPath,
  parseCitySegment,
  promotionPath,
  sectionPath,
  sectionType,
} from "@rli/contract/agency/addresses";

describe("city segment", () => {
  it("joins the slugified locality and the postal code", () => {
    expect(citySegment("Monthey", "1870")).toBe("monthey-1870");
    expect(citySegment("La Tour-de-Peilz", "1814")).toBe("la-tour-de-peilz-1814");
    expect(citySegment("Châtel-St-Denis", " 1618 ")).toBe("chatel-st-denis-1618");
    expect(citySegment("", "1870")).toBe("1870");
  });

  it("parses back into locality slug and postal code", () => {
    expect(parseCitySegment("monthey-1870")).toEqual({ localitySlug: "monthey", postalCode: "1870" });
    expect(parseCitySegment("la-tour-de-peilz-1814")).toEqual({ localitySlug: "la-tour-de-peilz", postalCode: "1814" });
    expect(parseCitySegment("Vevey-1800")).toEqual({ localitySlug: "vevey", postalCode: "1800" });
    expect(parseCitySegment("1870")).toEqual({ localitySlug: "", postalCode: "1870" });
  });

  it("rejects segments without a postal code", () => {
    expect(parseCitySegment("monthey")).toBeUndefined();
    expect(parseCitySegment("monthey-18")).toBeUndefined();
    expect(parseCitySegment("monthey--1870")).toBeUndefined();
    expect(parseCitySegment("<x>-1870")).toBeUndefined();
    expect(parseCitySegment("")).toBeUndefined();
  });
});

describe("sections", () => {
  it("maps buy to /vente and rent to /location", () => {
    expect(sectionPath("buy")).toBe("/vente");
    expect(sectionPath("rent")).toBe("/location");
    expect(sectionType("vente")).toBe("buy");
    expect(sectionType("Location")).toBe("rent");
    expect(sectionType("vendus")).toBeUndefined();
  });
});

describe("listingPath (product §2.1)", () => {
  const base = {
    ref: "RLM-1024",
    categories: [{ name: "apartment" }],
    locality: "Monthey",
    postalCode: "1870",
  };

  it("builds /vente/{category}/{locality}-{postalCode}/{ref} for sale", () => {
    expect(listingPath({ ...base, type: "buy" })).toBe("/vente/appartement/monthey-1870/rlm-1024");
  });

  it("builds /location/... for rent", () => {
    expect(listingPath({ ...base, type: "rent", locality: "Vevey", postalCode: "1800" })).toBe(
      "/location/appartement/vevey-1800/rlm-1024",
    );
  });

  it("uses the first category's slug, or 'bien'", () => {
    const categories = [{ name: "attic-flat" }, { name: "apartment" }];
    expect(listingPath({ ...base, type: "buy", categories })).toBe(
      "/vente/appartement-en-attique/monthey-1870/rlm-1024",
    );
    expect(listingPath({ ...base, type: "buy", categories: [] })).toBe("/vente/bien/monthey-1870/rlm-1024");
    expect(listingPath({ ...base, type: "buy", categories: [{ name: "unknown" }] })).toBe(
      "/vente/bien/monthey-1870/rlm-1024",
    );
  });

  it("slugifies the locality and lowercases everything", () => {
    expect(
      listingPath({ ...base, type: "buy", ref: "ABC-9", locality: "Saint-Légier-La Chiésaz", postalCode: "1806" }),
    ).toBe("/vente/appartement/saint-legier-la-chiesaz-1806/abc-9");
  });

  it("puts a lot for sale under its promotion", () => {
    expect(listingPath({ ...base, type: "buy", ref: "BELLEVUE-A-03", promotionRef: "BELLEVUE" })).toBe(
      "/vente/promotions/monthey-1870/bellevue/bellevue-a-03",
    );
  });

  it("keeps the ordinary address for a rented lot (no such route under /location)", () => {
    expect(listingPath({ ...base, type: "rent", ref: "BELLEVUE-A-03", promotionRef: "BELLEVUE" })).toBe(
      "/location/appartement/monthey-1870/bellevue-a-03",
    );
  });

  it("keeps unusual references URL-safe", () => {
    expect(listingPath({ ...base, type: "buy", ref: "A/B 1" })).toBe("/vente/appartement/monthey-1870/a%2Fb%201");
  });
});

describe("promotionPath", () => {
  it("builds /vente/promotions/{locality}-{postalCode}/{ref}", () => {
    expect(promotionPath({ ref: "BELLEVUE", locality: "Monthey", postalCode: "1870" })).toBe(
      "/vente/promotions/monthey-1870/bellevue",
    );
  });

  it("uses /location for a promotion to rent", () => {
    expect(promotionPath({ ref: "LES-VERGERS", locality: "Vevey", postalCode: "1800", type: "rent" })).toBe(
      "/location/promotions/vevey-1800/les-vergers",
    );
  });
});
