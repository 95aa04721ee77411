/**
 * The query string of a list page. /recherche and /vendus carry every filter (product §2.3);
 * the other list addresses carry only the minimum area, the order and the page, because their
 * path already says what they list.
 * A request spelled any other way is redirected to the one spelling given here.
 */
import {
  criteriaFromQuery,
  orderAndAreaParts,
  criteriaToQuery,
  parseSearchQuery,
  withPage,
  type SearchCriteria,
} from "@rli/contract/agency/search-criteria";
import type { ListAddress } from "./list-address";

/** Parameters that belong to the page rather than to the list (the contact modal, issue 5): kept as they are. */
const pageParams: readonly string[] = ["contact"];

/** `vue=carte` shows the list as a map (decision 145); any other value of `vue` is dropped. */
const VIEW_PARAM = "vue";
const MAP_VIEW = "carte";

export type ListView = "list" | "map";

/** The query that shows the same list as a map. */
export const mapViewQuery = `${VIEW_PARAM}=${MAP_VIEW}`;

/** Added by Remix to its own data requests; never part of a visitor's address. */
const frameworkParams: readonly string[] = ["_routes"];

const queryDrivenPaths = new Set(["/recherche", "/vendus"]);

/** The query of `criteria` as spelled at `path`, without "?"; may be empty. */
export function spellListQuery(path: string, criteria: SearchCriteria): string {
  if (queryDrivenPaths.has(path)) return criteriaToQuery(criteria);
  const parts = orderAndAreaParts(criteria);
  if (criteria.page > 1) parts.push(`page=${criteria.page}`);
  return parts.join("&");
}

/** `path?query`, or just the path when the query is empty. */
export function withQuery(path: string, query: string): string {
  return query ? `${path}?${query}` : path;
}

/** The address of `criteria` on this list page (pagination links, redirects). */
export function listHref(address: ListAddress, criteria: SearchCriteria): string {
  return withQuery(address.path, spellListQuery(address.path, criteria));
}

/** The address search engines should index for this list and page. */
export function canonicalListHref(address: ListAddress, criteria: SearchCriteria): string {
  const path = address.canonicalPath ?? address.path;
  return withQuery(path, spellListQuery(path, criteria));
}

type ListQuery = {
  criteria: SearchCriteria;
  view: ListView;
  /** False when the request must be redirected to `listHref(address, criteria)` (+ `kept`). */
  isCanonical: boolean;
  /** The page parameters to add back on a redirect, e.g. "contact=RLM-1047"; may be empty. */
  kept: string;
};

type SplitQuery = { list: URLSearchParams; kept: URLSearchParams; view: ListView; viewIsCanonical: boolean };

function split(params: URLSearchParams): SplitQuery {
  const list = new URLSearchParams();
  const kept = new URLSearchParams();
  const views = params.getAll(VIEW_PARAM);
  const view: ListView = views.includes(MAP_VIEW) ? "map" : "list";
  for (const [name, value] of params) {
    if (frameworkParams.includes(name) || name === VIEW_PARAM) continue;
    (pageParams.includes(name) ? kept : list).append(name, value);
  }
  if (view === "map") kept.append(VIEW_PARAM, MAP_VIEW);
  const viewIsCanonical = views.length === 0 || (views.length === 1 && view === "map");
  return { list, kept, view, viewIsCanonical };
}

/** `contact=` is written as a bare `contact`, as the header's link spells it. */
function spellKept(kept: URLSearchParams): string {
  return [...kept]
    .map(([name, value]) =>
      value === "" ? encodeURIComponent(name) : `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
    )
    .join("&");
}

/**
 * The list a request asks for. A map shows every result at once: its address has no page (a page
 * given is dropped by a redirect).
 */
export function readListQuery(address: ListAddress, params: URLSearchParams): ListQuery {
  const { list, kept, view, viewIsCanonical } = split(params);
  const read = readCriteria(address, list);
  const criteria = view === "map" ? withPage(read.criteria, 1) : read.criteria;
  const pageDropped = criteria.page !== read.criteria.page;
  return { criteria, view, isCanonical: read.isCanonical && viewIsCanonical && !pageDropped, kept: spellKept(kept) };
}

function readCriteria(address: ListAddress, list: URLSearchParams): { criteria: SearchCriteria; isCanonical: boolean } {
  const empty = [...list.keys()].length === 0;
  if (address.filtersFromQuery) {
    const parsed = parseSearchQuery(list, { sold: address.base.sold });
    return { criteria: parsed.criteria, isCanonical: empty || parsed.isCanonical };
  }
  const read = criteriaFromQuery(list);
  const criteria = withPage({ ...address.base, minArea: read.minArea, sort: read.sort }, read.page);
  return { criteria, isCanonical: list.toString() === spellListQuery(address.path, criteria) };
}

/** The number of pages of a result; 0 when it is empty. */
export function pageCount(totalItems: number, itemsPerPage: number): number {
  if (totalItems <= 0 || itemsPerPage <= 0) return 0;
  return Math.ceil(totalItems / itemsPerPage);
}

/** `href` with the kept page parameters (see `pageParams`) added back. */
export function withKept(href: string, kept: string): string {
  if (!kept) return href;
  return `${href}${href.includes("?") ? "&" : "?"}${kept}`;
}
