import { budgetCeiling, parseBudget } from "./search-options";
import { FREE_NOW, type SearchCriteria } from "./search-criteria";
import { typeGroupOf, type TypeGroupValue } from "./type-groups";
import { foldedText } from "./folded-text";
import { amenitiesOf, type Amenity } from "./amenities";
import { zurichDay, zurichInstantOf } from "./zurich-time";
import type { Promotion, Property, PropertyStatus, SearchItem, TransactionType } from "../api/contract";

/**
 * Whether a listing meets a search (product §2.3), one rule for the upstream's search and for the
 * site's alerts, which match new listings against thousands of searches. Pure.
 *
 * - actionType: Acheter → buy, Louer → rent.
 * - sold: true → taken only; false → everything but taken, private and inactive.
 * - budget on the price; a price of 0 (on request) only when the budget is indifferent.
 * - cities by postal code; types by type group; minRooms on the number of rooms;
 *   minArea on the living area (gross, else net; unknown fails any minimum).
 * - q: every word is in the listing's reference, titles (in each of its languages), place or postal
 *   code, case and accents aside; a lot of a promotion holds its promotion's words too.
 * - amenities: the listing has every one (amenitiesOf).
 * - freeBy: the listing's availability starts that day or before, in Switzerland (FREE_NOW: today);
 *   a listing that gives no date fails it.
 * - A new-build promotion meets a buy search (not rent, not sold) when one of its available lots
 *   meets every filter.
 */

/** What a search needs of a listing beyond its own fields, worked out once per listing. */
export type ListingFacts = {
  groups: readonly TypeGroupValue[];
  rooms: number;
  /** Living area in m² (gross, else net), as the card shows it; 0 when unknown. */
  area: number;
  /** Its reference, titles and place, folded (searchWordsText), for `q`. */
  text: string;
  amenities: readonly Amenity[];
  /** The day it is free from in Switzerland, "2027-03-01"; "" when the feed gives none. */
  freeFrom: string;
};

function roomsOf(property: Property): number {
  const value = property.specifications.find((spec) => spec.name === "number_of_rooms")?.value;
  return typeof value === "number" ? value : 0;
}

function livingAreaOf(property: Property): number {
  const specs = [...property.importantSpecifications, ...property.specifications];
  for (const name of ["area_bwf", "area_nwf"]) {
    const value = specs.find((spec) => spec.name === name)?.value;
    if (typeof value === "number" && value > 0) return value;
  }
  return 0;
}

/** What words of `q` are looked for in: reference, titles and subtitles in every language, place; folded. */
export function searchWordsText(listing: Property | Promotion): string {
  const texts = [listing.ref, listing.title, listing.name, listing.subtitle, listing.postalCode, listing.locality];
  for (const translation of listing.translations ?? []) texts.push(translation.title, translation.subtitle);
  return foldedText(texts.filter(Boolean).join(" \n "));
}

function freeFromOf(property: Property): string {
  const start = zurichInstantOf(property.availableFrom);
  return start ? zurichDay(start) : "";
}

export function listingFacts(property: Property): ListingFacts {
  const groups = property.categories
    .map((category) => typeGroupOf(category.name))
    .filter((group) => group !== undefined);
  return {
    groups: [...new Set(groups)],
    rooms: roomsOf(property),
    area: livingAreaOf(property),
    text: searchWordsText(property),
    amenities: amenitiesOf(property),
    freeFrom: freeFromOf(property),
  };
}

/** A search's criteria made ready to test many listings. */
export type SearchFilter = {
  type: TransactionType;
  sold: boolean;
  min: number;
  max: number;
  indifferentBudget: boolean;
  cities: ReadonlySet<string>;
  types: ReadonlySet<string>;
  minRooms: number;
  minArea: number;
  /** The words of `q`, folded. */
  words: readonly string[];
  amenities: readonly Amenity[];
  /** The last day a listing may become free, "2027-03-01"; "" for any. */
  freeBy: string;
};

/** `today`: the day in Switzerland FREE_NOW stands for; by default the current one. */
export function searchFilterOf(criteria: SearchCriteria, today = zurichDay(new Date())): SearchFilter {
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
    minArea: criteria.minArea,
    words: foldedText(criteria.q).split(/\s+/).filter(Boolean),
    amenities: criteria.amenities,
    freeBy: criteria.freeBy === FREE_NOW ? today : criteria.freeBy,
  };
}

