import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { team } from "@rli/contract/agency/agency";
import { startSite, type SiteProcess } from "../support/site-process";

/**
 * The per-visitor limit of the production server counts work, not requests: one address (an office
 * behind one public address) opening a cached list page and a picture already encoded 200 times
 * each is never refused; pictures encoded beyond the limit are, with the 429 page and Retry-After.
 */

const LIMIT = 10;
let site: SiteProcess;
let cacheDir: string;

beforeAll(async () => {
  cacheDir = mkdtempSync(path.join(tmpdir(), "limit-cache-"));
  site = await startSite({ PUBLIC_RATE_LIMIT_PER_MIN: String(LIMIT), IMAGE_CACHE_DIR: cacheDir });
}, 120_000);

afterAll(async () => {
  await site?.stop();
  if (cacheDir) rmSync(cacheDir, { recursive: true, force: true });
});

async function get(pathname: string, accept = "text/html") {
  const response = await fetch(`${site.origin}${pathname}`, { headers: { Accept: accept } });
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, body };
}

/** `count` requests, ten at a time; their statuses. */
async function many(pathname: string, count: number, accept?: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let done = 0; done < count; done += 10) {
    const batch = await Promise.all(Array.from({ length: 10 }, () => get(pathname, accept)));
    statuses.push(...batch.map((answer) => answer.status));
  }
  return statuses;
}

describe("per-visitor limit of PUBLIC_RATE_LIMIT_PER_MIN", () => {
  it("never refuses a cached list page nor a picture already encoded, however often asked", async () => {
    const first = await get("/annonces");
    expect(first.status).toBe(200);
    const lists = await many("/annonces", 200);
    expect(lists.filter((status) => status !== 200)).toEqual([]);
    expect((await get("/annonces")).headers.get("X-Page-Cache")).toBe("hit");

    const picture = "/images/equipe/sophie-carron?size=320";
    expect((await get(picture, "image/webp")).status).toBe(200);
    const pictures = await many(picture, 200, "image/webp");
    expect(pictures.filter((status) => status !== 200)).toEqual([]);
  });

  it("refuses encodes beyond the limit with the 429 page and Retry-After, still serving what is cached", async () => {
    const statuses: number[] = [];
    let refusal: Awaited<ReturnType<typeof get>> | undefined;
    outer: for (const member of team) {
      for (const size of [480, 640, 960]) {
        const answer = await get(`/images/equipe/${member.id}?size=${size}`, "image/jpeg");
        statuses.push(answer.status);
        if (answer.status === 429) {
          refusal = answer;
          break outer;
        }
      }
    }
    // Two pieces of work were done above (the list drawn once, the picture encoded once).
    expect(statuses).toEqual([...Array(LIMIT - 2).fill(200), 429]);
    expect(Number(refusal!.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(refusal!.headers.get("Cache-Control")).toBe("no-store");
    expect(refusal!.body.toString("utf8")).toContain("Trop de demandes");

    expect((await get("/sitemap.xml")).status).toBe(429);
    expect((await get("/annonces")).status).toBe(200);
    expect((await get("/images/equipe/sophie-carron?size=320", "image/webp")).status).toBe(200);
  });
});
