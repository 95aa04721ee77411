import type { ServerBuild } from "@remix-run/node";
import { beforeAll, describe, expect, it } from "vitest";
import { handlerOf, loadBuild, ORIGIN, type Handler } from "../support/build";

/**
 * A page starts its scripts once its first view is drawn (app/components/layout/PageScripts.tsx,
 * docs/decisions/113-framework-patches.md): the document preloads no module and has no module
 * script; one inline script names the modules Remix's <Scripts> would have loaded (the manifest, the
 * client entry and its imports, each matched route's module and imports) and hands the routes' modules
 * over as `window.__remixRouteModules`. When they are loaded is checked in the browser
 * (tests/e2e/property.spec.ts, « first view before scripts »).
 */
let build: ServerBuild;
let handle: Handler;

beforeAll(async () => {
  build = await loadBuild();
  handle = handlerOf(build);
}, 60_000);

async function page(path: string): Promise<string> {
  const response = await handle(new Request(`${ORIGIN}${path}`));
  expect(response.status, path).toBe(200);
  return response.text();
}

function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((script) => !/\b(src|type)=/i.test(script[1]!))
    .map((script) => script[2]!);
}

describe.each([
  { path: "/", routeIds: ["root", "routes/home"] },
  { path: "/vente/appartement-en-terrasse/vevey-1800/rlm-1047", routeIds: ["root", "property-buy"] },
])("the scripts of $path", ({ path, routeIds }) => {
  it("are not preloaded nor loaded as modules by the document", async () => {
    const html = await page(path);
    expect(html).not.toMatch(/<link\b[^>]*rel="modulepreload"/i);
    expect(html).not.toMatch(/<script\b[^>]*type="module"/i);
    expect(html).not.toMatch(/<script\b[^>]*\bsrc=/i);
  });

  it("are named by one inline script, after Remix's context, with the modules <Scripts> would load", async () => {
    const { assets } = build;
    const scripts = inlineScripts(await page(path));
    const context = scripts.findIndex((script) => script.startsWith("window.__remixContext = "));
    const starters = scripts.filter((script) => script.includes(JSON.stringify(assets.entry.module)));
    expect(context).toBeGreaterThanOrEqual(0);
    expect(starters).toHaveLength(1);
    const [starter] = starters as [string];
    expect(scripts.indexOf(starter)).toBeGreaterThan(context);
    const routes = routeIds.map((id) => assets.routes[id]!);
    const expected = [assets.url, ...assets.entry.imports, ...routes.flatMap((r) => [r.module, ...(r.imports ?? [])])];
    for (const module of expected) expect(starter, module).toContain(JSON.stringify(module));
    const handedOver = routeIds.map((id, index) => `${JSON.stringify(id)}:m[${index + 1}]`).join(",");
    expect(starter).toContain(`window.__remixRouteModules={${handedOver}}`);
    expect(starter).toContain('getAttribute("fetchpriority") === "high"');
  });
});
