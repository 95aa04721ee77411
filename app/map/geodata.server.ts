import { createRequire } from "node:module";
import { group, least, mean } from "d3-array";
import { geoContains } from "d3-geo";
import { feature } from "topojson-client";
import type { Feature, MultiPolygon, Polygon } from "geojson";
import type { GeometryCollection, GeometryObject, Topology } from "topojson-specification";
import packedLocalities from "./data/localities.json";
import { unpackLocalities, type Locality, type LocalityRow, type LonLat, type PackedLocality } from "./localities";

/**
 * Open Swiss geodata for the maps (decision 145): the FSO's generalised boundaries of 2024 as TopoJSON
 * (`swiss-maps`, BSD) and swisstopo's official directory of localities (postcode, locality, commune,
 * WGS 84 point). Read once, on the first map drawn.
 */

/** The boundaries' edition: the last one whose communes carry their names (those of 2025 and 2026 do not). */
export const BOUNDARIES_EDITION = "2024";

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

type Layer = "country" | "cantons" | "districts" | "municipalities" | "lakes";
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
  const topology = require(`swiss-maps/${BOUNDARIES_EDITION}/ch-combined.json`) as SwissTopology;
  const localities = unpackLocalities(packedLocalities as unknown as PackedLocality[]);

  const geometries = new Map<string, GeometryObject>();
  for (const layer of ["municipalities", "lakes"] as const) {
    for (const geometry of topology.objects[layer].geometries) geometries.set(`${layer}:${geometry.id}`, geometry);
  }

  // A locality's part in a commune may be split in several rows, each a point somewhere in one piece of
  // it ('Monthey' has one in the town and one on the mountain by the French border): the one nearest
  // the middle of all the commune's locality points stands for it (villages gather where people live,
  // which the middle of the commune's area, often a mountainside, does not tell).
  const rowsByCommune = group(localities, (row) => row.locality.communeId);
  const shapes = new Map<string, Feature<Polygon | MultiPolygon>>();
  const communes = new Map<number, Commune>();
  const byPostcode = new Map<string, Locality[]>();
  for (const geometry of topology.objects.municipalities.geometries) {
    const id = Number(geometry.id);
    const rows = rowsByCommune.get(id);
    if (!rows?.length) continue;
    const shape = feature(topology, geometry) as Feature<Polygon | MultiPolygon>;
    shapes.set(`municipalities:${id}`, shape);
    const { communeName: name, canton } = rows[0]!;
    const middle: LonLat | undefined =
      rows.length > 1
        ? [mean(rows, (row) => row.locality.point[0])!, mean(rows, (row) => row.locality.point[1])!]
        : undefined;
    const nearest = (points: readonly LocalityRow[]) =>
      (middle && least(points, (row) => distance(row.locality.point, middle))) ?? points[0]!;
    const kept = [...group(rows, (row) => `${row.locality.postalCode} ${row.locality.name}`).values()].map(nearest);
    for (const row of kept) {
      const list = byPostcode.get(row.locality.postalCode) ?? [];
      list.push(row.locality);
      byPostcode.set(row.locality.postalCode, list);
    }
    const own = kept.filter((row) => row.locality.name === name);
    const centre = nearest(own.length > 0 ? own : kept).locality.point;
    communes.set(id, { id, name, canton, bounds: planarBounds(shape), centre });
  }

  // The commune's own locality first in its postcode ('Monthey' before 'Choëx').
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

function inside([west, south, east, north]: Bounds, [longitude, latitude]: LonLat): boolean {
  return longitude >= west && longitude <= east && latitude >= south && latitude <= north;
}

/** A distance good enough to compare points a few kilometres apart (degrees, longitude scaled to latitude). */
function distance([x1, y1]: LonLat, [x2, y2]: readonly [number, number]): number {
  return Math.hypot((x1 - x2) * Math.cos((y1 * Math.PI) / 180), y1 - y2);
}
