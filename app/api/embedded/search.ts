import { budgetCeiling, parseBudget } from "~/agency/search-options";
import type { SearchCriteria } from "~/agency/search-criteria";
import type { PropertyStatus, SearchItem, SearchResult, TransactionType } from "../contract";
import type { InventoryIndex, ListingEntry, PromotionEntry } from "./inventory-index";

/**
 * The search of POST /properties/search over the index. Pure.
 *
 * - actionType: Acheter → buy, Louer → rent.
 * - sold: true → taken only; false → everything but taken, private and inactive.
 * - budget on the price; a price of 0 (on request) only when the budget is indifferent.
 * - cities by postal code; types by type group; minRooms on the number of rooms.
 * - New-build promotions come with buy results (not rent, not sold), as items
 *   flagged isPromotion, when one of their available lots meets every filter.
 * - Newest first, then by reference; 12 per page; past the end, an empty page.
 */

export const ITEMS_PER_PAGE = 12;

type Filter = {
  type: TransactionType;
  sold: boolean;
  min: number;
  max: number;
  indifferentBudget: boolean;
  cities: ReadonlySet<string>;
  types: ReadonlySet<string>;
  minRooms: number;
};

const notForSale: ReadonlySet<PropertyStatus> = new Set(["taken", "private", "inactive"]);
const availableLot: ReadonlySet<PropertyStatus> = new Set(["active", "reserved"]);

function filterOf(criteria: SearchCriteria): Filter {
  const budget = parseBudget(criteria.budget) ?? { min: 0, max: budgetCeiling };
  return {
    type: criteria.actionType === "Louer" ? "rent" : "buy",
    sold: criteria.sold,
    min: budget.min,
    max: budget.max,
    indifferentBudget: budget.min === 0 && budget.max >= budgetCeiling,
    cities: new Set(criteria.cities),
    types: new Set(criteria.types),
    minRooms: criteria.minRooms,
  };
}

function statusMatches(status: PropertyStatus, filter: Filter): boolean {
  return filter.sold ? status === "taken" : !notForSale.has(status);
}

/** Every filter but the status. */
function listingMatches(entry: ListingEntry, filter: Filter): boolean {
  const { property } = entry;
  if (property.type !== filter.type) return false;
  if (property.price === 0 ? !filter.indifferentBudget : property.price < filter.min || property.price > filter.max) {
    return false;
  }
  if (filter.cities.size > 0 && !filter.cities.has(property.postalCode)) return false;
  if (filter.types.size > 0 && !entry.groups.some((group) => filter.types.has(group))) return false;
  if (filter.minRooms > 0 && entry.rooms < filter.minRooms) return false;
  return true;
}

function promotionMatches(entry: PromotionEntry, filter: Filter): boolean {
  if (filter.sold || filter.type !== "buy" || notForSale.has(entry.promotion.status)) return false;
  return entry.lots.some((lot) => availableLot.has(lot.property.status) && listingMatches(lot, filter));
}

function matches(entry: ListingEntry | PromotionEntry, filter: Filter): boolean {
  if (entry.kind === "promotion") return promotionMatches(entry, filter);
  return statusMatches(entry.property.status, filter) && listingMatches(entry, filter);
}

function toItem(entry: ListingEntry | PromotionEntry): SearchItem {
  return entry.kind === "promotion"
    ? { ...entry.promotion, isPromotion: true }
    : { ...entry.property, isPromotion: false };
}

export function searchIndex(index: InventoryIndex, criteria: SearchCriteria): SearchResult {
  const filter = filterOf(criteria);
  const page = Math.max(1, Math.floor(criteria.page));
  const start = (page - 1) * ITEMS_PER_PAGE;
  const end = start + ITEMS_PER_PAGE;
  const items: SearchItem[] = [];
  let totalItems = 0;
  for (const entry of index.entries) {
    if (!matches(entry, filter)) continue;
    if (totalItems >= start && totalItems < end) items.push(toItem(entry));
    totalItems += 1;
  }
  return { properties: items, totalItems, itemsPerPage: ITEMS_PER_PAGE };
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
