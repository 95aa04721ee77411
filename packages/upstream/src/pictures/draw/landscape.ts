/**
 * Landscapes: the lake with the Alps, the Chablais valley, the Riviera quays.
 * Each function draws over the whole canvas.
 */
import { c, darken, hex, hsl, vary, type Hsl } from "./color";
import {
  drawFir,
  drawHedge,
  drawLake,
  drawMeadow,
  drawMountains,
  drawPoplar,
  drawSailboat,
  drawSky,
  drawSteamer,
  drawTree,
  drawVillage,
  drawVineyard,
  foliage,
  hillColour,
  makeRidge,
  pickSky,
  type Sky,
} from "./nature";
import { drawPlant } from "./parts";
import { type Canvas, group, line, path, poly, rect, type Point } from "./svg";

export type LakeForeground = "terrace" | "vineyard" | "shore" | "none";

/** Far shore of the lake: the French Alps, with higher snowy peaks to the east. */
function lakeBackdrop(
  cv: Canvas,
  horizon: number,
  sky: Sky,
): { svg: string; reflection: Parameters<typeof drawLake>[4] } {
  const W = cv.width;
  const H = cv.height;
  let out = drawSky(cv, sky, horizon);
  const far = vary(cv.rng, hsl(218, 22, sky.mood === "golden" ? 62 : 66), 6, 5, 4);
  const farRidge = makeRidge(cv, -20, W + 20, horizon, H * 0.06, H * 0.2, cv.rng.int(4, 7), 3);
  out += drawMountains(cv, farRidge, horizon, far, horizon - H * 0.13);
  const near = vary(cv.rng, hsl(214, 20, 48), 5, 4, 4);
  const east = cv.rng.chance(0.5);
  const nearRidge = east
    ? makeRidge(cv, W * 0.45, W * 1.25, horizon, H * 0.12, H * 0.3, cv.rng.int(3, 4), 5, true)
    : makeRidge(cv, -W * 0.25, W * 0.52, horizon, H * 0.1, H * 0.26, cv.rng.int(2, 4), 5, true);
  out += drawMountains(cv, nearRidge, horizon, near, horizon - H * 0.2);
  // A dark strip of wooded shore at the foot of the mountains.
  out += rect(0, horizon - H * 0.012, W, H * 0.014, hex(darken(near, 12)), { opacity: 0.8 });
  return { svg: out, reflection: { ridge: farRidge, baseY: horizon, colour: far } };
}

export function lakeScene(cv: Canvas, foreground: LakeForeground, sky = pickSky(cv)): string {
  const W = cv.width;
  const H = cv.height;
  const horizon = H * cv.rng.float(0.46, 0.56);
  const backdrop = lakeBackdrop(cv, horizon, sky);
  let out = backdrop.svg;
  const tint = vary(cv.rng, hsl(203, 48, 52), 6, 8, 5);
  out += drawLake(cv, horizon, H, tint, backdrop.reflection);
  const boats = cv.rng.int(1, 3);
  for (let i = 0; i < boats; i += 1) {
    const y = horizon + (H - horizon) * cv.rng.float(0.15, 0.5);
    out += drawSailboat(cv, cv.rng.float(0.1, 0.9) * W, y, (y - horizon) * 0.5 + H * 0.02);
  }
  if (cv.rng.chance(0.5)) {
    const y = horizon + (H - horizon) * cv.rng.float(0.12, 0.3);
    out += drawSteamer(cv.rng.float(0.1, 0.7) * W, y, (y - horizon) * 0.45 + H * 0.015);
  }
  if (foreground === "terrace") out += terraceForeground(cv);
  else if (foreground === "vineyard") out += vineyardForeground(cv);
  else if (foreground === "shore") out += shoreForeground(cv);
  return out;
}

