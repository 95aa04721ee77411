import { beforeAll, describe, expect, it, vi } from "vitest";
import fc from "fast-check";
import type { SiteBuild } from "../../../server/site-build";
import { loadBuild } from "../../support/build";

/**
 * The label under which the production server counts a request (decision 147): the Remix route id
 * of its address, as Remix matches it, so that the measures have one series per route and not one
 * per address a robot invents.
 */

let build: SiteBuild;
let routeOf: (path: string) => string;

beforeAll(async () => {
  build = (await loadBuild()) as SiteBuild;
  routeOf = build.entry.module.routeLabeller(build.routes);
});

describe("route labels", () => {
  it("names each page by its route id, in each language", () => {
    expect(routeOf("/")).toBe("routes/home");
    expect(routeOf("/de")).toBe("routes/home-de");
    expect(routeOf("/annonces")).toBe("results-all");
    expect(routeOf("/en/annonces")).toBe("results-all-en");
    expect(routeOf("/location/appartement/vevey")).toBe("results-rent-type-city");
    expect(routeOf("/vente/maison/monthey/villa-rlm-1047")).toBe("property-buy");
    expect(routeOf("/contact")).toBe("routes/contact");
    expect(routeOf("/images/photos/abc.webp")).toBe("routes/images.$");
  });

  it("counts a page's data request under the page", () => {
    expect(routeOf("/annonces.data")).toBe("results-all");
    expect(routeOf("/_root.data")).toBe("routes/home");
  });

  it("puts every other address under the not-found route of its language", () => {
    expect(routeOf("/nulle/part")).toBe("routes/not-found");
    expect(routeOf("/de/nirgends")).toBe("routes/not-found-de");
    // Escapes that are not UTF-8: matched as written, without a warning in the log.
    const warnings: unknown[] = [];
    const warn = vi.spyOn(console, "warn").mockImplementation((...args) => void warnings.push(args));
    expect(routeOf("/%E0%A4%A")).toBe("routes/not-found");
    expect(routeOf("/de/%E0%A4%A")).toBe("routes/not-found-de");
    warn.mockRestore();
    expect(warnings).toEqual([]);
  });

  it("never makes a label of an address: whatever is asked, the label is a route id or unmatched", () => {
    // "unmatched": an address no route takes, e.g. one with an escaped line break, which the router's
    // patterns (the not-found route's "*" too) do not cross; such an address is answered 404.
    const ids = new Set([...Object.keys(build.routes), "unmatched"]);
    fc.assert(
      fc.property(fc.webPath(), fc.string(), (path, tail) => {
        expect(ids.has(routeOf(`${path}/${tail}`))).toBe(true);
      }),
      { numRuns: 200 },
    );
    expect(routeOf("/a%0Ab/")).toBe("unmatched");
  });
});
