import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { applicationSchema } from "@rli/contract/forms/application";
import { contactSchema } from "@rli/contract/forms/contact";
import { messages, phoneInCountryMessage, postalCodeMessage } from "@rli/contract/forms/messages";
import { checkPhone, phoneCountryOf, phoneMessageIn } from "@rli/contract/forms/phone";
import { satisfactionSchema } from "@rli/contract/forms/satisfaction";
import { applicant } from "../../../packages/upstream/tests/support/form-requests";
import { fieldErrors, formData } from "./helpers";

/**
 * Forms that take a visitor from anywhere (decision 141): the postcode and the phone numbers read in
 * the country chosen on the form, stored as that country writes the code and in E.164.
 */

const contact = {
  preferredTitle: "Monsieur",
  lastName: "Smith",
  name: "John",
  email: "john.smith@example.co.uk",
  address: "10 Downing Street",
  city: "London",
  message: "Hello, is the flat still available?",
  rgpd: "on",
};

/** Visitors from abroad, with an address and a phone number as they write them at home. */
const visitors = [
  { country: "GB", postalCode: "SW1A 2AA", city: "London", phone: "020 7946 0958", e164: "+442079460958" },
  { country: "DE", postalCode: "10115", city: "Berlin", phone: "030 123456", e164: "+4930123456" },
  { country: "FR", postalCode: "75008", city: "Paris", phone: "01 42 68 53 00", e164: "+33142685300" },
  { country: "IT", postalCode: "20121", city: "Milano", phone: "02 7202 3000", e164: "+390272023000" },
  { country: "NL", postalCode: "1012 AB", city: "Amsterdam", phone: "020 624 1111", e164: "+31206241111" },
  { country: "US", postalCode: "10001", city: "New York", phone: "(212) 555-0123", e164: "+12125550123" },
] as const;

