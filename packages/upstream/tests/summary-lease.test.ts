import type { ChildProcess } from "node:child_process";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lazyRedis, type LazyRedis } from "@rli/contract/limits/redis-client";
import { folderLease, redisLease, type SummaryLease } from "@rli/upstream/mail/summary-lease.server";
import { hasRedis, startRedis } from "../../../tests/support/redis-server";
import { freePort } from "../../../tests/support/site-process";

/**
 * The day's lease of the refused messages' summary: of the processes sharing the outbox, one takes a
 * day, the others are told it is taken, whatever their number; given back, it can be taken again. On
 * the shared folder (a marker per day, created exclusively), and in a real Redis where one is installed.
 */

let dir: string;
let redis: ChildProcess | undefined;
let redisPort = 0;
const clients: LazyRedis[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "summary-lease-"));
  if (hasRedis) {
    redisPort = await freePort();
    redis = await startRedis(redisPort);
  }
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  redis?.kill();
  await rm(dir, { recursive: true, force: true });
});

function redisProcess(): SummaryLease {
  const client = lazyRedis(`redis://127.0.0.1:${redisPort}/0`, () => {});
  clients.push(client);
  return redisLease(client, `rli:test-resume-${process.pid}`);
}

const stores = [
  ["the shared folder", () => folderLease(path.join(dir, "resume-refus"))] as const,
  ...(hasRedis ? [["a shared Redis", redisProcess] as const] : []),
];

describe.each(stores)("on %s", (_, processLease) => {
  it("one process of five takes the day; given back, the next pass takes it", async () => {
    const leases = Array.from({ length: 5 }, () => processLease());
    const taken = await Promise.all(leases.map((lease) => lease.take("2026-12-02")));
    expect(taken.filter(Boolean)).toHaveLength(1);
    expect(await leases[0]!.take("2026-12-03")).toBe(true);
    expect(await leases[1]!.take("2026-12-03")).toBe(false);
    await leases[2]!.give("2026-12-03");
    expect(await leases[3]!.take("2026-12-03")).toBe(true);
  });
});

it("keeps a week of markers in the folder", async () => {
  const folder = path.join(dir, "semaine");
  const lease = folderLease(folder);
  for (let day = 1; day <= 10; day += 1) expect(await lease.take(`2026-12-${String(day).padStart(2, "0")}`)).toBe(true);
  expect((await readdir(folder)).sort()).toEqual(
    Array.from({ length: 7 }, (_, index) => `2026-12-${String(index + 4).padStart(2, "0")}.envoye`),
  );
});
