/**
 * The map link of a listing (product §2.5): by locality and region, never by street address, opened
 * as an ordinary link to an OpenStreetMap search. Its label names the canton in the page's language.
 */
import { regionName } from "@rli/contract/agency/cantons";
import { countryName } from "@rli/contract/agency/countries";
import type { Language } from "@rli/contract/i18n/language";

export type MapLink = { label: string; href: string };

export function mapLink(
  place: {
    locality: string;
    postalCode: string;
    region: string;
    country: string;
  },
  language: Language = "fr",
): MapLink | null {
  const locality = place.locality.trim();
  const postalCode = place.postalCode.trim();
  if (!locality && !postalCode) return null;
  const town = [postalCode, locality].filter(Boolean).join(" ");
  const region = place.region.trim();
  const country = countryName(place.country) || (place.country.trim() === "" ? "Suisse" : "");
  const query = [town, region, country].filter(Boolean).join(", ");
  return {
    label: [locality || postalCode, region && regionName(region, language)].filter(Boolean).join(", "),
    href: `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`,
  };
}
