/**
 * A kiosk flyer (product §2.15): what one property shows on the properties screen, ready for display.
 */
import { listingPath } from "@rli/contract/agency/addresses";
import { countryName } from "@rli/contract/agency/countries";
import { formatLivingArea, formatPrice, formatRooms, toNumber } from "@rli/contract/agency/format";
import { categoryLabel, featureLabel } from "@rli/contract/agency/vocabulary";
import type { Property, PropertySpecification } from "@rli/contract/api/contract";
import { imageUrl, splitImagePath } from "~/images/catalog";

export type Flyer = {
  ref: string;
  /** Absolute address of the property page, encoded in the QR code. */
  url: string;
  postalCode: string;
  locality: string;
  /** French name of the country; empty when the code is unknown. */
  country: string;
  /** The promotion's title for a promotion lot, else the property's name. */
  heading: string;
  subtitle: string;
  /** The first image, sized for the screen; null when the property has none. */
  image: { src: string; alt: string } | null;
  /** 'Vente' or 'Location'. */
  transaction: string;
  /** 'Promotion' or the label of the first category. */
  category: string;
  price: string;
  /** "82 m² bruts" (gross living area; the net area when the gross one is missing). */
  livingArea: string | null;
  rooms: string | null;
  yearBuilt: string | null;
  /** French labels, alphabetical. */
  features: string[];
};

/** Width requested for a flyer's picture: it fills at most about 1100 px of a 1920 px screen. */
const FLYER_IMAGE_WIDTH = 1280;

const collator = new Intl.Collator("fr", { sensitivity: "base" });

function specificationValue(property: Property, name: string): PropertySpecification["value"] | undefined {
  const all = [...property.importantSpecifications, ...property.specifications];
  return all.find((spec) => spec.name === name)?.value;
}

function firstImage(property: Property, heading: string): Flyer["image"] {
  const attachment = property.attachments.find((item) => item.type === "image");
  if (!attachment) return null;
  // Pictures of the site's image route are asked at the screen's size; others are shown as given.
  const src = splitImagePath(attachment.url) ? imageUrl(attachment.url, FLYER_IMAGE_WIDTH) : attachment.url;
  return { src, alt: heading ? `Photo : ${heading}` : "Photo du bien" };
}

/** French labels of the known features, without duplicates, in alphabetical order. */
export function sortedFeatureLabels(keys: readonly string[]): string[] {
  const labels = new Set<string>();
  for (const key of keys) {
    const label = featureLabel(key);
    if (label) labels.add(label);
  }
  return [...labels].sort(collator.compare);
}

function yearBuilt(property: Property): string | null {
  const year = toNumber(specificationValue(property, "year_built"));
  return year !== undefined && Number.isInteger(year) && year > 0 ? String(year) : null;
}

export function toFlyer(property: Property, origin: string): Flyer {
  const heading = (property.promotion && property.title ? property.title : property.name || property.title).trim();
  const rooms = toNumber(specificationValue(property, "number_of_rooms"));
  return {
    ref: property.ref,
    url: `${origin}${listingPath({ ...property, promotionRef: property.promotionRef ?? undefined })}`,
    postalCode: property.postalCode,
    locality: property.locality,
    country: countryName(property.country),
    heading: heading || property.ref,
    subtitle: property.subtitle,
    image: firstImage(property, heading),
    transaction: property.type === "rent" ? "Location" : "Vente",
    category: property.promotion ? "Promotion" : categoryLabel(property.categories[0]?.name ?? ""),
    price: formatPrice(property.price, property.type),
    livingArea:
      formatLivingArea({
        gross: specificationValue(property, "area_bwf"),
        net: specificationValue(property, "area_nwf"),
      }) ?? null,
    rooms: rooms !== undefined ? formatRooms(rooms) || null : null,
    yearBuilt: yearBuilt(property),
    features: sortedFeatureLabels(property.features),
  };
}
