import { describe, expect, it } from "vitest";
import { RateLimiter } from "~/http/rate-limit";

describe("rate limiter", () => {
  it("allows `limit` events per window and key, then refuses until the window has passed", () => {
    let now = 0;
    const limiter = new RateLimiter(3, 60_000, () => now);
    expect([1, 2, 3].map(() => limiter.take("a"))).toEqual([true, true, true]);
    expect(limiter.take("a")).toBe(false);
    expect(limiter.take("b")).toBe(true);
    expect(limiter.retryAfterSeconds("a")).toBe(60);
    now = 30_000;
    expect(limiter.retryAfterSeconds("a")).toBe(30);
    now = 60_000;
    expect(limiter.take("a")).toBe(true);
  });

  it("forgets old keys beyond its capacity", () => {
    let now = 0;
    const limiter = new RateLimiter(1, 1000, () => now, 2);
    limiter.take("a");
    now = 1;
    limiter.take("b");
    now = 2;
    limiter.take("c");
    expect(limiter.take("a")).toBe(true);
  });
});
