/**
 * The map link of a listing (product §2.5): by locality and region, never by street address, opened
 * as an ordinary link to an OpenStreetMap search.
 */
import { countryName } from "@rli/contract/agency/countries";

export type MapLink = { label: string; href: string };

export function mapLink(place: {
  locality: string;
  postalCode: string;
  region: string;
  country: string;
}): MapLink | null {
  const locality = place.locality.trim();
  const postalCode = place.postalCode.trim();
  if (!locality && !postalCode) return null;
  const town = [postalCode, locality].filter(Boolean).join(" ");
  const region = place.region.trim();
  const country = countryName(place.country) || (place.country.trim() === "" ? "Suisse" : "");
  const query = [town, region, country].filter(Boolean).join(", ");
  return {
    label: [locality || postalCode, region].filter(Boolean).join(", "),
    href: `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`,
  };
}
