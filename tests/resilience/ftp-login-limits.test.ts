import type { ChildProcess } from "node:child_process";
import { afterAll, describe, expect, it } from "vitest";
import { createEventLimit } from "@rli/contract/limits/event-limit";
import { lazyRedis } from "@rli/contract/limits/redis-client";
import { createRememberedKeys } from "@rli/contract/limits/remembered-keys";
import { LoginGuard } from "@rli/upstream/import/ftp/login-guard";
import { hasRedis, startRedis } from "../support/redis-server";
import { freePort } from "../support/site-process";

/**
 * The FTP receiver's counts of failed logins in the Redis the site's processes share (REDIS_URL):
 * whichever process's daemon a guesser reaches, an address has one allowance.
 */

const memory = (points: number, windowSeconds = 600) =>
  createEventLimit({ name: `guard-${Math.random()}`, points, windowSeconds }, () => undefined);

describe.skipIf(!hasRedis)("LoginGuard on a shared Redis", () => {
  let redis: ChildProcess | undefined;
  afterAll(() => {
    redis?.kill();
  });

  it("counts the failures of every process together: two receivers, one allowance per address", async () => {
    const port = await freePort();
    redis = await startRedis(port);
    const shared = lazyRedis(`redis://127.0.0.1:${port}/0`, () => {});
    const client = (await shared.open())!;
    if (client.status !== "ready") await new Promise((resolve) => client.once("ready", resolve));
    const name = `ftp-login-address-${Math.random()}`;
    const receivers = [0, 1].map(() => {
      const bans: string[] = [];
      const login = new LoginGuard({
        account: "crm-agence",
        // Each process opens its own limit on the same store, as startImportFtp does.
        perAddress: createEventLimit({ name, points: 3, windowSeconds: 600 }, shared.get),
        perAccount: memory(20, 3600),
        repeatedBans: memory(3, 24 * 3600),
        repeatedBanSeconds: 24 * 3600,
        knownAddresses: createRememberedKeys({ name: `${name}-known`, seconds: 3600 }, shared.get),
        isCrmAddress: () => false,
        ban: async (address) => {
          bans.push(address);
        },
        log: () => {},
        burstGapMs: 10_000,
      });
      return { login, bans };
    });
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await receivers[attempt % 2]!.login.refused("203.0.113.9", "crm-agence");
    }
    // Two failures on each side: neither process alone is past 3, together they are.
    expect(receivers[1]!.bans).toEqual(["203.0.113.9"]);
    expect(receivers[0]!.bans).toEqual([]);
    // An address the account logged in from through one process is known to the other.
    const known = createRememberedKeys({ name: `${name}-known`, seconds: 3600 }, shared.get);
    expect(await known.has("198.51.100.4")).toBe(false);
    await receivers[0]!.login.accepted("198.51.100.4", "crm-agence");
    expect(await known.has("198.51.100.4")).toBe(true);
    receivers.forEach(({ login }) => login.flush());
    client.disconnect();
  });
});
