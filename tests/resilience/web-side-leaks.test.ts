import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logRecords, type LogRecord } from "../support/log";
import { freePort, startSite, type SiteProcess } from "../support/site-process";

/**
 * What the production server gives away to anybody who asks, and what such requests cost it: a
 * map base drawn only for a key the site signed, the machine's probes never written at info level
 * nor counted as visits, a request's id taken only from the trusted proxy, one `limit.hit` line
 * per address and window, and a Content-Security-Policy on every HTML and SVG answer, the small
 * refusal pages written before Remix included (docs/decisions/163-web-side-leaks.md).
 */

/** What a visitor could send as its request's id, to write into the journal. */
const FORGED_ID = "id-choisi-par-le-visiteur-0001";
/** The still documents' policy (app/http/security-headers.ts). */
const STILL =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

let site: SiteProcess;
let metricsPort: number;

const requests = (): LogRecord[] => logRecords(site.log()).filter((record) => record.event === "request");

async function requestsCounted(): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  return [...text.matchAll(/^rli_http_requests_total\{[^}]*\} (\d+)$/gm)].reduce((sum, [, n]) => sum + Number(n), 0);
}

beforeAll(async () => {
  metricsPort = await freePort();
  // Five costly pages a minute for this address: the 429 comes quickly.
  site = await startSite({ PUBLIC_RATE_LIMIT_PER_MIN: "5", METRICS_PORT: String(metricsPort), LOG_LEVEL: "info" });
}, 60_000);

afterAll(async () => {
  await site?.stop();
});

describe("without a trusted proxy", () => {
  it("writes no line and counts no visit for 2,000 probes of /sante/vivant and /sante/pret", async () => {
    const counted = await requestsCounted();
    const probe = async (index: number) => {
      for (let i = index; i < 2000; i += 20) {
        const answer = await fetch(`${site.origin}${i % 2 ? "/sante/vivant" : "/sante/pret"}`);
        await answer.arrayBuffer();
        expect(answer.status).toBe(200);
      }
    };
    await Promise.all(Array.from({ length: 20 }, (_, index) => probe(index)));
    // A page asked after them is written: the journal has caught up with the probes.
    await fetch(`${site.origin}/equipe`).then((answer) => answer.arrayBuffer());
    await site.waitForLog(/"path":"\/equipe"/);
    expect(site.log()).not.toContain("/sante/");
    expect(requests().map((line) => line.path)).toEqual(["/equipe"]);
    expect(await requestsCounted()).toBe(counted + 1);
  }, 60_000);

  it("ignores the X-Request-Id a visitor sends and draws the request's own", async () => {
    const answer = await fetch(`${site.origin}/contact`, { headers: { "X-Request-Id": FORGED_ID } });
    await answer.arrayBuffer();
    const id = answer.headers.get("X-Request-Id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await site.waitForLog(new RegExp(`"reqId":"${id}"`));
    expect(site.log()).not.toContain(FORGED_ID);
  });

  it("draws the base a page names, with the SVG's strict policy, and no well-formed key it did not sign", async () => {
    const list = await fetch(`${site.origin}/annonces?vue=carte`);
    const html = await list.text();
    expect(list.headers.get("Content-Security-Policy")).toMatch(/script-src 'self' 'nonce-/);
    const href = /\/carte\/fond\/[^"]+/.exec(html)?.[0];
    expect(href).toMatch(/^\/carte\/fond\/2024-\d+x\d+-[\d.-]+\.[\w-]{22}$/);
    const base = await fetch(`${site.origin}${href}`);
    expect(base.status).toBe(200);
    expect(base.headers.get("Content-Type")).toBe("image/svg+xml; charset=utf-8");
    expect(base.headers.get("Content-Security-Policy")).toBe(STILL);
    expect(await base.text()).toMatch(/^<svg /);
    const unsigned = await fetch(`${site.origin}${href!.replace(/\.[\w-]{22}$/, "")}`);
    expect(unsigned.status).toBe(404);
    const forged = await fetch(`${site.origin}${href!.replace(/\.[\w-]{22}$/, ".AAAAAAAAAAAAAAAAAAAAAA")}`);
    expect(forged.status).toBe(404);
  });

  it("gives the small refusal pages the still documents' policy: 403, 400, 404 of a resource route", async () => {
    const foreign = await fetch(`${site.origin}/contact`, {
      method: "POST",
      headers: { Origin: "https://ailleurs.example", "Content-Type": "application/x-www-form-urlencoded" },
      body: "a=1",
    });
    const undecodable = await fetch(`${site.origin}/de/%E0%A4%A`);
    const sheet = await fetch(`${site.origin}/fiche/RLM-0000.pdf`);
    for (const [answer, status] of [
      [foreign, 403],
      [undecodable, 400],
      [sheet, 404],
    ] as const) {
      expect(answer.status).toBe(status);
      expect(answer.headers.get("Content-Type")).toMatch(/^text\/html/);
      expect(answer.headers.get("Content-Security-Policy"), String(status)).toBe(STILL);
      expect(await answer.text()).toContain("<style>");
    }
    // A plain text or JSON answer is not shown as a document: no policy needed.
    expect((await fetch(`${site.origin}/sante/vivant`)).headers.get("Content-Security-Policy")).toBeNull();
  });

  it("answers 50 costly pages past the limit with 429 pages under the policy, and writes 1 limit.hit line", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 55; i++) {
      const answer = await fetch(`${site.origin}/sitemap.xml`);
      const text = await answer.text();
      statuses.push(answer.status);
      if (answer.status === 429) {
        expect(answer.headers.get("Content-Security-Policy")).toBe(STILL);
        expect(text).toContain("<style>");
      }
    }
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(50);
    await site.waitForLog(/"event":"limit\.hit"/);
    const last = requests().at(-1)!;
    await site.waitForLog(new RegExp(`"reqId":"${last.reqId as string}"`));
    const hits = logRecords(site.log()).filter((record) => record.event === "limit.hit");
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({ limit: "pages", counted: "address" });
  });
});

describe("behind the trusted proxy", () => {
  let proxied: SiteProcess;
  beforeAll(async () => {
    proxied = await startSite({ TRUST_PROXY: "1" });
  }, 60_000);
  afterAll(async () => {
    await proxied?.stop();
  });

  it("keeps the proxy's id when it is short and safe, and draws its own for anything else", async () => {
    const given = await proxied.get("/contact", { "X-Request-Id": "5a3c0c7c4e1f4b8b9d2e6f7a8b9c0d1e" });
    expect(given.headers.get("X-Request-Id")).toBe("5a3c0c7c4e1f4b8b9d2e6f7a8b9c0d1e");
    for (const bad of ["x".repeat(65), "a b c d e f", "<script>alert(1)</script>", "court"]) {
      const answer = await proxied.get("/contact", { "X-Request-Id": bad });
      expect(answer.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
    }
    await proxied.waitForLog(/"reqId":"5a3c0c7c4e1f4b8b9d2e6f7a8b9c0d1e"/);
    expect(proxied.log()).not.toContain("<script>");
  });
});
