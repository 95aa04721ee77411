/**
 * The salutations each language offers (decision 142): what a person picks for themselves, labelled
 * as the page's language writes it, while every value the agency's forms have ever sent stays valid.
 */
import { describe, expect, it } from "vitest";
import { applicationFields } from "@rli/contract/forms/application";
import { contactFields } from "@rli/contract/forms/contact";
import { salutations } from "@rli/contract/forms/salutations";
import { valuationStep4Schema } from "@rli/contract/forms/valuation";
import { salutationOptions, valuationOptions } from "~/forms/form-choices.server";

describe("salutations offered by the forms", () => {
  it("in French: every value, as written", () => {
    expect(salutationOptions("fr")).toEqual(salutations.map((value) => ({ value, label: value })));
  });

  it("in German: Herr, Frau, a couple, Dr. and Andere, each sent as its French value", () => {
    expect(salutationOptions("de")).toEqual([
      { value: "Monsieur", label: "Herr" },
      { value: "Madame", label: "Frau" },
      { value: "Madame et Monsieur", label: "Frau und Herr" },
      { value: "Docteur", label: "Dr." },
      { value: "Autre", label: "Andere" },
    ]);
  });

  it("in English: Mr, Ms, a couple, Dr and Other, each sent as its French value", () => {
    expect(salutationOptions("en")).toEqual([
      { value: "Monsieur", label: "Mr" },
      { value: "Madame", label: "Ms" },
      { value: "Madame et Monsieur", label: "Mr and Mrs" },
      { value: "Docteur", label: "Dr" },
      { value: "Autre", label: "Other" },
    ]);
  });

  it("never offers in German or English a form of address no one picks for themselves", () => {
    const dropped = ["Madame, Monsieur", "Messieurs", "Mesdames", "Maître"];
    const refused = ["Damen und Herren", "Herren", "Damen", "Rechtsanwalt/Notar", "Sir or Madam", "Messrs", "Mmes"];
    for (const language of ["de", "en"] as const) {
      const options = salutationOptions(language);
      expect(options.filter((option) => dropped.includes(option.value))).toEqual([]);
      expect(options.filter((option) => refused.includes(option.label) || /lawyer|notary/i.test(option.label))).toEqual(
        [],
      );
      expect(valuationOptions(language).salutations).toEqual(options);
    }
  });

  it("are all still accepted when sent, so a form drawn before the lists changed goes through", () => {
    for (const value of salutations) {
      expect(contactFields.shape.preferredTitle.safeParse(value).success, value).toBe(true);
      expect(applicationFields(() => "2026-11-26").shape.preferredTitle.safeParse(value).success, value).toBe(true);
      expect(valuationStep4Schema.shape.title.safeParse(value).success, value).toBe(true);
    }
    expect(contactFields.shape.preferredTitle.safeParse("Sir or Madam").success).toBe(false);
  });
});
