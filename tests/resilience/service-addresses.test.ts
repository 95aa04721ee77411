import type { ChildProcess } from "node:child_process";
import { createServer, type Server } from "node:net";
import { mkdir, mkdtemp, readdir, rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReadinessReport } from "~/http/readiness.server";
import { validContact } from "../support/forms";
import { hasRedis, startRedis } from "../support/redis-server";
import { freePort, startSite, type SiteProcess } from "../support/site-process";

/**
 * What the machine's own tools ask of the production server (decision 147): the liveness address,
 * the readiness address in each state (ready, a message waiting in the mail spool, an import folder
 * awaiting its first upload with the FTP port held by another program, Redis gone), and the measures
 * on their private listener, never on the public port.
 */

/** The JSON of /sante/pret, as the site's readiness computes it. */
type Report = ReadinessReport;

async function readiness(site: SiteProcess): Promise<{ status: number; headers: Headers; report: Report }> {
  const page = await site.get("/sante/pret");
  return { status: page.status, headers: page.headers, report: JSON.parse(page.html) as Report };
}

/** Every value of a report is a yes-or-no, a count, an age or nothing. */
function leaves(value: unknown): unknown[] {
  if (value !== null && typeof value === "object") return Object.values(value).flatMap(leaves);
  return [value];
}

const roots: string[] = [];
async function folder(name: string): Promise<string> {
  await mkdir("var/test-outbox", { recursive: true });
  const made = path.resolve(await mkdtemp(`var/test-outbox/${name}-`));
  roots.push(made);
  return made;
}

afterAll(async () => {
  for (const root of roots) await rm(root, { recursive: true, force: true });
});

