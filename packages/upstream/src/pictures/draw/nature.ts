/**
 * Landscape pieces shared by the pictures: sky, sun, clouds, mountains with snow,
 * the lake, trees, meadows and vineyard terraces.
 */
import { c, darken, hex, hsl, lighten, mix, vary, type Hsl } from "./color";
import { type Canvas, circle, ellipse, group, line, n, path, poly, rect, type Point } from "./svg";

export type SkyMood = "day" | "morning" | "golden" | "summer" | "winter";

export type Sky = { mood: SkyMood; top: Hsl; bottom: Hsl; sunny: boolean };

export function pickSky(cv: Canvas, moods: readonly SkyMood[] = ["day", "morning", "golden", "summer"]): Sky {
  const mood = cv.rng.pick(moods);
  const r = cv.rng;
  switch (mood) {
    case "morning":
      return { mood, top: vary(r, hsl(208, 50, 64)), bottom: vary(r, hsl(32, 70, 88)), sunny: true };
    case "golden":
      return { mood, top: vary(r, hsl(218, 42, 52)), bottom: vary(r, hsl(28, 82, 76)), sunny: true };
    case "summer":
      return { mood, top: vary(r, hsl(202, 72, 50)), bottom: vary(r, hsl(192, 55, 86)), sunny: r.chance(0.6) };
    case "winter":
      return { mood, top: vary(r, hsl(210, 32, 68)), bottom: vary(r, hsl(205, 25, 92)), sunny: r.chance(0.4) };
    default:
      return { mood, top: vary(r, hsl(206, 62, 56)), bottom: vary(r, hsl(198, 55, 88)), sunny: r.chance(0.5) };
  }
}

/** Sky gradient over [0, horizon], with an optional sun and a few clouds. */
export function drawSky(cv: Canvas, sky: Sky, horizon: number, x = 0, width = cv.width): string {
  const fill = cv.linear([
    [0, hex(sky.top)],
    [1, hex(sky.bottom)],
  ]);
  let out = rect(x, 0, width, horizon + 2, fill);
  if (sky.sunny) {
    const sx = x + cv.rng.float(0.12, 0.88) * width;
    const sy = cv.rng.float(0.18, 0.5) * horizon;
    const r = Math.max(12, width * cv.rng.float(0.028, 0.045));
    const warm = sky.mood === "golden" || sky.mood === "morning";
    const glow = cv.radial([
      [0, warm ? "#fff1c9" : "#fffbe8", 0.9],
      [1, warm ? "#ffd08a" : "#ffffff", 0],
    ]);
    out += circle(sx, sy, r * 3.2, glow);
    out += circle(sx, sy, r, warm ? "#fff0c2" : "#fffdf2");
  }
  const clouds = cv.rng.int(1, 4);
  for (let i = 0; i < clouds; i += 1) {
    out += drawCloud(
      cv,
      x + cv.rng.float(0.05, 0.95) * width,
      cv.rng.float(0.12, 0.55) * horizon,
      Math.min(width, horizon * 1.6) * cv.rng.float(0.06, 0.12),
    );
  }
  return out;
}

function drawCloud(cv: Canvas, cx: number, cy: number, size: number): string {
  const r = cv.rng;
  let puffs = "";
  const count = r.int(3, 5);
  for (let i = 0; i < count; i += 1) {
    const px = cx + (i - (count - 1) / 2) * size * 0.55 + r.float(-size * 0.1, size * 0.1);
    const py = cy - r.float(0, size * 0.35);
    puffs += circle(px, py, size * r.float(0.32, 0.5), "#ffffff");
  }
  puffs += ellipse(cx, cy + size * 0.12, size * (count * 0.3 + 0.2), size * 0.22, "#ffffff");
  return group(puffs, { opacity: r.float(0.72, 0.92) });
}

export type Ridge = { points: Point[]; peaks: { x: number; y: number }[] };

