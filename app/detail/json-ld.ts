/**
 * Structured data of the listing pages for search engines (schema.org): a RealEstateListing
 * about the property or the promotion, with an Offer in CHF while it can be bought or rented.
 */
import { agency } from "@rli/contract/agency/agency";
import { regionName } from "@rli/contract/agency/cantons";
import { typeGroupOf } from "@rli/contract/agency/type-groups";
import { zurichDay, zurichInstantOf } from "@rli/contract/agency/zurich-time";
import type { Promotion, Property } from "@rli/contract/api/contract";
import { htmlLang, type Language } from "@rli/contract/i18n/language";
import { summarize } from "~/seo/meta";
import { specificationValue } from "./technical-data";

type JsonObject = Record<string, unknown>;

/** The schema.org type of what is offered, by type group. */
export function residenceType(categories: readonly { name: string }[]): string {
  const codes = categories.map((category) => category.name.trim().toLowerCase());
  const groups = codes.map((code) => typeGroupOf(code));
  if (groups.includes("apartment")) return "Apartment";
  if (groups.includes("house")) {
    return codes.some((code) => singleFamilyCategories.has(code)) ? "SingleFamilyResidence" : "House";
  }
  return "Place";
}

/** Detached houses for one family; other houses (row, semi-detached, multi-dwelling) are a House. */
const singleFamilyCategories = new Set([
  "single-house",
  "villa",
  "chalet",
  "bungalow",
  "rustico",
  "engadine-house",
  "farm-house",
  "patrician-house",
  "castle",
  "earth-sheltered-dwelling",
  "stoeckli",
]);

/** The unit of a monthly rent, in the page's language. */
const monthWord: Record<string, string> = { "fr-CH": "mois", "de-CH": "Monat", "en-GB": "month" };

const schemaAvailability: Record<string, string> = {
  active: "https://schema.org/InStock",
  reserved: "https://schema.org/Reserved",
};

/** The address of a listing, its canton named in the page's language. */
function postalAddress(
  place: { locality: string; postalCode: string; region: string; country: string },
  language: Language,
): JsonObject {
  return compact({
    "@type": "PostalAddress",
    addressLocality: place.locality || undefined,
    postalCode: place.postalCode || undefined,
    addressRegion: place.region ? regionName(place.region, language) : undefined,
    addressCountry: place.country.trim().toUpperCase() || "CH",
  });
}

function compact(object: JsonObject): JsonObject {
  return Object.fromEntries(
    Object.entries(object).filter(([, value]) => value !== undefined && value !== null && value !== ""),
  );
}

/** The day a listing was posted, in Switzerland (a listing posted at 00:30 here is not of the day before). */
function datePosted(iso: string | null): string | undefined {
  const date = zurichInstantOf(iso);
  return date ? zurichDay(date) : undefined;
}

function seller(): JsonObject {
  return { "@type": "RealEstateAgent", name: agency.name, url: agency.siteUrl, email: agency.email };
}

function businessFunction(type: Property["type"]): string {
  return type === "rent" ? "http://purl.org/goodrelations/v1#LeaseOut" : "http://purl.org/goodrelations/v1#Sell";
}

/** The RealEstateListing page of a property or a promotion, before its `about` and `offers`. */
function listingPage(
  listing: { ref: string; publishedAt: string | null },
  page: { url: string; name: string; description: string | undefined; image: string | undefined; inLanguage: string },
): JsonObject {
  const { url, name, description, image, inLanguage } = page;
  return {
    "@context": "https://schema.org",
    "@type": "RealEstateListing",
    "@id": url,
    url,
    name,
    description,
    identifier: listing.ref,
    image,
    datePosted: datePosted(listing.publishedAt),
    inLanguage,
  };
}

