import { describe, expect, it } from "vitest";
import { z } from "zod";
import { messages } from "@rli/contract/forms/messages";
import { checkPhone, optionalPhone, requiredPhone } from "@rli/contract/forms/phone";

describe("phone rule", () => {
  it.each([
    ["024 471 12 34", "+41244711234"],
    ["+41 24 471 12 34", "+41244711234"],
    ["0041 79 123 45 67", "+41791234567"],
    ["+33 1 23 45 67 89", "+33123456789"],
    ["+41 24 471 12 34 ext. 12", "+41244711234 ext. 12"],
  ])("accepts %s as %s", (input, e164) => {
    expect(checkPhone(input)).toEqual({ valid: true, e164 });
  });

  it.each([
    ["abc", "NOT_A_NUMBER"],
    ["+999 123456", "INVALID_COUNTRY"],
    ["+41 79 123 45 67 89 01 23 45 67", "TOO_LONG"],
    ["12", "INVALID"],
  ])("refuses %s (%s)", (input, reason) => {
    expect(checkPhone(input)).toEqual({ valid: false, reason });
  });

  it("checks the numbering plan, not only the length: a Swiss number in a range not in service is refused", () => {
    expect(checkPhone("+41 20 123 45 67")).toEqual({ valid: false, reason: "INVALID" });
    expect(checkPhone("098 123 45 67")).toEqual({ valid: false, reason: "INVALID" });
    expect(checkPhone("+41 24 471 12 34")).toEqual({ valid: true, e164: "+41244711234" });
  });

  it("refuses input longer than 250 characters", () => {
    expect(checkPhone(`+41 24 471 12 34${" ".repeat(250)}`)).toMatchObject({ valid: false, reason: "TOO_LONG" });
  });

  it("refuses an extension longer than 20 digits", () => {
    expect(checkPhone(`+41 24 471 12 34 ext. ${"1".repeat(21)}`).valid).toBe(false);
  });

  it("is optional or required with the product §5 messages", () => {
    const schema = z.object({ a: optionalPhone(), b: requiredPhone() });
    const result = schema.safeParse({ a: "", b: "" });
    expect(result.success).toBe(false);
    expect(result.error?.flatten().fieldErrors).toEqual({ b: [messages.required] });
    const bad = schema.safeParse({ a: "123", b: "024 471 12 34" });
    expect(bad.error?.flatten().fieldErrors).toEqual({ a: [messages.phone] });
  });
});