/** A mountain ridge between x0 and x1 whose peaks rise above baseY up to the given heights. */
export function makeRidge(
  cv: Canvas,
  x0: number,
  x1: number,
  baseY: number,
  minHeight: number,
  maxHeight: number,
  peakCount: number,
  jag = 4,
  taper = false,
): Ridge {
  const r = cv.rng;
  const width = x1 - x0;
  const peaks: { x: number; h: number; slopeL: number; slopeR: number }[] = [];
  for (let i = 0; i < peakCount; i += 1) {
    const slot = width / peakCount;
    peaks.push({
      x: x0 + slot * (i + r.float(0.15, 0.85)),
      h: r.float(minHeight, maxHeight),
      slopeL: r.float(0.45, 1.1),
      slopeR: r.float(0.45, 1.1),
    });
  }
  const step = Math.max(4, width / 140);
  const points: Point[] = [];
  let wobble = 0;
  for (let x = x0; x <= x1 + 0.01; x += step) {
    let h = minHeight * 0.25;
    for (const p of peaks) {
      const slope = x < p.x ? p.slopeL : p.slopeR;
      h = Math.max(h, p.h - Math.abs(x - p.x) * slope);
    }
    wobble = wobble * 0.6 + r.float(-jag, jag);
    if (taper) {
      // Let a partial range slope down to the plain at both ends instead of ending in a cliff.
      const edge = Math.min(x - x0, x1 - x) / (width * 0.18);
      const k = Math.max(0, Math.min(1, edge));
      h *= k * k * (3 - 2 * k);
    }
    points.push([x, baseY - Math.max(0, h) + wobble * (taper ? Math.min(1, h / 10) : 1)]);
  }
  return {
    points,
    peaks: peaks.map((p) => ({ x: p.x, y: baseY - p.h })),
  };
}

/** A mountain range: body, shaded faces, snow caps above snowLine (null for none). */
export function drawMountains(
  cv: Canvas,
  ridge: Ridge,
  baseY: number,
  colour: Hsl,
  snowLine: number | null,
  snowColour = "#f7f9fc",
): string {
  const { points } = ridge;
  const first = points[0] as Point;
  const last = points[points.length - 1] as Point;
  const body: Point[] = [[first[0], baseY + 2], ...points, [last[0], baseY + 2]];
  const fill = cv.linear([
    [0, hex(lighten(colour, 6))],
    [1, hex(darken(colour, 4))],
  ]);
  let out = poly(body, fill);
  const clip = cv.clip(poly(body, "#000"));
  let inner = "";
  // Shaded faces on the right of each peak.
  for (const peak of ridge.peaks) {
    const drop = (baseY - peak.y) * cv.rng.float(0.6, 1.2);
    inner += poly(
      [
        [peak.x, peak.y - 2],
        [peak.x + drop * 1.2, baseY + 2],
        [peak.x + drop * cv.rng.float(0.15, 0.45), baseY + 2],
      ],
      hex(darken(colour, 9)),
      { opacity: 0.55 },
    );
  }
  if (snowLine !== null) {
    const lower: Point[] = [];
    let zig = 0;
    for (let i = points.length - 1; i >= 0; i -= 1) {
      const [x, y] = points[i] as Point;
      zig = i % 2 === 0 ? cv.rng.float(4, 16) : cv.rng.float(-6, 2);
      lower.push([x, Math.max(y, snowLine + zig)]);
    }
    inner += poly([...points, ...lower], snowColour);
    for (const peak of ridge.peaks) {
      if (peak.y > snowLine) continue;
      const drop = (snowLine - peak.y) * 1.4;
      inner += poly(
        [
          [peak.x, peak.y],
          [peak.x + drop, snowLine + 14],
          [peak.x + drop * 0.25, snowLine + 18],
        ],
        "#c9d6e6",
        { opacity: 0.6 },
      );
    }
  }
  out += group(inner, { "clip-path": clip });
  return out;
}

