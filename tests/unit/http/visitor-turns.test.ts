import type { ChildProcess } from "node:child_process";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it, vi } from "vitest";
import { createEventLimit } from "@rli/contract/limits/event-limit";
import { createOneAtATime } from "@rli/contract/limits/one-at-a-time";
import { createSendLimiter, senderLimits } from "~/http/send-limit.server";
import { hasRedis, startRedis } from "../../support/redis-server";
import { freePort } from "../../support/site-process";

/**
 * The primitives the forms put in front of their costly work: an allowance looked at without being
 * counted, and one piece of work at a time per visitor, in memory and in a Redis shared by processes.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fresh name for each limit, so that no test counts another's. */
const fresh = () => `essai-${Math.random().toString(36).slice(2)}`;

let server: ChildProcess | undefined;
const clients: Redis[] = [];
if (hasRedis) {
  const port = await freePort();
  server = await startRedis(port);
  // Two connections, as two processes of the site hold them.
  while (clients.length < 2) {
    const client = new Redis(`redis://127.0.0.1:${port}/0`);
    await new Promise((resolve) => client.once("ready", resolve));
    clients.push(client);
  }
} else {
  console.warn("redis-server absent : les tours par visiteur dans Redis ne sont pas testés.");
}

afterAll(async () => {
  await Promise.all(clients.map((client) => client.quit()));
  server?.kill("SIGTERM");
});

/**
 * Two instances of a primitive as two processes hold them: in memory, one instance (a process
 * shares nothing with another); in Redis, one on each connection.
 */
type Pair = <T>(make: (redis: () => Redis | undefined) => T) => [T, T];
const inMemory: Pair = (make) => {
  const one = make(() => undefined);
  return [one, one];
};
const inRedis: Pair = (make) => [make(() => clients[0]), make(() => clients[1])];

describe.each([
  ["memory", inMemory],
  ...(hasRedis ? [["a Redis shared by two processes", inRedis] as const] : []),
] as const)("in %s", (_store, pair: Pair) => {
  it("looks at an allowance without counting it", async () => {
    const name = fresh();
    const [counting, looking] = pair((redis) => createEventLimit({ name, points: 2, windowSeconds: 600 }, redis));
    for (let n = 0; n < 5; n += 1) expect(await looking.check("a")).toEqual({ allowed: true });
    expect(await counting.take("a")).toEqual({ allowed: true });
    expect(await looking.check("a")).toEqual({ allowed: true });
    expect(await counting.take("a")).toEqual({ allowed: true });
    const refused = await looking.check("a");
    expect(refused.allowed === false && refused.retryAfterSeconds).toBeGreaterThan(590);
    expect(await looking.check("b")).toEqual({ allowed: true });
  });

  it("gives one turn at a time per key: the next waits for it, another key does not", async () => {
    const name = fresh();
    const [here, there] = pair((redis) =>
      createOneAtATime({ name, leaseSeconds: 60, waitMs: 3000, pollMs: 20 }, redis),
    );
    const first = await here.turn("a");
    expect(first.granted).toBe(true);
    expect((await there.turn("b")).granted).toBe(true);
    const granted = vi.fn();
    const waiting = there.turn("a").then((turn) => {
      granted();
      return turn;
    });
    await sleep(300);
    expect(granted).not.toHaveBeenCalled();
    if (first.granted) await first.end();
    expect((await waiting).granted).toBe(true);
  });

  it("refuses a turn after its wait, saying when to try again; a lease left behind lapses", async () => {
    const name = fresh();
    const [here, there] = pair((redis) => createOneAtATime({ name, leaseSeconds: 1, waitMs: 100, pollMs: 20 }, redis));
    expect((await here.turn("a")).granted).toBe(true);
    expect(await there.turn("a")).toEqual({ granted: false, retryAfterSeconds: 1 });
    await sleep(1100);
    expect((await there.turn("a")).granted).toBe(true);
  });
});

describe("the allowance of a form's sender", () => {
  it("is looked at on the visitor's address and the e-mail address, whatever its case", async () => {
    const limiter = createSendLimiter(1, 600);
    expect(await limiter.check({ address: "x", email: "Camille@Example.ch" })).toEqual({ allowed: true });
    expect(await limiter.take({ address: "x", email: "Camille@Example.ch" })).toEqual({ allowed: true });
    expect(await limiter.check({ address: "y", email: " camille@example.ch" })).toMatchObject({ allowed: false });
    expect(await limiter.check({ address: "x" })).toMatchObject({ allowed: false });
    expect(await limiter.check({ address: "y" })).toEqual({ allowed: true });
  });

  it("takes a form's stricter limit with the forms' own", async () => {
    const hourly = createEventLimit({ name: fresh(), points: 1, windowSeconds: 3600 }, () => undefined);
    const limiter = createSendLimiter(5, 600).and(hourly);
    expect(await limiter.take({ address: "z" })).toEqual({ allowed: true });
    const refused = await limiter.check({ address: "z" });
    expect(refused.allowed === false && refused.retryAfterSeconds).toBeGreaterThan(3500);
    expect(await senderLimits([]).check({ address: "z" })).toEqual({ allowed: true });
  });
});
