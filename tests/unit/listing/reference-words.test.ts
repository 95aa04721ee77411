import { describe, expect, it } from "vitest";
import { referencesOf } from "~/listing/reference-words";

/** What a visitor types for a reference seen on a sign: any case, spaces or a hyphen; a town or a postal code is none. */
describe("referencesOf", () => {
  it("reads a reference in any case and spacing", () => {
    expect(referencesOf("rlm 1047")).toEqual(["RLM-1047", "RLM1047"]);
    expect(referencesOf(" RLM-1047 ")).toEqual(["RLM-1047", "RLM1047"]);
    expect(referencesOf("rlm1047")).toEqual(["RLM1047", "RLM-1047"]);
    expect(referencesOf("Rlm - P01 - a-1")[0]).toBe("RLM-P01-A-1");
  });

  it("takes words without a letter or a digit, or too many words, for no reference", () => {
    expect(referencesOf("Monthey")).toEqual([]);
    expect(referencesOf("1870")).toEqual([]);
    expect(referencesOf("villa 5 pièces avec jardin")).toEqual([]);
  });
});
