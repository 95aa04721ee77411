import { describe, expect, it } from "vitest";
import { cantonNamed, cantonOfCode, cantons, regionName } from "@rli/contract/agency/cantons";

describe("cantons", () => {
  it("lists the 26 cantons once each, with a name in every language", () => {
    expect(cantons).toHaveLength(26);
    expect(new Set(cantons.map((canton) => canton.code)).size).toBe(26);
    for (const canton of cantons) {
      expect(canton.code).toMatch(/^[A-Z]{2}$/);
      for (const name of [canton.fr, canton.de, canton.en]) expect(name.trim()).not.toBe("");
      // Swiss German spelling: no ß.
      expect(canton.de).not.toContain("ß");
    }
  });

  it("reads a code and a name in any language, case and accents aside", () => {
    expect(cantonOfCode("vs")?.fr).toBe("Valais");
    expect(cantonOfCode("XX")).toBeUndefined();
    expect(cantonNamed("Wallis")?.code).toBe("VS");
    expect(cantonNamed(" geneve ")?.code).toBe("GE");
    expect(cantonNamed("Geneva")?.code).toBe("GE");
    expect(cantonNamed("VS")).toBeUndefined();
  });

  it("names the agency's cantons as a Zurich and a London reader write them", () => {
    expect(regionName("Valais", "de")).toBe("Wallis");
    expect(regionName("Vaud", "de")).toBe("Waadt");
    expect(regionName("Valais", "en")).toBe("Valais");
    expect(regionName("Vaud", "en")).toBe("Vaud");
    expect(regionName("Genève", "en")).toBe("Geneva");
    expect(regionName("Valais", "fr")).toBe("Valais");
    expect(regionName(" Haute-Savoie ", "de")).toBe("Haute-Savoie");
  });
});
