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

function firstViewJs(routeId: string): { bytes: number; files: number } {
  const route = assets.routes[routeId];
  if (!route) throw new Error(`route inconnue : ${routeId}`);
  const files = new Set([assets.entry.module, ...assets.entry.imports]);
  for (const r of [assets.routes.root!, route]) {
    files.add(r.module);
    for (const file of r.imports ?? []) files.add(file);
  }
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(`${BUILD_DIR}/client${file}`)).length;
  return { bytes, files: files.size };
}

const KB = 1024;

/**
 * Each page's script as it was before the site spoke German and English (build of 7dcf2d4): bytes
 * gzipped and files. Issue 29 allows a page 5 % more and no more files (a file is a request).
 */
const beforeLanguages: Record<string, { bytes: number; files: number }> = {
  "property-buy": { bytes: 101547, files: 23 },
  "property-lot": { bytes: 101547, files: 23 },
  "routes/home": { bytes: 99383, files: 20 },
  "results-search": { bytes: 102654, files: 26 },
  "promotion-buy": { bytes: 98749, files: 19 },
  "promotions-all": { bytes: 95945, files: 23 },
  "routes/valuation": { bytes: 108768, files: 22 },
  "routes/satisfaction": { bytes: 105944, files: 20 },
  "routes/team": { bytes: 93573, files: 16 },
  "routes/application": { bytes: 103307, files: 22 },
  "routes/contact": { bytes: 101785, files: 23 },
  "routes/favourites": { bytes: 95366, files: 20 },
  "routes/calculator": { bytes: 98268, files: 18 },
  "routes/blog": { bytes: 94352, files: 18 },
  "routes/blog-post": { bytes: 95256, files: 19 },
  "routes/legal-privacy": { bytes: 99768, files: 18 },
  "routes/not-found": { bytes: 91797, files: 14 },
};

/**
 * Pages that draw a map (issue 46, decision 145): the map's component and the List | Map links may add
 * this much to their script.
 */
const MAP_ALLOWANCE = 1024;
const withMap = new Set(["property-buy", "property-lot", "results-search", "promotion-buy", "promotions-all"]);

describe("JavaScript shipped per page (gzip)", () => {
  it("a property page stays within 110 KB", () => {
    expect(firstViewJs("property-buy").bytes).toBeLessThanOrEqual(110 * KB);
    expect(firstViewJs("property-lot").bytes).toBeLessThanOrEqual(110 * KB);
  });

  it.each(Object.keys(beforeLanguages))("%s: at most 5 % heavier than before languages, no more files", (routeId) => {
    const before = beforeLanguages[routeId]!;
    const now = firstViewJs(routeId);
    const allowance = withMap.has(routeId) ? MAP_ALLOWANCE : 0;
    expect(now.bytes).toBeLessThanOrEqual(Math.floor(before.bytes * 1.05) + allowance);
    expect(now.files).toBeLessThanOrEqual(before.files);
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
