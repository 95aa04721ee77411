import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { messages, postalCodeMessage, rangeMessage, stepMessage } from "@rli/contract/forms/messages";
import {
  valuationBounds,
  valuationDefaults,
  valuationPropertyTypeGroups,
  valuationSchema,
  valuationStep1Schema,
  valuationStep2Schema,
  valuationStep3Schema,
  valuationStep4Schema,
} from "@rli/contract/forms/valuation";
import { valuationSteps } from "../../support/forms";
import { fieldErrors, formData } from "./helpers";

const step1 = valuationSteps[0];
const step2 = { garage: "on", additionalCharacteristics: "Pompe à chaleur, panneaux solaires." };
const step3 = { city: "Collombey", postalCode: "1868", address: "" };
const step4 = {
  title: "Madame et Monsieur",
  lastName: "Berthoud",
  name: "Anne",
  phone: "",
  email: "anne.berthoud@example.ch",
  motive: "Vendre",
  rgpd: "on",
};

describe("valuation wizard", () => {
  it("validates each step on its own", () => {
    expect(valuationStep1Schema.parse(step1)).toEqual({
      type: "Maison individuelle",
      livingArea: 180,
      terrainArea: 900,
      rooms: 5.5,
      bathrooms: 2,
      constructionYear: 1987,
      state: "Rénové",
    });
    expect(valuationStep2Schema.parse(step2)).toEqual({
      garage: true,
      parkingSpot: false,
      additionalCharacteristics: "Pompe à chaleur, panneaux solaires.",
    });
    expect(valuationStep3Schema.parse(step3)).toEqual({ city: "Collombey", postalCode: "1868", address: undefined });
    expect(valuationStep4Schema.parse(step4)).toMatchObject({ rgpd: true, phone: undefined });
  });

  it("keeps the property in Switzerland: a four-digit postcode (decision 141)", () => {
    for (const postalCode of ["SW1A 2AA", "75008", "18680"]) {
      expect(fieldErrors(valuationStep3Schema, { ...step3, postalCode }), postalCode).toEqual({
        postalCode: [postalCodeMessage("CH")],
      });
    }
  });

  it("accepts the full request as JSON", () => {
    const result = valuationSchema.safeParse({
      ...valuationDefaults,
      type: "Studio",
      state: "Rénové",
      city: "Vevey",
      postalCode: "1800",
      title: "Monsieur",
      lastName: "Favre",
      name: "Luc",
      email: "luc@example.ch",
      motive: "Par curiosité",
      rgpd: true,
    });
    expect(result.success).toBe(true);
  });

  it("enforces the slider bounds and steps", () => {
    const errors = fieldErrors(valuationStep1Schema, {
      ...step1,
      livingArea: "10",
      terrainArea: "5001",
      rooms: "3.25",
      bathrooms: "1.5",
      constructionYear: "abc",
    });
    expect(errors.livingArea).toEqual([rangeMessage(20, 800)]);
    expect(errors.terrainArea).toEqual([rangeMessage(50, 5000)]);
    expect(errors.rooms).toEqual([stepMessage(0.5)]);
    expect(errors.bathrooms).toEqual([messages.integer]);
    expect(errors.constructionYear).toEqual([messages.number]);
  });

  it("requires what product §5 requires", () => {
    const errors = fieldErrors(valuationSchema, {});
    for (const field of [
      "type",
      "livingArea",
      "terrainArea",
      "constructionYear",
      "rooms",
      "bathrooms",
      "city",
      "postalCode",
      "title",
      "lastName",
      "name",
      "email",
    ]) {
      expect(errors[field], field).toEqual([messages.required]);
    }
    // Asked with radio buttons: "choose an answer".
    for (const field of ["state", "motive"]) expect(errors[field], field).toEqual([messages.answerMissing]);
    expect(errors.rgpd).toEqual([messages.checkbox]);
    for (const field of ["garage", "parkingSpot", "address", "phone", "additionalCharacteristics"]) {
      expect(errors[field], field).toBeUndefined();
    }
  });

  it("refuses an option that is not in the list", () => {
    expect(fieldErrors(valuationStep1Schema, { ...step1, type: "Château" }).type).toEqual([messages.option]);
  });

  it("lists the property types in two groups", () => {
    expect(valuationPropertyTypeGroups.map((group) => group.label)).toEqual(["Appartement", "Maison"]);
    expect(valuationBounds.rooms.step).toBe(0.5);
  });

  it("gives conform the slider constraints", () => {
    const constraint = getZodConstraint(valuationStep1Schema);
    expect(constraint.livingArea).toMatchObject({ required: true, min: 20, max: 800 });
    const submission = parseWithZod(formData({ ...step1 }), { schema: valuationStep1Schema });
    expect(submission.status).toBe("success");
  });
});
