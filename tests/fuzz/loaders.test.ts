import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { readCatalogue } from "./catalogue";
import { anyPath, cookies, encode, headers, pathFor, queryString, realOr, withQuery } from "./inputs";
import { fuzz, loadFuzzSite, runs, summary, timeLimit, type FuzzRequest } from "./site";

/**
 * Every loader of the build, fed thousands of random and hostile addresses, headers and cookies:
 * never a 5xx, no markup of the request reflected unescaped, no redirect off the site, and
 * every error answer in French. FUZZ_SEED replays a run; FUZZ_RUNS scales it up.
 */

const startedAt = performance.now();
const site = await loadFuzzSite();
afterAll(() => {
  site.close();
  console.info(summary(site, "loaders", startedAt));
});
// Without its catalogue the file cannot run at all: its outbox is removed at once.
const catalogue = await readCatalogue(site).catch((error: unknown) => {
  site.close();
  throw error;
});

const method = fc.constantFrom("GET", "GET", "GET", "GET", "GET", "HEAD");

function getRequest(
  path: fc.Arbitrary<string>,
  options: { query?: fc.Arbitrary<string> } = {},
): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      method,
      path,
      query: options.query ?? queryString(catalogue),
      headers: headers("read"),
      cookies: cookies(catalogue),
    })
    .map(({ method, path, query, headers, cookies }) => ({ method, path: withQuery(path, query), headers, cookies }));
}

describe("the fuzz knows the whole site", () => {
  it("reads the route table from the build and real values for its segments", () => {
    expect(catalogue.routes.length).toBeGreaterThan(20);
    const dynamic = new Set(
      catalogue.routes.flatMap((route) => route.segments.filter((segment) => segment.startsWith(":"))),
    );
    for (const segment of dynamic)
      expect(catalogue.params.get(segment.slice(1))?.length ?? 0, segment).toBeGreaterThan(0);
    expect(catalogue.pages.length).toBeGreaterThan(50);
  });
});

describe("every loader: random addresses, queries, headers and cookies", () => {
  const numRuns = runs(22);
  it.each(catalogue.routes.map((route) => [route.pattern, route] as const))(
    "%s",
    async (_pattern, route) => {
      await fuzz(site, getRequest(pathFor(route, catalogue)), numRuns);
    },
    timeLimit(numRuns),
  );
});

describe("search forms and list filters", () => {
  // The list addresses: up to three segments (a listing or a promotion page has four).
  const listPaths = catalogue.pages.filter(
    (page) => page.split("/").length <= 4 && /^\/(annonces|recherche|vendus|vente|location|nos-|promotions)/.test(page),
  );
  const numRuns = runs(150);
  it(
    "the search form's fields in any combination, on every list address",
    async () => {
      await fuzz(site, getRequest(fc.constantFrom(...listPaths)), numRuns);
    },
    timeLimit(numRuns),
  );
});

describe("the contact window on any page", () => {
  const numRuns = runs(120);
  const refs = [...(catalogue.params.get("ref") ?? []), ...(catalogue.query.get("contact") ?? [])];
  const contact = fc
    .tuple(realOr(refs, 2_000), fc.constantFrom("contact", "CONTACT", "contact[]", "contact%00"))
    .map(([ref, name]) => `${name}=${encode(ref)}`);
  it(
    "?contact and ?contact=REF with real and hostile references",
    async () => {
      const query = fc
        .tuple(contact, queryString(catalogue))
        .map(([first, rest]) => (rest ? `${first}&${rest}` : first));
      await fuzz(site, getRequest(anyPath(catalogue), { query }), numRuns);
    },
    timeLimit(numRuns),
  );
});

describe("Remix data requests", () => {
  const routeIds = [...catalogue.routes.map((route) => route.id), "root"];
  const numRuns = runs(120);
  it(
    "?_data=routeId with real and garbage route ids",
    async () => {
      const query = fc
        .tuple(realOr(routeIds, 500), queryString(catalogue))
        .map(([id, rest]) => `_data=${encode(id)}${rest ? `&${rest}` : ""}`);
      await fuzz(site, getRequest(anyPath(catalogue), { query }), numRuns);
    },
    timeLimit(numRuns),
  );

  it(
    ".data (single fetch) with real and garbage _routes",
    async () => {
      const path = anyPath(catalogue).map((page) => `${page === "/" ? "/_root" : page.replace(/\/$/, "")}.data`);
      const query = fc
        .tuple(fc.array(realOr(routeIds, 500), { maxLength: 3 }), queryString(catalogue))
        .map(([ids, rest]) =>
          [ids.length > 0 ? `_routes=${ids.map((id) => encode(id)).join(",")}` : "", rest].filter(Boolean).join("&"),
        );
      await fuzz(site, getRequest(path, { query }), numRuns);
    },
    timeLimit(numRuns),
  );
});
