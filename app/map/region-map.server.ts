import { geoMercator, geoPath, type GeoProjection } from "d3-geo";
import type { Feature, MultiPolygon, Polygon } from "geojson";
import { feature, mesh } from "topojson-client";
import type { GeometryObject } from "topojson-specification";
import { LRUCache } from "lru-cache";
import { BOUNDARIES_EDITION, swissGeodata, type Bounds, type SwissGeodata } from "./geodata.server";
import { frameOfBaseKey, signedBaseKey } from "./base-keys.server";
import type { LonLat } from "./localities";

/**
 * A map of a region drawn on the server (decision 145): the communes' boundaries, the lakes, the canton
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
  /** The commune to outline (a listing's map). */
  readonly focus?: number | undefined;
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
  /** Switzerland's area, filled as land (what lies outside is abroad). */
  readonly countryArea: string;
  readonly lakes: readonly ProjectedLake[];
  /** Communes whose outline lies at least partly in the frame. */
  readonly communeIds: readonly number[];
  readonly project: (point: LonLat) => readonly [number, number];
  /** The outline of the commune the map is about (a listing's), or "". */
  readonly focusOutline: string;
};

const KM_PER_DEGREE_LATITUDE = 111.2;
/** The smallest span a map shows, so that one point still shows its surroundings. */
const DEFAULT_SPAN_KM = 8;
/** Communes in a frame beyond which their boundaries give way to the districts'. */
const MAX_COMMUNES_DRAWN = 250;
/** Communes in a frame beyond which not even the districts' boundaries are drawn. */
const MAX_DISTRICTS_DRAWN = 1000;

type Span = {
  west: number;
  south: number;
  east: number;
  north: number;
  kmX: number;
  kmY: number;
  kmPerDegreeX: number;
};

/** The points' rectangle and its size in kilometres, at least the smallest span each way. */
function spanOf(points: readonly LonLat[], minimumSpanKm: number): Span {
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
  const kmPerDegreeX = KM_PER_DEGREE_LATITUDE * Math.cos((((south + north) / 2) * Math.PI) / 180);
  const kmX = Math.max((east - west) * kmPerDegreeX, minimumSpanKm);
  const kmY = Math.max((north - south) * KM_PER_DEGREE_LATITUDE, minimumSpanKm);
  return { west, south, east, north, kmX, kmY, kmPerDegreeX };
}

/** A map's height for its width that fits the points' shape: from half as high as wide to nine tenths. */
export function heightFor(points: readonly LonLat[], width: number, minimumSpanKm = DEFAULT_SPAN_KM): number {
  if (points.length === 0) return Math.round(width * 0.7);
  const { kmX, kmY } = spanOf(points, minimumSpanKm);
  return Math.round(width * Math.min(0.9, Math.max(0.5, kmY / kmX)));
}

/** The frame around the points: their rectangle, widened to the smallest span and to the map's shape. */
export function frameAround(points: readonly LonLat[], options: RegionOptions): Bounds {
  const span = spanOf(points, options.minimumSpanKm ?? DEFAULT_SPAN_KM);
  let { kmX, kmY } = span;
  const ratio = options.width / options.height;
  if (kmX / kmY < ratio) kmX = kmY * ratio;
  else kmY = kmX / ratio;
  const centreX = (span.west + span.east) / 2;
  const centreY = (span.south + span.north) / 2;
  const halfX = kmX / span.kmPerDegreeX / 2;
  const halfY = kmY / KM_PER_DEGREE_LATITUDE / 2;
  return [centreX - halfX, centreY - halfY, centreX + halfX, centreY + halfY];
}

