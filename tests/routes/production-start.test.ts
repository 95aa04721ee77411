import { spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUILD_DIR } from "../support/build";
import { logRecords } from "../support/log";
import { freePort, startSite, type SiteProcess } from "../support/site-process";

/**
 * The production server itself (`node build/server.js`): a strict production start without SITE_URL
 * stops with one French line of the journal naming it; PDF sheets count against the per-visitor limit; without
 * TRUST_PROXY the forwarded headers make no address (not even a port of the request's own); started with
 * NODE_ENV=development (a shell that has it set), its pages still carry their own Content-Security-Policy.
 */

const LIMIT = 4;
let site: SiteProcess;

beforeAll(async () => {
  site = await startSite({
    PUBLIC_RATE_LIMIT_PER_MIN: String(LIMIT),
    TRUST_PROXY: "",
    SITE_URL: "",
    NODE_ENV: "development",
  });
}, 120_000);

afterAll(async () => {
  await site?.stop();
});

describe("the production server", () => {
  it("refuses to start in production without SITE_URL, naming it in one French line", async () => {
    const port = await freePort();
    const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve, reject) => {
      const child = spawn(process.execPath, [`${BUILD_DIR}/server.js`], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: "127.0.0.1",
          NODE_ENV: "production",
          DEMO: "",
          SITE_URL: "",
          SESSION_SECRET: "s".repeat(32),
          HONEYPOT_SECRET: "h".repeat(32),
          SMTP_URL: "smtp://127.0.0.1:2525",
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let text = "";
      for (const stream of [child.stdout!, child.stderr!]) stream.setEncoding("utf8").on("data", (c) => (text += c));
      const timer = setTimeout(() => {
        child.kill();
        reject(new Error(`le site a démarré sans SITE_URL :\n${text}`));
      }, 30_000);
      child.once("exit", (exitCode) => {
        clearTimeout(timer);
        resolve({ code: exitCode, output: text });
      });
    });
    expect(code).not.toBe(0);
    expect(output).not.toContain("Site servi sur");
    const lines = logRecords(output).filter((record) => record.msg.includes("SITE_URL"));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: "fatal", event: "config.invalid" });
    expect(lines[0]!.msg).toMatch(/^Configuration invalide : la variable SITE_URL .* est obligatoire en production\.$/);
  }, 40_000);

  it("counts PDF sheets against the per-visitor limit", async () => {
    const statuses: number[] = [];
    for (const name of ["rlm-1001.pdf", "inconnu-1.pdf", "inconnu-2.pdf", "inconnu-3.pdf", "inconnu-4.pdf"]) {
      statuses.push((await site.get(`/fiche/${name}`)).status);
    }
    expect(statuses).toEqual([200, 404, 404, 404, 429]);
    const refused = await site.get("/fiche/rlm-1001.pdf");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(refused.html).toContain("Trop de demandes");
  }, 60_000);

  it("builds no address from X-Forwarded-Host or -Proto without TRUST_PROXY", async () => {
    const robots = await site.get("/robots.txt", {
      "X-Forwarded-Host": "evil.example:666",
      "X-Forwarded-Proto": "https",
    });
    expect(robots.status).toBe(200);
    expect(robots.html).toContain(`Sitemap: ${site.origin}/sitemap.xml`);
    expect(robots.html).not.toMatch(/evil\.example|:666|https:/);
  });

  it("sends a page with its own policy, whatever NODE_ENV says: its scripts and style sheet load", async () => {
    const home = await site.get("/");
    expect(home.status).toBe(200);
    const policy = home.headers.get("Content-Security-Policy") ?? "";
    expect(policy).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(policy).toContain("style-src 'self'");
  });
});