/** An Offer while the property is for sale or for rent with a known price: none when sold, withdrawn or on request. */
export function propertyOffer(
  property: Pick<Property, "status" | "price" | "type">,
  url: string,
  inLanguage = "fr-CH",
): JsonObject | undefined {
  const availability = schemaAvailability[property.status];
  if (!availability || !(property.price > 0)) return undefined;
  const offer: JsonObject = {
    "@type": "Offer",
    url,
    price: property.price,
    priceCurrency: "CHF",
    availability,
    businessFunction: businessFunction(property.type),
    seller: seller(),
  };
  if (property.type === "rent") {
    offer.priceSpecification = {
      "@type": "UnitPriceSpecification",
      price: property.price,
      priceCurrency: "CHF",
      unitCode: "MON",
      unitText: monthWord[inLanguage] ?? "mois",
    };
  }
  return offer;
}

/** What a listing's structured data is written with: its page, its photos, its language and its texts. */
type JsonLdOptions = {
  url: string;
  images: string[];
  /** The page's language ("de-CH"); French by default. */
  inLanguage?: string;
  /** The page's language, for the words of the structured data itself (a canton's name); French by default. */
  language?: Language;
  /** The texts the page shows, when they are not the listing's own. */
  texts?: { title: string; subtitle: string; description: string };
};

export function propertyJsonLd(property: Property, options: JsonLdOptions): JsonObject {
  const { url, images, inLanguage = "fr-CH" } = options;
  const texts = options.texts ?? property;
  const rooms = specificationValue(property, "number_of_rooms");
  const gross = specificationValue(property, "area_bwf");
  const net = specificationValue(property, "area_nwf");
  const area = gross !== undefined && gross > 0 ? gross : net !== undefined && net > 0 ? net : undefined;
  const floor = specificationValue(property, "floor");
  const name = texts.title || property.name || property.ref;
  const description = summarize(texts.description || texts.subtitle, 300) || undefined;
  const item = compact({
    "@type": residenceType(property.categories),
    "@id": `${url}#bien`,
    name,
    description,
    image: images.length > 0 ? images : undefined,
    address: postalAddress(property, options.language ?? "fr"),
    numberOfRooms: rooms !== undefined && rooms > 0 ? rooms : undefined,
    floorSize: area !== undefined ? { "@type": "QuantitativeValue", value: area, unitCode: "MTK" } : undefined,
    floorLevel: floor !== undefined ? String(floor) : undefined,
  });
  const offer = propertyOffer(property, url, options.language ? htmlLang[options.language] : inLanguage);
  return compact({
    ...listingPage(property, { url, name, description, image: images[0], inLanguage }),
    about: item,
    offers: offer ? { ...offer, itemOffered: { "@id": `${url}#bien` } } : undefined,
  });
}

/** A promotion: an ApartmentComplex with its number of units, and an AggregateOffer over the available lots. */
export function promotionJsonLd(promotion: Promotion, options: JsonLdOptions): JsonObject {
  const { url, images, inLanguage = "fr-CH" } = options;
  const texts = options.texts ?? promotion;
  const lots = promotion.buildings.flatMap((building) => building.properties);
  const available = lots.filter((lot) => lot.status === "active");
  const prices = available.map((lot) => lot.price).filter((price) => price > 0);
  const name = texts.title || promotion.name || promotion.ref;
  const description = summarize(texts.description || texts.subtitle, 300) || undefined;
  const offers =
    prices.length > 0 && promotion.status === "active"
      ? {
          "@type": "AggregateOffer",
          priceCurrency: "CHF",
          lowPrice: Math.min(...prices),
          highPrice: Math.max(...prices),
          offerCount: available.length,
          availability: "https://schema.org/InStock",
          businessFunction: businessFunction(promotion.type),
          seller: seller(),
          itemOffered: { "@id": `${url}#promotion` },
        }
      : undefined;
  return compact({
    ...listingPage(promotion, { url, name, description, image: images[0], inLanguage }),
    about: compact({
      "@type": "ApartmentComplex",
      "@id": `${url}#promotion`,
      name,
      description,
      image: images.length > 0 ? images : undefined,
      address: postalAddress(promotion, options.language ?? "fr"),
      numberOfAccommodationUnits: lots.length > 0 ? lots.length : undefined,
      numberOfAvailableAccommodationUnits: lots.length > 0 ? available.length : undefined,
    }),
    offers,
  });
}