/** The lake from `top` to `bottom`, with shimmer and optional mirrored ridge. */
export function drawLake(
  cv: Canvas,
  top: number,
  bottom: number,
  tint: Hsl,
  reflection?: { ridge: Ridge; baseY: number; colour: Hsl },
  x = 0,
  width = cv.width,
): string {
  const fill = cv.linear([
    [0, hex(lighten(tint, 18))],
    [0.35, hex(tint)],
    [1, hex(darken(tint, 14))],
  ]);
  let out = rect(x, top, width, bottom - top, fill);
  if (reflection) {
    const { ridge, baseY, colour } = reflection;
    const first = ridge.points[0] as Point;
    const last = ridge.points[ridge.points.length - 1] as Point;
    const mirrored: Point[] = [
      [first[0], top],
      ...ridge.points.map(([px, py]): Point => [px, top + (baseY - py) * 0.55]),
      [last[0], top],
    ];
    const clip = cv.clip(rect(x, top, width, bottom - top, "#000"));
    out += group(poly(mirrored, hex(colour), { opacity: 0.22 }), { "clip-path": clip });
  }
  const shimmer = cv.rng.int(18, 30);
  for (let i = 0; i < shimmer; i += 1) {
    const t = cv.rng.next();
    const y = top + 3 + t * t * (bottom - top - 6);
    const len = (12 + t * 60) * cv.rng.float(0.5, 1.5);
    const lx = x + cv.rng.float(0, width - len);
    out += line(lx, y, lx + len, y, "#ffffff", 1 + t * 1.6, {
      opacity: 0.25 + 0.2 * (1 - t),
      "stroke-linecap": "round",
    });
  }
  return out;
}

export function drawSailboat(cv: Canvas, x: number, waterY: number, size: number): string {
  const hull = c(cv.rng.pick([0, 210, 30]), cv.rng.pick([0, 40]), cv.rng.pick([95, 30, 45]));
  const sail = cv.rng.pick(["#fffdf6", "#fff4e0", "#f6f0ff"]);
  return group(
    poly(
      [
        [x - size * 0.55, waterY - size * 0.12],
        [x + size * 0.6, waterY - size * 0.12],
        [x + size * 0.42, waterY],
        [x - size * 0.4, waterY],
      ],
      hull,
    ) +
      line(x, waterY - size * 0.12, x, waterY - size * 1.45, "#5b5048", Math.max(1, size * 0.04)) +
      poly(
        [
          [x + size * 0.04, waterY - size * 1.4],
          [x + size * 0.55, waterY - size * 0.2],
          [x + size * 0.04, waterY - size * 0.2],
        ],
        sail,
      ) +
      poly(
        [
          [x - size * 0.04, waterY - size * 1.15],
          [x - size * 0.04, waterY - size * 0.22],
          [x - size * 0.42, waterY - size * 0.22],
        ],
        sail,
        { opacity: 0.9 },
      ),
  );
}

/** A Belle Époque paddle steamer, seen from the side (white hull, two decks, one funnel). */
export function drawSteamer(x: number, waterY: number, size: number): string {
  const w = size * 3;
  return group(
    path(
      `M${n(x)} ${n(waterY - size * 0.3)} L${n(x + w)} ${n(waterY - size * 0.3)} L${n(x + w * 0.94)} ${n(waterY)} L${n(
        x + w * 0.05,
      )} ${n(waterY)} Z`,
      "#fbfbf7",
    ) +
      rect(x, waterY - size * 0.34, w, size * 0.06, "#3d5a80") +
      rect(x + w * 0.15, waterY - size * 0.62, w * 0.68, size * 0.3, "#f3f1ea") +
      rect(x + w * 0.18, waterY - size * 0.55, w * 0.62, size * 0.08, "#8fb3cf", { opacity: 0.8 }) +
      rect(x + w * 0.25, waterY - size * 0.8, w * 0.42, size * 0.18, "#f7f5ee") +
      rect(x + w * 0.47, waterY - size * 1.1, size * 0.16, size * 0.32, "#d9a441") +
      rect(x + w * 0.47, waterY - size * 1.12, size * 0.16, size * 0.06, "#2f2f2f") +
      line(x + w * 0.1, waterY - size * 0.6, x + w * 0.1, waterY - size * 1.05, "#6b6b6b", size * 0.03) +
      line(x + w * 0.9, waterY - size * 0.55, x + w * 0.9, waterY - size * 0.95, "#6b6b6b", size * 0.03),
  );
}

