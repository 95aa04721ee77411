import { describe, expect, it, vi } from "vitest";
import { UnavailableError } from "~/api/errors";
import { deliver, deliveryProblem, fromReply } from "~/forms/delivery.server";
import { createSendLimiter, tooManyMessages, visitorAddress, waitText } from "~/http/send-limit.server";
import { SubmissionLedger } from "~/forms/submission-ledger.server";
import { captureLog } from "../../support/log";

const sentReply = { data: { sent: true as const } };

describe("the limit on messages", () => {
  it("allows N messages per visitor address, then says how long to wait", async () => {
    vi.useFakeTimers({ now: 0 });
    try {
      const limiter = createSendLimiter(2, 600);
      expect((await limiter.take({ address: "a" })).allowed).toBe(true);
      expect((await limiter.take({ address: "a" })).allowed).toBe(true);
      expect(await limiter.take({ address: "a" })).toEqual({ allowed: false, retryAfterSeconds: 600 });
      expect((await limiter.take({ address: "b" })).allowed).toBe(true);
      vi.advanceTimersByTime(600_001);
      expect((await limiter.take({ address: "a" })).allowed).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("counts per e-mail address too, whatever its case", async () => {
    const limiter = createSendLimiter(1, 600);
    expect((await limiter.take({ address: "a", email: "X@example.ch" })).allowed).toBe(true);
    expect((await limiter.take({ address: "b", email: "x@example.ch " })).allowed).toBe(false);
  });

  it("reads the visitor's address from the load context", () => {
    expect(visitorAddress({ clientAddress: "203.0.113.1" })).toBe("203.0.113.1");
    expect(visitorAddress({})).toBe("");
    expect(visitorAddress(undefined)).toBe("");
  });

  it("tells the wait in French", () => {
    expect(waitText(1)).toBe("1 seconde");
    expect(waitText(45)).toBe("45 secondes");
    expect(waitText(60)).toBe("1 minute");
    expect(waitText(61)).toBe("2 minutes");
    expect(tooManyMessages(600)).toBe(
      "Vous avez envoyé plusieurs messages en peu de temps. Merci de réessayer dans 10 minutes ou de nous appeler.",
    );
  });
});

describe("delivering a form", () => {
  const services = () => ({ ledger: new SubmissionLedger(), limiter: createSendLimiter(1, 600) });

  it("reads the upstream's replies", () => {
    expect(fromReply(sentReply)).toEqual({ status: "sent" });
    expect(fromReply({ data: { sent: false }, errors: { email: ["Adresse invalide"], form: ["x"] } })).toEqual({
      status: "refused",
      fieldErrors: { email: ["Adresse invalide"] },
      formErrors: ["x"],
    });
    expect(fromReply({ data: { sent: false }, errors: { form: ["SMTP"] } })).toEqual({ status: "failed" });
    expect(fromReply({ data: { sent: false, reason: "undelivered" }, errors: { form: ["x"] } })).toEqual({
      status: "undelivered",
    });
  });

  it("turns an unreachable upstream into a failed delivery, not an exception", async () => {
    const send = async () => Promise.reject(new UnavailableError("down", "refusé", "/contact"));
    const log = captureLog();
    const delivery = await deliver({ key: "k", sender: { address: "a" }, send }, services());
    log.stop();
    expect(log.records).toMatchObject([
      { level: "error", event: "form.failed", kind: "unavailable", apiPath: "/contact" },
    ]);
    expect(delivery).toEqual({ status: "failed", replayed: false });
    expect(deliveryProblem({ status: "failed" })).toMatchObject({ status: 503 });
  });

  it("does not count a replayed message against the limit", async () => {
    const deps = services();
    const send = vi.fn(async () => sentReply);
    expect((await deliver({ key: "k", sender: { address: "a" }, send }, deps)).status).toBe("sent");
    expect(await deliver({ key: "k", sender: { address: "a" }, send }, deps)).toEqual({
      status: "sent",
      replayed: true,
    });
    expect((await deliver({ key: "other", sender: { address: "a" }, send }, deps)).status).toBe("limited");
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("gives the allowance back, by address and by e-mail, when the server failed: only sent or refused fields count", async () => {
    const deps = { ledger: new SubmissionLedger(), limiter: createSendLimiter(1, 600) };
    const sender = { address: "a", email: "x@example.ch" };
    const undelivered = async () => ({ data: { sent: false as const, reason: "undelivered" as const }, errors: {} });
    const down = async () => Promise.reject(new UnavailableError("down", "refusé", "/contact"));
    const broken = async () => Promise.reject(new Error("bug"));
    const log = captureLog();
    for (const [n, send] of [undelivered, down, undelivered, down].entries()) {
      expect((await deliver({ key: `k${n}`, sender, send }, deps)).status).not.toBe("limited");
    }
    await expect(deliver({ key: "k-bug", sender, send: broken }, deps)).rejects.toThrow("bug");
    log.stop();
    // The one message of the window is still there, for the address and for the e-mail.
    expect((await deliver({ key: "sent", sender, send: async () => sentReply }, deps)).status).toBe("sent");
    expect((await deliver({ key: "next", sender, send: async () => sentReply }, deps)).status).toBe("limited");
    expect(
      (
        await deliver(
          { key: "other-address", sender: { address: "b", email: sender.email }, send: async () => sentReply },
          deps,
        )
      ).status,
    ).toBe("limited");
    const fields = async () => ({ data: { sent: false as const }, errors: { email: ["Adresse invalide"] } });
    const fresh = { ledger: new SubmissionLedger(), limiter: createSendLimiter(1, 600) };
    expect((await deliver({ key: "f1", sender: { address: "c" }, send: fields }, fresh)).status).toBe("refused");
    expect((await deliver({ key: "f2", sender: { address: "c" }, send: fields }, fresh)).status).toBe("limited");
  });

  it("remembers a refusal of the mail server: the same post gets it again without a second send", async () => {
    const deps = services();
    const send = vi.fn(async () => ({ data: { sent: false as const, reason: "undelivered" as const }, errors: {} }));
    expect(await deliver({ key: "k", sender: { address: "a" }, send }, deps)).toEqual({
      status: "undelivered",
      replayed: false,
    });
    expect(await deliver({ key: "k", sender: { address: "a" }, send }, deps)).toEqual({
      status: "undelivered",
      replayed: true,
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(deliveryProblem({ status: "undelivered" })).toMatchObject({ status: 502 });
  });

  it("answers 429 with Retry-After when limited", () => {
    const problem = deliveryProblem({ status: "limited", retryAfterSeconds: 120 });
    expect(problem.status).toBe(429);
    expect(problem.headers["Retry-After"]).toBe("120");
    expect(problem.formErrors[0]).toContain("2 minutes");
  });
});
