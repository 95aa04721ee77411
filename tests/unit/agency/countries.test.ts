import { describe, expect, it } from "vitest";
import { countries, countryName } from "@rli/contract/agency/countries";

describe("countries", () => {
  it("lists about 250 countries with unique codes", () => {
    expect(countries.length).toBeGreaterThanOrEqual(245);
    expect(new Set(countries.map((c) => c.code)).size).toBe(countries.length);
    for (const country of countries) {
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(country.name).not.toBe(country.code);
    }
  });

  it("puts Suisse, France, Italie, Allemagne first", () => {
    expect(countries.slice(0, 4)).toEqual([
      { code: "CH", name: "Suisse" },
      { code: "FR", name: "France" },
      { code: "IT", name: "Italie" },
      { code: "DE", name: "Allemagne" },
    ]);
  });

  it("sorts the rest in French order, accents ignored", () => {
    const rest = countries.slice(4).map((c) => c.name);
    const sorted = [...rest].sort(new Intl.Collator("fr").compare);
    expect(rest).toEqual(sorted);
    expect(rest[0]).toBe("Afghanistan");
    expect(rest.indexOf("Égypte")).toBeLessThan(rest.indexOf("Émirats arabes unis"));
    expect(rest.indexOf("Égypte")).toBeGreaterThan(rest.indexOf("Dominique"));
    expect(rest).not.toContain("Suisse");
  });

  it("names a code in French, empty for unknown codes", () => {
    expect(countryName("CH")).toBe("Suisse");
    expect(countryName("be")).toBe("Belgique");
    expect(countryName("XX")).toBe("");
    expect(countryName("")).toBe("");
    expect(countryName(undefined)).toBe("");
  });
});
