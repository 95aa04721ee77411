import { describe, expect, it } from "vitest";
import { parseUpstreamEnv, UpstreamConfigError } from "@rli/upstream/env";

describe("upstream configuration", () => {
  it("applies the documented defaults", () => {
    expect(parseUpstreamEnv({})).toMatchObject({
      MAIL_TO: "courtiers@rhone-leman-immobilier.ch",
      MAIL_FROM: "site@rhone-leman-immobilier.ch",
      OUTBOX_DIR: "var/outbox",
      DEMO_PHOTOS_DIR: "var/demo-photos",
      UPSTREAM_PORT: 3300,
      UPSTREAM_HOST: "127.0.0.1",
    });
    expect(parseUpstreamEnv({}).SMTP_URL).toBeUndefined();
    expect(parseUpstreamEnv({ UPSTREAM_HOST: "" }).UPSTREAM_HOST).toBe("127.0.0.1");
  });

  it("rejects malformed values with the variable's name", () => {
    expect(() => parseUpstreamEnv({ MAIL_TO: "courtier" })).toThrow(UpstreamConfigError);
    expect(() => parseUpstreamEnv({ MAIL_TO: "courtier" })).toThrow(/MAIL_TO/);
    expect(() => parseUpstreamEnv({ SMTP_URL: "pas une url" })).toThrow(/SMTP_URL/);
    expect(() => parseUpstreamEnv({ UPSTREAM_PORT: "0" })).toThrow(/UPSTREAM_PORT/);
  });
});
