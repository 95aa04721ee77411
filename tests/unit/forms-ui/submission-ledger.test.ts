import { describe, expect, it, vi } from "vitest";
import { memoryOutcomeStore, withFallback, type OutcomeStore } from "~/forms/outcome-store.server";
import { SubmissionLedger } from "~/forms/submission-ledger.server";
import { captureLog } from "../../support/log";

describe("SubmissionLedger", () => {
  const ok = (outcome: string) => outcome === "sent";

  it("sends once per key and replays the outcome", async () => {
    const ledger = new SubmissionLedger();
    const send = vi.fn(async () => "sent");
    expect(await ledger.once("k", send, ok)).toEqual({ outcome: "sent", replayed: false });
    expect(await ledger.once("k", send, ok)).toEqual({ outcome: "sent", replayed: true });
    expect(send).toHaveBeenCalledTimes(1);
    expect(await ledger.recall("k")).toBe("sent");
    expect(await ledger.recall("autre")).toBeUndefined();
  });

  it("lets concurrent duplicates wait for the first send", async () => {
    const ledger = new SubmissionLedger();
    let release!: () => void;
    const send = vi.fn(() => new Promise<string>((resolve) => (release = () => resolve("sent"))));
    const first = ledger.once("k", send, ok);
    const second = ledger.once("k", send, ok);
    await vi.waitFor(() => expect(send).toHaveBeenCalled());
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
    expect(await ledger.recall("k")).toBeUndefined();
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

  it("forgets after its time and keeps a bounded number of keys", async () => {
    const ledger = new SubmissionLedger(memoryOutcomeStore(3), { ttlMs: 40 });
    for (const key of ["a", "b", "c", "d"]) await ledger.once(key, async () => "sent", ok);
    expect(await ledger.recall("a")).toBeUndefined();
    expect(await ledger.recall("d")).toBe("sent");
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await ledger.recall("d")).toBeUndefined();
    expect((await ledger.once("d", async () => "sent", ok)).replayed).toBe(false);
  });

  it("two ledgers on one store (two processes) send a message once: the second waits for the first", async () => {
    const store = memoryOutcomeStore();
    const [first, second] = [new SubmissionLedger(store, { pollMs: 5 }), new SubmissionLedger(store, { pollMs: 5 })];
    let release!: () => void;
    const send = vi.fn(() => new Promise<string>((resolve) => (release = () => resolve("sent"))));
    const one = first.once("k", send, ok);
    await Promise.resolve();
    const two = second.once("k", send, ok);
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    expect(await Promise.all([one, two])).toEqual([
      { outcome: "sent", replayed: false },
      { outcome: "sent", replayed: true },
    ]);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("a send still under way elsewhere past the claim's time gets the busy answer, nothing is sent", async () => {
    const store = memoryOutcomeStore();
    await store.claim("k", 60_000);
    const ledger = new SubmissionLedger(store, { claimMs: 30, pollMs: 5 });
    const send = vi.fn(async () => "sent");
    expect(await ledger.once("k", send, ok, () => "busy")).toEqual({ outcome: "busy", replayed: true });
    expect(send).not.toHaveBeenCalled();
  });

  it("falls back to this process's memory while the shared store fails", async () => {
    const log = captureLog();
    const broken: OutcomeStore = {
      claim: () => Promise.reject(new Error("ECONNREFUSED")),
      read: () => Promise.reject(new Error("ECONNREFUSED")),
      settle: () => Promise.reject(new Error("ECONNREFUSED")),
      release: () => Promise.reject(new Error("ECONNREFUSED")),
    };
    const ledger = new SubmissionLedger(withFallback(broken));
    const send = vi.fn(async () => "sent");
    expect((await ledger.once("k", send, ok)).replayed).toBe(false);
    expect((await ledger.once("k", send, ok)).replayed).toBe(true);
    expect(send).toHaveBeenCalledTimes(1);
    log.stop();
    expect(log.records).toMatchObject([{ level: "warn", event: "store.fallback", reason: "Error: ECONNREFUSED" }]);
  });
});
