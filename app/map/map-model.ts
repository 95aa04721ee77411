/** A map as the page draws it: plain numbers and strings, ready for the SVG (decision 145). */

export type MapMark = {
  readonly x: number;
  readonly y: number;
  /** How many listings the mark stands for. */
  readonly count: number;
  /** Where it leads; a mark without one only shows a place. */
  readonly href?: string;
  /** What a screen reader says of it, and the mark's tooltip. */
  readonly name: string;
  /** The language of `name` when it is not the page's (a listing titled only in French). */
  readonly nameLanguage?: string | undefined;
};

export type MapLabel = {
  readonly x: number;
  readonly y: number;
  readonly text: string;
  /** Where the text stands from its point: after it, or centred on it (the default). */
  readonly anchor?: "start" | "middle";
};

export type MapModel = {
  readonly width: number;
  readonly height: number;
  readonly title: string;
  readonly description: string;
  /** Where the base map comes from. */
  readonly source: string;
  /** The base map's key: an SVG drawn once per frame at `mapBaseHref(key)`, shared by every page that shows it. */
  readonly baseKey: string;
  readonly lakeLabels: readonly MapLabel[];
  readonly labels: readonly MapLabel[];
  readonly marks: readonly MapMark[];
};

/** A single listing's dot, and a group's growing with the square root of its count. */
export function markRadius(count: number): number {
  return count <= 1 ? 7 : Math.min(22, 9 + 2.5 * Math.sqrt(count));
}

/** The address of a base map (routes/map-base.ts). */
export function mapBaseHref(key: string): string {
  return `/carte/fond/${key}`;
}
