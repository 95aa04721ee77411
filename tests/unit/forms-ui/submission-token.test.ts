import { describe, expect, it } from "vitest";
import { readSubmissionToken, submissionKey } from "~/forms/submission-token.server";

function form(entries: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
}

describe("one-time token of a form", () => {
  it("is read only when well formed", () => {
    expect(readSubmissionToken(form({ jeton: "0f8c3a52-93e1-4c47-9f4b-4a8d2c1e7b90" }))).toBe(
      "0f8c3a52-93e1-4c47-9f4b-4a8d2c1e7b90",
    );
    expect(readSubmissionToken(form({ jeton: "court" }))).toBeUndefined();
    expect(readSubmissionToken(form({ jeton: "<script>alert(1)</script>-------" }))).toBeUndefined();
    expect(readSubmissionToken(form({}))).toBeUndefined();
  });

  it("keys a message by token and content", () => {
    const token = "token-aaaaaaaaaaaaaaaa";
    expect(submissionKey(token, { a: 1 })).toBe(submissionKey(token, { a: 1 }));
    expect(submissionKey(token, { a: 1 })).not.toBe(submissionKey(token, { a: 2 }));
    expect(submissionKey("token-bbbbbbbbbbbbbbbb", { a: 1 })).not.toBe(submissionKey(token, { a: 1 }));
    expect(submissionKey(undefined, { a: 1 })).toBeUndefined();
  });
});
