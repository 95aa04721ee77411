import { describe, expect, it, vi } from "vitest";
import { readSubmissionToken, SubmissionLedger, submissionKey } from "~/http/form-submission.server";

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

describe("SubmissionLedger", () => {
  const ok = (outcome: string) => outcome === "sent";

  it("sends once per key and replays the outcome", async () => {
    const ledger = new SubmissionLedger();
    const send = vi.fn(async () => "sent");
    expect(await ledger.once("k", send, ok)).toEqual({ outcome: "sent", replayed: false });
    expect(await ledger.once("k", send, ok)).toEqual({ outcome: "sent", replayed: true });
    expect(send).toHaveBeenCalledTimes(1);
    expect(await ledger.recall("k")).toBe("sent");
  });

  it("lets concurrent duplicates wait for the first send", async () => {
    const ledger = new SubmissionLedger();
    let release!: () => void;
    const send = vi.fn(() => new Promise<string>((resolve) => (release = () => resolve("sent"))));
    const first = ledger.once("k", send, ok);
    const second = ledger.once("k", send, ok);
    release();
    expect(await Promise.all([first, second])).toEqual([
      { outcome: "sent", replayed: false },
      { outcome: "sent", replayed: true },
    ]);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("forgets failed and thrown sends so the visitor can retry", async () => {
    const ledger = new SubmissionLedger();
    await ledger.once("k", async () => "failed", ok);
    expect(ledger.recall("k")).toBeUndefined();
    await expect(ledger.once("k", async () => Promise.reject(new Error("boom")), ok)).rejects.toThrow("boom");
    expect((await ledger.once("k", async () => "sent", ok)).replayed).toBe(false);
  });

  it("always sends without a key", async () => {
    const ledger = new SubmissionLedger();
    const send = vi.fn(async () => "sent");
    await ledger.once(undefined, send, ok);
    await ledger.once(undefined, send, ok);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it("forgets after an hour and keeps a bounded number of keys", async () => {
    let now = 0;
    const ledger = new SubmissionLedger(60 * 60 * 1000, 3, () => now);
    for (const key of ["a", "b", "c", "d"]) await ledger.once(key, async () => "sent", ok);
    expect(ledger.size).toBe(3);
    expect(ledger.recall("a")).toBeUndefined();
    now = 60 * 60 * 1000 + 1;
    expect(ledger.recall("d")).toBeUndefined();
    expect((await ledger.once("d", async () => "sent", ok)).replayed).toBe(false);
  });
});