describe("a site serving its inventory, its mail server down, its measures on", () => {
  let site: SiteProcess;
  let metricsPort: number;
  let outbox: string;

  beforeAll(async () => {
    outbox = await folder("sante");
    metricsPort = await freePort();
    site = await startSite({
      SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
      OUTBOX_DIR: outbox,
      IMAGE_CACHE_DIR: path.join(outbox, "images"),
      METRICS_PORT: String(metricsPort),
      // One message per visitor: the second one meets the limit, counted among the measures.
      RATE_LIMIT_MAX: "1",
    });
  }, 60_000);

  afterAll(async () => {
    await site?.stop();
  });

  const metrics = (pathname = "/metrics") => fetch(`http://127.0.0.1:${metricsPort}${pathname}`);

  it("answers its liveness address: 200, a tiny body, never kept", async () => {
    const page = await site.get("/sante/vivant");
    expect(page.status).toBe(200);
    expect(page.html).toBe("ok\n");
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(page.headers.get("content-type")).toMatch(/^text\/plain/);
  });

  it("is ready: inventory loaded with its age, nothing waiting, no Redis configured, folders writable", async () => {
    const { status, headers, report } = await readiness(site);
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("no-store");
    expect(headers.get("content-type")).toMatch(/^application\/json/);
    expect(report.ready).toBe(true);
    expect(report.inventory?.loaded).toBe(true);
    expect(report.inventory?.entries).toBeGreaterThan(0);
    expect(report.inventory?.ageS).toBeGreaterThanOrEqual(0);
    expect(report.mail).toEqual({ waiting: 0, oldestS: null, refused: 0, oldestRefusedS: null });
    expect(report.redis).toEqual({ configured: false, reachable: null });
    expect(report.folders).toEqual({ imageCache: true, importStore: null });
    expect(report.inventory?.awaitingFirstUpload).toBe(false);
    expect(report.ftp).toBe("off");
    for (const leaf of leaves(report)) {
      const word = leaf === report.ftp;
      expect(leaf === null || typeof leaf === "boolean" || typeof leaf === "number" || word, String(leaf)).toBe(true);
    }
    expect(JSON.stringify(report)).not.toContain(outbox);
  });

  it("counts the message the mail server did not take, and how long it has waited", async () => {
    const sent = await site.post("/contact", validContact);
    expect(sent.status).toBe(302);
    expect(await readdir(path.join(outbox, "a-renvoyer"))).toHaveLength(1);
    // The report is kept for a second: the next one counts the message.
    await expect.poll(async () => (await readiness(site)).report.mail?.waiting, { timeout: 5000 }).toBe(1);
    const { status, report } = await readiness(site);
    expect(status).toBe(200);
    expect(report.mail?.oldestS).toBeGreaterThanOrEqual(0);
    expect(report.mail?.oldestS).toBeLessThan(120);
  });

  it("serves its measures on its own port after pages, a picture and forms", async () => {
    await site.get("/");
    const home = await site.get("/");
    expect(home.headers.get("x-page-cache")).toBe("hit");
    const list = await site.get("/annonces");
    const picture = /\/images\/photos\/[^"\s]+/.exec(list.html)?.[0]?.replaceAll("&amp;", "&");
    expect(picture).toBeDefined();
    expect((await site.get(picture!)).status).toBe(200);
    const refused = await site.post("/contact", { ...validContact, email: "second@example.ch" });
    expect(refused.status).toBe(429);

    const answer = await metrics();
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await answer.text();
    expect(text).toContain('rli_http_requests_total{route="routes/home",method="GET",status="200"} 2');
    expect(text).toContain('rli_http_requests_total{route="routes/contact",method="POST",status="302"} 1');
    expect(text).toContain('rli_http_requests_total{route="routes/contact",method="POST",status="429"} 1');
    expect(text).toMatch(/^rli_http_request_duration_seconds_bucket\{le="0\.1",route="results-all",method="GET"\} /m);
    expect(text).toMatch(/^rli_page_cache_total\{result="hit"\} [1-9]/m);
    expect(text).toMatch(/^rli_page_cache_total\{result="miss"\} [1-9]/m);
    expect(text).toMatch(/^rli_image_encode_seconds_count\{format="[a-z]+"\} [1-9]/m);
    expect(text).toContain('rli_mails_total{outcome="queued"} 1');
    expect(text).toContain('rli_mails_total{outcome="sent"} 0');
    expect(text).toContain('rli_limit_hits_total{limit="envois"} 1');
    expect(text).toContain('rli_imports_total{outcome="taken"} 0');
    expect(text).toMatch(/^process_cpu_seconds_total /m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    // The health addresses are not counted among the pages; no raw address is a label.
    expect(text).not.toContain("/sante");
    expect(text).not.toContain("/annonces");
    expect(site.log()).toContain(`Mesures servies sur http://127.0.0.1:${metricsPort}/metrics`);
  });

  it("keeps the measures off the public port, and serves nothing else on theirs", async () => {
    const publicMetrics = await site.get("/metrics");
    expect(publicMetrics.status).toBe(404);
    expect(publicMetrics.html).not.toContain("rli_http_requests_total");
    expect((await metrics("/")).status).toBe(404);
    expect((await metrics("/annonces")).status).toBe(404);
    expect((await metrics("/sante/pret")).status).toBe(404);
  });
});

describe("a site whose import folder has not had its first upload, its FTP port held by another program", () => {
  let site: SiteProcess;
  let stranger: Server;

  beforeAll(async () => {
    const root = await folder("sante-depot");
    await mkdir(path.join(root, "depot"));
    // Another FTP server of the machine, say: it holds the port before the site starts.
    stranger = createServer((socket) => socket.end("220 autre serveur\r\n"));
    await new Promise<void>((resolve) => stranger.listen(0, "127.0.0.1", () => resolve()));
    const port = (stranger.address() as { port: number }).port;
    site = await startSite({
      IMPORT_DIR: path.join(root, "depot"),
      IMPORT_STORE_DIR: path.join(root, "gardes"),
      IMPORT_FTP_PORT: String(port),
      IMPORT_FTP_HOST: "127.0.0.1",
      IMPORT_FTP_USER: "crm-agence",
      IMPORT_FTP_PASSWORD: "mot-de-passe-du-crm-2026",
      IMPORT_FTP_RUN_DIR: path.join(root, "ftp"),
      OUTBOX_DIR: path.join(root, "courrier"),
    });
    await site.waitForLog(/"event":"ftp\.port-taken"/);
  }, 60_000);

  afterAll(async () => {
    await site?.stop();
    await new Promise((resolve) => stranger?.close(resolve));
  });

  it("is alive, and not ready for the port alone: awaiting the first upload is no cause", async () => {
    expect((await site.get("/sante/vivant")).status).toBe(200);
    const { status, headers, report } = await readiness(site);
    expect(status).toBe(503);
    expect(headers.get("cache-control")).toBe("no-store");
    expect(report.ready).toBe(false);
    expect(report.ftp).toBe("taken");
    expect(report.inventory).toEqual({
      loaded: true,
      awaitingFirstUpload: true,
      entries: 0,
      ageS: null,
      servedS: expect.any(Number),
    });
    expect(report.folders).toEqual({ imageCache: true, importStore: true });
    expect(report.redis).toEqual({ configured: false, reachable: null });
  });

  it("says why in the journal: the port at start, then the one cause of readiness, once", async () => {
    await readiness(site);
    const warned = site.log().match(/"event":"readiness\.not-ready"[^\n]*/g) ?? [];
    expect(warned).toHaveLength(1);
    expect(warned[0]).toContain('"cause":"ftp-port-taken"');
    expect(site.messages()).toMatch(/port FTP \d+ pris par un programme qui n'est pas le site/);
    // The visitors are still served meanwhile, an empty list and all.
    expect((await site.get("/annonces")).status).toBe(200);
  });

  it("has no listener of measures without METRICS_PORT", () => {
    expect(site.log()).not.toContain("Mesures servies");
  });
});

if (!hasRedis) console.warn("redis-server absent : la disponibilité sans Redis n'est pas testée.");

describe.skipIf(!hasRedis)("a site sharing its limits through Redis", () => {
  let site: SiteProcess;
  let redis: ChildProcess | undefined;

  beforeAll(async () => {
    const port = await freePort();
    redis = await startRedis(port);
    site = await startSite({ REDIS_URL: `redis://127.0.0.1:${port}/0`, OUTBOX_DIR: await folder("sante-redis") });
  }, 60_000);

  afterAll(async () => {
    await site?.stop();
    redis?.kill("SIGTERM");
  });

  it("is ready while Redis answers, and answers 503 once it is gone", async () => {
    const before = await readiness(site);
    expect(before.status).toBe(200);
    expect(before.report.redis).toEqual({ configured: true, reachable: true });

    const stopped = new Promise((resolve) => redis!.once("exit", resolve));
    redis!.kill("SIGTERM");
    await stopped;
    await expect.poll(async () => (await readiness(site)).status, { timeout: 10_000, interval: 200 }).toBe(503);
    const after = await readiness(site);
    expect(after.report.ready).toBe(false);
    expect(after.report.redis).toEqual({ configured: true, reachable: false });
    expect(after.report.inventory?.loaded).toBe(true);
    // The visitors are still served: limits fall back to the process's memory.
    expect((await site.get("/")).status).toBe(200);
  });
});
