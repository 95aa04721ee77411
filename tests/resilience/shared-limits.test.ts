import type { ChildProcess } from "node:child_process";
import { mkdir, mkdtemp, readdir, rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startSite, type SiteProcess } from "../support/site-process";
import { validContact } from "../support/forms";
import { hasRedis, startRedis } from "../support/redis-server";

/**
 * Two site processes behind one address (as behind nginx), sharing one Redis: a visitor has one
 * allowance of messages and of costly pages whichever process answers, and a form replayed to
 * the other process is not mailed a second time. Redis is started by the test on a free loopback
 * port, without persistence.
 */

if (!hasRedis) console.warn("redis-server absent : les limites partagées entre processus ne sont pas testées.");

let redis: ChildProcess | undefined;
let sites: SiteProcess[] = [];
let outbox: string;

async function mails(): Promise<string[]> {
  return (await readdir(outbox)).filter((file) => file.endsWith(".eml"));
}

describe.skipIf(!hasRedis)("two site processes on one Redis", () => {
  beforeAll(async () => {
    await mkdir("var/test-outbox", { recursive: true });
    outbox = path.resolve(await mkdtemp("var/test-outbox/deux-processus-"));
    const port = await freePort();
    redis = await startRedis(port);
    const env = {
      REDIS_URL: `redis://127.0.0.1:${port}/0`,
      OUTBOX_DIR: outbox,
      RATE_LIMIT_MAX: "4",
      RATE_LIMIT_WINDOW_S: "600",
      PUBLIC_RATE_LIMIT_PER_MIN: "6",
      // One public address for both, as behind nginx: the same message is the same wherever it lands.
      SITE_URL: "https://www.rhone-leman-immobilier.ch",
    };
    sites = await Promise.all([startSite(env), startSite(env)]);
  }, 40_000);

  afterAll(async () => {
    await Promise.all(sites.map((site) => site.stop()));
    redis?.kill("SIGTERM");
    if (outbox) await rm(outbox, { recursive: true, force: true });
  });

  it("a form replayed to the other process is mailed once; both answers lead to the same page", async () => {
    const [a, b] = sites as [SiteProcess, SiteProcess];
    const form = { ...validContact, email: "rejoue@example.ch", jeton: "jeton-rejoue-0000000000001" };
    const first = await a.post("/contact", form);
    const replayed = await b.post("/contact", form);
    expect([first.status, replayed.status]).toEqual([302, 302]);
    expect(replayed.headers.get("location")).toBe(first.headers.get("location"));
    expect(await mails()).toHaveLength(1);
  });

  it("the limit on messages is the visitor's, not each process's: the fifth message is refused", async () => {
    const [a, b] = sites as [SiteProcess, SiteProcess];
    // One message already sent by the test above; three more, alternating processes.
    for (const [n, site] of [a, b, a].entries()) {
      const sent = await site.post("/contact", { ...validContact, email: `visiteur${n}@example.ch` });
      expect(sent.status, `message ${n + 2}`).toBe(302);
    }
    const refused = await b.post("/contact", { ...validContact, email: "visiteur9@example.ch" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.html).toContain("Vous avez envoyé plusieurs messages en peu de temps.");
    expect(refused.html).toContain('value="visiteur9@example.ch"');
    expect(await mails()).toHaveLength(4);
  });

  it("the limit on costly pages is shared too: a 429 in French with Retry-After", async () => {
    const answers = [];
    for (let n = 0; n < 8; n += 1) answers.push(await sites[n % 2]!.get("/sitemap.xml"));
    expect(answers.slice(0, 6).map((page) => page.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const refused = answers[6]!;
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.headers.get("x-content-type-options")).toBe("nosniff");
    expect(refused.html).toContain("Trop de demandes");
    expect(refused.html).toContain('lang="fr-CH"');
    // Pages that cost little are not counted.
    expect((await sites[0]!.get("/equipe")).status).toBe(200);
  });
});
