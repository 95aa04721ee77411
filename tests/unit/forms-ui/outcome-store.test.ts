import type { ChildProcess } from "node:child_process";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openedOnFirstUse, memoryOutcomeStore, redisOutcomeStore } from "~/forms/outcome-store.server";
import { SubmissionLedger, submissionLedger } from "~/forms/submission-ledger.server";
import { sharedRedis } from "~/http/shared-store.server";
import { hasRedis, startRedis } from "../../support/redis-server";
import { freePort } from "../../support/site-process";

vi.mock("~/http/shared-store.server", () => ({ sharedRedis: vi.fn(() => undefined) }));

const ok = (outcome: string) => outcome === "sent";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("opening the store", () => {
  it("opens a store on its first use, once", async () => {
    const open = vi.fn(() => memoryOutcomeStore());
    const store = openedOnFirstUse(open);
    expect(open).not.toHaveBeenCalled();
    expect(await store.claim("k", 1000)).toBe(true);
    expect(await store.read("k")).toBe("");
    await store.settle("k", '"sent"', 1000);
    expect(await store.read("k")).toBe('"sent"');
    expect(open).toHaveBeenCalledTimes(1);
  });

  it("the forms' ledger asks for the shared connection at its first message, not at import", async () => {
    // The ledger's module is imported above: nothing asked for the connection yet.
    expect(sharedRedis).not.toHaveBeenCalled();
    const send = vi.fn(async () => "sent");
    await submissionLedger.once("premier", send, ok);
    await submissionLedger.once("second", send, ok);
    expect(await submissionLedger.recall("premier")).toBe("sent");
    expect(sharedRedis).toHaveBeenCalledTimes(1);
  });
});

if (!hasRedis) console.warn("redis-server absent : la mémoire des envois dans Redis n'est pas testée.");

describe.skipIf(!hasRedis)("the outcome store in Redis", () => {
  let server: ChildProcess | undefined;
  let url = "";
  const clients: Redis[] = [];
  const connect = () => {
    const client = new Redis(url);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    const port = await freePort();
    server = await startRedis(port);
    url = `redis://127.0.0.1:${port}/0`;
  });

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.quit()));
    server?.kill("SIGTERM");
  });

  it("claims a key once, keeps the settled outcome, forgets a released one", async () => {
    const store = redisOutcomeStore(connect(), "essai:");
    expect(await store.claim("k", 60_000)).toBe(true);
    expect(await store.claim("k", 60_000)).toBe(false);
    expect(await store.read("k")).toBe("");
    await store.settle("k", '"sent"', 60_000);
    expect(await store.read("k")).toBe('"sent"');
    expect(await store.claim("k", 60_000)).toBe(false);
    await store.release("k");
    expect(await store.read("k")).toBeNull();
    expect(await store.claim("k", 60_000)).toBe(true);
  });

  it("lets a claim lapse after its time (a process that died while sending)", async () => {
    const store = redisOutcomeStore(connect(), "essai:");
    expect(await store.claim("lapse", 50)).toBe(true);
    await sleep(150);
    expect(await store.read("lapse")).toBeNull();
    expect(await store.claim("lapse", 50)).toBe(true);
  });

  it("two ledgers on their own connections (two processes) send a message once", async () => {
    const [first, second] = [
      new SubmissionLedger(redisOutcomeStore(connect()), { pollMs: 5 }),
      new SubmissionLedger(redisOutcomeStore(connect()), { pollMs: 5 }),
    ];
    let release!: () => void;
    const send = vi.fn(() => new Promise<string>((resolve) => (release = () => resolve("sent"))));
    const one = first.once("message", send, ok);
    await vi.waitFor(() => expect(send).toHaveBeenCalled());
    const two = second.once("message", send, ok);
    await sleep(20);
    release();
    expect(await Promise.all([one, two])).toEqual([
      { outcome: "sent", replayed: false },
      { outcome: "sent", replayed: true },
    ]);
    expect(send).toHaveBeenCalledTimes(1);
    expect(await second.recall("message")).toBe("sent");
  });
});
