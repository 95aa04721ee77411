/**
 * Building and furnishing parts: windows, doors, railings, cars, pot plants.
 */
import { c, darken, hex, hsl, lighten, vary, type Hsl } from "./color";
import { type Canvas, circle, ellipse, group, line, n, path, poly, rect, type Point } from "./svg";

export type WindowStyle = {
  frame: string;
  shutters?: Hsl;
  flowers?: boolean;
  /** Two sashes (a vertical bar) and a transom. */
  mullions?: boolean;
  lit?: boolean;
};

export function glassFill(cv: Canvas, lit = false): string {
  return lit
    ? cv.linear([
        [0, "#ffe7a8"],
        [1, "#f0b865"],
      ])
    : cv.linear(
        [
          [0, c(205, 45, 78)],
          [0.55, c(208, 38, 58)],
          [1, c(214, 35, 42)],
        ],
        0,
        0,
        0.3,
        1,
      );
}

export function drawWindow(cv: Canvas, x: number, y: number, w: number, h: number, style: WindowStyle): string {
  const f = Math.max(2, w * 0.08);
  let out = "";
  if (style.shutters) {
    const sc = hex(style.shutters);
    const dark = hex(darken(style.shutters, 10));
    for (const sx of [x - w * 0.5 - f * 0.3, x + w + f * 0.3]) {
      out += rect(sx, y - f * 0.2, w * 0.5, h + f * 0.4, sc);
      for (let ly = y + h * 0.08; ly < y + h; ly += Math.max(3, h * 0.09)) {
        out += line(sx + 2, ly, sx + w * 0.5 - 2, ly, dark, Math.max(0.8, h * 0.015));
      }
    }
  }
  out += rect(x - f * 0.5, y - f * 0.5, w + f, h + f, style.frame);
  out += rect(x + f * 0.5, y + f * 0.5, w - f, h - f, glassFill(cv, style.lit));
  out += poly(
    [
      [x + f * 0.5, y + h * 0.55],
      [x + w * 0.55, y + f * 0.5],
      [x + w * 0.75, y + f * 0.5],
      [x + f * 0.5, y + h * 0.85],
    ],
    "#ffffff",
    { opacity: 0.22 },
  );
  if (style.mullions !== false) {
    out += rect(x + w / 2 - f * 0.3, y, f * 0.6, h, style.frame);
    if (h > w * 1.2) out += rect(x, y + h * 0.32, w, f * 0.5, style.frame);
  }
  out += rect(x - f, y + h + f * 0.4, w + f * 2, f * 0.8, hex(darken(hsl(40, 10, 80), 5)));
  if (style.flowers) {
    out += rect(x - f * 0.4, y + h + f * 0.9, w + f * 0.8, f * 2.2, c(25, 40, 30));
    const count = Math.max(4, Math.round(w / 7));
    for (let i = 0; i < count; i += 1) {
      const fx = x + (w * (i + 0.5)) / count;
      out += circle(fx, y + h + f * 0.7, f * 0.9, c(120, 35, 32));
      out += circle(
        fx + cv.rng.float(-1, 1),
        y + h + f * 0.2,
        f * 0.75,
        cv.rng.pick([c(355, 75, 50), c(340, 65, 58), c(5, 80, 55)]),
      );
    }
  }
  return out;
}

export function drawDoor(cv: Canvas, x: number, y: number, w: number, h: number, colour: Hsl, canopy = true): string {
  let out = rect(x - 3, y - 3, w + 6, h + 3, c(40, 10, 90));
  out += rect(x, y, w, h, hex(colour));
  out += rect(x + w * 0.2, y + h * 0.1, w * 0.6, h * 0.35, glassFill(cv), { opacity: 0.85 });
  out += rect(x + w * 0.2, y + h * 0.55, w * 0.6, h * 0.3, hex(darken(colour, 6)));
  out += circle(x + w * 0.82, y + h * 0.55, Math.max(1.5, w * 0.05), "#d8c27a");
  if (canopy) {
    out += poly(
      [
        [x - w * 0.25, y - 6],
        [x + w * 1.25, y - 6],
        [x + w * 1.1, y - 16],
        [x - w * 0.1, y - 16],
      ],
      c(210, 8, 30),
    );
  }
  out += rect(x - w * 0.2, y + h, w * 1.4, 5, c(30, 8, 70));
  return out;
}

