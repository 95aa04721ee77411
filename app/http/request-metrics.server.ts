import { matchRoutes } from "@remix-run/react";
import type { ServerBuild } from "@remix-run/node";
import { LRUCache } from "lru-cache";
import { httpDuration, httpRequests, pageCache } from "@rli/contract/metrics/metrics";

/**
 * The requests the production server answers, counted among the site's measures (decision 147):
 * by Remix route id, never by address, so that a robot asking a million addresses adds no series.
 * An address no route takes is the not-found route's; the build's files are `assets` and `public`.
 */

type RouteNode = Parameters<typeof matchRoutes>[0][number];

type BuildRoute = NonNullable<ServerBuild["routes"][string]>;

/** The route tree of the build, as Remix matches it (made once: the router ranks its branches once per tree). */
function routeTree(routes: ServerBuild["routes"]): RouteNode[] {
  const byParent = new Map<string, BuildRoute[]>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const parent = route.parentId ?? "";
    byParent.set(parent, [...(byParent.get(parent) ?? []), route]);
  }
  const nodes = (parent: string): RouteNode[] =>
    (byParent.get(parent) ?? []).map(({ id, path, index, caseSensitive }) =>
      index ? { id, path, index: true, caseSensitive } : { id, path, caseSensitive, children: nodes(id) },
    );
  return nodes("");
}

/**
 * The address as the router can decode it: one whose escapes are not UTF-8 ("/%E0%A4%A") is matched
 * as written, rather than have the router warn in the log at every such request.
 */
function decodable(path: string): string {
  try {
    decodeURIComponent(path);
    return path;
  } catch {
    return path.replace(/%/g, "%25");
  }
}

/** Full paths of the routes, from the root ("/images/*", "/de/annonces"). */
function fullPaths(routes: ServerBuild["routes"]): Map<string, string> {
  const paths = new Map<string, string>();
  const pathOf = (id: string | undefined): string => {
    const route = id === undefined ? undefined : routes[id];
    if (!route) return "";
    const parent = pathOf(route.parentId);
    return route.path ? `${parent.replace(/\/$/, "")}/${route.path}` : parent;
  };
  for (const id of Object.keys(routes)) paths.set(id, pathOf(id));
  return paths;
}

/**
 * Splat routes under a static prefix no other route shares ("/images/*"): every address under it is
 * theirs without asking the router (pictures are most of the requests, each at its own address).
 */
function splatPrefixes(routes: ServerBuild["routes"]): [string, string][] {
  const paths = fullPaths(routes);
  const result: [string, string][] = [];
  for (const [id, path] of paths) {
    const prefix = /^(\/[^:*]+\/)\*$/.exec(path)?.[1];
    if (!prefix) continue;
    const shared = [...paths].some(([other, otherPath]) => other !== id && otherPath.startsWith(prefix));
    if (!shared) result.push([prefix, id]);
  }
  return result;
}

/** Labels of the addresses seen lately: the router's match costs about 0.15 ms, a page is asked again and again. */
const LABELS_KEPT = 2000;

/**
 * The label of an address: the id of the deepest route that takes it (a `.data` request is its
 * page's), or `unmatched` should none (the not-found route takes every other address).
 */
export function routeLabeller(routes: ServerBuild["routes"]): (path: string) => string {
  const tree = routeTree(routes);
  const splats = splatPrefixes(routes);
  const labels = new LRUCache<string, string>({ max: LABELS_KEPT });
  return (path) => {
    const page = path.endsWith(".data") ? path.slice(0, -".data".length).replace(/^\/_root$/, "/") : path;
    for (const [prefix, id] of splats) if (page.startsWith(prefix)) return id;
    let label = labels.get(page);
    if (label === undefined) {
      const matches = matchRoutes(tree, decodable(page));
      label = matches?.[matches.length - 1]?.route.id ?? "unmatched";
      labels.set(page, label);
    }
    return label;
  };
}

const METHODS = new Set(["GET", "HEAD", "POST"]);

export type AnsweredRequest = {
  route: string;
  method: string;
  /** The status sent, or undefined when the visitor left before the answer was complete. */
  status: number | undefined;
  seconds: number;
  /** The page cache's header on the answer (`hit`, `miss`), if any. */
  pageCache?: string;
};

/** Counts one request answered (or abandoned: status `aborted`). */
export function recordRequest(request: AnsweredRequest): void {
  const method = METHODS.has(request.method) ? request.method : "other";
  const status = request.status === undefined ? "aborted" : String(request.status);
  httpRequests.inc({ route: request.route, method, status });
  httpDuration.observe({ route: request.route, method }, request.seconds);
  if (request.pageCache === "hit" || request.pageCache === "miss") pageCache.inc({ result: request.pageCache });
}
