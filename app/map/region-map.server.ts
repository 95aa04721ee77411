import { geoMercator, geoPath, type GeoProjection } from "d3-geo";
import type { Feature, MultiPolygon, Polygon } from "geojson";
import { mesh } from "topojson-client";
import type { GeometryObject } from "topojson-specification";
import { inside, swissGeodata, type Bounds, type LonLat, type SwissGeodata } from "./geodata.server";

/**
 * A map of a region drawn on the server (decision 146): the communes' boundaries, the lakes, the canton
 * and country borders around a set of points, projected to a plain SVG coordinate space. Pure
 * geometry: names, links and texts are the caller's.
 */

export type MapPoint = {
  readonly communeId: number;
  readonly point: LonLat;
};

export type RegionOptions = {
  readonly width: number;
  readonly height: number;
  /** Inner margin in pixels around the points. */
  readonly margin?: number;
  /** The smallest span shown, in kilometres, so that one point still shows its surroundings. */
  readonly minimumSpanKm?: number;
};

export type ProjectedLake = { readonly id: number; readonly path: string; readonly anchor: readonly [number, number] };

export type RegionBase = {
  readonly width: number;
  readonly height: number;
  /** The communes' shared boundaries, one path. */
  readonly communeLines: string;
  /** Borders between cantons, one path. */
  readonly cantonLines: string;
  /** The country's border, one path. */
  readonly countryLine: string;
  readonly lakes: readonly ProjectedLake[];
  /** Communes whose outline lies at least partly in the frame. */
  readonly communeIds: readonly number[];
  readonly project: (point: LonLat) => readonly [number, number];
  /** The outline of one commune in this frame. */
  readonly outline: (communeId: number) => string;
};

const KM_PER_DEGREE_LATITUDE = 111.2;
const DIGITS = 1;

/** The frame around the points: their rectangle, widened to the smallest span and to the map's shape. */
export function frameAround(points: readonly LonLat[], options: RegionOptions): Bounds {
  const minimumSpanKm = options.minimumSpanKm ?? 8;
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const [longitude, latitude] of points) {
    west = Math.min(west, longitude);
    east = Math.max(east, longitude);
    south = Math.min(south, latitude);
    north = Math.max(north, latitude);
  }
  const middleLatitude = (south + north) / 2;
  const kmPerDegreeLongitude = KM_PER_DEGREE_LATITUDE * Math.cos((middleLatitude * Math.PI) / 180);
  let spanX = Math.max((east - west) * kmPerDegreeLongitude, minimumSpanKm);
  let spanY = Math.max((north - south) * KM_PER_DEGREE_LATITUDE, minimumSpanKm);
  const ratio = options.width / options.height;
  if (spanX / spanY < ratio) spanX = spanY * ratio;
  else spanY = spanX / ratio;
  const centreX = (west + east) / 2;
  const centreY = (south + north) / 2;
  const halfX = spanX / kmPerDegreeLongitude / 2;
  const halfY = spanY / KM_PER_DEGREE_LATITUDE / 2;
  return [centreX - halfX, centreY - halfY, centreX + halfX, centreY + halfY];
}

/** The base map of a frame: drawn once per frame and kept (see `regionBase`). */
export function drawRegionBase(
  frame: Bounds,
  options: RegionOptions,
  geodata: SwissGeodata = swissGeodata(),
): RegionBase {
  const { width, height } = options;
  const margin = options.margin ?? 12;
  const [west, south, east, north] = frame;
  const projection: GeoProjection = geoMercator()
    .precision(0)
    .fitExtent(
      [
        [margin, margin],
        [width - margin, height - margin],
      ],
      {
        type: "Feature",
        properties: {},
        geometry: {
          type: "MultiPoint",
          coordinates: [
            [west, south],
            [east, north],
          ],
        },
      },
    )
    .clipExtent([
      [0, 0],
      [width, height],
    ]);
  const path = geoPath(projection).digits(DIGITS);
  const { topology } = geodata;
  const seen = visibleBounds(projection, width, height);
  const communeIds = [...geodata.communes.values()]
    .filter((commune) => overlaps(commune.bounds, seen))
    .map((c) => c.id);
  const inFrame = new Set(communeIds);
  const isShown = (geometry: GeometryObject) => inFrame.has(Number(geometry.id));

  const communeLines =
    path(mesh(topology, topology.objects.municipalities, (a, b) => a !== b && (isShown(a) || isShown(b)))) ?? "";
  const cantonLines = path(mesh(topology, topology.objects.cantons, (a, b) => a !== b)) ?? "";
  const countryLine = path(mesh(topology, topology.objects.country)) ?? "";
  const lakes: ProjectedLake[] = [];
  for (const geometry of topology.objects.lakes.geometries) {
    const id = Number(geometry.id);
    const shape = geodata.shape("lakes", id);
    if (!shape) continue;
    const drawn = path(shape);
    if (!drawn) continue;
    lakes.push({ id, path: drawn, anchor: lakeAnchor(shape, projection, width, height) });
  }
  const outlines = new Map<number, string>();
  return {
    width,
    height,
    communeLines,
    cantonLines,
    countryLine,
    lakes,
    communeIds,
    project: (point) => {
      const [x = 0, y = 0] = projection([point[0], point[1]]) ?? [];
      return [round(x), round(y)];
    },
    outline: (communeId) => {
      const known = outlines.get(communeId);
      if (known !== undefined) return known;
      const shape = geodata.shape("municipalities", communeId);
      const drawn = (shape && path(shape)) ?? "";
      outlines.set(communeId, drawn);
      return drawn;
    },
  };
}

function visibleBounds(projection: GeoProjection, width: number, height: number): Bounds {
  const [west = 0, north = 0] = projection.invert?.([0, 0]) ?? [];
  const [east = 0, south = 0] = projection.invert?.([width, height]) ?? [];
  return [west, south, east, north];
}

function overlaps(a: Bounds, b: Bounds): boolean {
  return a[0] <= b[2] && a[2] >= b[0] && a[1] <= b[3] && a[3] >= b[1];
}

/** Where a lake's name goes: the middle of its part in the frame, nudged onto water. */
function lakeAnchor(
  shape: Feature<Polygon | MultiPolygon>,
  projection: GeoProjection,
  width: number,
  height: number,
): readonly [number, number] {
  const [[x0, y0], [x1, y1]] = geoPath(projection).bounds(shape);
  const x = (Math.max(0, x0) + Math.min(width, x1)) / 2;
  const y = (Math.max(0, y0) + Math.min(height, y1)) / 2;
  return [round(x), round(y)];
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

export { inside };
