import { messages } from "@rli/contract/forms/messages";
import { describe, expect, it } from "vitest";
import { honeypotFields, honeypotProblem } from "~/forms/honeypot.server";

function form(fields: ReturnType<typeof honeypotFields>): FormData {
  const data = new FormData();
  data.set(fields.nameFieldName, "");
  data.set(fields.validFromFieldName!, fields.encryptedValidFrom!);
  return data;
}

describe("the spam trap's drawn time", () => {
  const second = Date.UTC(2026, 10, 24, 9, 30, 15);

  it("is encrypted once a second: forms drawn within it share it", () => {
    expect(honeypotFields(second + 10)).toBe(honeypotFields(second + 990));
    expect(honeypotFields(second + 1000).encryptedValidFrom).not.toBe(honeypotFields(second).encryptedValidFrom);
  });

  it("is the start of the second: a form never looks newer than it is", () => {
    const fields = form(honeypotFields(second + 999));
    expect(honeypotProblem(fields, { minFillMs: 3000, maxAgeMs: 60_000, now: second + 3000 })).toBeNull();
    expect(honeypotProblem(fields, { minFillMs: 3000, maxAgeMs: 60_000, now: second + 2999 })).not.toBeNull();
  });

  it("tells a form sent too soon as such (a browser's autofill does that), and keeps the other refusals neutral", () => {
    const fields = form(honeypotFields(second));
    expect(honeypotProblem(fields, { minFillMs: 3000, maxAgeMs: 60_000, now: second + 500 })).toBe(
      messages.formTooFast,
    );
    const drawn = honeypotFields(second);
    const filled = form(drawn);
    filled.set(drawn.nameFieldName, "robot");
    expect(honeypotProblem(filled, { minFillMs: 3000, maxAgeMs: 60_000, now: second + 5000 })).toBe(
      messages.formHasErrors,
    );
  });
});