export type Season = "summer" | "autumn" | "spring";

export function foliage(cv: Canvas, season: Season = "summer"): Hsl {
  if (season === "autumn") return vary(cv.rng, cv.rng.pick([hsl(32, 65, 45), hsl(20, 60, 42), hsl(45, 60, 48)]));
  if (season === "spring") return vary(cv.rng, hsl(95, 45, 50));
  return vary(cv.rng, cv.rng.pick([hsl(110, 35, 36), hsl(95, 38, 40), hsl(130, 30, 32)]));
}

/** A round-crowned tree standing at (x, baseY). */
export function drawTree(cv: Canvas, x: number, baseY: number, height: number, colour: Hsl): string {
  const r = cv.rng;
  const trunkH = height * 0.38;
  const crownR = height * 0.3;
  let out = rect(x - height * 0.03, baseY - trunkH, height * 0.06, trunkH, c(25, 30, 28));
  const cy = baseY - trunkH - crownR * 0.7;
  const blobs = r.int(4, 6);
  for (let i = 0; i < blobs; i += 1) {
    const a = (i / blobs) * Math.PI * 2;
    out += circle(
      x + Math.cos(a) * crownR * 0.55,
      cy + Math.sin(a) * crownR * 0.45,
      crownR * r.float(0.55, 0.75),
      hex(darken(colour, r.float(0, 6))),
    );
  }
  out += circle(x, cy, crownR * 0.8, hex(colour));
  out += circle(x - crownR * 0.3, cy - crownR * 0.35, crownR * 0.35, hex(lighten(colour, 10)), { opacity: 0.7 });
  return out;
}

/** A fir tree standing at (x, baseY). */
export function drawFir(cv: Canvas, x: number, baseY: number, height: number, colour: Hsl): string {
  const w = height * cv.rng.float(0.36, 0.46);
  let out = rect(x - height * 0.025, baseY - height * 0.12, height * 0.05, height * 0.12, c(25, 35, 25));
  const tiers = 4;
  for (let i = 0; i < tiers; i += 1) {
    const t = i / tiers;
    const tierBase = baseY - height * 0.08 - t * height * 0.62;
    const tierW = w * (1 - t * 0.55);
    const tierTop = tierBase - height * 0.38;
    out += poly(
      [
        [x - tierW / 2, tierBase],
        [x + tierW / 2, tierBase],
        [x, tierTop],
      ],
      hex(i % 2 === 0 ? colour : lighten(colour, 3)),
    );
    out += poly(
      [
        [x, tierTop],
        [x + tierW / 2, tierBase],
        [x + tierW * 0.1, tierBase],
      ],
      hex(darken(colour, 7)),
      { opacity: 0.6 },
    );
  }
  return out;
}

/** A slender poplar or cypress. */
export function drawPoplar(x: number, baseY: number, height: number, colour: Hsl): string {
  return (
    rect(x - height * 0.015, baseY - height * 0.15, height * 0.03, height * 0.15, c(25, 30, 28)) +
    ellipse(x, baseY - height * 0.55, height * 0.1, height * 0.45, hex(colour)) +
    ellipse(x + height * 0.03, baseY - height * 0.55, height * 0.05, height * 0.4, hex(darken(colour, 6)), {
      opacity: 0.6,
    })
  );
}

/** A low hedge or bush row along y. */
export function drawHedge(cv: Canvas, x0: number, x1: number, y: number, height: number, colour: Hsl): string {
  let out = rect(x0, y - height * 0.6, x1 - x0, height * 0.6, hex(darken(colour, 4)));
  for (let x = x0; x < x1; x += height * 0.7) {
    out += circle(
      x + height * 0.35,
      y - height * 0.6,
      height * cv.rng.float(0.35, 0.5),
      hex(vary(cv.rng, colour, 4, 4, 4)),
    );
  }
  return out;
}

