import { describe, expect, it } from "vitest";
import { parseEnv } from "~/env.server";

describe("the limit on messages in the configuration", () => {
  it("defaults to 5 messages in 10 minutes", () => {
    const env = parseEnv({});
    expect(env.RATE_LIMIT_MAX).toBe(5);
    expect(env.RATE_LIMIT_WINDOW_S).toBe(600);
  });

  it("is read from RATE_LIMIT_MAX and RATE_LIMIT_WINDOW_S", () => {
    const env = parseEnv({ RATE_LIMIT_MAX: "20", RATE_LIMIT_WINDOW_S: "3600" });
    expect(env.RATE_LIMIT_MAX).toBe(20);
    expect(env.RATE_LIMIT_WINDOW_S).toBe(3600);
  });

  it("refuses values that would disable it or make no sense", () => {
    expect(() => parseEnv({ RATE_LIMIT_MAX: "0" })).toThrow(/RATE_LIMIT_MAX/);
    expect(() => parseEnv({ RATE_LIMIT_MAX: "beaucoup" })).toThrow(/RATE_LIMIT_MAX/);
    expect(() => parseEnv({ RATE_LIMIT_WINDOW_S: "-1" })).toThrow(/RATE_LIMIT_WINDOW_S/);
  });
});
