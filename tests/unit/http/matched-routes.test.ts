import type { EntryContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { withMatchedRoutesOnly } from "~/http/matched-routes.server";

type Routes = EntryContext["manifest"]["routes"];

const route = (id: string, parentId?: string) =>
  ({ id, parentId, path: id, module: `/${id}.js`, hasLoader: true }) as unknown as Routes[string];

const routes: Routes = {
  root: route("root"),
  "property-buy": route("property-buy", "root"),
  "property-buy-de": route("property-buy-de", "root"),
  layout: route("layout", "root"),
  inner: route("inner", "layout"),
};

function contextMatching(...ids: string[]): EntryContext {
  return {
    manifest: { routes, url: "/manifest.js", entry: { module: "/entry.js", imports: [] }, version: "1" },
    staticHandlerContext: { matches: ids.map((id) => ({ route: { id } })) },
    renderMeta: {},
  } as unknown as EntryContext;
}

describe("withMatchedRoutesOnly", () => {
  it("keeps the matched routes and drops the others", () => {
    const context = withMatchedRoutesOnly(contextMatching("root", "property-buy"));
    expect(Object.keys(context.manifest.routes).sort()).toEqual(["property-buy", "root"]);
    expect(context.manifest.routes["property-buy"]).toBe(routes["property-buy"]);
  });

  it("keeps every parent of a matched route, even one the matches leave out", () => {
    const context = withMatchedRoutesOnly(contextMatching("inner"));
    expect(Object.keys(context.manifest.routes).sort()).toEqual(["inner", "layout", "root"]);
  });

  it("leaves the rest of the context as it was: the same objects, the full manifest not touched", () => {
    const original = contextMatching("root", "property-buy-de");
    const context = withMatchedRoutesOnly(original);
    expect(context.staticHandlerContext).toBe(original.staticHandlerContext);
    expect(context.renderMeta).toBe(original.renderMeta);
    expect(context.manifest.url).toBe("/manifest.js");
    expect(Object.keys(original.manifest.routes)).toHaveLength(5);
  });
});