/** A terrace with a glass railing and pot plants, seen from inside the flat. */
function terraceForeground(cv: Canvas): string {
  const W = cv.width;
  const H = cv.height;
  const floorY = H * 0.86;
  const railTop = H * 0.66;
  let out = "";
  const glass = cv.rng.chance(0.6);
  if (glass) {
    out += rect(0, railTop, W, floorY - railTop, c(195, 35, 88), { opacity: 0.25 });
    out += rect(0, railTop - 4, W, 6, c(210, 10, 62));
    for (let x = W * 0.25; x < W; x += W * 0.25) out += rect(x - 2, railTop, 4, floorY - railTop, c(210, 8, 70));
  } else {
    out += rect(0, railTop - 6, W, 10, c(40, 18, 82));
    for (let x = 12; x < W; x += 28) {
      out += path(
        `M${x - 6} ${floorY} Q${x - 9} ${(railTop + floorY) / 2} ${x - 4} ${railTop + 4} L${x + 4} ${railTop + 4} Q${x + 9} ${
          (railTop + floorY) / 2
        } ${x + 6} ${floorY} Z`,
        c(40, 15, 86),
      );
    }
  }
  const deck = cv.rng.chance(0.5);
  out += rect(0, floorY, W, H - floorY, deck ? c(28, 38, 52) : c(35, 12, 74));
  for (let y = floorY + 8; y < H; y += 14) out += line(0, y, W, y, deck ? c(28, 38, 42) : c(35, 10, 66), 1.5);
  out += drawPlant(cv, W * cv.rng.float(0.06, 0.16), floorY + 10, H * 0.3);
  if (cv.rng.chance(0.7)) out += drawPlant(cv, W * cv.rng.float(0.82, 0.94), floorY + 12, H * 0.24);
  if (cv.rng.chance(0.5)) {
    // Small bistro table with two cups.
    const tx = W * cv.rng.float(0.45, 0.6);
    out += rect(tx - 3, floorY - H * 0.1, 6, H * 0.12, c(0, 0, 25));
    out += rect(tx - W * 0.06, floorY - H * 0.11, W * 0.12, 5, c(0, 0, 25));
    out += rect(tx - W * 0.03, floorY - H * 0.13, 10, 8, "#ffffff");
    out += rect(tx + W * 0.015, floorY - H * 0.13, 10, 8, "#ffffff");
  }
  return out;
}

/** Lavaux-style terraces descending towards the lake in the lower left. */
function vineyardForeground(cv: Canvas): string {
  const W = cv.width;
  const H = cv.height;
  const slope: Point[] = [
    [-10, H * 0.52],
    [W * 0.25, H * 0.62],
    [W * 0.55, H * 0.78],
    [W * 0.8, H * 0.92],
    [W + 10, H * 0.98],
    [W + 10, H + 10],
    [-10, H + 10],
  ];
  let out = drawVineyard(cv, slope, H * 0.5, H * 1.05);
  out += drawVillage(cv, W * 0.04, W * 0.32, H * 0.66, H * 0.025);
  for (let i = 0; i < 3; i += 1) out += drawPoplar(W * (0.06 + i * 0.04), H * 0.72, H * 0.12, hsl(110, 30, 30));
  return out;
}

/** Grassy shore with trees and a path along the water. */
function shoreForeground(cv: Canvas): string {
  const W = cv.width;
  const H = cv.height;
  const shoreY = H * 0.84;
  let out = path(
    `M0 ${shoreY} Q${W * 0.5} ${shoreY - H * 0.03} ${W} ${shoreY + H * 0.01} L${W} ${H} L0 ${H} Z`,
    c(95, 35, 42),
  );
  out += rect(0, shoreY + H * 0.06, W, H * 0.03, c(38, 20, 78));
  const green = foliage(cv);
  out += drawTree(cv, W * cv.rng.float(0.04, 0.14), shoreY + H * 0.04, H * 0.42, green);
  out += drawTree(cv, W * cv.rng.float(0.84, 0.96), shoreY + H * 0.05, H * 0.36, vary(cv.rng, green));
  return out;
}

/** The home page hero: a wide view over the lake from the vineyards, Alps and Dents du Midi. */
export function heroScene(cv: Canvas): string {
  const W = cv.width;
  const H = cv.height;
  const sky: Sky = { mood: "golden", top: hsl(208, 52, 60), bottom: hsl(32, 80, 84), sunny: true };
  const horizon = H * 0.5;
  let out = drawSky(cv, sky, horizon);
  const far = hsl(220, 24, 62);
  const farRidge = makeRidge(cv, -20, W + 20, horizon, H * 0.05, H * 0.17, 8, 3);
  out += drawMountains(cv, farRidge, horizon, far, horizon - H * 0.12);
  const dents = makeRidge(cv, W * 0.5, W * 1.2, horizon, H * 0.16, H * 0.3, 5, 6, true);
  out += drawMountains(cv, dents, horizon, hsl(222, 20, 48), horizon - H * 0.19);
  out += rect(0, horizon - 6, W, 7, hex(hsl(215, 22, 34)), { opacity: 0.7 });
  out += drawLake(cv, horizon, H, hsl(205, 45, 50), { ridge: farRidge, baseY: horizon, colour: far });
  out += drawSteamer(W * 0.52, horizon + H * 0.12, H * 0.05);
  out += drawSailboat(cv, W * 0.72, horizon + H * 0.2, H * 0.07);
  out += drawSailboat(cv, W * 0.38, horizon + H * 0.08, H * 0.035);
  const slope: Point[] = [
    [-10, H * 0.5],
    [W * 0.18, H * 0.58],
    [W * 0.36, H * 0.74],
    [W * 0.5, H * 0.9],
    [W * 0.62, H + 10],
    [-10, H + 10],
  ];
  out += drawVineyard(cv, slope, H * 0.48, H * 1.05);
  out += drawVillage(cv, W * 0.02, W * 0.2, H * 0.62, H * 0.022);
  for (let i = 0; i < 4; i += 1) out += drawPoplar(W * (0.24 + i * 0.025), H * 0.7, H * 0.11, hsl(110, 30, 28));
  // A soft darkening at the top so that white titles stay readable.
  const veil = cv.linear([
    [0, "#0b1d33", 0.22],
    [0.35, "#0b1d33", 0],
  ]);
  out += rect(0, 0, W, H, veil);
  return out;
}