const notForSale: ReadonlySet<PropertyStatus> = new Set(["taken", "private", "inactive"]);
const availableLot: ReadonlySet<PropertyStatus> = new Set(["active", "reserved"]);

/** Whether a listing of this status belongs to the search's lists (the sold ones, or the offers). */
export function statusMatches(status: PropertyStatus, filter: SearchFilter): boolean {
  return filter.sold ? status === "taken" : !notForSale.has(status);
}

/**
 * Every filter but the status; `around`: more text the words may be found in (a lot's promotion,
 * folded).
 */
export function listingMatches(property: Property, facts: ListingFacts, filter: SearchFilter, around = ""): boolean {
  if (property.type !== filter.type) return false;
  if (property.price === 0 ? !filter.indifferentBudget : property.price < filter.min || property.price > filter.max) {
    return false;
  }
  if (filter.cities.size > 0 && !filter.cities.has(property.postalCode)) return false;
  if (filter.types.size > 0 && !facts.groups.some((group) => filter.types.has(group))) return false;
  if (filter.minRooms > 0 && facts.rooms < filter.minRooms) return false;
  if (filter.minArea > 0 && facts.area < filter.minArea) return false;
  return meetsAddedCriteria(facts, filter, around);
}

/**
 * The criteria added after product §7 (words, amenities, move-in day), which an agency API may not
 * know: the site checks them again in its answers.
 */
function meetsAddedCriteria(facts: ListingFacts, filter: SearchFilter, around = ""): boolean {
  if (!filter.amenities.every((amenity) => facts.amenities.includes(amenity))) return false;
  if (filter.freeBy && !(facts.freeFrom && facts.freeFrom <= filter.freeBy)) return false;
  return holdsWords(filter.words, facts.text, around);
}

/** Whether every word is in one of the texts (folded). */
function holdsWords(words: readonly string[], ...texts: string[]): boolean {
  return words.every((word) => texts.some((text) => text.includes(word)));
}

/** Whether a search has criteria an agency API may not know (meetsAddedCriteria). */
export function hasAddedCriteria(filter: SearchFilter): boolean {
  return filter.words.length > 0 || filter.amenities.length > 0 || filter.freeBy !== "";
}

/**
 * Whether a result meets the criteria added after product §7: a listing by itself, a promotion by
 * one of its lots (its words may also be the promotion's own). What the site checks of an agency
 * API's answer, which may not know them.
 */
export function itemMeetsAddedCriteria(item: MatchableItem, filter: SearchFilter): boolean {
  if (item.kind === "listing") return meetsAddedCriteria(item.facts, filter);
  // A promotion sent without its lots: only its words can be checked.
  if (item.lots.length === 0) return holdsWords(filter.words, item.text);
  return item.lots.some((lot) => meetsAddedCriteria(lot.facts, filter, item.text));
}

/** Whether a promotion of this status can answer the search at all (its lots are then tested one by one). */
export function promotionListed(status: PropertyStatus, filter: SearchFilter): boolean {
  return !filter.sold && filter.type === "buy" && !notForSale.has(status);
}

/** Whether a lot of this status can still be bought. */
export function isAvailableLot(status: PropertyStatus): boolean {
  return availableLot.has(status);
}

/** A search result as a search meets it: the listing, or a promotion with each of its lots, with their facts. */
export type MatchableItem =
  | { kind: "listing"; property: Property; facts: ListingFacts }
  | {
      kind: "promotion";
      status: PropertyStatus;
      /** The promotion's own words, folded. */
      text: string;
      lots: { property: Property; facts: ListingFacts }[];
    };

export function matchableItem(item: SearchItem): MatchableItem {
  if (!item.isPromotion) return { kind: "listing", property: item, facts: listingFacts(item) };
  const lots = item.buildings.flatMap((building) => building.properties);
  return {
    kind: "promotion",
    status: item.status,
    text: searchWordsText(item),
    lots: lots.map((lot) => ({ property: lot, facts: listingFacts(lot) })),
  };
}

export function itemMatches(item: MatchableItem, filter: SearchFilter): boolean {
  if (item.kind === "listing") {
    return statusMatches(item.property.status, filter) && listingMatches(item.property, item.facts, filter);
  }
  return (
    promotionListed(item.status, filter) &&
    item.lots.some(
      (lot) => isAvailableLot(lot.property.status) && listingMatches(lot.property, lot.facts, filter, item.text),
    )
  );
}
