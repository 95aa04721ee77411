import * as patched from "@remix-run/router";
import type { AgnosticRouteObject } from "@remix-run/router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { loadBuild } from "../../support/build";

/**
 * Route matching of the server (patches/@remix-run+router+1.23.3.patch: branches ranked once per
 * route list, compiled patterns kept) gives the same matches as the router's own, unpatched, module
 * build on the site's real routes; and the work it keeps is kept (the last block fails without it).
 */
type Unpatched = Pick<typeof patched, "matchRoutes" | "matchPath">;
let unpatched: Unpatched;
let routes: AgnosticRouteObject[];
let paths: string[];

beforeAll(async () => {
  // Only the CommonJS build that Node loads is patched; the module build is the router as published.
  unpatched = (await import(/* @vite-ignore */ "@remix-run/router/dist/router.js")) as unknown as Unpatched;
  const build = await loadBuild();
  const all = Object.values(build.routes).filter((route) => route !== undefined);
  const childrenOf = (parentId: string | undefined): AgnosticRouteObject[] =>
    all
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
          : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: childrenOf(route.id) },
      );
  routes = childrenOf(undefined);
  paths = all.map((route) => route.path ?? "").filter((path) => path !== "");
});

function described(matches: ReturnType<Unpatched["matchRoutes"]>) {
  return matches?.map(({ route, params, pathname, pathnameBase }) => ({
    id: route.id,
    params,
    pathname,
    pathnameBase,
  }));
}

function pathnamesToTry(): string[] {
  const filled = paths.flatMap((path) => {
    const sample = path.replace(/:[\w-]+\??/g, "vevey-1800").replace(/\*/g, "a/b");
    return [`/${sample}`, `/${sample}/`, `/${sample.toUpperCase()}`, `/${sample}/plus`, `//${sample}`, `/${sample}x`];
  });
  const odd = ["/", "", "/%C3%A9t%C3%A9", "/été", "/İ", "/\u212Aiosque", "/vitrine", "/VITRINE/1", "/a/b/c/d/e/f/g"];
  odd.push("/vente/promotions", "/vente/promotions/", "/location/maison/vevey-1800/rlm-1047", "/x".repeat(40));
  return [...filled, ...odd];
}

describe("route matching", () => {
  it("matches every address as the router as published does", () => {
    const tried = pathnamesToTry();
    expect(tried.length).toBeGreaterThan(200);
    let matched = 0;
    for (const pathname of tried) {
      const expected = described(unpatched.matchRoutes(routes, pathname));
      expect(described(patched.matchRoutes(routes, pathname)), pathname).toEqual(expected);
      if (expected) matched++;
    }
    expect(matched).toBeGreaterThan(100);
  });

  it("does the same on splats, optional, case-sensitive and accented routes", () => {
    const shapes: AgnosticRouteObject[] = [
      {
        id: "root",
        path: "",
        children: [
          { id: "blog", path: "blog/*" },
          { id: "docs", path: "Docs", caseSensitive: true },
          { id: "optional", path: "a/:b?/c" },
          { id: "static-optional", path: "liste/tous?" },
          { id: "accented", path: "été/:x" },
          // Lower case keeps "σ" and "ς" apart; the matcher folds both to "Σ".
          { id: "greek", path: "ας/:x" },
          { id: "city", path: "vente/:city" },
          { id: "help", path: ":lang/aide" },
          { id: "rest", path: "*" },
        ],
      },
    ];
    const tried = ["/blog", "/blog/", "/BLOG/x/y", "/blogx", "/Docs", "/docs", "/a/c", "/a/b/c", "/A/B/C", "/liste"];
    tried.push(
      "/liste/tous",
      "/été/1",
      "/%C3%A9t%C3%A9/1",
      "/ÉTÉ/1",
      "/ασ/1",
      "/ΑΣ/1",
      "/vente",
      "/vente/",
      "/vente/x",
      "/fr/aide",
      "/",
    );
    for (const pathname of tried) {
      expect(described(patched.matchRoutes(shapes, pathname)), pathname).toEqual(
        described(unpatched.matchRoutes(shapes, pathname)),
      );
    }
  });
});

describe("work kept from one match to the next", () => {
  it("ranks a route list once: a route pushed onto the same list later is not seen, a new list is", () => {
    const list: AgnosticRouteObject[] = [{ id: "a", path: "a" }];
    expect(patched.matchRoutes(list, "/a")?.[0]?.route.id).toBe("a");
    list.push({ id: "b", path: "b" });
    expect(unpatched.matchRoutes(list, "/b")?.[0]?.route.id).toBe("b");
    expect(patched.matchRoutes(list, "/b")).toBeNull();
    expect(patched.matchRoutes([...list], "/b")?.[0]?.route.id).toBe("b");
  });

  it("compiles a pattern once: the router's warning about it comes once, not at every match", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      // A pattern ending in "*" without a slash: the router warns each time it compiles it.
      unpatched.matchPath("liste*", "/liste");
      unpatched.matchPath("liste*", "/liste");
      expect(warn).toHaveBeenCalledTimes(2);
      patched.matchPath("liste*", "/liste");
      patched.matchPath("liste*", "/liste/a");
      expect(warn).toHaveBeenCalledTimes(3);
    } finally {
      warn.mockRestore();
    }
  });
});