/** Chablais valley: the Dents du Midi above Monthey, the Rhône plain, the old town. */
export function valleyScene(cv: Canvas, sky = pickSky(cv, ["day", "summer", "morning"])): string {
  const W = cv.width;
  const H = cv.height;
  const horizon = H * 0.6;
  let out = drawSky(cv, sky, horizon);
  const back = makeRidge(cv, -20, W + 20, horizon, H * 0.18, H * 0.45, 6, 7);
  out += drawMountains(cv, back, horizon, vary(cv.rng, hsl(220, 18, 52)), horizon - H * 0.3);
  const left = makeRidge(cv, -W * 0.2, W * 0.5, horizon + 10, H * 0.1, H * 0.25, 2, 5, true);
  out += drawMountains(cv, left, horizon + 10, hillColour(cv, 0.35), null);
  const right = makeRidge(cv, W * 0.55, W * 1.2, horizon + 10, H * 0.08, H * 0.22, 2, 5, true);
  out += drawMountains(cv, right, horizon + 10, hillColour(cv, 0.3), null);
  out += drawMeadow(cv, horizon, vary(cv.rng, hsl(88, 35, 48)));
  out += drawVillage(cv, W * 0.15, W * 0.85, horizon + H * 0.1, H * 0.03);
  const green = foliage(cv);
  for (let i = 0; i < 6; i += 1) {
    const x = cv.rng.float(0, W);
    out += drawTree(cv, x, horizon + H * cv.rng.float(0.2, 0.4), H * cv.rng.float(0.12, 0.2), vary(cv.rng, green));
  }
  out += drawHedge(cv, -10, W + 10, H * 0.98, H * 0.06, darken(green, 4));
  return out;
}

/** Riviera quay: plane trees, the promenade, the lake and the Alps. */
export function quayScene(cv: Canvas, sky = pickSky(cv)): string {
  const W = cv.width;
  const H = cv.height;
  const horizon = H * 0.5;
  const backdrop = lakeBackdrop(cv, horizon, sky);
  let out = backdrop.svg;
  out += drawLake(cv, horizon, H * 0.8, vary(cv.rng, hsl(204, 45, 52)), backdrop.reflection);
  out += drawSailboat(cv, W * cv.rng.float(0.2, 0.8), horizon + H * 0.12, H * 0.05);
  out += drawSteamer(W * cv.rng.float(0.1, 0.6), horizon + H * 0.07, H * 0.035);
  out += rect(0, H * 0.78, W, H * 0.05, c(38, 15, 74));
  out += rect(0, H * 0.83, W, H * 0.17, c(35, 18, 62));
  for (let x = 0; x < W; x += W / 16) out += rect(x, H * 0.78, 3, H * 0.05, c(38, 12, 60));
  const green = foliage(cv);
  for (const x of [0.04, 0.96]) {
    out += drawTree(cv, W * x, H * 0.92, H * 0.55, vary(cv.rng, green));
  }
  out += drawTree(cv, W * cv.rng.float(0.35, 0.65), H * 0.92, H * 0.32, vary(cv.rng, green));
  for (let i = 0; i < 5; i += 1) {
    const x = W * (0.05 + i * 0.22);
    out += rect(x - 14, H * 0.88, 28, 4, c(30, 40, 35));
    out += rect(x - 14, H * 0.87, 3, 10, c(0, 0, 20));
    out += rect(x + 11, H * 0.87, 3, 10, c(0, 0, 20));
  }
  return out;
}

