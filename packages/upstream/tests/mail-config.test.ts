import { describe, expect, it } from "vitest";
import {
  DEV_MAIL_SPOOL_SECRET,
  isStrictProduction,
  mailConfigProblem,
  mailSpoolSecret,
  parseUpstreamEnv,
} from "@rli/upstream/env";

/**
 * The mail settings a production start needs: SMTP_URL (forms leave by e-mail), and with it
 * MAIL_SPOOL_SECRET (the key of the encrypted spool). `DEMO=1` (npm start, test servers, benches)
 * and the explicit outbox of the end-to-end server (`MAIL_OUTBOX=1`) start without them.
 */

const problem = (source: Record<string, string>) => mailConfigProblem(parseUpstreamEnv(source));

describe("mail settings at a production start", () => {
  it("stops a production start without SMTP_URL with one line naming it", () => {
    const message = problem({ NODE_ENV: "production" });
    expect(message).toMatch(/^Configuration invalide : la variable SMTP_URL est obligatoire en production/);
    expect(message).not.toContain("\n");
    expect(problem({ NODE_ENV: "production", DEMO: "0", SMTP_URL: "" })).toContain("SMTP_URL");
  });

  it("requires MAIL_SPOOL_SECRET with SMTP_URL in production", () => {
    expect(problem({ NODE_ENV: "production", SMTP_URL: "smtp://mail.example.ch:587" })).toContain(
      "MAIL_SPOOL_SECRET est obligatoire",
    );
    expect(
      problem({
        NODE_ENV: "production",
        SMTP_URL: "smtp://mail.example.ch:587",
        MAIL_SPOOL_SECRET: "un-secret-de-production-assez-long",
      }),
    ).toBeUndefined();
  });

  it("lets the demo, development, tests and the explicit outbox start without SMTP_URL", () => {
    expect(problem({ NODE_ENV: "production", DEMO: "1" })).toBeUndefined();
    expect(problem({ NODE_ENV: "production", DEMO: "1", SMTP_URL: "smtp://127.0.0.1:2525" })).toBeUndefined();
    expect(problem({ NODE_ENV: "production", MAIL_OUTBOX: "1" })).toBeUndefined();
    expect(problem({ NODE_ENV: "development" })).toBeUndefined();
    expect(problem({ NODE_ENV: "test" })).toBeUndefined();
    expect(problem({})).toBeUndefined();
  });

  it("decides production as the site does (NODE_ENV=production without DEMO=1)", () => {
    expect(isStrictProduction({ NODE_ENV: "production", DEMO: "" })).toBe(true);
    expect(isStrictProduction({ NODE_ENV: "production", DEMO: "0" })).toBe(true);
    expect(isStrictProduction({ NODE_ENV: "production", DEMO: "1" })).toBe(false);
    expect(isStrictProduction({ NODE_ENV: "development", DEMO: "" })).toBe(false);
  });

  it("reads the retention and the secret, refusing bad values with a French message", () => {
    expect(parseUpstreamEnv({}).MAIL_RETENTION_DAYS).toBe(30);
    expect(parseUpstreamEnv({ MAIL_RETENTION_DAYS: "7" }).MAIL_RETENTION_DAYS).toBe(7);
    expect(() => parseUpstreamEnv({ MAIL_RETENTION_DAYS: "0" })).toThrow(/MAIL_RETENTION_DAYS/);
    expect(() => parseUpstreamEnv({ MAIL_RETENTION_DAYS: "trente" })).toThrow(/MAIL_RETENTION_DAYS/);
    expect(() => parseUpstreamEnv({ MAIL_SPOOL_SECRET: "court" })).toThrow(/MAIL_SPOOL_SECRET doit compter/);
    expect(() => parseUpstreamEnv({ MAIL_OUTBOX: "oui" })).toThrow(/MAIL_OUTBOX/);
    expect(mailSpoolSecret(parseUpstreamEnv({}))).toBe(DEV_MAIL_SPOOL_SECRET);
    expect(mailSpoolSecret(parseUpstreamEnv({ MAIL_SPOOL_SECRET: "un-secret-de-production" }))).toBe(
      "un-secret-de-production",
    );
  });
});