describe("a visitor from abroad", () => {
  it.each(visitors)("from $country: the contact form takes $postalCode and $phone", (visitor) => {
    const { e164, ...typed } = visitor;
    const submission = parseWithZod(formData({ ...contact, ...typed }), { schema: contactSchema });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({ country: visitor.country, postalCode: visitor.postalCode, phone: e164 });
  });

  it.each(visitors)("from $country: the rental application takes the address and both phones", (visitor) => {
    const { e164, ...typed } = visitor;
    const schema = applicationSchema(() => "2026-11-25");
    const result = schema.safeParse({
      ref: "rli.h1.101",
      ...applicant,
      ...typed,
      landlordPhone: visitor.phone,
      income: "92'000",
      adults: "2",
      children: "0",
      moveIn: "2027-01-01",
      rgpd: "on",
    });
    expect(result.error?.issues ?? []).toEqual([]);
    expect(result.data).toMatchObject({ postalCode: visitor.postalCode, phone: e164, landlordPhone: e164 });
  });

  it("writes the postcode the way the country does", () => {
    const read = (country: string, postalCode: string) =>
      contactSchema.parse({ ...contact, country, postalCode }).postalCode;
    expect(read("GB", "sw1a2aa")).toBe("SW1A 2AA");
    expect(read("NL", "1012ab")).toBe("1012 AB");
    expect(read("CA", "k1a0b1")).toBe("K1A 0B1");
    expect(read("IE", "d02x285")).toBe("D02 X285");
    expect(read("DE", "D-10115")).toBe("10115");
    expect(read("gb", "SW1A 2AA")).toBe("SW1A 2AA");
  });

  it("refuses a code or a number of another country, each message under its own field with the rest", () => {
    const errors = fieldErrors(contactSchema, {
      ...contact,
      country: "GB",
      postalCode: "1870",
      phone: "079 123 45 67",
      email: "",
      rgpd: "",
    });
    expect(errors).toEqual({
      postalCode: [postalCodeMessage("GB")],
      phone: [phoneInCountryMessage("GB", "44")],
      email: [messages.required],
      rgpd: [messages.checkbox],
    });
    expect(postalCodeMessage("GB")).toBe("Veuillez entrer un code postal valable au Royaume-Uni (p. ex. SW1A 2AA).");
    expect(phoneInCountryMessage("GB", "44")).toBe(
      "Veuillez entrer un numéro de téléphone valable pour le pays choisi (Royaume-Uni, +44) ou un numéro avec son indicatif international.",
    );
  });

  it.each([
    ["DE", "1870", "030 12"],
    ["FR", "7500", "01 42 68"],
    ["IT", "2012", "12"],
    ["NL", "1012", "0800 12"],
    ["US", "SW1A 2AA", "(212) 555-012"],
  ])("from %s: refuses %s and %s with the country's messages", (country, postalCode, phone) => {
    const errors = fieldErrors(contactSchema, { ...contact, country, postalCode, phone });
    expect(errors.postalCode).toEqual([postalCodeMessage(country as "DE")]);
    expect(errors.phone).toEqual([phoneMessageIn(country)]);
    expect(errors.phone?.[0]).toContain(`+${country === "US" ? 1 : { DE: 49, FR: 33, IT: 39, NL: 31 }[country]})`);
  });

  it("takes a number written with its country code whatever the country chosen", () => {
    for (const [country, postalCode] of [
      ["CH", "1870"],
      ["GB", "SW1A 2AA"],
      ["US", "10001"],
      ["AQ", "BIQQ 1ZZ"],
    ]) {
      const result = contactSchema.parse({ ...contact, country, postalCode, phone: "+41 24 471 12 34" });
      expect(result.phone, country).toBe("+41244711234");
    }
    expect(
      contactSchema.parse({ ...contact, country: "CH", postalCode: "1870", phone: "+44 20 7946 0958" }).phone,
    ).toBe("+442079460958");
  });

  it("reads a number in Switzerland when no country of the list is chosen, and tells the country is wrong", () => {
    const errors = fieldErrors(contactSchema, {
      ...contact,
      country: "XX",
      postalCode: "SW1A 2AA",
      phone: "024 471 12 34",
    });
    expect(errors).toEqual({ country: [messages.country] });
    expect(phoneCountryOf(undefined)).toBe("CH");
  });

  it("takes a free postcode and only international numbers for a territory without a rule or a numbering plan", () => {
    expect(phoneCountryOf("AQ")).toBeUndefined();
    expect(phoneMessageIn("AQ")).toBe(messages.phone);
    const errors = fieldErrors(contactSchema, {
      ...contact,
      country: "AQ",
      postalCode: "BIQQ 1ZZ",
      phone: "020 7946 0958",
    });
    expect(errors).toEqual({ phone: [messages.phone] });
    expect(checkPhone("020 7946 0958", undefined)).toMatchObject({ valid: false });
  });

  it("leaves a postcode of other characters or too long to the field's own message, told once", () => {
    expect(fieldErrors(contactSchema, { ...contact, country: "GB", postalCode: "SW1A_2AA" })).toEqual({
      postalCode: [messages.postalCode],
    });
    expect(
      fieldErrors(contactSchema, { ...contact, country: "GB", postalCode: "SW1A 2AA XYZ" }).postalCode,
    ).toHaveLength(1);
  });

  it("keeps the survey, which has no country, reading national numbers in Switzerland", () => {
    const survey = {
      type: "Appartement",
      globalSatisfaction: "Satisfait",
      communicationWithAgent: "Bonne",
      agentSkills: "Compétent",
      marketingSupportsSatisfaction: "Bonne",
      description: "Very good service.",
      rgpd: "on",
    };
    expect(satisfactionSchema.parse({ ...survey, phoneNumber: "+44 20 7946 0958" }).phoneNumber).toBe("+442079460958");
    expect(satisfactionSchema.parse({ ...survey, phoneNumber: "024 471 12 34" }).phoneNumber).toBe("+41244711234");
    expect(fieldErrors(satisfactionSchema, { ...survey, phoneNumber: "020 7946 0958" })).toEqual({
      phoneNumber: [messages.phone],
    });
  });
});
