/**
 * "Biens similaires" on a property page (issue 15): up to six other listings a visitor of this one
 * may want to see. Pure; the property loader runs the searches through the API.
 *
 * The rule:
 * - Eligible: another listing (never the property itself, never a promotion), available (status
 *   active: not sold, rented, reserved or withdrawn), of the same transaction (buy or rent) and the
 *   same type group (apartment, house, commercial, parking, land) as the property.
 * - Place first: the same postal code; then nearby, i.e. the same region or the same first two
 *   digits of the postal code (Swiss postal codes follow the geography: 18xx is the Chablais and
 *   the Riviera); then the same first digit; then anywhere else.
 * - Within a place, nearest in price (relative difference); a listing on request (price 0), or any
 *   listing when the property itself is on request, comes after the priced ones; then by reference.
 * - Candidates come from three searches of the same transaction and type group, newest first:
 *   the property's postal code, the other known postal codes with the same first two digits, and
 *   no place at all.
 */
import { defaultCriteria, type SearchCriteria } from "@rli/contract/agency/search-criteria";
import { typeGroupOf, type TypeGroupValue } from "@rli/contract/agency/type-groups";
import type { Property, SearchItem } from "@rli/contract/api/contract";

export const MAX_SIMILAR = 6;

/** A compact card: its place and facts already joined ("1800 Vevey · 3½ pièces · 82 m² bruts"). */
export type SimilarCard = {
  ref: string;
  href: string;
  title: string;
  /** The language of the title when it is not the page's ("de"). */
  lang?: string | null;
  line: string;
  price: string;
  image: { src: string; width: number; height: number } | null;
};

export type SimilarSubject = Pick<Property, "ref" | "type" | "categories" | "postalCode" | "region" | "price">;
type Candidate = Pick<Property, "ref" | "type" | "status" | "categories" | "postalCode" | "region" | "price">;

/** The type group of a listing: that of its first category that has one. */
export function groupOf(categories: readonly { name: string }[]): TypeGroupValue | undefined {
  for (const category of categories) {
    const group = typeGroupOf(category.name);
    if (group) return group;
  }
  return undefined;
}

/** The searches that bring the candidates; none when the property has no type group. */
export function similarSearches(subject: SimilarSubject, knownPostalCodes: readonly string[] | null): SearchCriteria[] {
  const group = groupOf(subject.categories);
  if (!group) return [];
  const base: SearchCriteria = {
    ...defaultCriteria(),
    actionType: subject.type === "rent" ? "Louer" : "Acheter",
    types: [group],
  };
  const searches: SearchCriteria[] = [];
  if (/^\d{4}$/.test(subject.postalCode)) {
    searches.push({ ...base, cities: [subject.postalCode] });
    const nearby = [...new Set(knownPostalCodes ?? [])]
      .filter((code) => /^\d{4}$/.test(code) && code !== subject.postalCode)
      .filter((code) => code.slice(0, 2) === subject.postalCode.slice(0, 2))
      .sort();
    if (nearby.length > 0) searches.push({ ...base, cities: nearby });
  }
  searches.push(base);
  return searches;
}

/** 0 same postal code, 1 same region or district (two digits), 2 same postal area (one digit), 3 elsewhere. */
export function placeRank(subject: SimilarSubject, candidate: Candidate): number {
  const here = subject.postalCode.trim();
  const there = candidate.postalCode.trim();
  if (here && there === here) return 0;
  if (subject.region && candidate.region.trim().toLowerCase() === subject.region.trim().toLowerCase()) return 1;
  if (here.length === 4 && there.length === 4) {
    if (there.slice(0, 2) === here.slice(0, 2)) return 1;
    if (there[0] === here[0]) return 2;
  }
  return 3;
}

/** Relative price difference; Infinity when either price is on request. */
function priceDistance(subject: SimilarSubject, candidate: Candidate): number {
  if (subject.price <= 0 || candidate.price <= 0) return Number.POSITIVE_INFINITY;
  return Math.abs(candidate.price - subject.price) / subject.price;
}

function eligible(subject: SimilarSubject, group: TypeGroupValue, item: SearchItem): item is SearchItem & Candidate {
  if (item.isPromotion) return false;
  if (item.ref === subject.ref || item.status !== "active" || item.type !== subject.type) return false;
  return item.categories.some((category) => typeGroupOf(category.name) === group);
}

/** The similar listings among `candidates` (search results, duplicates allowed), best first. */
export function rankSimilar<T extends SearchItem>(
  subject: SimilarSubject,
  candidates: readonly T[],
  limit = MAX_SIMILAR,
): T[] {
  const group = groupOf(subject.categories);
  if (!group) return [];
  const unique = new Map<string, T>();
  for (const item of candidates) {
    if (eligible(subject, group, item) && !unique.has(item.ref)) unique.set(item.ref, item);
  }
  const scored = [...unique.values()].map((item) => {
    const candidate = item as T & Candidate;
    return { item, place: placeRank(subject, candidate), price: priceDistance(subject, candidate) };
  });
  scored.sort(
    (a, b) =>
      a.place - b.place ||
      (a.price === b.price ? 0 : a.price < b.price ? -1 : 1) ||
      (a.item.ref < b.item.ref ? -1 : a.item.ref > b.item.ref ? 1 : 0),
  );
  return scored.slice(0, limit).map((entry) => entry.item);
}
