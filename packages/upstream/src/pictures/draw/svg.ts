import type { Rng } from "../random";

/** Attribute values; undefined ones are left out. */
export type Attrs = Record<string, string | number | undefined>;

/** A number written with at most one decimal. */
export function n(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? "0" : String(rounded);
}

function attrText(attrs: Attrs): string {
  let out = "";
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined) continue;
    const text = typeof value === "number" ? n(value) : value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
    out += ` ${name}="${text}"`;
  }
  return out;
}

export function el(tag: string, attrs: Attrs = {}, children?: string): string {
  return children === undefined ? `<${tag}${attrText(attrs)}/>` : `<${tag}${attrText(attrs)}>${children}</${tag}>`;
}

/**
 * One shape. Its `opacity` is written as the opacity of its paint (`fill-opacity`, `stroke-opacity`): the
 * same picture for a shape alone, while an element's `opacity` makes the renderer (librsvg) draw it on a
 * layer of the whole picture's size and blend that layer back, about two thirds of a photo's drawing time.
 * A group's `opacity` stays one: its shapes overlap.
 */
function shape(tag: string, { opacity, ...attrs }: Attrs): string {
  return el(tag, opacity === undefined ? attrs : { ...attrs, "fill-opacity": opacity, "stroke-opacity": opacity });
}

export function rect(x: number, y: number, w: number, h: number, fill: string, extra: Attrs = {}): string {
  return shape("rect", { x, y, width: w, height: h, fill, ...extra });
}

export function circle(cx: number, cy: number, r: number, fill: string, extra: Attrs = {}): string {
  return shape("circle", { cx, cy, r, fill, ...extra });
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}): string {
  return shape("ellipse", { cx, cy, rx, ry, fill, ...extra });
}

export function line(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width = 1,
  extra: Attrs = {},
): string {
  return shape("line", { x1, y1, x2, y2, stroke, "stroke-width": width, ...extra });
}

export type Point = readonly [number, number];

export function poly(points: readonly Point[], fill: string, extra: Attrs = {}): string {
  return shape("polygon", { points: points.map(([x, y]) => `${n(x)},${n(y)}`).join(" "), fill, ...extra });
}

export function path(d: string, fill: string, extra: Attrs = {}): string {
  return shape("path", { d, fill, ...extra });
}

export function group(children: string, extra: Attrs = {}): string {
  return el("g", extra, children);
}

export type Stop = readonly [offset: number, color: string, opacity?: number];

/**
 * A drawing in progress: its size in user units, the random generator that varies it,
 * and the definitions (gradients, clip paths) its elements refer to.
 */
export class Canvas {
  private readonly defs: string[] = [];
  private counter = 0;

  constructor(
    readonly width: number,
    readonly height: number,
    readonly rng: Rng,
  ) {}

  uid(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }

  private stops(stops: readonly Stop[]): string {
    return stops
      .map(([offset, color, opacity]) =>
        el("stop", { offset: n(offset), "stop-color": color, "stop-opacity": opacity }),
      )
      .join("");
  }

  /** A linear gradient in object bounding-box units; returns `url(#id)`. */
  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.uid("lg");
    this.defs.push(el("linearGradient", { id, x1, y1, x2, y2 }, this.stops(stops)));
    return `url(#${id})`;
  }

  /** A radial gradient in object bounding-box units; returns `url(#id)`. */
  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.uid("rg");
    this.defs.push(el("radialGradient", { id, cx, cy, r }, this.stops(stops)));
    return `url(#${id})`;
  }

  /** A clip path made of the given shapes; returns `url(#id)`. */
  clip(shapes: string): string {
    const id = this.uid("cp");
    this.defs.push(el("clipPath", { id }, shapes));
    return `url(#${id})`;
  }

  /** The whole document, drawn at `outWidth` × `outHeight` pixels. */
  toSvg(body: string, outWidth = this.width, outHeight = this.height): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(outWidth)}" height="${Math.round(outHeight)}"` +
      ` viewBox="0 0 ${this.width} ${this.height}" preserveAspectRatio="xMidYMid slice">` +
      `<defs>${this.defs.join("")}</defs>${body}</svg>`
    );
  }
}
