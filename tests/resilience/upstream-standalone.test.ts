import { spawn, type ChildProcess } from "node:child_process";
import { mkdir, mkdtemp, readdir, rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUILD_DIR } from "../support/build";
import { freePort, startSite, type SiteProcess } from "../support/site-process";
import { validContact } from "../support/forms";

/**
 * The embedded upstream has no public address on the site; `npm run upstream` (upstream.mjs)
 * serves it alone, on the loopback by default, so that the site's HTTP transport (API_URL) is
 * exercised against the real thing: pages read over HTTP, a form mailed by the upstream process.
 */

let upstream: ChildProcess | undefined;
let upstreamLog = "";
let apiUrl: string;
let site: SiteProcess | undefined;
let outbox: string;

async function startUpstream(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["upstream.mjs"], {
    env: {
      ...process.env,
      BUILD_DIR,
      NODE_ENV: "production",
      DEMO: "1",
      UPSTREAM_PORT: String(port),
      UPSTREAM_HOST: "",
      OUTBOX_DIR: outbox,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  for (const stream of [child.stdout!, child.stderr!]) {
    stream.setEncoding("utf8").on("data", (chunk: string) => (upstreamLog += chunk));
  }
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`l'API embarquée n'a pas démarré :\n${upstreamLog}`)), 20_000);
    child.stdout!.on("data", () => {
      if (upstreamLog.includes("API embarquée servie sur")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`l'API embarquée s'est arrêtée (code ${code}) :\n${upstreamLog}`));
    });
  });
  return child;
}

beforeAll(async () => {
  await mkdir("var/test-outbox", { recursive: true });
  outbox = path.resolve(await mkdtemp("var/test-outbox/api-seule-"));
  const port = await freePort();
  upstream = await startUpstream(port);
  apiUrl = `http://127.0.0.1:${port}/api`;
  site = await startSite({ API_URL: apiUrl, OUTBOX_DIR: path.join(outbox, "site") });
}, 45_000);

afterAll(async () => {
  await site?.stop();
  upstream?.kill("SIGTERM");
  if (outbox) await rm(outbox, { recursive: true, force: true });
});

describe("the embedded upstream served alone (npm run upstream)", () => {
  it("listens on the loopback only when no address is given", () => {
    expect(upstreamLog).toMatch(/API embarquée servie sur http:\/\/127\.0\.0\.1:\d+\/api/);
  });

  it("answers the contract over HTTP, with its photos on its own address", async () => {
    const response = await fetch(`${apiUrl}/properties/RLM-1047`);
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { ref: string; attachments: { url: string }[] } };
    expect(data.ref).toBe("RLM-1047");
    const photo = data.attachments[0]!.url;
    expect(photo).toBe(`${apiUrl}/photos/immeuble-10470.png`);
    const original = await fetch(photo);
    expect([original.status, original.headers.get("content-type")]).toEqual([200, "image/png"]);
  });

  it("lets the site fetch those photos like a CRM's: the property page's first photo is served", async () => {
    const page = (await site!.get("/vente/appartement-en-terrasse/vevey-1800/rlm-1047")).html;
    const address = /src="(\/images\/photos\/[^"?]+)\?size=\d+"/.exec(page)?.[1];
    expect(address).toBeDefined();
    const image = await fetch(`${site!.origin}${address}?size=320`, { headers: { Accept: "image/webp" } });
    expect([image.status, image.headers.get("content-type")]).toEqual([200, "image/webp"]);
  });

  it("serves the site through the HTTP transport: pages, and a form mailed by the upstream process", async () => {
    expect((await site!.get("/annonces")).status).toBe(200);
    const sent = await site!.post("/contact", { ...validContact, email: "par-http@example.ch" });
    expect(sent.status).toBe(302);
    expect((await readdir(outbox)).filter((file) => file.endsWith(".eml"))).toHaveLength(1);
  });

  it("while the site itself has no /api at all", async () => {
    const posted = await fetch(`${site!.origin}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: site!.origin },
      body: JSON.stringify({ ...validContact, rgpd: true }),
    });
    expect(posted.status).toBe(404);
    expect(await posted.text()).toContain("Page introuvable");
    expect((await site!.get("/api/properties/RLM-1047")).status).toBe(404);
  });
});
