import { describe, expect, it } from "vitest";
import { z } from "zod";
import { countryName } from "@rli/contract/agency/countries";
import { postalCode, swissPostalCode } from "@rli/contract/forms/fields";
import { messages, postalCodeMessage, tooLongMessage } from "@rli/contract/forms/messages";
import {
  hasPostalCodeRule,
  postalCodeCountries,
  postalCodeExample,
  postalCodeIn,
  postalCodePlaces,
} from "@rli/contract/forms/postal-code";

/** Postcodes read by the rule of the country chosen (decision 141). */
describe("postcode rules", () => {
  it.each([
    ["CH", "1870", "1870"],
    ["CH", "CH-1870", "1870"],
    ["LI", "9490", "9490"],
    ["LI", "FL-9494", "9494"],
    ["FR", "75008", "75008"],
    ["FR", "F-75008", "75008"],
    ["DE", "10115", "10115"],
    ["DE", "D-10115", "10115"],
    ["DE", "01067", "01067"],
    ["IT", "20121", "20121"],
    ["AT", "1010", "1010"],
    ["BE", "1000", "1000"],
    ["LU", "L-1118", "1118"],
    ["NL", "1012 AB", "1012 AB"],
    ["NL", "1012ab", "1012 AB"],
    ["ES", "28001", "28001"],
    ["PT", "1100-148", "1100-148"],
    ["PT", "1100148", "1100-148"],
    ["GB", "SW1A 2AA", "SW1A 2AA"],
    ["GB", "sw1a2aa", "SW1A 2AA"],
    ["GB", "M1 1AE", "M1 1AE"],
    ["GB", "EC1A 1BB", "EC1A 1BB"],
    ["GB", "B33 8TH", "B33 8TH"],
    ["IE", "D02 X285", "D02 X285"],
    ["IE", "d02x285", "D02 X285"],
    ["IE", "D6W 1234", "D6W 1234"],
    ["US", "10001", "10001"],
    ["US", "10001-1234", "10001-1234"],
    ["CA", "K1A 0B1", "K1A 0B1"],
    ["CA", "k1a0b1", "K1A 0B1"],
    ["DK", "1050", "1050"],
    ["SE", "114 55", "114 55"],
    ["SE", "11455", "114 55"],
    ["NO", "0150", "0150"],
    ["FI", "00100", "00100"],
    ["PL", "00-950", "00-950"],
  ])("%s: takes %s as %s", (country, typed, written) => {
    expect(postalCodeIn(typed, country)).toBe(written);
  });

  it.each([
    ["CH", "18700"],
    ["CH", "187"],
    ["CH", "0870"],
    ["CH", "SW1A 2AA"],
    ["CH", "D-1870"],
    ["LI", "1870"],
    ["FR", "7500"],
    ["DE", "1011"],
    ["DE", "101155"],
    ["IT", "2012A"],
    ["AT", "10100"],
    ["NL", "1012"],
    ["NL", "0123 AB"],
    ["GB", "SW1A"],
    ["GB", "12345"],
    ["GB", "SW1A 2A1"],
    ["IE", "D02"],
    ["IE", "B02 X285"],
    ["US", "1000"],
    ["US", "10001-12"],
    ["CA", "K1A 0B"],
    ["CA", "D1A 0B1"],
    ["ES", "53001"],
  ])("%s: refuses %s", (country, typed) => {
    expect(postalCodeIn(typed, country)).toBeNull();
  });

  it("takes any code of letters, digits, spaces and hyphens for a country without a rule, in capitals", () => {
    expect(hasPostalCodeRule("BR")).toBe(false);
    expect(postalCodeIn("01310-100", "BR")).toBe("01310-100");
    expect(postalCodeIn("ky1-1234", "KY")).toBe("KY1-1234");
    expect(postalCodeIn("1234567", "CL")).toBe("1234567");
    expect(postalCodeIn("12345", undefined)).toBe("12345");
    for (const bad of ["-123", "12_34", "12/34", "1234567890A", "<b>1</b>", "١٢٣٤"]) {
      expect(postalCodeIn(bad, "BR"), bad).toBeNull();
    }
  });

  it("has a real example that its own rule takes, and a place in each language, for every country it knows", () => {
    for (const country of postalCodeCountries) {
      expect(countryName(country), country).not.toBe("");
      const example = postalCodeExample(country);
      expect(postalCodeIn(example, country), country).toBe(example);
      for (const language of ["fr", "de", "en"] as const) expect(postalCodePlaces[language][country]).toMatch(/^\S/);
    }
    expect(postalCodeMessage("GB")).toBe("Veuillez entrer un code postal valable au Royaume-Uni (p. ex. SW1A 2AA).");
  });

  it("is a field of letters, digits, spaces and hyphens up to 10 characters", () => {
    const schema = z.object({ postalCode: postalCode() });
    expect(schema.parse({ postalCode: " SW1A 2AA " })).toEqual({ postalCode: "SW1A 2AA" });
    expect(schema.parse({ postalCode: 1870 })).toEqual({ postalCode: "1870" });
    expect(schema.safeParse({ postalCode: "18#0" }).error?.issues[0]?.message).toBe(messages.postalCode);
    expect(schema.safeParse({ postalCode: "12345678901" }).error?.issues[0]?.message).toBe(tooLongMessage(10));
    expect(schema.safeParse({}).error?.issues[0]?.message).toBe(messages.required);
  });

  it("keeps the valuation's property in Switzerland: four digits", () => {
    const schema = z.object({ postalCode: swissPostalCode() });
    expect(schema.parse({ postalCode: "1868" })).toEqual({ postalCode: "1868" });
    expect(schema.parse({ postalCode: "CH-1868" })).toEqual({ postalCode: "1868" });
    for (const bad of ["18680", "SW1A 2AA", "75008", "186"]) {
      expect(schema.safeParse({ postalCode: bad }).error?.issues[0]?.message, bad).toBe(postalCodeMessage("CH"));
    }
    expect(schema.safeParse({}).error?.issues[0]?.message).toBe(messages.required);
  });
});
