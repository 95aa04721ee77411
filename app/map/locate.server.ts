import { foldedText } from "@rli/contract/agency/folded-text";
import { env } from "~/env.server";
import { swissGeodata } from "./geodata.server";
import type { Locality, LonLat } from "./localities";

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

/** Whether marks may stand on the feed's own coordinates (the agency publishes exact addresses). */
export type PlaceOptions = { readonly exactPoints?: boolean };

/** The agency's setting (MAP_EXACT_POINTS): its listings' exact addresses are public. */
export function exactPointsPublished(): boolean {
  return env.MAP_EXACT_POINTS === "1";
}

/**
 * A listing's place (decision 145). Its commune: the one of the postcode's localities (swisstopo's
 * directory) that holds the feed's coordinates when the postcode spans several communes, else the
 * locality whose name matches the listing's ('Collombey' in 1868, not 'Muraz'), else the postcode's
 * main locality. Its point: the feed's coordinates when `exactPoints` is set and they fall inside that
 * commune; otherwise the locality's official point, so that a mark never shows an address the agency
 * keeps to itself. Coordinates anywhere else (a typo, the lake, latitude and longitude swapped) are
 * ignored. A listing outside Switzerland (Liechtenstein's communes are not in the FSO's boundaries),
 * or with an unknown postcode, has no place.
 */
export function placeOf(input: PlaceInput, options: PlaceOptions = {}): Placement | undefined {
  const geodata = swissGeodata();
  const country = (input.country ?? "CH").trim().toUpperCase() || "CH";
  if (country !== "CH") return undefined;
  const postalCode = (input.postalCode ?? "").trim();
  const wanted = localityKey(input.locality ?? "");
  const known = (candidate: Locality) => geodata.communes.has(candidate.communeId);
  const byPostcode = geodata.localitiesByPostcode.get(postalCode)?.filter(known) ?? [];
  // A postcode of post-office boxes or of a company (3000 Bern, 1211 Genève 2) names no locality:
  // the locality is then found by its name, the postcode nearest the one given first.
  const candidates = byPostcode.length > 0 ? byPostcode : namedLocalities(wanted, postalCode).filter(known);
  if (candidates.length === 0) return undefined;
  const geo: LonLat | undefined = input.geo ? [input.geo.longitude, input.geo.latitude] : undefined;
  const named = candidates.find((candidate) => localityKey(candidate.name) === wanted);
  const communeIds = new Set(candidates.map((candidate) => candidate.communeId));
  const byGeo = geo && communeIds.size > 1 ? [...communeIds].find((id) => geodata.contains(id, geo)) : undefined;
  const communeId = byGeo ?? named?.communeId ?? candidates[0]!.communeId;
  const locality =
    candidates.find((candidate) => candidate.communeId === communeId && candidate === named) ??
    candidates.find((candidate) => candidate.communeId === communeId)!;
  if (geo && options.exactPoints && geodata.contains(communeId, geo)) {
    return { communeId, point: geo, exact: true };
  }
  return { communeId, point: locality.point, exact: false };
}

let byName: Map<string, Locality[]> | undefined;

function namedLocalities(key: string, postalCode: string): Locality[] {
  if (!key) return [];
  if (!byName) {
    byName = new Map();
    for (const locality of [...swissGeodata().localitiesByPostcode.values()].flat()) {
      const name = localityKey(locality.name);
      byName.set(name, [...(byName.get(name) ?? []), locality]);
    }
  }
  const given = Number(postalCode) || 0;
  return [...(byName.get(key) ?? [])].sort(
    (a, b) => Math.abs(Number(a.postalCode) - given) - Math.abs(Number(b.postalCode) - given),
  );
}

/** 'Monthey VS', 'Monthey (VS)', 'monthey' and 'Monthey 1' are one locality. */
function localityKey(name: string): string {
  return foldedText(name)
    .replace(/\s+(\([a-z]{2}\)|[a-z]{2}|\d+)$/u, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}
