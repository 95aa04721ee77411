import { describe, expect, it, vi } from "vitest";
import { messages } from "@rli/contract/forms/messages";
import { deliver, deliveryProblem } from "~/forms/delivery.server";
import { translateMessage } from "~/forms/form-messages.server";
import { SubmissionLedger } from "~/forms/submission-ledger.server";
import { createProcessTurns } from "~/http/process-turns.server";
import { createSendLimiter } from "~/http/send-limit.server";
import { captureLog } from "../../support/log";

/**
 * The bound on the process's costly work (a dossier's documents cleaned and sent, decision 153):
 * a few pieces at once, the others waiting their turn within a bound, then refused with Retry-After
 * before the visitor's allowance is counted, and what each piece left collected before the next.
 */

const sentReply = { data: { sent: true as const } };
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("turns of the whole process", () => {
  it("grants one piece of work at a time in the order asked; the next starts once the first ended and its leftovers were collected", async () => {
    const order: string[] = [];
    const turns = createProcessTurns({
      name: "essai",
      atOnce: 1,
      waitMs: 2000,
      retryAfterSeconds: 60,
      afterEach: () => order.push("collected"),
    });
    const first = await turns.turn();
    expect(first.granted).toBe(true);
    const second = turns.turn().then((turn) => (order.push("second"), turn));
    const third = turns.turn().then((turn) => (order.push("third"), turn));
    await tick();
    expect(order).toEqual([]);
    expect([turns.running, turns.waiting]).toEqual([1, 2]);
    if (first.granted) await first.end();
    const granted = await second;
    expect(order).toEqual(["collected", "second"]);
    if (granted.granted) {
      await granted.end();
      // Ended twice (a finally after a return): collected once, and no place given twice.
      await granted.end();
    }
    const last = await third;
    expect(order).toEqual(["collected", "second", "collected", "third"]);
    if (last.granted) await last.end();
    await tick();
    expect([turns.running, turns.waiting]).toEqual([0, 0]);
  });

  it("refuses a piece that waited past its bound, says so in the journal, and never runs it later", async () => {
    const turns = createProcessTurns({ name: "documents", atOnce: 1, waitMs: 40, retryAfterSeconds: 60 });
    const first = await turns.turn();
    const log = captureLog();
    const started = Date.now();
    const late = await turns.turn();
    log.stop();
    expect(late).toEqual({ granted: false, retryAfterSeconds: 60 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(35);
    expect(log.records).toMatchObject([{ level: "warn", event: "work.busy", work: "documents", running: 1 }]);
    if (first.granted) await first.end();
    // The refused one gave its place up: the next asked is granted at once.
    const next = await turns.turn();
    expect(next.granted).toBe(true);
    expect(turns.running).toBe(1);
    if (next.granted) await next.end();
  });
});

describe("a delivery while the process is busy", () => {
  it("sends nothing and counts nothing: 503 with Retry-After and the message in the page's language", async () => {
    const limiter = createSendLimiter(1, 600);
    const work = createProcessTurns({ name: "documents", atOnce: 1, waitMs: 30, retryAfterSeconds: 60 });
    const services = { ledger: new SubmissionLedger(), limiter, work };
    const held = await work.turn();
    const send = vi.fn(async () => sentReply);
    const log = captureLog();
    const busy = await deliver({ key: "k", sender: { address: "a", email: "x@example.ch" }, send }, services);
    log.stop();
    expect(busy).toEqual({ status: "busy", retryAfterSeconds: 60, replayed: false });
    expect(send).not.toHaveBeenCalled();
    const problem = deliveryProblem({ status: "busy", retryAfterSeconds: 60 });
    expect(problem).toMatchObject({ status: 503, formErrors: [messages.documentsBusy], fieldErrors: {} });
    expect(problem.headers["Retry-After"]).toBe("60");
    expect(translateMessage(messages.documentsBusy, "de")).toMatch(/^Im Moment treffen viele Dossiers ein/);
    expect(translateMessage(messages.documentsBusy, "en")).toMatch(/^Many applications are arriving just now/);

    if (held.granted) await held.end();
    // Its only message of the window is still the visitor's, and the same post now goes.
    expect(await deliver({ key: "k", sender: { address: "a", email: "x@example.ch" }, send }, services)).toEqual({
      status: "sent",
      replayed: false,
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect((await limiter.check({ address: "a" })).allowed).toBe(false);
  });
});
