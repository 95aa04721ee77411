import { describe, expect, it } from "vitest";
import { countries, countriesIn, countryName } from "@rli/contract/agency/countries";

describe("countries", () => {
  it("lists about 250 countries with unique codes", () => {
    expect(countries.length).toBe(249);
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

  it("names every country in German (Swiss spelling) and British English, in each language's order", () => {
    for (const [language, first, sample] of [
      ["de", ["Schweiz", "Frankreich", "Italien", "Deutschland"], ["BE", "Belgien"]],
      ["en", ["Switzerland", "France", "Italy", "Germany"], ["BE", "Belgium"]],
    ] as const) {
      const list = countriesIn(language);
      expect(list.map((country) => country.code).sort()).toEqual(countries.map((country) => country.code).sort());
      expect(list.slice(0, 4).map((country) => country.name)).toEqual(first);
      expect(list.find((country) => country.code === sample[0])?.name).toBe(sample[1]);
      const rest = list.slice(4).map((country) => country.name);
      expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, language)));
      expect(rest.filter((name) => name.includes("ß") || name.includes("&"))).toEqual([]);
    }
    expect(countriesIn("fr")).toBe(countries);
  });

  it("reads a name left empty in the table as the French one", () => {
    expect(countriesIn("en").find((country) => country.code === "FR")?.name).toBe("France");
    expect(countriesIn("de").find((country) => country.code === "AF")?.name).toBe("Afghanistan");
    for (const language of ["fr", "de", "en"] as const) {
      expect(countriesIn(language).filter((country) => !country.name || country.name.includes("|"))).toEqual([]);
    }
  });
});
