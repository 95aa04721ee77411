import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { contactSchema } from "@rli/contract/forms/contact";
import { messages, postalCodeMessage, tooLongMessage } from "@rli/contract/forms/messages";
import { fieldErrors, formData } from "./helpers";

const valid = {
  preferredTitle: "Madame",
  lastName: "Rey",
  name: "Camille",
  email: "camille.rey@example.ch",
  phone: "079 123 45 67",
  address: "Rue du Bourg 3",
  postalCode: "1870",
  city: "Monthey",
  country: "CH",
  message: "Bonjour,\r\nJe souhaite visiter ce bien.",
  rgpd: "on",
  link: "https://www.rhone-leman-immobilier.ch/vente/appartement/monthey-1870/rlm-1024",
  ref: "rlm-1024",
};

describe("contact form", () => {
  it("accepts a complete request and normalises it", () => {
    const result = contactSchema.parse(valid);
    expect(result).toMatchObject({
      phone: "+41791234567",
      rgpd: true,
      ref: "RLM-1024",
      country: "CH",
      message: "Bonjour,\nJe souhaite visiter ce bien.",
    });
  });

  it("accepts the same request as JSON values", () => {
    const result = contactSchema.safeParse({ ...valid, postalCode: 1870, rgpd: true, phone: "+41 24 471 12 34" });
    expect(result.success).toBe(true);
    expect(result.data?.postalCode).toBe("1870");
    expect(result.data?.phone).toBe("+41244711234");
  });

  it("gives the product §5 messages for every missing required field", () => {
    const errors = fieldErrors(contactSchema, {});
    for (const field of [
      "preferredTitle",
      "lastName",
      "name",
      "email",
      "address",
      "postalCode",
      "city",
      "country",
      "message",
    ]) {
      expect(errors[field], field).toEqual([messages.required]);
    }
    expect(errors.rgpd).toEqual([messages.checkbox]);
    expect(errors.phone).toBeUndefined();
    expect(errors.ref).toBeUndefined();
  });

  it("checks e-mail, phone, postal code and country when filled", () => {
    const errors = fieldErrors(contactSchema, {
      ...valid,
      email: "camille@",
      phone: "12",
      postalCode: "18_0",
      country: "XX",
    });
    expect(errors.email).toEqual([messages.email]);
    expect(errors.phone).toEqual([messages.phone]);
    expect(errors.postalCode).toEqual([messages.postalCode]);
    expect(errors.country).toEqual([messages.country]);
  });

  it("reads a Swiss postcode and number as product §5 did when Switzerland is chosen", () => {
    const errors = fieldErrors(contactSchema, { ...valid, phone: "020 7946 0958", postalCode: "18700" });
    expect(errors.phone).toEqual([messages.phone]);
    expect(errors.postalCode).toEqual([postalCodeMessage("CH")]);
    expect(contactSchema.parse({ ...valid, postalCode: "CH-1870" }).postalCode).toBe("1870");
  });

  it("limits the length of text fields", () => {
    const errors = fieldErrors(contactSchema, { ...valid, lastName: "x".repeat(201), message: "y".repeat(5001) });
    expect(errors.lastName).toEqual([tooLongMessage(200)]);
    expect(errors.message).toEqual([tooLongMessage(5000)]);
  });

  it("keeps names on one line", () => {
    const result = contactSchema.parse({ ...valid, name: "Camille\r\nBcc: x@example.com" });
    expect(result.name).toBe("Camille Bcc: x@example.com");
  });

  it("works with conform on form data", () => {
    const submission = parseWithZod(formData({ ...valid, phone: "" }), { schema: contactSchema });
    expect(submission.status).toBe("success");
    if (submission.status === "success") {
      expect(submission.value.phone).toBeUndefined();
      expect(submission.value.rgpd).toBe(true);
    }
    const failed = parseWithZod(formData({ ...valid, rgpd: "", email: "" }), { schema: contactSchema });
    expect(failed.status).toBe("error");
    if (failed.status === "error") {
      expect(failed.error?.email).toEqual([messages.required]);
      expect(failed.error?.rgpd).toEqual([messages.checkbox]);
    }
  });
});
