/**
 * swisstopo's official directory of localities (decision 145), as the maps read it: kept in the
 * repository as published (data/AMTOVZ_CSV_WGS84.csv) and packed once into data/localities.json by
 * `npx tsx scripts/pack-localities.ts`, which the site imports (a test checks that both agree).
 */

export type LonLat = readonly [longitude: number, latitude: number];

export type Locality = {
  readonly postalCode: string;
  readonly name: string;
  readonly communeId: number;
  readonly point: LonLat;
};

export type LocalityRow = { readonly locality: Locality; readonly communeName: string; readonly canton: string };

/** One row packed: name, postcode, commune's name, commune's number, canton, longitude, latitude. */
export type PackedLocality = readonly [string, string, string, number, string, number, number];

/**
 * swisstopo's CSV: `Ortschaftsname;PLZ;Zusatzziffer;Gemeindename;BFS-Nr;Kantonskürzel;E;N;Sprache;Validity`,
 * UTF-8 with a byte-order mark, CRLF. A locality split between communes has one row per commune, and
 * one per piece of it.
 */
export function parseLocalities(csv: string): LocalityRow[] {
  const rows: LocalityRow[] = [];
  for (const line of csv
    .replace(/^\uFEFF/, "")
    .split(/\r?\n/)
    .slice(1)) {
    const [name, postalCode, , communeName, communeId, canton, east, north] = line.split(";");
    const longitude = Number(east);
    const latitude = Number(north);
    if (!name || !postalCode || !communeName || !canton || !Number.isFinite(longitude) || !Number.isFinite(latitude)) {
      continue;
    }
    rows.push({
      locality: { postalCode, name, communeId: Number(communeId), point: [longitude, latitude] },
      communeName,
      canton,
    });
  }
  return rows;
}

/** Five decimals of a degree: about a metre. */
const round = (value: number) => Math.round(value * 100_000) / 100_000;

export function packLocalities(rows: readonly LocalityRow[]): PackedLocality[] {
  return rows.map(({ locality, communeName, canton }) => [
    locality.name,
    locality.postalCode,
    communeName,
    locality.communeId,
    canton,
    round(locality.point[0]),
    round(locality.point[1]),
  ]);
}

export function unpackLocalities(packed: readonly PackedLocality[]): LocalityRow[] {
  return packed.map(([name, postalCode, communeName, communeId, canton, longitude, latitude]) => ({
    locality: { postalCode, name, communeId, point: [longitude, latitude] },
    communeName,
    canton,
  }));
}
