import { afterEach, describe, expect, it } from "vitest";
import { createOncePerWindow } from "~/http/once-per-window.server";
import { createVisitorLimit } from "~/http/visitor-limit.server";
import { captureLog, type LogCapture } from "../../support/log";

/**
 * The journal's `limit.hit` lines (app/http/visitor-limit.server.ts): one per visitor and window of
 * the limit, however many refusals that visitor meets in it, with the memory of who was told bounded.
 */

let log: LogCapture | undefined;
afterEach(() => log?.stop());

const hits = (capture: LogCapture) => capture.records.filter((record) => record.event === "limit.hit");

describe("a limit met again and again", () => {
  it("writes 1 limit.hit line for 1,000 refusals of one address in one window, 1 more in the next", async () => {
    const limit = createVisitorLimit({ name: "essai-lignes", points: 1, windowSeconds: 1 }, () => undefined);
    log = captureLog();
    expect(await limit.take("192.0.2.7")).toEqual({ allowed: true });
    for (let i = 0; i < 1000; i++) expect((await limit.take("192.0.2.7")).allowed).toBe(false);
    for (let i = 0; i < 10; i++) expect((await limit.check("192.0.2.7")).allowed).toBe(false);
    expect(hits(log)).toHaveLength(1);
    expect(hits(log)[0]).toMatchObject({ limit: "essai-lignes", counted: "address", retryAfterS: 1 });
    expect(JSON.stringify(log.records)).not.toContain("192.0.2.7");

    // Another visitor has a line of its own.
    await limit.take("contact:jeanne@exemple.ch");
    await limit.take("contact:jeanne@exemple.ch");
    expect(hits(log).map((line) => line.counted)).toEqual(["address", "email"]);

    // The window over, the address meets the limit anew: one line more.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await limit.take("192.0.2.7")).toEqual({ allowed: true });
    for (let i = 0; i < 100; i++) await limit.take("192.0.2.7");
    expect(hits(log)).toHaveLength(3);
  });

  it("remembers at most its bound of visitors: 10,000 addresses leave 100 remembered with a bound of 100", () => {
    const told = createOncePerWindow({ max: 100 });
    for (let i = 0; i < 10_000; i++) expect(told.first(`198.51.${i >> 8}.${i & 255}`, 600)).toBe(true);
    // The last hundred are remembered, the first forgotten (told once more, nothing worse).
    expect(told.first(`198.51.${9_999 >> 8}.${9_999 & 255}`, 600)).toBe(false);
    expect(told.first("198.51.0.0", 600)).toBe(true);
  });
});
