import { describe, expect, it } from "vitest";
import { ConfigError, parseEnv } from "~/env.server";

describe("configuration", () => {
  it("applies the documented defaults in development", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.API_URL).toBeUndefined();
    expect(env.API_TIMEOUT_MS).toBe(8000);
    expect(env.SESSION_SECRET.length).toBeGreaterThanOrEqual(16);
  });

  it("listens on every interface unless HOST names one", () => {
    expect(parseEnv({}).HOST).toBeUndefined();
    expect(parseEnv({ HOST: " " }).HOST).toBeUndefined();
    expect(parseEnv({ HOST: "127.0.0.1" }).HOST).toBe("127.0.0.1");
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe("1");
    expect(() => parseEnv({ TRUST_PROXY: "yes" })).toThrow(/TRUST_PROXY/);
  });

  it("stops a production start without secrets, naming the variable", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(
      new ConfigError("Configuration invalide : la variable SESSION_SECRET est obligatoire en production."),
    );
    expect(() => parseEnv({ NODE_ENV: "production", SESSION_SECRET: "s".repeat(32) })).toThrow(/HONEYPOT_SECRET/);
  });

  it("lets the local demo run in production mode with development secrets", () => {
    expect(parseEnv({ NODE_ENV: "production", DEMO: "1" }).HONEYPOT_SECRET).toMatch(/dev/);
  });

  it("gives each process its measures' port from one settings file (+N: PORT plus N)", () => {
    expect(parseEnv({}).METRICS_PORT).toBeUndefined();
    expect(parseEnv({ METRICS_PORT: "0" }).METRICS_PORT).toBeUndefined();
    expect(parseEnv({ METRICS_PORT: "9101", PORT: "3002" }).METRICS_PORT).toBe(9101);
    expect(parseEnv({ METRICS_PORT: "+6100", PORT: "3001" }).METRICS_PORT).toBe(9101);
    expect(parseEnv({ METRICS_PORT: "+6100", PORT: "3002" }).METRICS_PORT).toBe(9102);
    expect(() => parseEnv({ METRICS_PORT: "+0", PORT: "3001" })).toThrow(/METRICS_PORT .*3001/);
    expect(() => parseEnv({ METRICS_PORT: "3001", PORT: "3001" })).toThrow(/METRICS_PORT/);
    expect(() => parseEnv({ METRICS_PORT: "+64000", PORT: "3001" })).toThrow(/METRICS_PORT .*67001/);
    expect(() => parseEnv({ METRICS_PORT: "-5" })).toThrow(/METRICS_PORT/);
    expect(() => parseEnv({ METRICS_PORT: "neuf" })).toThrow(/METRICS_PORT/);
  });

  it("rejects malformed values with the variable's name", () => {
    expect(() => parseEnv({ PORT: "abc" })).toThrow(/PORT/);
    expect(() => parseEnv({ API_URL: "pas une url" })).toThrow(/API_URL/);
    expect(() => parseEnv({ SITE_URL: "pas une url" })).toThrow(/SITE_URL/);
  });

  it("reads the image settings: hosts as host[:port] lists, cache folder and bounds", () => {
    const defaults = parseEnv({});
    expect([defaults.IMAGE_HOSTS, defaults.IMAGE_CACHE_DIR, defaults.IMAGE_CACHE_MB]).toEqual([
      undefined,
      "var/image-cache",
      2048,
    ]);
    expect(parseEnv({ IMAGE_HOSTS: "crm.example.ch, photos.example.ch:8443" }).IMAGE_HOSTS).toBe(
      "crm.example.ch, photos.example.ch:8443",
    );
    expect(parseEnv({ IMAGE_HOSTS: "" }).IMAGE_HOSTS).toBeUndefined();
    expect(() => parseEnv({ IMAGE_HOSTS: "https://crm.example.ch/" })).toThrow(/IMAGE_HOSTS/);
    expect(() => parseEnv({ IMAGE_CACHE_MB: "0" })).toThrow(/IMAGE_CACHE_MB/);
    expect(() => parseEnv({ IMAGE_FETCH_TIMEOUT_MS: "lent" })).toThrow(/IMAGE_FETCH_TIMEOUT_MS/);
  });

  it("treats an empty API_URL as unset", () => {
    expect(parseEnv({ API_URL: "" }).API_URL).toBeUndefined();
    expect(parseEnv({ API_URL: "https://api.exemple.ch/api" }).API_URL).toBe("https://api.exemple.ch/api");
  });

  it("reads the limits and the spam trap's times", () => {
    const defaults = parseEnv({});
    expect(defaults).toMatchObject({
      PUBLIC_RATE_LIMIT_PER_MIN: 600,
      FORM_MIN_FILL_MS: 2000,
      FORM_MAX_AGE_H: 24,
    });
    expect(defaults.REDIS_URL).toBeUndefined();
    expect(parseEnv({ REDIS_URL: "redis://127.0.0.1:6379/0" }).REDIS_URL).toBe("redis://127.0.0.1:6379/0");
    expect(() => parseEnv({ REDIS_URL: "pas une adresse" })).toThrow(/REDIS_URL/);
    expect(() => parseEnv({ PUBLIC_RATE_LIMIT_PER_MIN: "0" })).toThrow(/PUBLIC_RATE_LIMIT_PER_MIN/);
  });
});

describe("the public origin and the proxy", () => {
  const secrets = { SESSION_SECRET: "s".repeat(32), HONEYPOT_SECRET: "h".repeat(32) };

  it("stops a production start without SITE_URL, naming it in one French line", () => {
    let message = "";
    try {
      parseEnv({ NODE_ENV: "production", ...secrets });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Configuration invalide : la variable SITE_URL .* est obligatoire en production\.$/);
    expect(message).not.toContain("\n");
    expect(parseEnv({ NODE_ENV: "production", ...secrets, SITE_URL: "https://www.example.ch" }).SITE_URL).toBe(
      "https://www.example.ch",
    );
  });

  it("needs no SITE_URL in the local demo, in development or in tests", () => {
    expect(parseEnv({ NODE_ENV: "production", DEMO: "1" }).SITE_URL).toBeUndefined();
    expect(parseEnv({}).SITE_URL).toBeUndefined();
    expect(parseEnv({ NODE_ENV: "test" }).SITE_URL).toBeUndefined();
  });

  it("accepts only an http(s) SITE_URL and TRUST_PROXY 0 or 1", () => {
    expect(() => parseEnv({ SITE_URL: "ftp://www.example.ch" })).toThrow(/SITE_URL/);
    expect(parseEnv({}).TRUST_PROXY).toBe("");
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe("1");
    expect(() => parseEnv({ TRUST_PROXY: "oui" })).toThrow(/TRUST_PROXY/);
  });
});
