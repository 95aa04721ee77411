/**
 * Listing addresses (product §2.1):
 *   /vente/{category}/{locality}-{postalCode}/{ref}            a property for sale
 *   /location/{category}/{locality}-{postalCode}/{ref}         a property for rent
 *   /vente/promotions/{locality}-{postalCode}/{promoref}       a promotion
 *   /vente/promotions/{locality}-{postalCode}/{promoref}/{ref} a lot for sale inside a promotion
 * All lowercase.
 */
import type { TransactionType } from "./format";
import { slugify } from "./slug";
import { categorySlug, fallbackCategorySlug } from "./vocabulary";

export const promotionsSegment = "promotions";

const sectionSegments: Record<TransactionType, string> = { buy: "vente", rent: "location" };

export function sectionSegment(type: TransactionType): string {
  return sectionSegments[type];
}

/** "/vente" or "/location". */
export function sectionPath(type: TransactionType): string {
  return `/${sectionSegment(type)}`;
}

/** The transaction type of a first path segment ("vente" → buy). */
export function sectionType(segment: string): TransactionType | undefined {
  const lower = segment.toLowerCase();
  if (lower === sectionSegments.buy) return "buy";
  if (lower === sectionSegments.rent) return "rent";
  return undefined;
}

/** "monthey-1870"; only the postal code when the locality has no letters or digits. */
export function citySegment(locality: string, postalCode: string): string {
  const code = slugify(postalCode);
  const place = slugify(locality);
  return place ? `${place}-${code}` : code;
}

/** "monthey-1870" → { localitySlug: "monthey", postalCode: "1870" }; postal codes of 4 or 5 digits. */
export function parseCitySegment(segment: string): { localitySlug: string; postalCode: string } | undefined {
  const match = /^(?:([a-z0-9]+(?:-[a-z0-9]+)*)-)?(\d{4,5})$/.exec(segment.trim().toLowerCase());
  if (!match?.[2]) return undefined;
  return { localitySlug: match[1] ?? "", postalCode: match[2] };
}

/** A reference as a path segment: lowercase, URL-safe. */
export function refSegment(ref: string): string {
  return encodeURIComponent(ref.trim().toLowerCase());
}

export type ListingAddressFields = {
  ref: string;
  type: TransactionType;
  /** name is the CASAXML category code. */
  categories: { name: string }[];
  locality: string;
  postalCode: string;
  /** Set for a lot inside a promotion. */
  promotionRef?: string;
};

export function listingPath(listing: ListingAddressFields): string {
  const city = citySegment(listing.locality, listing.postalCode);
  const ref = refSegment(listing.ref);
  if (listing.promotionRef && listing.type === "buy") {
    return `${promotionPath({ ...listing, ref: listing.promotionRef })}/${ref}`;
  }
  const firstCategory = listing.categories[0]?.name;
  const category = firstCategory ? categorySlug(firstCategory) : fallbackCategorySlug;
  return `${sectionPath(listing.type)}/${category}/${city}/${ref}`;
}

export function promotionPath(promotion: {
  ref: string;
  locality: string;
  postalCode: string;
  type?: TransactionType;
}): string {
  const section = sectionPath(promotion.type ?? "buy");
  const city = citySegment(promotion.locality, promotion.postalCode);
  return `${section}/${promotionsSegment}/${city}/${refSegment(promotion.ref)}`;
}