/** A balcony slab with a railing of the given kind. */
export function drawBalcony(
  x: number,
  y: number,
  w: number,
  h: number,
  kind: "glass" | "bars" | "solid",
  colour: Hsl,
): string {
  let out = rect(x, y + h, w, Math.max(3, h * 0.14), c(40, 8, 82));
  out += rect(x, y + h + Math.max(3, h * 0.14), w, 2, "#000000", { opacity: 0.15 });
  if (kind === "glass") {
    out += rect(x, y, w, h, c(195, 40, 85), { opacity: 0.45 });
    out += rect(x, y - 1.5, w, 3, c(210, 8, 55));
  } else if (kind === "bars") {
    out += rect(x, y - 1.5, w, 3, hex(colour));
    for (let bx = x + 2; bx < x + w; bx += 6) out += rect(bx, y, 1.6, h, hex(colour));
  } else {
    out += rect(x, y, w, h, hex(colour));
    out += rect(x, y, w, h * 0.18, hex(lighten(colour, 6)));
  }
  return out;
}

export type CarStyle = { colour: Hsl; facing: 1 | -1 };

/** A car seen from the side, wheels on baseY. */
export function drawCar(cv: Canvas, x: number, baseY: number, length: number, style?: CarStyle): string {
  const colour =
    style?.colour ??
    vary(
      cv.rng,
      cv.rng.pick([
        hsl(0, 65, 42),
        hsl(210, 55, 38),
        hsl(0, 0, 92),
        hsl(210, 8, 30),
        hsl(200, 12, 62),
        hsl(150, 25, 30),
      ]),
      4,
      4,
      4,
    );
  const l = length;
  const h = l * 0.28;
  const body = hex(colour);
  const wheelR = l * 0.1;
  const top = baseY - wheelR - h;
  let out = ellipse(x + l / 2, baseY + 2, l * 0.52, l * 0.035, "#000000", { opacity: 0.2 });
  out += path(
    `M${n(x)} ${n(baseY - wheelR)} L${n(x)} ${n(top + h * 0.45)} Q${n(x + l * 0.02)} ${n(top + h * 0.32)} ${n(x + l * 0.12)} ${n(
      top + h * 0.3,
    )} L${n(x + l * 0.27)} ${n(top + h * 0.28)} L${n(x + l * 0.38)} ${n(top - h * 0.35)} L${n(x + l * 0.74)} ${n(top - h * 0.35)} L${n(
      x + l * 0.86,
    )} ${n(top + h * 0.25)} Q${n(x + l)} ${n(top + h * 0.32)} ${n(x + l)} ${n(top + h * 0.6)} L${n(x + l)} ${n(baseY - wheelR)} Z`,
    body,
  );
  out += path(
    `M${n(x + l * 0.31)} ${n(top + h * 0.25)} L${n(x + l * 0.4)} ${n(top - h * 0.25)} L${n(x + l * 0.55)} ${n(top - h * 0.25)} L${n(
      x + l * 0.55,
    )} ${n(top + h * 0.25)} Z`,
    c(205, 30, 70),
  );
  out += path(
    `M${n(x + l * 0.58)} ${n(top + h * 0.25)} L${n(x + l * 0.58)} ${n(top - h * 0.25)} L${n(x + l * 0.72)} ${n(top - h * 0.25)} L${n(
      x + l * 0.81,
    )} ${n(top + h * 0.25)} Z`,
    c(205, 30, 65),
  );
  out += rect(x + l * 0.02, top + h * 0.55, l * 0.96, h * 0.08, hex(lighten(colour, 12)), { opacity: 0.6 });
  out += rect(x + l * 0.005, top + h * 0.42, l * 0.04, h * 0.14, "#ffe9a3");
  out += rect(x + l * 0.955, top + h * 0.42, l * 0.04, h * 0.14, "#d9432f");
  for (const wx of [x + l * 0.2, x + l * 0.8]) {
    out += circle(wx, baseY - wheelR, wheelR, c(0, 0, 14));
    out += circle(wx, baseY - wheelR, wheelR * 0.55, c(0, 0, 70));
    out += circle(wx, baseY - wheelR, wheelR * 0.2, c(0, 0, 45));
  }
  if (style?.facing === -1) {
    return group(out, { transform: `translate(${n(2 * x + l)} 0) scale(-1 1)` });
  }
  return out;
}