/** Ground from `top` down: meadow with gentle stripes. */
export function drawMeadow(cv: Canvas, top: number, colour: Hsl, x = 0, width = cv.width): string {
  const fill = cv.linear([
    [0, hex(lighten(colour, 6))],
    [1, hex(darken(colour, 6))],
  ]);
  let out = rect(x, top, width, cv.height - top, fill);
  const stripes = 6;
  for (let i = 0; i < stripes; i += 1) {
    const y = top + ((cv.height - top) * (i + 0.5)) / stripes;
    out += path(
      `M${n(x)} ${n(y)} Q${n(x + width / 2)} ${n(y + cv.rng.float(-10, 10))} ${n(x + width)} ${n(y)}`,
      "none",
      { stroke: hex(lighten(colour, 8)), "stroke-width": 6 + i * 3, opacity: 0.25 },
    );
  }
  return out;
}

/** Vineyard terraces on a slope polygon falling from the left (Lavaux). */
export function drawVineyard(cv: Canvas, slope: readonly Point[], top: number, bottom: number): string {
  const clip = cv.clip(poly(slope, "#000"));
  const green = vary(cv.rng, hsl(85, 40, 42));
  let inner = poly(slope, hex(green));
  const rows = 14;
  for (let i = 0; i < rows; i += 1) {
    const y = top + ((bottom - top) * i) / rows;
    const bend = cv.rng.float(-8, 8);
    inner += path(`M-20 ${n(y + 20)} Q${n(cv.width * 0.3)} ${n(y + bend)} ${n(cv.width + 20)} ${n(y - 40)}`, "none", {
      stroke: c(40, 25, 78),
      "stroke-width": 2.2,
      opacity: 0.85,
    });
    inner += path(
      `M-20 ${n(y + 27)} Q${n(cv.width * 0.3)} ${n(y + 7 + bend)} ${n(cv.width + 20)} ${n(y - 33)}`,
      "none",
      {
        stroke: hex(darken(green, 12)),
        "stroke-width": 4,
        "stroke-dasharray": "3 4",
        opacity: 0.8,
      },
    );
  }
  return group(inner, { "clip-path": clip });
}

/** Distant village: small houses and a church steeple along y. */
export function drawVillage(cv: Canvas, x0: number, x1: number, y: number, scale: number): string {
  let out = "";
  let x = x0;
  let steeple = false;
  while (x < x1) {
    const w = scale * cv.rng.float(1.4, 2.6);
    const h = scale * cv.rng.float(1.0, 1.8);
    const wall = hex(vary(cv.rng, cv.rng.pick([hsl(40, 35, 88), hsl(30, 30, 80), hsl(20, 35, 84)])));
    const roof = hex(vary(cv.rng, hsl(12, 45, 40)));
    if (!steeple && x > (x0 + x1) / 2) {
      steeple = true;
      out += rect(x, y - h * 2.4, scale * 0.8, h * 2.4, c(40, 25, 86));
      out += poly(
        [
          [x - scale * 0.1, y - h * 2.4],
          [x + scale * 0.9, y - h * 2.4],
          [x + scale * 0.4, y - h * 3.3],
        ],
        c(200, 10, 35),
      );
      x += scale;
    }
    out += rect(x, y - h, w, h, wall);
    out += poly(
      [
        [x - scale * 0.15, y - h],
        [x + w + scale * 0.15, y - h],
        [x + w / 2, y - h - scale * 0.7],
      ],
      roof,
    );
    out += rect(x + w * 0.25, y - h * 0.65, w * 0.15, h * 0.25, c(210, 20, 35), { opacity: 0.7 });
    x += w + scale * cv.rng.float(0.2, 0.8);
  }
  return out;
}

/** Mix of greens for a distant shore or hillside. */
export function hillColour(cv: Canvas, distance: number): Hsl {
  return mix(vary(cv.rng, hsl(105, 30, 38)), hsl(210, 25, 70), distance);
}
