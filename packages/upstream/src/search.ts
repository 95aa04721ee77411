import {
  isAvailableLot,
  listingMatches,
  promotionListed,
  searchFilterOf,
  statusMatches,
  type SearchFilter,
} from "@rli/contract/agency/search-match";
import type { SearchCriteria } from "@rli/contract/agency/search-criteria";
import type { SortOrder } from "@rli/contract/agency/search-options";
import { searchRequestSchema, type Place, type SearchItem, type SearchResult } from "@rli/contract/api/contract";
import { placeOfListing } from "@rli/contract/api/place";
import type { InventoryIndex, ListingEntry, PromotionEntry } from "./inventory-index";

/**
 * The search of POST /properties/search over the index. Pure.
 *
 * - Which listings meet the criteria: the rule of @rli/contract/agency/search-match.
 * - New-build promotions come with buy results (not rent, not sold), as items
 *   flagged isPromotion, when one of their available lots meets every filter.
 * - sort: newest first, then by reference (recent, the default); price up or down, listings on
 *   request (price 0) last; living area, largest first, unknown last. A promotion is priced at
 *   its cheapest matching lot and sized at its largest. Ties keep the newest-first order.
 * - 12 per page; past the end, an empty page.
 */

export const ITEMS_PER_PAGE = 12;

function matchingLots(entry: PromotionEntry, filter: SearchFilter): ListingEntry[] {
  if (!promotionListed(entry.promotion.status, filter)) return [];
  return entry.lots.filter(
    (lot) => isAvailableLot(lot.property.status) && listingMatches(lot.property, lot, filter, entry.text),
  );
}

/** What the orders compare: a price (0 on request) and a living area (0 unknown). */
type Match = { entry: ListingEntry | PromotionEntry; price: number; area: number };

function matchOf(entry: ListingEntry | PromotionEntry, filter: SearchFilter): Match | undefined {
  if (entry.kind === "listing") {
    if (!statusMatches(entry.property.status, filter) || !listingMatches(entry.property, entry, filter))
      return undefined;
    return { entry, price: entry.property.price, area: entry.area };
  }
  const lots = matchingLots(entry, filter);
  if (lots.length === 0) return undefined;
  const prices = lots.map((lot) => lot.property.price).filter((price) => price > 0);
  return {
    entry,
    price: prices.length > 0 ? Math.min(...prices) : 0,
    area: Math.max(...lots.map((lot) => lot.area)),
  };
}

/** Known values in the given direction first, then 0 (on request, unknown); ties keep the index order. */
function byValue(value: (match: Match) => number, direction: 1 | -1) {
  return (a: Match, b: Match) => {
    const x = value(a);
    const y = value(b);
    if (x === y) return 0;
    if (x === 0) return 1;
    if (y === 0) return -1;
    return (x - y) * direction;
  };
}

const orders: Record<Exclude<SortOrder, "recent">, (a: Match, b: Match) => number> = {
  "prix-croissant": byValue((match) => match.price, 1),
  "prix-decroissant": byValue((match) => match.price, -1),
  surface: byValue((match) => match.area, -1),
};

function toItem(entry: ListingEntry | PromotionEntry): SearchItem {
  return entry.kind === "promotion"
    ? { ...entry.promotion, isPromotion: true }
    : { ...entry.property, isPromotion: false };
}

/** The four searches of every list without criteria: to buy, to rent, sold, let. */
const unfilteredSearches = [false, true].flatMap((sold) =>
  (["Acheter", "Louer"] as const).map((actionType) => ({
    sold,
    filter: searchFilterOf(searchRequestSchema.parse({ actionType, sold })),
  })),
);

/** Where the lists put an entry when nothing narrows them: among the offers, among the sold, or nowhere. */
export type ListPlace = "offers" | "sold";

/**
 * The list an entry is found in by a search without criteria (buy or rent, sold or not): what
 * `npm run import` counts, by the very rule the site's lists use.
 */
export function listPlaceOf(entry: ListingEntry | PromotionEntry): ListPlace | undefined {
  const place = unfilteredSearches.find((search) => matchOf(entry, search.filter));
  return place?.sold ? "sold" : place ? "offers" : undefined;
}

/** Every entry the criteria find, in the list's order. */
function matchesOf(index: InventoryIndex, criteria: SearchCriteria): Match[] {
  const filter = searchFilterOf(criteria);
  const matches: Match[] = [];
  for (const entry of index.entries) {
    const match = matchOf(entry, filter);
    if (match) matches.push(match);
  }
  // Array.prototype.sort is stable: equal values stay newest first.
  if (criteria.sort !== "recent") matches.sort(orders[criteria.sort]);
  return matches;
}

export function searchIndex(index: InventoryIndex, criteria: SearchCriteria): SearchResult {
  const page = Math.max(1, Math.floor(criteria.page));
  const start = (page - 1) * ITEMS_PER_PAGE;
  const matches = matchesOf(index, criteria);
  const items = matches.slice(start, start + ITEMS_PER_PAGE).map((match) => toItem(match.entry));
  return { properties: items, totalItems: matches.length, itemsPerPage: ITEMS_PER_PAGE };
}

/** What a map needs of every result of a search, all pages at once (decision 145). */
export function placesIndex(index: InventoryIndex, criteria: SearchCriteria): Place[] {
  return matchesOf(index, criteria).map(({ entry }) =>
    placeOfListing(
      entry.kind === "promotion"
        ? { kind: "promotion", promotion: entry.promotion }
        : { kind: "property", property: entry.property },
    ),
  );
}

/** Active properties for the in-agency slideshow, newest first. */
export const SCREEN_SIZE = 12;

export function screenProperties(index: InventoryIndex) {
  const result = [];
  for (const entry of index.entries) {
    if (entry.kind !== "listing" || entry.property.status !== "active") continue;
    result.push(entry.property);
    if (result.length === SCREEN_SIZE) break;
  }
  return result;
}
