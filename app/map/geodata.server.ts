import { createRequire } from "node:module";
import { geoContains } from "d3-geo";
import { feature } from "topojson-client";
import type { Feature, MultiPolygon, Polygon } from "geojson";
import type { GeometryCollection, GeometryObject, Topology } from "topojson-specification";
import localitiesCsv from "./data/AMTOVZ_CSV_WGS84.csv?raw";

/**
 * Open Swiss geodata for the maps (decision 146): the FSO's generalised boundaries of 2024 as TopoJSON
 * (`swiss-maps`, BSD) and swisstopo's official directory of localities (postcode, locality, commune,
 * WGS 84 point). Read once, on the first map drawn.
 */

/** The boundaries' edition: the last one whose communes carry their names (those of 2025 and 2026 do not). */
const EDITION = "2024";

export type LonLat = readonly [longitude: number, latitude: number];
/** West, south, east, north, in degrees. */
export type Bounds = readonly [west: number, south: number, east: number, north: number];

export type Commune = {
  /** The FSO's commune number (BFS-Nr). */
  readonly id: number;
  readonly name: string;
  /** Two-letter canton code (VS, VD, …). */
  readonly canton: string;
  readonly bounds: Bounds;
  /** The official point of its main locality: on land, inside the commune. */
  readonly centre: LonLat;
};

export type Locality = {
  readonly postalCode: string;
  readonly name: string;
  readonly communeId: number;
  readonly point: LonLat;
};

type Layer = "country" | "cantons" | "municipalities" | "lakes";
export type SwissTopology = Topology<Record<Layer, GeometryCollection>>;

export type SwissGeodata = {
  readonly topology: SwissTopology;
  readonly communes: ReadonlyMap<number, Commune>;
  /** Localities by postcode, the commune's own locality first. */
  readonly localitiesByPostcode: ReadonlyMap<string, readonly Locality[]>;
  /** The geometry of a commune or a lake, by its FSO number. */
  shape(layer: "municipalities" | "lakes", id: number): Feature<Polygon | MultiPolygon> | undefined;
  /** Whether a point lies inside a commune. */
  contains(communeId: number, point: LonLat): boolean;
  /** The lake a point lies in, if any. */
  lakeAt(point: LonLat): number | undefined;
};

let loaded: SwissGeodata | undefined;

export function swissGeodata(): SwissGeodata {
  loaded ??= loadGeodata();
  return loaded;
}

function loadGeodata(): SwissGeodata {
  const require = createRequire(import.meta.url);
  const topology = require(`swiss-maps/${EDITION}/ch-combined.json`) as SwissTopology;
  const localities = parseLocalities(localitiesCsv);

  const byPostcode = new Map<string, Locality[]>();
  const communeRows = new Map<number, { name: string; canton: string; points: Locality[] }>();
  for (const row of localities) {
    const list = byPostcode.get(row.locality.postalCode) ?? [];
    list.push(row.locality);
    byPostcode.set(row.locality.postalCode, list);
    const commune = communeRows.get(row.locality.communeId) ?? {
      name: row.communeName,
      canton: row.canton,
      points: [],
    };
    commune.points.push(row.locality);
    communeRows.set(row.locality.communeId, commune);
  }

  const geometries = new Map<string, GeometryObject>();
  for (const layer of ["municipalities", "lakes"] as const) {
    for (const geometry of topology.objects[layer].geometries) geometries.set(`${layer}:${geometry.id}`, geometry);
  }

  const shapes = new Map<string, Feature<Polygon | MultiPolygon>>();
  const communes = new Map<number, Commune>();
  for (const geometry of topology.objects.municipalities.geometries) {
    const id = Number(geometry.id);
    const rows = communeRows.get(id);
    if (!rows) continue;
    const shape = feature(topology, geometry) as Feature<Polygon | MultiPolygon>;
    shapes.set(`municipalities:${id}`, shape);
    const main = rows.points.find((point) => point.name === rows.name) ?? rows.points[0]!;
    communes.set(id, { id, name: rows.name, canton: rows.canton, bounds: planarBounds(shape), centre: main.point });
  }

  for (const list of byPostcode.values()) {
    list.sort(
      (a, b) => Number(communes.get(b.communeId)?.name === b.name) - Number(communes.get(a.communeId)?.name === a.name),
    );
  }

  return {
    topology,
    communes,
    localitiesByPostcode: byPostcode,
    shape(layer, id) {
      const key = `${layer}:${id}`;
      const cached = shapes.get(key);
      if (cached) return cached;
      const geometry = geometries.get(key);
      if (!geometry) return undefined;
      const shape = feature(topology, geometry) as Feature<Polygon | MultiPolygon>;
      shapes.set(key, shape);
      return shape;
    },
    contains(communeId, point) {
      const commune = communes.get(communeId);
      if (!commune || !inside(commune.bounds, point)) return false;
      const shape = this.shape("municipalities", communeId);
      return shape !== undefined && geoContains(shape, [point[0], point[1]]);
    },
    lakeAt(point) {
      for (const geometry of topology.objects.lakes.geometries) {
        const shape = this.shape("lakes", Number(geometry.id));
        if (shape && geoContains(shape, [point[0], point[1]])) return Number(geometry.id);
      }
      return undefined;
    },
  };
}

type LocalityRow = { locality: Locality; communeName: string; canton: string };

/**
 * swisstopo's CSV: `Ortschaftsname;PLZ;Zusatzziffer;Gemeindename;BFS-Nr;Kantonskürzel;E;N;Sprache;Validity`,
 * UTF-8 with a byte-order mark, CRLF. A locality split between communes has one row per commune.
 */
export function parseLocalities(csv: string): LocalityRow[] {
  const rows: LocalityRow[] = [];
  const lines = csv.replace(/^\uFEFF/, "").split(/\r?\n/);
  for (const line of lines.slice(1)) {
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

/** The rectangle of longitudes and latitudes around a shape (communes and lakes never cross a meridian ±180°). */
export function planarBounds(shape: Feature<Polygon | MultiPolygon>): Bounds {
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  const polygons = shape.geometry.type === "Polygon" ? [shape.geometry.coordinates] : shape.geometry.coordinates;
  for (const polygon of polygons) {
    for (const [longitude = 0, latitude = 0] of polygon[0] ?? []) {
      if (longitude < west) west = longitude;
      if (longitude > east) east = longitude;
      if (latitude < south) south = latitude;
      if (latitude > north) north = latitude;
    }
  }
  return [west, south, east, north];
}

export function inside([west, south, east, north]: Bounds, [longitude, latitude]: LonLat): boolean {
  return longitude >= west && longitude <= east && latitude >= south && latitude <= north;
}