/** A car seen from behind, centred on x, wheels on baseY. */
export function drawCarRear(cv: Canvas, x: number, baseY: number, width: number, colour?: Hsl): string {
  const col =
    colour ??
    vary(
      cv.rng,
      cv.rng.pick([hsl(0, 60, 40), hsl(215, 50, 35), hsl(0, 0, 90), hsl(0, 0, 20), hsl(200, 10, 60)]),
      4,
      4,
      4,
    );
  const w = width;
  const h = w * 0.62;
  let out = ellipse(x, baseY, w * 0.56, w * 0.06, "#000000", { opacity: 0.3 });
  out += rect(x - w * 0.44, baseY - h * 0.22, w * 0.16, h * 0.22, c(0, 0, 12), { rx: 3 });
  out += rect(x + w * 0.28, baseY - h * 0.22, w * 0.16, h * 0.22, c(0, 0, 12), { rx: 3 });
  out += path(
    `M${n(x - w / 2)} ${n(baseY - h * 0.15)} L${n(x - w / 2)} ${n(baseY - h * 0.55)} L${n(x - w * 0.36)} ${n(baseY - h)} L${n(
      x + w * 0.36,
    )} ${n(baseY - h)} L${n(x + w / 2)} ${n(baseY - h * 0.55)} L${n(x + w / 2)} ${n(baseY - h * 0.15)} Z`,
    hex(col),
  );
  out += poly(
    [
      [x - w * 0.38, baseY - h * 0.6],
      [x - w * 0.3, baseY - h * 0.92],
      [x + w * 0.3, baseY - h * 0.92],
      [x + w * 0.38, baseY - h * 0.6],
    ],
    c(210, 25, 28),
  );
  out += rect(x - w * 0.47, baseY - h * 0.5, w * 0.18, h * 0.1, "#d63a2a", { rx: 2 });
  out += rect(x + w * 0.29, baseY - h * 0.5, w * 0.18, h * 0.1, "#d63a2a", { rx: 2 });
  out += rect(x - w * 0.12, baseY - h * 0.4, w * 0.24, h * 0.1, "#f4f4f0");
  out += rect(x - w * 0.5, baseY - h * 0.26, w, h * 0.1, hex(darken(col, 10)));
  return out;
}

/** A pot plant with long leaves, standing at (x, baseY). */
export function drawPlant(cv: Canvas, x: number, baseY: number, size: number, potColour?: Hsl): string {
  const pot = hex(potColour ?? cv.rng.pick([hsl(18, 50, 52), hsl(40, 10, 90), hsl(210, 10, 30), hsl(35, 30, 70)]));
  const green = vary(cv.rng, hsl(125, 35, 35));
  let leaves = "";
  const count = cv.rng.int(7, 11);
  for (let i = 0; i < count; i += 1) {
    const angle = -80 + (160 * i) / (count - 1) + cv.rng.float(-8, 8);
    const len = size * cv.rng.float(0.45, 0.75);
    const cy = baseY - size * 0.35;
    leaves += group(ellipse(x, cy - len / 2, size * 0.09, len / 2, hex(i % 2 ? green : lighten(green, 8))), {
      transform: `rotate(${n(angle)} ${n(x)} ${n(cy)})`,
    });
  }
  return (
    leaves +
    poly(
      [
        [x - size * 0.2, baseY - size * 0.38],
        [x + size * 0.2, baseY - size * 0.38],
        [x + size * 0.15, baseY],
        [x - size * 0.15, baseY],
      ],
      pot,
    ) +
    rect(x - size * 0.22, baseY - size * 0.42, size * 0.44, size * 0.06, pot)
  );
}

/** Rounded shrub in a planter box. */
export function drawShrubPot(cv: Canvas, x: number, baseY: number, size: number): string {
  const green = vary(cv.rng, hsl(115, 32, 36));
  return (
    circle(x, baseY - size * 0.75, size * 0.42, hex(green)) +
    circle(x - size * 0.12, baseY - size * 0.88, size * 0.16, hex(lighten(green, 10)), { opacity: 0.6 }) +
    rect(x - size * 0.3, baseY - size * 0.4, size * 0.6, size * 0.4, c(210, 6, 35))
  );
}