/** Mountain view with firs and a meadow: for chalets and windows of Alpine flats. */
export function mountainScene(cv: Canvas, sky = pickSky(cv, ["day", "summer", "winter", "morning"])): string {
  const W = cv.width;
  const H = cv.height;
  const winter = sky.mood === "winter";
  const horizon = H * 0.62;
  let out = drawSky(cv, sky, horizon);
  const ridge = makeRidge(cv, -20, W + 20, horizon, H * 0.2, H * 0.48, 4, 8);
  out += drawMountains(cv, ridge, horizon, vary(cv.rng, hsl(218, 16, 50)), horizon - (winter ? H * 0.15 : H * 0.32));
  const hills = makeRidge(cv, -20, W + 20, horizon + 20, H * 0.06, H * 0.16, 3, 3);
  out += drawMountains(cv, hills, horizon + 20, winter ? hsl(210, 15, 88) : hillColour(cv, 0.2), null);
  out += drawMeadow(cv, horizon + 10, winter ? hsl(210, 20, 94) : vary(cv.rng, hsl(92, 40, 46)));
  const fir = vary(cv.rng, hsl(150, 30, 24));
  for (let i = 0; i < 9; i += 1) {
    out += drawFir(cv, cv.rng.float(0, W), horizon + H * cv.rng.float(0.02, 0.1), H * cv.rng.float(0.12, 0.2), fir);
  }
  return out;
}

/** Garden view for windows: lawn, hedge and a tree. */
function gardenScene(cv: Canvas): string {
  const W = cv.width;
  const H = cv.height;
  const sky = pickSky(cv, ["day", "summer"]);
  const horizon = H * 0.55;
  let out = drawSky(cv, sky, horizon);
  const hills = makeRidge(cv, -20, W + 20, horizon, H * 0.05, H * 0.15, 3, 3);
  out += drawMountains(cv, hills, horizon, hillColour(cv, 0.45), null);
  out += drawMeadow(cv, horizon, vary(cv.rng, hsl(95, 40, 45)));
  const green = foliage(cv);
  out += drawTree(cv, W * cv.rng.float(0.2, 0.8), H * 0.85, H * 0.6, green);
  out += drawHedge(cv, -10, W + 10, H * 0.95, H * 0.12, darken(green, 5));
  return out;
}

/** Town view for windows of offices and flats: roofs and facades. */
function townScene(cv: Canvas): string {
  const W = cv.width;
  const H = cv.height;
  const sky = pickSky(cv);
  let out = drawSky(cv, sky, H * 0.6);
  const ridge = makeRidge(cv, -20, W + 20, H * 0.55, H * 0.1, H * 0.3, 3, 4);
  out += drawMountains(cv, ridge, H * 0.55, vary(cv.rng, hsl(218, 18, 60)), H * 0.35);
  let x = -20;
  while (x < W) {
    const w = cv.rng.float(W * 0.12, W * 0.22);
    const h = cv.rng.float(H * 0.25, H * 0.5);
    const wall: Hsl = vary(cv.rng, cv.rng.pick([hsl(40, 35, 85), hsl(20, 30, 78), hsl(200, 10, 80), hsl(45, 50, 72)]));
    out += rect(x, H - h, w, h, hex(wall));
    out += poly(
      [
        [x - 4, H - h],
        [x + w + 4, H - h],
        [x + w - 8, H - h - H * 0.06],
        [x + 8, H - h - H * 0.06],
      ],
      hex(vary(cv.rng, hsl(12, 40, 38))),
    );
    for (let wy = H - h + H * 0.05; wy < H - H * 0.05; wy += H * 0.09) {
      for (let wx = x + w * 0.12; wx < x + w - w * 0.15; wx += w * 0.24) {
        out += rect(wx, wy, w * 0.12, H * 0.05, c(210, 25, 40), { opacity: 0.75 });
      }
    }
    x += w + cv.rng.float(2, 10);
  }
  return out;
}

/** Picks a view for a window, drawn in a nested 800×600 frame. */
export function windowView(
  cv: Canvas,
  x: number,
  y: number,
  w: number,
  h: number,
  kind?: "lake" | "mountain" | "garden" | "town",
): string {
  const chosen = kind ?? cv.rng.pick(["lake", "mountain", "garden", "town"] as const);
  const body =
    chosen === "lake"
      ? lakeScene(cv, "none")
      : chosen === "mountain"
        ? mountainScene(cv)
        : chosen === "garden"
          ? gardenScene(cv)
          : townScene(cv);
  return (
    `<svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="0 0 ${cv.width} ${cv.height}" preserveAspectRatio="xMidYMid slice">` +
    body +
    `</svg>` +
    group(rect(x, y, w, h, "#ffffff", { opacity: 0.08 }))
  );
}
