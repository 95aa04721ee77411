import { appendFile, mkdir, mkdtemp, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listingPath } from "@rli/contract/agency/addresses";
import { loadInventoryFile } from "@rli/upstream/inventory.server";
import { startSite, type SiteProcess } from "../support/site-process";

/**
 * A new upload in the import folder, through the production server: served without a restart,
 * while a loop of visitors goes on asking pages, not one of them failing or getting a page of the
 * old inventory once the new one is served; a transfer that stalls, or a file cut short, never served;
 * and the last good upload served again after a restart.
 */

const FIXTURE = "tests/fixtures/api/inventory.json";
let root: string;
let incoming: string;
let site: SiteProcess | undefined;
const inventory = JSON.parse(await readFile(FIXTURE, "utf8"));
const index = loadInventoryFile(FIXTURE);
const publicRefs = inventory.properties
  .map((property: { referenceId: string }) => property.referenceId.toUpperCase())
  .filter((ref: string) => {
    const property = index.listingsByRef.get(ref)?.property;
    return property && property.status === "active" && !property.promotionRef;
  });
const [kept, added, later] = [publicRefs[0] as string, publicRefs[1] as string, publicRefs[2] as string];
const pathOf = (ref: string) => {
  const property = index.listingsByRef.get(ref)!.property;
  return listingPath({ ...property, promotionRef: property.promotionRef ?? undefined });
};

function exportWith(refs: readonly string[]): string {
  const properties = inventory.properties.filter((property: { referenceId: string }) =>
    refs.includes(property.referenceId.toUpperCase()),
  );
  return JSON.stringify({ ...inventory, properties, projects: [] });
}

function siteEnv() {
  return {
    IMPORT_DIR: incoming,
    IMPORT_STORE_DIR: path.join(root, "gardes"),
    IMPORT_QUIET_S: "0.3",
    IMPORT_POLL_S: "0.1",
  };
}

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`toujours pas après ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Date.now() - started;
}

beforeAll(async () => {
  await mkdir("var", { recursive: true });
  root = path.resolve(await mkdtemp("var/test-import-"));
  incoming = path.join(root, "envoi");
  await mkdir(incoming);
  await writeFile(path.join(incoming, "export.json"), exportWith([kept]));
  site = await startSite(siteEnv());
}, 60_000);

afterAll(async () => {
  await site?.stop();
  await rm(root, { recursive: true, force: true });
});

describe("import folder swap", () => {
  it("serves a new upload without a restart, with no failed request during the swap", async () => {
    await until(async () => (await site!.get(pathOf(kept))).status === 200, 20_000);
    expect((await site!.get(pathOf(added))).status).toBe(404);

    const statuses = new Map<number, number>();
    let sawNew = false;
    let oldAfterNew = 0;
    let looping = true;
    const loop = async () => {
      while (looping) {
        const listing = await site!.get(pathOf(kept));
        const fresh = await site!.get(pathOf(added));
        for (const page of [listing]) statuses.set(page.status, (statuses.get(page.status) ?? 0) + 1);
        if (fresh.status === 200) sawNew = true;
        else if (sawNew) oldAfterNew += 1;
        else expect(fresh.status).toBe(404);
        // Visitors, not a flood: the rest of the suite shares the processor while the upload is read.
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const loops = [loop(), loop(), loop()];
    await writeFile(path.join(incoming, "export.json"), exportWith([kept, added]));
    // A guard against an upload never taken, not a speed check (the import's time is benchmarked by
    // scripts/bench-import.ts): three visitors' loops and the rest of the suite share the machine.
    await until(async () => sawNew, 60_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    looping = false;
    await Promise.all(loops);
    expect([...statuses.keys()]).toEqual([200]);
    expect(oldAfterNew).toBe(0);
    expect(site!.messages()).toMatch(/envoi u\w+ pris \(SwissRETS JSON, UTF-8\) : 2 annonces listées$/m);
  });

  it("never serves a transfer that stalls past the quiet period, nor a file cut short", async () => {
    // The FTP daemon's temporary file, half written, then a pause of five quiet periods.
    const whole = exportWith([kept, added, later]);
    const temporary = path.join(incoming, ".pureftpd-upload.7c1e04aa");
    await writeFile(temporary, whole.slice(0, whole.length / 2));
    await site!.waitForLog(/envoi retenu .*transfert en cours \(\.pureftpd-upload\.7c1e04aa\)/, 20_000);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await site!.get(pathOf(later))).status).toBe(404);
    await appendFile(temporary, whole.slice(whole.length / 2));
    await rename(temporary, path.join(incoming, "export.json"));
    await until(async () => (await site!.get(pathOf(later))).status === 200, 20_000);

    // The same file written in place, in two parts with a pause: held, then served whole.
    const next = exportWith([kept, added]);
    await writeFile(path.join(incoming, "export.json"), next.slice(0, next.length / 2));
    await site!.waitForLog(/envoi retenu .*export\.json semble coupé/, 20_000);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await site!.get(pathOf(later))).status).toBe(200);
    await appendFile(path.join(incoming, "export.json"), next.slice(next.length / 2));
    await until(async () => (await site!.get(pathOf(later))).status === 404, 20_000);
    expect(site!.log().match(/envoi retenu/g)).toHaveLength(2);
    expect(site!.log()).not.toMatch(/envoi refusé/);
  });

  it("keeps the good inventory when a broken upload comes, and says why once", async () => {
    await writeFile(path.join(incoming, "export.json"), '{ "coupé": au milieu }');
    await site!.waitForLog(/envoi refusé/, 20_000);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(site!.log().match(/envoi refusé/g)).toHaveLength(1);
    expect(site!.log()).toMatch(/envoi refusé \([^)]*envoi\) : .*JSON invalide/);
    expect((await site!.get(pathOf(added))).status).toBe(200);
  });

  it("serves the last good upload again after a restart", async () => {
    await site!.stop();
    site = await startSite(siteEnv());
    expect((await site.get(pathOf(added))).status).toBe(200);
    expect((await site.get(pathOf(kept))).status).toBe(200);
    expect(site.log()).not.toMatch(/illisible/);
  });
});
