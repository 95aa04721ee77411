import { afterEach, describe, expect, it, vi } from "vitest";

/**
 * The Secure attribute of the site's cookies follows the scheme the visitor came in on, as the
 * request or the trusted proxy (TRUST_PROXY=1, X-Forwarded-Proto) says; the environment is read at
 * import, hence a fresh module graph for each setting.
 */

async function cookieSecurityWith(env: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return (await import("~/http/cookies.server")).cookieSecurity;
}

const request = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("Secure cookies", () => {
  it("are Secure when the trusted proxy says the visitor came over https, outside production too", async () => {
    const cookieSecurity = await cookieSecurityWith({ NODE_ENV: "test", TRUST_PROXY: "1" });
    expect(cookieSecurity(request("http://127.0.0.1:3001/", { "X-Forwarded-Proto": "https" }))).toEqual({
      secure: true,
    });
    expect(cookieSecurity(request("http://127.0.0.1:3001/", { "X-Forwarded-Proto": "http" }))).toEqual({
      secure: false,
    });
  });

  it("ignore an X-Forwarded-Proto nobody vouches for", async () => {
    const cookieSecurity = await cookieSecurityWith({ NODE_ENV: "test", TRUST_PROXY: "" });
    expect(cookieSecurity(request("http://localhost:3000/", { "X-Forwarded-Proto": "https" }))).toEqual({
      secure: false,
    });
    expect(cookieSecurity(request("https://localhost:3000/"))).toEqual({ secure: true });
  });

  it("in production: Secure, unless the trusted proxy says the visit is over plain http", async () => {
    const untrusted = await cookieSecurityWith({ NODE_ENV: "production", DEMO: "1", TRUST_PROXY: "" });
    expect(untrusted(request("http://localhost:3000/", { "X-Forwarded-Proto": "http" }))).toEqual({ secure: true });
    const trusted = await cookieSecurityWith({ NODE_ENV: "production", DEMO: "1", TRUST_PROXY: "1" });
    expect(trusted(request("http://127.0.0.1:3001/", { "X-Forwarded-Proto": "http" }))).toEqual({ secure: false });
    expect(trusted(request("http://127.0.0.1:3001/", { "X-Forwarded-Proto": "https" }))).toEqual({ secure: true });
    expect(trusted(request("http://127.0.0.1:3001/"))).toEqual({ secure: true });
  });
});