/** The base map of a frame: drawn once per frame and kept (see `regionBase`). */
export function drawRegionBase(
  frame: Bounds,
  options: RegionOptions,
  geodata: SwissGeodata = swissGeodata(),
): RegionBase {
  const { width, height } = options;
  const margin = options.margin ?? 36;
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
  const { topology } = geodata;
  const seen = visibleBounds(projection, width, height);
  const communeIds = [...geodata.communes.values()]
    .filter((commune) => overlaps(commune.bounds, seen))
    .map((c) => c.id);
  // A wide region is drawn to the pixel: tenths of a pixel would only add weight.
  const path = geoPath(projection).digits(communeIds.length <= MAX_COMMUNES_DRAWN ? 1 : 0);
  const inFrame = new Set(communeIds);
  const isShown = (geometry: GeometryObject) => inFrame.has(Number(geometry.id));

  // Over a wide region the communes' boundaries would be a grey mesh and most of the page's weight:
  // the districts' stand in for them, and over a large part of the country the cantons' alone.
  const innerLines =
    communeIds.length <= MAX_COMMUNES_DRAWN
      ? mesh(topology, topology.objects.municipalities, (a, b) => a !== b && (isShown(a) || isShown(b)))
      : communeIds.length <= MAX_DISTRICTS_DRAWN
        ? mesh(topology, topology.objects.districts, (a, b) => a !== b)
        : undefined;
  const communeLines = (innerLines && path(innerLines)) ?? "";
  const cantonLines = path(mesh(topology, topology.objects.cantons, (a, b) => a !== b)) ?? "";
  const countryLine = path(mesh(topology, topology.objects.country)) ?? "";
  const countryArea = path(feature(topology, topology.objects.country)) ?? "";
  const lakes: ProjectedLake[] = [];
  for (const geometry of topology.objects.lakes.geometries) {
    const id = Number(geometry.id);
    const shape = geodata.shape("lakes", id);
    if (!shape) continue;
    const drawn = path(shape);
    if (!drawn) continue;
    lakes.push({ id, path: drawn, anchor: lakeAnchor(shape, projection, width, height) });
  }
  const focusShape = options.focus === undefined ? undefined : geodata.shape("municipalities", options.focus);
  const focusOutline = (focusShape && path(focusShape)) ?? "";
  // Points are placed by a projection of their own: the drawing one keeps the last shapes it cut.
  const pointProjection = geoMercator().scale(projection.scale()).translate(projection.translate());
  return {
    width,
    height,
    communeLines: flat(communeLines),
    cantonLines: flat(cantonLines),
    countryLine: flat(countryLine),
    countryArea: flat(countryArea),
    lakes: lakes.map((lake) => ({ ...lake, path: flat(lake.path) })),
    communeIds,
    focusOutline: flat(focusOutline),
    project: (point) => {
      const [x = 0, y = 0] = pointProjection([point[0], point[1]]) ?? [];
      return [round(x), round(y)];
    },
  };
}

/**
 * A path as one run of characters. d3 writes a path piece by piece, and the text it returns holds
 * every piece apart (about thirteen times the bytes of its characters); a copy holds one byte a character.
 */
