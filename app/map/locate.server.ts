import { foldedText } from "@rli/contract/agency/folded-text";
import { swissGeodata, type LonLat, type SwissGeodata } from "./geodata.server";

/** Where a listing goes on a map: its commune, and the point its mark stands on. */
export type Placement = {
  readonly communeId: number;
  readonly point: LonLat;
  /** True when the point is the feed's own coordinate, false when it is the locality's. */
  readonly exact: boolean;
};

export type PlaceInput = {
  readonly postalCode?: string | null;
  readonly locality?: string | null;
  readonly country?: string | null;
  /** The feed's coordinates (SwissRETS `geo`), when it has them and the address is published. */
  readonly geo?: { readonly latitude: number; readonly longitude: number } | null;
};

/**
 * A listing's place (decision 146): its postcode and locality looked up in swisstopo's directory of
 * localities, the locality whose name matches the listing's first ('Collombey' in 1868, not 'Muraz'),
 * else the postcode's main locality. Feed coordinates are kept when they fall inside that commune;
 * anywhere else (a typo, a point in the lake, latitude and longitude swapped) the locality's point is used.
 * A listing outside Switzerland (Liechtenstein's communes are not in the FSO's boundaries), or with an
 * unknown postcode, has no place.
 */
export function placeOf(input: PlaceInput, geodata: SwissGeodata = swissGeodata()): Placement | undefined {
  const country = (input.country ?? "CH").trim().toUpperCase() || "CH";
  if (country !== "CH") return undefined;
  const postalCode = (input.postalCode ?? "").trim();
  const candidates = geodata.localitiesByPostcode
    .get(postalCode)
    ?.filter((candidate) => geodata.communes.has(candidate.communeId));
  if (!candidates?.length) return undefined;
  const wanted = localityKey(input.locality ?? "");
  const locality = candidates.find((candidate) => localityKey(candidate.name) === wanted) ?? candidates[0]!;
  const geo = input.geo;
  if (geo && geodata.contains(locality.communeId, [geo.longitude, geo.latitude])) {
    return { communeId: locality.communeId, point: [geo.longitude, geo.latitude], exact: true };
  }
  return { communeId: locality.communeId, point: locality.point, exact: false };
}

/** 'Monthey VS', 'Monthey (VS)', 'monthey' and 'Monthey 1' are one locality. */
function localityKey(name: string): string {
  return foldedText(name)
    .replace(/\s+(\([a-z]{2}\)|[a-z]{2}|\d+)$/u, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}
