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

  it("answers 429 with Retry-After when limited", () => {
    const problem = deliveryProblem({ status: "limited", retryAfterSeconds: 120 });
    expect(problem.status).toBe(429);
    expect(problem.headers["Retry-After"]).toBe("120");
    expect(problem.formErrors[0]).toContain("2 minutes");
  });
});