function flat(path: string): string {
  return Buffer.from(path, "latin1").toString("latin1");
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

/** Bytes of the base maps kept drawn; past them, the least recently used give way. */
export const MAP_BASES_BYTES = 16 * 1024 * 1024;

/**
 * Base maps already drawn, by frame: lists and listings of the same communes share one. A frame is
 * rounded to about a hundred metres so that near-equal frames share theirs. Bounded by the bytes
 * of the paths they hold, whatever their number.
 */
const bases = basesCache(MAP_BASES_BYTES);

/** A cache of base maps bounded by `maxBytes` of what they hold (bytesOf), the least recently used giving way. */
export function basesCache(maxBytes: number): LRUCache<string, RegionBase> {
  return new LRUCache<string, RegionBase>({ maxSize: maxBytes, sizeCalculation: bytesOf });
}

/** What a base map holds in memory besides its paths and communes: its projection, its objects, its place in the cache. */
const BASE_OVERHEAD_BYTES = 16 * 1024;

/** What a base map holds in memory: its paths (one byte a character), its communes, and the rest. */
export function bytesOf(base: RegionBase): number {
  const paths = [base.communeLines, base.cantonLines, base.countryLine, base.countryArea, base.focusOutline];
  const lakes = base.lakes.reduce((sum, lake) => sum + lake.path.length + 64, 0);
  return paths.reduce((sum, path) => sum + path.length, 0) + lakes + base.communeIds.length * 8 + BASE_OVERHEAD_BYTES;
}

/** Bytes of the base maps kept drawn now. */
export function keptBasesBytes(): number {
  return bases.calculatedSize;
}

/** A base map and the key that names it in its address (`/carte/fond/{key}`). */
export type KeyedBase = { readonly key: string; readonly base: RegionBase };

export function baseFor(points: readonly LonLat[], options: RegionOptions): KeyedBase {
  const frame = frameAround(points.length > 0 ? points : [AGENCY_REGION], options);
  const name = frameKey(frame, options.width, options.height, options.focus);
  return { key: signedBaseKey(name), base: drawnBase(name)! };
}

/**
 * The base map a key names, drawn on first use; undefined for a key the site did not write (one
 * without the site's signature, see base-keys.server.ts) or out of bounds: the address of a base
 * map makes the server draw only what one of the site's pages shows.
 */
export function baseOfKey(key: string): RegionBase | undefined {
  const name = frameOfBaseKey(key);
  return name === undefined ? undefined : drawnBase(name);
}

function drawnBase(name: string): RegionBase | undefined {
  const known = bases.get(name);
  if (known) return known;
  const read = readFrameKey(name);
  if (!read) return undefined;
  const base = drawRegionBase(read.frame, { width: read.width, height: read.height, focus: read.focus });
  bases.set(name, base);
  return base;
}

/** The boundaries' edition in every key, so that a new edition never meets an old cached drawing. */
const KEY_PREFIX = `${BOUNDARIES_EDITION}-`;
const KEY_PATTERN = /^(\d{4})-(\d{3,4})x(\d{3,4})-(\d+\.\d{3})-(\d+\.\d{3})-(\d+\.\d{3})-(\d+\.\d{3})(?:-c(\d{1,4}))?$/;
/** Switzerland's rectangle, widened a little: no frame the site draws lies outside it. */
const SWISS_BOUNDS: Bounds = [5.5, 45.5, 11, 48.2];
const SIZES = { min: 200, max: 1600 };

/** The name of a frame: the edition, the size, the frame to a thousandth of a degree, the commune outlined. */
function frameKey(frame: Bounds, width: number, height: number, focus?: number): string {
  const outlined = focus === undefined ? "" : `-c${focus}`;
  return `${KEY_PREFIX}${width}x${height}-${frame.map((value) => value.toFixed(3)).join("-")}${outlined}`;
}

type FrameKey = { frame: Bounds; width: number; height: number; focus: number | undefined };

function readFrameKey(key: string): FrameKey | undefined {
  const match = KEY_PATTERN.exec(key);
  if (!match || `${match[1]}-` !== KEY_PREFIX) return undefined;
  const [width = 0, height = 0, west = 0, south = 0, east = 0, north = 0] = match.slice(2, 8).map(Number);
  const focus = match[8] === undefined ? undefined : Number(match[8]);
  const sized = (value: number) => value >= SIZES.min && value <= SIZES.max;
  const [minX, minY, maxX, maxY] = SWISS_BOUNDS;
  const within = west >= minX && east <= maxX && south >= minY && north <= maxY && west < east && south < north;
  const knownFocus = focus === undefined || swissGeodata().communes.has(focus);
  if (!sized(width) || !sized(height) || !within || !knownFocus) return undefined;
  return { frame: [west, south, east, north], width, height, focus };
}

/** Where a map with no point looks: the agency's region. */
const AGENCY_REGION: LonLat = [6.9, 46.35];
