import { listingFacts, searchWordsText, type ListingFacts } from "@rli/contract/agency/search-match";
import { typeGroups } from "@rli/contract/agency/type-groups";
import type { City, Promotion, Property, PropertyStatus, TypeItem } from "@rli/contract/api/contract";
import type { MappedInventory } from "./map-swissrets";

/**
 * The mapped inventory arranged for the calls: look-up by reference, one list
 * of search entries in the stable order (newest first, then reference), and
 * the cities and types present. Pure.
 */

/** A listing with what a search needs of it (its type groups, rooms and living area). */
export type ListingEntry = ListingFacts & {
  kind: "listing";
  property: Property;
  street: string;
  time: number;
};

export type PromotionEntry = {
  kind: "promotion";
  promotion: Promotion;
  /** Its own words, folded, which its lots hold too for a search's `q`. */
  text: string;
  street: string;
  lots: readonly ListingEntry[];
  time: number;
};

export type InventoryIndex = {
  /** Every property, lots included, by upper-cased reference. */
  listingsByRef: ReadonlyMap<string, ListingEntry>;
  promotionsByRef: ReadonlyMap<string, PromotionEntry>;
  /** Properties that are not lots, and promotions, newest first then by reference. */
  entries: readonly (ListingEntry | PromotionEntry)[];
  promotions: readonly PromotionEntry[];
  cities: readonly City[];
  types: readonly TypeItem[];
};

/** Statuses never shown in lists. */
const hiddenStatuses: ReadonlySet<PropertyStatus> = new Set(["private", "inactive"]);

export function isPublic(status: PropertyStatus): boolean {
  return !hiddenStatuses.has(status);
}

function timeOf(publishedAt: string | null): number {
  const time = publishedAt ? Date.parse(publishedAt) : Number.NaN;
  return Number.isNaN(time) ? 0 : time;
}

function refOf(entry: ListingEntry | PromotionEntry): string {
  return entry.kind === "listing" ? entry.property.ref : entry.promotion.ref;
}

export function compareEntries(a: ListingEntry | PromotionEntry, b: ListingEntry | PromotionEntry): number {
  if (a.time !== b.time) return b.time - a.time;
  const refA = refOf(a);
  const refB = refOf(b);
  return refA < refB ? -1 : refA > refB ? 1 : 0;
}

const collator = new Intl.Collator("fr", { sensitivity: "base" });

export class DuplicateReferenceError extends Error {
  constructor(readonly ref: string) {
    super(`la référence ${ref} apparaît plusieurs fois`);
  }
}

export function buildIndex(mapped: MappedInventory): InventoryIndex {
  const listingsByRef = new Map<string, ListingEntry>();
  for (const { property, street } of mapped.listings) {
    if (listingsByRef.has(property.ref)) throw new DuplicateReferenceError(property.ref);
    listingsByRef.set(property.ref, {
      kind: "listing",
      property,
      street,
      ...listingFacts(property),
      time: timeOf(property.publishedAt),
    });
  }

  const promotionsByRef = new Map<string, PromotionEntry>();
  for (const { promotion, street } of mapped.promotions) {
    if (promotionsByRef.has(promotion.ref) || listingsByRef.has(promotion.ref)) {
      throw new DuplicateReferenceError(promotion.ref);
    }
    const lots = promotion.buildings.flatMap((building) =>
      building.properties.map((lot) => listingsByRef.get(lot.ref)).filter((lot) => lot !== undefined),
    );
    promotionsByRef.set(promotion.ref, {
      kind: "promotion",
      promotion,
      text: searchWordsText(promotion),
      street,
      lots,
      time: timeOf(promotion.publishedAt),
    });
  }

  const standalone = [...listingsByRef.values()].filter((entry) => !entry.property.promotionRef);
  const promotions = [...promotionsByRef.values()].sort(compareEntries);
  const entries = [...standalone, ...promotions].sort(compareEntries);

  const listed = [...listingsByRef.values()].filter((entry) => isPublic(entry.property.status));
  const cityKeys = new Map<string, City>();
  for (const { property } of listed) {
    if (!property.locality || !property.postalCode) continue;
    cityKeys.set(`${property.postalCode}|${property.locality}`, {
      name: property.locality,
      postalCode: property.postalCode,
    });
  }
  for (const { promotion } of promotions) {
    if (!isPublic(promotion.status) || !promotion.locality || !promotion.postalCode) continue;
    cityKeys.set(`${promotion.postalCode}|${promotion.locality}`, {
      name: promotion.locality,
      postalCode: promotion.postalCode,
    });
  }
  const cities = [...cityKeys.values()].sort(
    (a, b) => collator.compare(a.name, b.name) || a.postalCode.localeCompare(b.postalCode),
  );

  const presentGroups = new Set(listed.flatMap((entry) => entry.groups));
  const types = typeGroups
    .filter((group) => presentGroups.has(group.value))
    .map((group) => ({ name: group.name, value: group.value }));

  return { listingsByRef, promotionsByRef, entries, promotions, cities, types };
}

/**
 * Hosts (`host[:port]`, lower-cased) of the absolute image addresses of an inventory: a CRM's photo
 * hosts. Site-relative addresses (the demo's own photos) and other schemes name none.
 */
export function photoHosts(index: InventoryIndex): string[] {
  const hosts = new Set<string>();
  const lists = [
    ...[...index.listingsByRef.values()].map((entry) => entry.property.attachments),
    ...[...index.promotionsByRef.values()].map((entry) => entry.promotion.attachments),
  ];
  for (const attachments of lists) {
    for (const attachment of attachments) {
      if (attachment.type !== "image" || !URL.canParse(attachment.url)) continue;
      const url = new URL(attachment.url);
      if (url.protocol === "https:" || url.protocol === "http:") hosts.add(url.host.toLowerCase());
    }
  }
  return [...hosts];
}
