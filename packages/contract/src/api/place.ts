import type { Place, Promotion, Property } from "./contract";

/**
 * What a map needs of a listing or a promotion (decision 145): its reference, kind, first category,
 * promotion, titles and place. The upstream answers these for a search; the site makes them for the
 * promotions it already has.
 */
export function placeOfListing(
  listing: { kind: "property"; property: Property } | { kind: "promotion"; promotion: Promotion },
): Place {
  const property = listing.kind === "property" ? listing.property : undefined;
  const source = listing.kind === "property" ? listing.property : listing.promotion;
  const place: Place = {
    ref: source.ref,
    isPromotion: listing.kind === "promotion",
    type: source.type,
    categories: property?.categories.slice(0, 1) ?? [],
    promotionRef: property?.promotionRef ?? null,
    title: source.title,
    translations: (source.translations ?? []).map(({ language, title }) => ({ language, title })),
    postalCode: source.postalCode,
    locality: source.locality,
    country: source.country,
  };
  if (source.language) place.language = source.language;
  if (source.geo) place.geo = source.geo;
  return place;
}
