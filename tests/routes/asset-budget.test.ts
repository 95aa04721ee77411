import { readdirSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { BUILD_DIR, loadBuild } from "../support/build";

/**
 * What a page loads on first view, measured on the production build: byte budgets of the
 * JavaScript (the client entry, the root route and the page's route module with everything they
 * import, gzipped as the server sends them), and a single style sheet.
 */
let assets: Awaited<ReturnType<typeof loadBuild>>["assets"];

beforeAll(async () => {
  ({ assets } = await loadBuild());
});

function firstViewJsBytes(routeId: string): number {
  const route = assets.routes[routeId];
  if (!route) throw new Error(`route inconnue : ${routeId}`);
  const files = new Set([assets.entry.module, ...assets.entry.imports]);
  for (const r of [assets.routes.root!, route]) {
    files.add(r.module);
    for (const file of r.imports ?? []) files.add(file);
  }
  let total = 0;
  for (const file of files) total += gzipSync(readFileSync(`${BUILD_DIR}/client${file}`)).length;
  return total;
}

const KB = 1024;

describe("JavaScript shipped per page (gzip)", () => {
  it("a property page stays within 100 KB", () => {
    expect(firstViewJsBytes("property-buy")).toBeLessThanOrEqual(100 * KB);
    expect(firstViewJsBytes("property-lot")).toBeLessThanOrEqual(100 * KB);
  });

  it.each([
    "routes/home",
    "results-search",
    "promotion-buy",
    "routes/valuation",
    "routes/satisfaction",
    "routes/team",
    "routes/application",
  ])("%s stays within 110 KB", (routeId) => {
    expect(firstViewJsBytes(routeId)).toBeLessThanOrEqual(110 * KB);
  });
});

describe("Style sheets", () => {
  it("every page waits for one CSS file only, the same on every page", () => {
    const sheets = new Set<string>();
    for (const [id, route] of Object.entries(assets.routes)) {
      const linked = new Set([...(assets.routes.root!.css ?? []), ...(route?.css ?? [])]);
      expect(linked.size, id).toBe(1);
      for (const file of linked) sheets.add(file);
    }
    expect([...sheets]).toHaveLength(1);
  });

  it("that file stays within 20 KB", () => {
    const [sheet] = assets.routes.root!.css ?? [];
    expect(gzipSync(readFileSync(`${BUILD_DIR}/client${sheet}`)).length).toBeLessThanOrEqual(20 * KB);
  });
});

describe("what stays on the server", () => {
  it("no script sent to browsers carries the phone numbering plans (libphonenumber-js/max)", () => {
    const scripts = readdirSync(`${BUILD_DIR}/client/assets`).filter((file) => file.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(0);
    for (const file of scripts) {
      const text = readFileSync(`${BUILD_DIR}/client/assets/${file}`, "utf8");
      expect(text.includes("country_calling_codes"), file).toBe(false);
    }
  });
});