/** A framed abstract picture. */
export function drawArtwork(cv: Canvas, x: number, y: number, w: number, h: number, palette: readonly Hsl[]): string {
  const frame = cv.rng.pick(["#2f2a26", "#c9a86a", "#f3efe6"]);
  let out = rect(x - 4, y - 4, w + 8, h + 8, frame);
  out += rect(x, y, w, h, c(40, 30, 94));
  const inner = cv.clip(rect(x, y, w, h, "#000"));
  let shapes = "";
  const kind = cv.rng.int(0, 2);
  if (kind === 0) {
    for (let i = 0; i < 4; i += 1) {
      shapes += circle(
        x + cv.rng.float(0, w),
        y + cv.rng.float(0, h),
        cv.rng.float(w * 0.15, w * 0.4),
        hex(cv.rng.pick(palette)),
        {
          opacity: 0.85,
        },
      );
    }
  } else if (kind === 1) {
    shapes += rect(x, y + h * 0.6, w, h * 0.4, hex(cv.rng.pick(palette)));
    shapes += poly(
      [
        [x, y + h * 0.65],
        [x + w * 0.35, y + h * 0.25],
        [x + w * 0.6, y + h * 0.5],
        [x + w * 0.8, y + h * 0.3],
        [x + w, y + h * 0.6],
        [x + w, y + h],
        [x, y + h],
      ],
      hex(darken(cv.rng.pick(palette), 10)),
    );
    shapes += circle(x + w * 0.75, y + h * 0.2, w * 0.08, c(40, 80, 65));
  } else {
    for (let i = 0; i < 5; i += 1) {
      shapes += rect(x + (w * i) / 5, y + cv.rng.float(0, h * 0.5), w / 5 - 2, h, hex(cv.rng.pick(palette)), {
        opacity: 0.8,
      });
    }
  }
  out += group(shapes, { "clip-path": inner });
  return out;
}

/** A pendant lamp hanging from y0 to y1. */
export function drawPendant(x: number, y0: number, y1: number, size: number, colour: Hsl): string {
  return (
    line(x, y0, x, y1, "#333333", 1.2) +
    path(
      `M${n(x - size)} ${n(y1 + size * 0.7)} Q${n(x)} ${n(y1 - size * 0.6)} ${n(x + size)} ${n(y1 + size * 0.7)} Z`,
      hex(colour),
    ) +
    ellipse(x, y1 + size * 0.72, size * 0.55, size * 0.15, "#fff4cc")
  );
}

/** A table lamp standing on y. */
export function drawTableLamp(x: number, y: number, size: number, shade: Hsl): string {
  return (
    rect(x - size * 0.05, y - size * 0.6, size * 0.1, size * 0.6, "#8a7a66") +
    ellipse(x, y - size * 0.02, size * 0.22, size * 0.05, "#6f6152") +
    poly(
      [
        [x - size * 0.22, y - size * 0.6],
        [x + size * 0.22, y - size * 0.6],
        [x + size * 0.32, y - size * 0.15],
        [x - size * 0.32, y - size * 0.15],
      ],
      hex(shade),
    ) +
    ellipse(x, y - size * 0.1, size * 0.4, size * 0.12, "#fff1c0", { opacity: 0.35 })
  );
}

/** Row of books of random heights, standing on y, between x0 and x1. */
export function drawBooks(
  cv: Canvas,
  x0: number,
  x1: number,
  y: number,
  height: number,
  palette: readonly Hsl[],
): string {
  let out = "";
  let x = x0;
  while (x < x1 - 3) {
    const w = Math.min(x1 - x, cv.rng.float(height * 0.12, height * 0.25));
    const h = height * cv.rng.float(0.7, 1);
    if (cv.rng.chance(0.12)) {
      out += poly(
        [
          [x, y],
          [x + w, y],
          [x + w + h * 0.3, y - h * 0.95],
          [x + h * 0.3, y - h * 0.95],
        ],
        hex(cv.rng.pick(palette)),
      );
      x += w + h * 0.3;
    } else {
      out += rect(x, y - h, w, h, hex(vary(cv.rng, cv.rng.pick(palette), 6, 6, 6)));
      x += w + 0.6;
    }
  }
  return out;
}

export type Perspective = { vx: number; vy: number };

/** The point on the line from the vanishing point through p, at height y. */
export function toward(p: Perspective, point: Point, y: number): Point {
  const t = (y - p.vy) / (point[1] - p.vy);
  return [p.vx + (point[0] - p.vx) * t, y];
}
