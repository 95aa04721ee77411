import { describe, expect, it, vi } from "vitest";
import { sendLimiter } from "~/http/send-limit.server";
import { createVisitorLimit } from "~/http/visitor-limit.server";
import "~/http/public-limit.server";
import { sharedRedis } from "~/http/shared-store.server";

vi.mock("~/http/shared-store.server", () => ({ sharedRedis: vi.fn(() => undefined) }));

describe("the per-visitor limits", () => {
  it("ask for the shared connection at their first count, not when their modules load", async () => {
    // The send limiter and the public limit are created when their modules load, above.
    expect(sharedRedis).not.toHaveBeenCalled();
    expect(await sendLimiter.take({ address: "192.0.2.10" })).toEqual({ allowed: true });
    expect(sharedRedis).toHaveBeenCalledTimes(1);
    await sendLimiter.take({ address: "192.0.2.10" });
    expect(sharedRedis).toHaveBeenCalledTimes(1);
  });

  it("count in memory when no store is shared", async () => {
    const limit = createVisitorLimit({ name: "essai-memoire", points: 1, windowSeconds: 60 });
    expect(await limit.take("a")).toEqual({ allowed: true });
    expect(await limit.take("a")).toMatchObject({ allowed: false });
  });
});
