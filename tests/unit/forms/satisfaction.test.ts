import { describe, expect, it } from "vitest";
import { messages } from "@rli/contract/forms/messages";
import { qualityScale, satisfactionSchema, satisfactionScale, skillsScale } from "@rli/contract/forms/satisfaction";
import { fieldErrors } from "./helpers";

const valid = {
  type: "Appartement",
  globalSatisfaction: "Très satisfait",
  communicationWithAgent: "Bonne",
  agentSkills: "Compétent",
  marketingSupportsSatisfaction: "Très bonne",
  wouldYouRecommend: "on",
  description: "Vente rapide et bien accompagnée.",
  rgpd: "on",
};

describe("satisfaction survey", () => {
  it("accepts a survey with only the required answers", () => {
    expect(satisfactionSchema.parse(valid)).toMatchObject({ wouldYouRecommend: true, rgpd: true });
  });

  it("reads an unticked recommendation as no", () => {
    const { wouldYouRecommend, ...rest } = valid;
    expect(wouldYouRecommend).toBe("on");
    expect(satisfactionSchema.parse(rest).wouldYouRecommend).toBe(false);
    expect(satisfactionSchema.parse({ ...rest, wouldYouRecommend: false }).wouldYouRecommend).toBe(false);
  });

  it("requires the answers of product §5 and checks optional contact details when filled", () => {
    const errors = fieldErrors(satisfactionSchema, { emailAdress: "nope", phoneNumber: "abc" });
    // The questions asked with radio buttons say "choose an answer"; the comment box "fill in".
    for (const field of [
      "type",
      "globalSatisfaction",
      "communicationWithAgent",
      "agentSkills",
      "marketingSupportsSatisfaction",
    ]) {
      expect(errors[field], field).toEqual([messages.answerMissing]);
    }
    expect(errors.description).toEqual([messages.required]);
    expect(errors.rgpd).toEqual([messages.checkbox]);
    expect(errors.emailAdress).toEqual([messages.email]);
    expect(errors.phoneNumber).toEqual([messages.phone]);
    expect(errors.name).toBeUndefined();
  });

  it("exports the scales of product §3", () => {
    expect(satisfactionScale).toHaveLength(5);
    expect(qualityScale[0]).toBe("Très bonne");
    expect(skillsScale[4]).toBe("Pas du tout compétent");
  });
});
