import { describe, expect, it } from "vitest";
import { valuationDefaults } from "@rli/contract/forms/valuation";
import {
  firstIncompleteBefore,
  fullRequest,
  initialValues,
  readStep,
  readWizard,
  stepValuesOf,
  store,
  type WizardAnswers,
} from "~/routes/valuation.server";
import { valuationSteps } from "../../support/forms";

const answers: WizardAnswers = {
  "1": { ...valuationSteps[0] },
  "2": { ...valuationSteps[1] },
  "3": { ...valuationSteps[2] },
  "4": { ...valuationSteps[3] },
};

function form(entries: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
}

describe("the wizard's step parameter", () => {
  it("reads 1 to 4, the introduction without it, and refuses anything else", () => {
    const at = (query: string) => readStep(new URL(`http://x/estimation-bien-immobilier${query}`));
    expect(at("")).toBe(0);
    expect(at("?etape=1")).toBe(1);
    expect(at("?etape=4")).toBe(4);
    for (const bad of ["?etape=0", "?etape=5", "?etape=1.0", "?etape=abc", "?etape=", "?etape=1&etape=2"]) {
      expect(at(bad), bad).toBeNull();
    }
  });
});

describe("the wizard's answers", () => {
  it("lets a visitor reach a step only once the earlier ones are complete", () => {
    expect(firstIncompleteBefore({}, 1)).toBeNull();
    expect(firstIncompleteBefore({}, 3)).toBe(1);
    expect(firstIncompleteBefore({ "1": answers["1"] }, 3)).toBe(2);
    // Step 2 has no required field: it is complete once the visitor went through it.
    expect(firstIncompleteBefore({ "1": answers["1"], "2": {} }, 3)).toBeNull();
    expect(firstIncompleteBefore({ "1": { ...answers["1"], livingArea: "5" }, "2": {} }, 3)).toBe(1);
  });

  it("keeps only the step's own fields, as typed, cut to what a cookie can hold", () => {
    const values = stepValuesOf(
      form({ city: "Monthey", postalCode: "1870", email: "x@example.ch", address: "a".repeat(500) }),
      3,
    );
    expect(values).toEqual({ city: "Monthey", postalCode: "1870", address: "a".repeat(200) });
    expect(
      stepValuesOf(form({ additionalCharacteristics: "b".repeat(2000) }), 2).additionalCharacteristics,
    ).toHaveLength(1000);
  });

  it("builds the whole request from the four steps", () => {
    const result = fullRequest(answers);
    expect("request" in result && result.request).toMatchObject({
      type: "Maison individuelle",
      livingArea: 180,
      rooms: 5.5,
      garage: true,
      parkingSpot: true,
      postalCode: "1872",
      email: "sophie.rey@example.ch",
      rgpd: true,
    });
    expect(fullRequest({ ...answers, "3": { city: "Monthey" } })).toEqual({ invalidStep: 3 });
  });

  it("starts a step from the defaults of product §3, then from what was stored", () => {
    expect(initialValues({}, 1, valuationDefaults)).toEqual({
      livingArea: "50",
      terrainArea: "400",
      rooms: "2",
      bathrooms: "1",
      constructionYear: "2000",
    });
    expect(initialValues(answers, 1, valuationDefaults)).toMatchObject({ livingArea: "180", state: "Rénové" });
  });

  it("gives every visitor without a cookie a fresh, unshared start", async () => {
    const first = await readWizard(new Request("http://x/"));
    store(first, 1, { type: "Studio" });
    const second = await readWizard(new Request("http://x/", { headers: { Cookie: "__estimation=abc" } }));
    expect(second.answers).toEqual({});
  });
});
