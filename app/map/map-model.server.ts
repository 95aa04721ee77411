import { LRUCache } from "lru-cache";
import type { LonLat } from "./geodata.server";
import { drawRegionBase, frameAround, type RegionBase, type RegionOptions } from "./region-map.server";

/** A map as the page draws it: plain numbers and strings, ready for the SVG (decision 146). */

export type MapMark = {
  readonly x: number;
  readonly y: number;
  /** How many listings the mark stands for. */
  readonly count: number;
  readonly href: string;
  /** What a screen reader says of it, and the mark's tooltip. */
  readonly name: string;
  /** The language of `name` when it is not the page's (a listing titled only in French). */
  readonly nameLanguage?: string | undefined;
};

export type MapLabel = { readonly x: number; readonly y: number; readonly text: string };

export type MapModel = {
  readonly width: number;
  readonly height: number;
  readonly title: string;
  readonly description: string;
  /** Where the base map comes from. */
  readonly source: string;
  readonly communeLines: string;
  readonly cantonLines: string;
  readonly countryLine: string;
  readonly lakes: readonly { readonly path: string; readonly label?: MapLabel | undefined }[];
  /** An outlined commune (a listing's), with its name. */
  readonly focus?: { readonly path: string } | undefined;
  readonly labels: readonly MapLabel[];
  readonly marks: readonly MapMark[];
};

/**
 * Base maps already drawn, by frame: lists and listings of the same communes share one. A frame is
 * rounded to about a hundred metres so that near-equal frames share theirs.
 */
const bases = new LRUCache<string, RegionBase>({ max: 200 });

export function baseFor(points: readonly LonLat[], options: RegionOptions): RegionBase {
  const frame = frameAround(points.length > 0 ? points : [SWITZERLAND_CENTRE], options).map(
    (value) => Math.round(value * 1000) / 1000,
  ) as unknown as readonly [number, number, number, number];
  const key = `${options.width}x${options.height}:${options.minimumSpanKm ?? ""}:${frame.join(",")}`;
  const known = bases.get(key);
  if (known) return known;
  const base = drawRegionBase(frame, options);
  bases.set(key, base);
  return base;
}

/** Where a map with no point looks: the agency's region. */
const SWITZERLAND_CENTRE: LonLat = [6.9, 46.35];
