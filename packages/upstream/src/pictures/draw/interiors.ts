/**
 * Interiors in one-point perspective: living room, kitchen, bedroom, bathroom, office,
 * and an underground car park. All drawn on an 800 × 600 canvas.
 */
import { accentColours, c, darken, hex, hsl, lighten, vary, type Hsl } from "./color";
import { windowView } from "./landscape";
import {
  drawArtwork,
  drawBooks,
  drawCarRear,
  drawPendant,
  drawPlant,
  drawTableLamp,
  type Perspective,
  toward,
} from "./parts";
import { type Canvas, circle, ellipse, group, line, path, poly, rect, type Point } from "./svg";

type Room = {
  svg: string;
  /** Back wall rectangle. */
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  p: Perspective;
  wall: Hsl;
  accent: readonly Hsl[];
};

const wallColours: readonly Hsl[] = [
  hsl(40, 30, 93),
  hsl(35, 22, 88),
  hsl(100, 14, 82),
  hsl(205, 18, 86),
  hsl(20, 30, 86),
  hsl(45, 35, 90),
  hsl(0, 0, 95),
];

function room(cv: Canvas, floor: "parquet" | "tiles" | "concrete", wallColour?: Hsl): Room {
  const r = cv.rng;
  const W = cv.width;
  const H = cv.height;
  const x0 = r.float(130, 170);
  const x1 = W - r.float(130, 170);
  const y0 = r.float(60, 80);
  const y1 = r.float(390, 415);
  const p: Perspective = { vx: (x0 + x1) / 2 + r.float(-30, 30), vy: r.float(230, 260) };
  const wall = wallColour ?? vary(r, r.pick(wallColours), 4, 4, 2);
  const accent = r.sample(accentColours, 4);
  let out = rect(0, 0, W, H, hex(wall));
  // Ceiling.
  out += poly(
    [
      [0, 0],
      [W, 0],
      [x1, y0],
      [x0, y0],
    ],
    hex(lighten(wall, 4)),
  );
  // Side walls, slightly shaded.
  out += poly(
    [
      [0, 0],
      [x0, y0],
      [x0, y1],
      [0, H],
    ],
    hex(darken(wall, 5)),
  );
  out += poly(
    [
      [W, 0],
      [x1, y0],
      [x1, y1],
      [W, H],
    ],
    hex(darken(wall, 8)),
  );
  out += rect(x0, y0, x1 - x0, y1 - y0, hex(wall));
  // Floor.
  const floorShape = poly(
    [
      [0, H],
      [W, H],
      [x1, y1],
      [x0, y1],
    ],
    "#000",
  );
  const clip = cv.clip(floorShape);
  let floorSvg = "";
  if (floor === "parquet") {
    const wood = vary(r, r.pick([hsl(30, 45, 62), hsl(28, 35, 48), hsl(35, 30, 72), hsl(24, 40, 40)]));
    floorSvg += rect(0, y1, W, H - y1, hex(wood));
    for (let i = -30; i <= 30; i += 1) {
      const bx = p.vx + i * 40;
      const far = toward(p, [bx, H], y1);
      floorSvg += line(far[0], y1, bx, H, hex(darken(wood, 7)), 1.3);
    }
    for (let k = 1; k < 12; k += 1) {
      const y = y1 + (H - y1) * Math.pow(k / 12, 1.6);
      floorSvg += line(0, y, W, y, hex(darken(wood, 4)), 0.8, {
        "stroke-dasharray": `${40 + k * 8} ${60 + k * 12}`,
        "stroke-dashoffset": k * 37,
      });
    }
  } else if (floor === "tiles") {
    const tile = vary(r, r.pick([hsl(30, 10, 80), hsl(210, 6, 70), hsl(35, 20, 88), hsl(0, 0, 35)]));
    floorSvg += rect(0, y1, W, H - y1, hex(tile));
    for (let i = -14; i <= 14; i += 1) {
      const bx = p.vx + i * 90;
      const far = toward(p, [bx, H], y1);
      floorSvg += line(far[0], y1, bx, H, hex(darken(tile, 8)), 1.5);
    }
    for (let k = 1; k < 7; k += 1) {
      const y = y1 + (H - y1) * Math.pow(k / 7, 1.5);
      floorSvg += line(0, y, W, y, hex(darken(tile, 8)), 1.5);
    }
  } else {
    const concrete = vary(r, hsl(210, 5, 62));
    floorSvg += rect(0, y1, W, H - y1, hex(concrete));
  }
  out += group(floorSvg, { "clip-path": clip });
  // Skirting.
  out += rect(x0, y1 - 6, x1 - x0, 6, hex(darken(wall, 12)));
  return { svg: out, x0, y0, x1, y1, p, wall, accent };
}

function backWindow(
  cv: Canvas,
  rm: Room,
  x: number,
  y: number,
  w: number,
  h: number,
  curtains: boolean,
  view?: "lake" | "mountain" | "garden" | "town",
): string {
  const frame = "#fbfaf7";
  let out = rect(x - 8, y - 8, w + 16, h + 16, frame);
  out += windowView(cv, x, y, w, h, view);
  out += rect(x + w / 2 - 3, y, 6, h, frame);
  out += rect(x - 12, y + h + 6, w + 24, 7, hex(darken(rm.wall, 8)));
  if (curtains) {
    const cloth = hex(lighten(rm.accent[0] ?? hsl(40, 30, 80), 25));
    for (const [cx, dir] of [
      [x - 26, 1],
      [x + w + 26, -1],
    ] as const) {
      out += path(
        `M${cx - 18} ${y - 18} L${cx + 18} ${y - 18} Q${cx + 18 * dir + 4} ${y + h * 0.5} ${cx + 14} ${y + h + 24} L${cx - 14} ${y + h + 24} Q${cx - 18 * dir - 4} ${y + h * 0.5} ${cx - 18} ${y - 18} Z`,
        cloth,
        { opacity: 0.92 },
      );
    }
    out += rect(x - 50, y - 22, w + 100, 5, "#6b5b4b");
  }
  return out;
}

export function drawLivingRoom(cv: Canvas): string {
  const r = cv.rng;
  const rm = room(cv, "parquet");
  let out = rm.svg;
  const windowLeft = r.chance(0.5);
  const winW = (rm.x1 - rm.x0) * 0.36;
  const winX = windowLeft ? rm.x0 + 30 : rm.x1 - 30 - winW;
  out += backWindow(
    cv,
    rm,
    winX,
    rm.y0 + 50,
    winW,
    rm.y1 - rm.y0 - 110,
    r.chance(0.6),
    r.pick(["lake", "lake", "mountain", "garden"] as const),
  );
  // Artwork above the sofa.
  const sofaCx = windowLeft ? rm.x1 - (rm.x1 - rm.x0) * 0.3 : rm.x0 + (rm.x1 - rm.x0) * 0.3;
  out += drawArtwork(cv, sofaCx - 60, rm.y0 + 60, 120, 90, rm.accent);
  // Rug.
  const rugNear = 575;
  const rugFar = 455;
  const a = toward(rm.p, [sofaCx - 260, rugNear], rugFar);
  const b = toward(rm.p, [sofaCx + 260, rugNear], rugFar);
  const rug = vary(r, rm.accent[1] ?? hsl(30, 30, 70), 6, 10, 6);
  out += poly(
    [
      [a[0], rugFar],
      [b[0], rugFar],
      [sofaCx + 260, rugNear],
      [sofaCx - 260, rugNear],
    ],
    hex(lighten(rug, 22)),
  );
  out += poly(
    [
      [a[0] + 14, rugFar + 8],
      [b[0] - 14, rugFar + 8],
      [sofaCx + 235, rugNear - 12],
      [sofaCx - 235, rugNear - 12],
    ],
    "none",
    { stroke: hex(rug), "stroke-width": 4 },
  );
  // Sofa.
  const sofa = vary(r, r.pick([hsl(205, 25, 45), hsl(30, 20, 70), hsl(150, 20, 40), hsl(20, 35, 55), hsl(0, 0, 55)]));
  const sw = 320;
  const sx = sofaCx - sw / 2;
  const sBase = 450;
  out += ellipse(sofaCx, sBase + 4, sw * 0.55, 10, "#000000", { opacity: 0.15 });
  out += rect(sx + 14, sBase - 120, sw - 28, 70, hex(darken(sofa, 4)), { rx: 14 });
  out += rect(sx, sBase - 62, sw, 52, hex(sofa), { rx: 10 });
  out += rect(sx - 8, sBase - 92, 36, 84, hex(darken(sofa, 6)), { rx: 14 });
  out += rect(sx + sw - 28, sBase - 92, 36, 84, hex(darken(sofa, 6)), { rx: 14 });
  out += line(sofaCx, sBase - 60, sofaCx, sBase - 14, hex(darken(sofa, 10)), 2);
  for (const [cx, col] of [
    [sx + 60, rm.accent[0]],
    [sx + sw - 60, rm.accent[2]],
    [sx + 110, rm.accent[3]],
  ] as const) {
    out += group(rect(cx - 26, sBase - 112, 52, 46, hex(col ?? hsl(40, 60, 60)), { rx: 10 }), {
      transform: `rotate(${r.float(-10, 10).toFixed(1)} ${cx} ${sBase - 90})`,
    });
  }
  for (const lx of [sx + 16, sx + sw - 22]) out += rect(lx, sBase - 10, 6, 12, c(25, 30, 25));
  // Coffee table.
  const tCx = sofaCx;
  const tY = 505;
  const tableTop = vary(r, r.pick([hsl(30, 35, 45), hsl(0, 0, 95), hsl(25, 20, 25)]));
  out += ellipse(tCx, tY + 46, 120, 12, "#000000", { opacity: 0.15 });
  out += rect(tCx - 95, tY + 6, 8, 40, c(25, 25, 22));
  out += rect(tCx + 87, tY + 6, 8, 40, c(25, 25, 22));
  out += ellipse(tCx, tY, 125, 22, hex(tableTop));
  out += ellipse(tCx, tY + 4, 125, 22, hex(darken(tableTop, 10)), { opacity: 0.4 });
  out += ellipse(tCx, tY - 2, 125, 22, hex(tableTop));
  out += rect(tCx - 60, tY - 16, 48, 10, hex(rm.accent[1] ?? hsl(0, 40, 50)));
  out += rect(tCx - 55, tY - 24, 40, 8, hex(rm.accent[3] ?? hsl(200, 40, 50)));
  out += path(
    `M${tCx + 30} ${tY - 6} L${tCx + 26} ${tY - 40} L${tCx + 50} ${tY - 40} L${tCx + 46} ${tY - 6} Z`,
    c(200, 20, 85),
  );
  out += circle(tCx + 38, tY - 50, 10, c(350, 60, 62));
  // Floor lamp and plant.
  const lampX = windowLeft ? rm.x1 + 40 : rm.x0 - 40;
  out += rect(lampX - 2, 200, 4, 300, "#2b2b2b");
  out += ellipse(lampX, 500, 24, 6, "#2b2b2b");
  out += poly(
    [
      [lampX - 28, 200],
      [lampX + 28, 200],
      [lampX + 20, 160],
      [lampX - 20, 160],
    ],
    hex(lighten(rm.accent[3] ?? hsl(40, 40, 70), 20)),
  );
  out += drawPlant(cv, windowLeft ? rm.x0 - 30 : rm.x1 + 30, 560, 220);
  // Shelf with books on the wall by the window.
  if (r.chance(0.6)) {
    const shX = windowLeft ? winX + winW + 30 : winX - 150;
    if (Math.abs(shX + 60 - sofaCx) > 190) {
      out += rect(shX, rm.y0 + 140, 120, 6, c(30, 30, 40));
      out += drawBooks(cv, shX + 4, shX + 116, rm.y0 + 140, 36, rm.accent);
    }
  }
  out += drawPendant(sofaCx + r.float(-120, 120), 0, 80, 26, rm.accent[2] ?? hsl(0, 0, 20));
  return out;
}

export function drawKitchen(cv: Canvas): string {
  const r = cv.rng;
  const rm = room(cv, r.chance(0.5) ? "tiles" : "parquet");
  let out = rm.svg;
  const cab = vary(
    r,
    r.pick([hsl(0, 0, 96), hsl(210, 15, 40), hsl(150, 18, 45), hsl(35, 25, 80), hsl(30, 35, 45), hsl(215, 25, 28)]),
  );
  const counter = vary(r, r.pick([hsl(0, 0, 90), hsl(30, 10, 30), hsl(35, 25, 70), hsl(0, 0, 20)]));
  const { x0, x1, y0, y1 } = rm;
  const topY = y1 - 92;
  // Backsplash tiles.
  const splash = vary(
    r,
    r.pick([hsl(190, 30, 80), hsl(0, 0, 97), hsl(30, 30, 85), hsl(150, 20, 70), hsl(210, 20, 35)]),
  );
  out += rect(x0, y0 + 110, x1 - x0, topY - y0 - 110, hex(splash));
  for (let y = y0 + 122; y < topY; y += 12) out += line(x0, y, x1, y, hex(darken(splash, 8)), 0.8);
  for (let y = y0 + 110, row = 0; y < topY; y += 12, row += 1) {
    for (let x = x0 + (row % 2) * 12; x < x1; x += 24) out += line(x, y, x, y + 12, hex(darken(splash, 8)), 0.8);
  }
  // Window over the sink.
  const winW = 150;
  const winX = (x0 + x1) / 2 - winW / 2 + r.float(-60, 60);
  out += rect(winX - 6, y0 + 112, winW + 12, topY - y0 - 120, "#fbfaf7");
  out += windowView(cv, winX, y0 + 118, winW, topY - y0 - 132, r.pick(["garden", "mountain", "lake", "town"] as const));
  // Upper cabinets and hood.
  const hoodX = winX + winW + 60 < x1 - 60 ? winX + winW + 60 : winX - 120;
  for (let x = x0; x < x1 - 2; x += (x1 - x0) / 6) {
    const w = (x1 - x0) / 6 - 4;
    if (x + w > winX - 10 && x < winX + winW + 10) continue;
    if (x + w > hoodX - 4 && x < hoodX + 64) continue;
    out += rect(x + 2, y0 + 20, w, 84, hex(cab));
    out += rect(x + w / 2 - 12, y0 + 92, 24, 3, hex(darken(cab, 30)));
  }
  out += poly(
    [
      [hoodX + 16, y0 + 20],
      [hoodX + 44, y0 + 20],
      [hoodX + 44, y0 + 90],
      [hoodX + 64, topY - 60],
      [hoodX - 4, topY - 60],
      [hoodX + 16, y0 + 90],
    ],
    c(210, 5, 72),
  );
  // Lower cabinets, counter, sink and hob.
  out += rect(x0, topY + 10, x1 - x0, y1 - topY - 16, hex(darken(cab, 4)));
  for (let x = x0; x < x1 - 2; x += (x1 - x0) / 6) {
    const w = (x1 - x0) / 6 - 4;
    out += rect(x + 2, topY + 14, w, y1 - topY - 24, hex(cab));
    out += rect(x + w / 2 - 12, topY + 22, 24, 3, hex(darken(cab, 30)));
  }
  out += rect(x0 - 4, topY, x1 - x0 + 8, 12, hex(counter));
  out += rect(winX + 40, topY - 2, 70, 5, c(0, 0, 60));
  out += path(
    `M${winX + 75} ${topY} L${winX + 75} ${topY - 30} Q${winX + 75} ${topY - 40} ${winX + 88} ${topY - 38}`,
    "none",
    { stroke: c(0, 0, 70), "stroke-width": 4 },
  );
  out += rect(hoodX + 2, topY - 3, 56, 4, c(0, 0, 15));
  // Island in the foreground.
  const iy = 440;
  const iw = 460;
  const ix = 400 - iw / 2 + r.float(-40, 40);
  const islandTop = vary(r, counter, 2, 2, 4);
  const a = toward(rm.p, [ix, iy + 50], iy);
  const b = toward(rm.p, [ix + iw, iy + 50], iy);
  out += poly(
    [
      [a[0] + 30, iy - 6],
      [b[0] - 30, iy - 6],
      [ix + iw + 10, iy + 36],
      [ix - 10, iy + 36],
    ],
    hex(islandTop),
  );
  out += rect(ix - 10, iy + 36, iw + 20, 12, hex(darken(islandTop, 10)));
  out += rect(ix, iy + 48, iw, 600 - iy - 48, hex(darken(cab, 8)));
  for (let x = ix + 10; x < ix + iw - 40; x += 110) out += rect(x, iy + 60, 100, 120, hex(darken(cab, 3)));
  // Fruit bowl and stools.
  out += ellipse(ix + iw * 0.7, iy + 14, 40, 10, c(0, 0, 95));
  for (let i = 0; i < 5; i += 1)
    out += circle(
      ix + iw * 0.7 - 24 + i * 12,
      iy + 6 - (i % 2) * 6,
      9,
      r.pick([c(10, 75, 50), c(45, 85, 55), c(90, 55, 45)]),
    );
  const stool = vary(r, r.pick([hsl(30, 40, 40), hsl(0, 0, 20), hsl(40, 30, 80)]));
  for (let i = 0; i < 3; i += 1) {
    const sx = ix + 80 + i * 140;
    out += rect(sx - 30, 520, 60, 12, hex(stool), { rx: 6 });
    out += line(sx - 24, 532, sx - 30, 600, "#2b2b2b", 3);
    out += line(sx + 24, 532, sx + 30, 600, "#2b2b2b", 3);
  }
  for (let i = 0; i < 3; i += 1)
    out += drawPendant(ix + iw * (0.25 + i * 0.25), 0, 150, 20, rm.accent[i] ?? hsl(0, 0, 20));
  out += drawPlant(cv, x0 - 40, 600, 180);
  return out;
}

export function drawBedroom(cv: Canvas): string {
  const r = cv.rng;
  const rm = room(
    cv,
    "parquet",
    vary(r, r.pick([hsl(205, 20, 84), hsl(30, 25, 88), hsl(100, 12, 80), hsl(340, 20, 88), hsl(40, 30, 92)]), 4, 4, 2),
  );
  let out = rm.svg;
  const { x0, x1, y0, y1, p } = rm;
  const cx = (x0 + x1) / 2 + r.float(-30, 30);
  const winLeft = r.chance(0.5);
  const winX = winLeft ? x0 + 20 : x1 - 130;
  if (r.chance(0.7))
    out += backWindow(cv, rm, winX, y0 + 60, 110, 190, true, r.pick(["lake", "mountain", "garden"] as const));
  out += drawArtwork(cv, cx - 70, y0 + 55, 140, 80, rm.accent);
  // Headboard.
  const hb = vary(r, r.pick([hsl(30, 20, 60), hsl(210, 20, 40), hsl(150, 15, 50), hsl(20, 30, 70)]));
  const bw = 260;
  out += rect(cx - bw / 2 - 10, y1 - 150, bw + 20, 150, hex(hb), { rx: 12 });
  for (let x = cx - bw / 2 + 30; x < cx + bw / 2; x += 40) out += line(x, y1 - 140, x, y1 - 10, hex(darken(hb, 6)), 2);
  // Bed in perspective.
  const mattress = 42;
  const near = 560;
  const farL: Point = [cx - bw / 2, y1 - 40];
  const farR: Point = [cx + bw / 2, y1 - 40];
  const nearL = toward(p, farL, near - mattress);
  const nearR = toward(p, farR, near - mattress);
  const duvet = vary(r, r.pick([hsl(0, 0, 97), hsl(40, 40, 92), hsl(205, 30, 85), hsl(20, 40, 80)]));
  const throwCol = rm.accent[0] ?? hsl(10, 50, 55);
  out += poly([nearL, nearR, [nearR[0], near + 10], [nearL[0], near + 10]], hex(darken(duvet, 10)));
  out += poly([farL, farR, nearR, nearL], hex(duvet));
  // Pillows.
  for (const px of [cx - bw / 4, cx + bw / 4]) {
    out += rect(px - 55, y1 - 78, 110, 40, "#ffffff", { rx: 14 });
    out += rect(px - 55, y1 - 78, 110, 40, "none", { rx: 14, stroke: hex(darken(duvet, 8)), "stroke-width": 1.5 });
  }
  // Folded throw across the foot of the bed.
  const t1 = toward(p, farL, near - mattress - 60);
  const t2 = toward(p, farR, near - mattress - 60);
  const t3 = toward(p, farR, near - mattress - 5);
  const t4 = toward(p, farL, near - mattress - 5);
  out += poly([t1, t2, t3, t4], hex(throwCol));
  out += poly([t4, t3, [t3[0], near + 10], [t4[0], near + 10]], hex(darken(throwCol, 10)));
  out += line(nearL[0], near - mattress, nearR[0], near - mattress, hex(darken(duvet, 14)), 2);
  // Nightstands with lamps.
  const stand = vary(r, r.pick([hsl(30, 35, 45), hsl(0, 0, 95), hsl(25, 20, 25)]));
  for (const side of [-1, 1]) {
    const sx = cx + side * (bw / 2 + 60);
    out += rect(sx - 34, y1 - 62, 68, 62, hex(stand));
    out += rect(sx - 30, y1 - 40, 60, 2, hex(darken(stand, 15)));
    out += drawTableLamp(sx, y1 - 62, 70, lighten(rm.accent[1] ?? hsl(40, 40, 70), 20));
  }
  out += drawPlant(cv, winLeft ? x1 + 50 : x0 - 50, 590, 200);
  return out;
}

export function drawBathroom(cv: Canvas): string {
  const r = cv.rng;
  const tileColour = vary(
    r,
    r.pick([hsl(0, 0, 96), hsl(190, 25, 82), hsl(35, 18, 84), hsl(150, 15, 78), hsl(210, 10, 40), hsl(30, 10, 70)]),
  );
  const rm = room(cv, "tiles", tileColour);
  let out = rm.svg;
  const { x0, x1, y0, y1 } = rm;
  // Tile grid on the back wall.
  const size = r.pick([24, 30, 40]);
  for (let y = y1; y > y0; y -= size) out += line(x0, y, x1, y, hex(darken(tileColour, 7)), 1);
  for (let x = x0; x < x1; x += size) out += line(x, y0, x, y1, hex(darken(tileColour, 7)), 1);
  // Small frosted window.
  out += rect(x0 + 40, y0 + 25, 110, 70, "#fbfbf9");
  out += rect(
    x0 + 46,
    y0 + 31,
    98,
    58,
    cv.linear([
      [0, "#e9f2f8"],
      [1, "#c9dae6"],
    ]),
  );
  const tub = r.chance(0.5);
  const wood = vary(r, r.pick([hsl(30, 40, 50), hsl(25, 25, 30), hsl(0, 0, 96), hsl(200, 20, 35)]));
  if (tub) {
    const tx0 = x0 + 10;
    const tx1 = x0 + (x1 - x0) * 0.55;
    out += rect(tx0, y1 - 78, tx1 - tx0, 78, "#fdfdfb", { rx: 10 });
    out += rect(tx0, y1 - 80, tx1 - tx0, 10, "#f1f1ee", { rx: 5 });
    out += path(
      `M${tx0 + 40} ${y1 - 80} L${tx0 + 40} ${y1 - 120} Q${tx0 + 40} ${y1 - 132} ${tx0 + 56} ${y1 - 130}`,
      "none",
      { stroke: c(0, 0, 70), "stroke-width": 5 },
    );
    out += rect(tx1 - 70, y1 - 140, 60, 4, c(0, 0, 70));
    out += rect(tx1 - 62, y1 - 136, 22, 50, hex(rm.accent[0] ?? hsl(10, 50, 60)));
  } else {
    const sx0 = x0 + 20;
    const sx1 = x0 + (x1 - x0) * 0.5;
    out += rect(sx0 + 40, y0 + 40, 50, 8, c(0, 0, 65));
    out += line(sx0 + 65, y0 + 20, sx0 + 65, y0 + 44, c(0, 0, 65), 4);
    for (let i = 0; i < 14; i += 1) {
      const dx = sx0 + 45 + r.float(0, 40);
      out += line(dx, y0 + 56 + r.float(0, 40), dx - 2, y0 + 80 + r.float(40, 120), "#9cc4dc", 1.5, { opacity: 0.6 });
    }
    out += rect(sx1 - 10, y0 + 10, 8, y1 - y0 - 10, c(0, 0, 70));
    out += poly(
      [
        [sx1, y0 + 10],
        [sx1 + 40, y0 + 60],
        [sx1 + 40, y1 + 140],
        [sx1, y1],
      ],
      "#d8ecf5",
      { opacity: 0.35 },
    );
  }
  // Vanity, basin and mirror.
  const vx = x0 + (x1 - x0) * 0.64;
  const vw = (x1 - x0) * 0.3;
  out += rect(vx, y1 - 100, vw, 70, hex(wood));
  out += rect(vx + 6, y1 - 66, vw - 12, 2, hex(darken(wood, 15)));
  out += rect(vx - 6, y1 - 108, vw + 12, 10, "#f7f7f4");
  out += ellipse(vx + vw / 2, y1 - 110, vw * 0.3, 8, "#ffffff");
  out += path(`M${vx + vw / 2} ${y1 - 112} L${vx + vw / 2} ${y1 - 130} L${vx + vw / 2 + 16} ${y1 - 130}`, "none", {
    stroke: c(0, 0, 60),
    "stroke-width": 4,
  });
  const mirrorRadius = r.chance(0.5) ? 40 : 4;
  out += rect(vx + 8, y0 + 40, vw - 16, y1 - y0 - 170, "#e8f0f4", { rx: mirrorRadius });
  out += rect(vx + 8, y0 + 40, vw - 16, y1 - y0 - 170, "none", {
    rx: mirrorRadius,
    stroke: c(0, 0, 60),
    "stroke-width": 2,
  });
  out += poly(
    [
      [vx + 20, y0 + 150],
      [vx + 60, y0 + 50],
      [vx + 80, y0 + 50],
      [vx + 40, y0 + 150],
    ],
    "#ffffff",
    { opacity: 0.5 },
  );
  // Towel rail on the right wall.
  const towel = rm.accent[1] ?? hsl(200, 40, 60);
  out += poly(
    [
      [x1 + 30, y0 + 150],
      [x1 + 90, y0 + 130],
      [x1 + 90, y0 + 260],
      [x1 + 30, y0 + 265],
    ],
    hex(lighten(towel, 15)),
  );
  out += line(x1 + 24, y0 + 150, x1 + 96, y0 + 128, c(0, 0, 60), 4);
  out += drawPlant(cv, x1 + 70, 580, 170);
  out += ellipse(400, 560, 120, 24, hex(lighten(rm.accent[2] ?? hsl(30, 30, 70), 20)), { opacity: 0.85 });
  return out;
}

export function drawOffice(cv: Canvas): string {
  const r = cv.rng;
  const rm = room(
    cv,
    r.chance(0.5) ? "concrete" : "parquet",
    vary(r, r.pick([hsl(0, 0, 95), hsl(40, 15, 90), hsl(210, 10, 88)])),
  );
  let out = rm.svg;
  const { x0, x1, y0, y1 } = rm;
  // A wall of windows.
  const view = r.pick(["lake", "town", "mountain"] as const);
  out += rect(x0 + 10, y0 + 20, x1 - x0 - 20, y1 - y0 - 60, "#2f3337");
  out += windowView(cv, x0 + 14, y0 + 24, x1 - x0 - 28, y1 - y0 - 68, view);
  for (let x = x0 + 10; x <= x1 - 10; x += (x1 - x0 - 20) / 4) out += rect(x - 3, y0 + 20, 6, y1 - y0 - 60, "#2f3337");
  // Shelves on the left wall, in perspective.
  const shelf = vary(r, hsl(30, 30, 55));
  for (const y of [170, 260, 350]) {
    const a: Point = [20, y + 30];
    const b = toward(rm.p, a, y - (y - rm.p.vy) * 0.35);
    out += line(a[0], a[1], b[0], b[1], hex(darken(shelf, 10)), 6);
    for (let i = 0; i < 6; i += 1) {
      const t = 0.1 + i * 0.14;
      const bx = a[0] + (b[0] - a[0]) * t;
      const by = a[1] + (b[1] - a[1]) * t;
      const h = 42 * (1 - t * 0.5);
      out += rect(bx, by - h, 10 * (1 - t * 0.5), h, hex(rm.accent[i % rm.accent.length] ?? hsl(200, 40, 50)));
    }
  }
  // Desks with monitors and chairs.
  const deskTop = vary(r, r.pick([hsl(0, 0, 96), hsl(30, 35, 60), hsl(25, 15, 30)]));
  const desks = r.int(1, 2);
  for (let d = 0; d < desks; d += 1) {
    const cx = desks === 1 ? 420 + r.float(-40, 40) : 270 + d * 300;
    const dy = 440;
    const dw = desks === 1 ? 360 : 250;
    out += ellipse(cx, 600, dw * 0.55, 14, "#000000", { opacity: 0.12 });
    out += poly(
      [
        [cx - dw / 2 + 20, dy - 10],
        [cx + dw / 2 - 20, dy - 10],
        [cx + dw / 2, dy + 20],
        [cx - dw / 2, dy + 20],
      ],
      hex(deskTop),
    );
    out += rect(cx - dw / 2, dy + 20, dw, 8, hex(darken(deskTop, 12)));
    out += rect(cx - dw / 2 + 8, dy + 28, 8, 130, "#3a3a3a");
    out += rect(cx + dw / 2 - 16, dy + 28, 8, 130, "#3a3a3a");
    // Monitor.
    out += rect(cx - 70, dy - 110, 140, 86, "#1f2226", { rx: 4 });
    out += rect(
      cx - 64,
      dy - 104,
      128,
      74,
      cv.linear([
        [0, c(205, 45, 65)],
        [1, c(215, 40, 40)],
      ]),
    );
    for (let i = 0; i < 4; i += 1)
      out += rect(cx - 54, dy - 94 + i * 14, r.float(40, 100), 6, "#ffffff", { opacity: 0.55 });
    out += rect(cx - 6, dy - 24, 12, 16, "#2b2b2b");
    out += rect(cx - 30, dy - 10, 60, 5, "#2b2b2b");
    out += rect(cx + dw / 2 - 80, dy - 14, 40, 8, c(0, 0, 85));
    // Chair seen from behind.
    const chair = vary(r, r.pick([hsl(0, 0, 18), hsl(205, 35, 35), hsl(15, 50, 45)]));
    out += rect(cx - 50, 480, 100, 100, hex(chair), { rx: 22 });
    out += rect(cx - 56, 560, 112, 18, hex(darken(chair, 6)), { rx: 8 });
    out += rect(cx - 4, 578, 8, 22, "#2b2b2b");
  }
  out += drawPlant(cv, x1 + 60, 590, 240);
  for (let i = 0; i < 2; i += 1) out += drawPendant(300 + i * 220, 0, 60, 30, hsl(0, 0, 20));
  return out;
}

export function drawParking(cv: Canvas): string {
  const r = cv.rng;
  const W = cv.width;
  const H = cv.height;
  const vx = W / 2 + r.float(-30, 30);
  const vy = r.float(250, 280);
  const p: Perspective = { vx, vy };
  const x0 = vx - 110;
  const x1 = vx + 110;
  const y0 = vy - 70;
  const y1 = vy + 45;
  const concrete = vary(r, hsl(210, 5, 72), 10, 4, 4);
  const floor = vary(r, r.pick([hsl(210, 6, 42), hsl(150, 12, 38), hsl(200, 15, 40)]));
  const stripe = vary(r, r.pick([hsl(45, 85, 55), hsl(205, 60, 45), hsl(140, 45, 40), hsl(10, 65, 50)]));
  let out = rect(0, 0, W, H, hex(concrete));
  out += poly(
    [
      [0, 0],
      [W, 0],
      [x1, y0],
      [x0, y0],
    ],
    hex(lighten(concrete, 6)),
  );
  out += poly(
    [
      [0, H],
      [W, H],
      [x1, y1],
      [x0, y1],
    ],
    hex(floor),
  );
  out += poly(
    [
      [0, 0],
      [x0, y0],
      [x0, y1],
      [0, H],
    ],
    hex(darken(concrete, 8)),
  );
  out += poly(
    [
      [W, 0],
      [x1, y0],
      [x1, y1],
      [W, H],
    ],
    hex(darken(concrete, 12)),
  );
  out += rect(x0, y0, x1 - x0, y1 - y0, hex(darken(concrete, 16)));
  // Coloured band along the walls, between 12 % and 20 % of the wall height.
  const onWall = (edgeX: number, backX: number, u: number, f: number): Point => {
    const x = edgeX + (backX - edgeX) * u;
    const bottom = H + (y1 - H) * u;
    const top = y0 * u;
    return [x, bottom + (top - bottom) * f];
  };
  for (const [edge, back] of [
    [0, x0],
    [W, x1],
  ] as const) {
    out += poly(
      [
        onWall(edge, back, 0, 0.2),
        onWall(edge, back, 1, 0.2),
        onWall(edge, back, 1, 0.12),
        onWall(edge, back, 0, 0.12),
      ],
      hex(stripe),
    );
  }
  out += rect(x0, y1 + (y0 - y1) * 0.2, x1 - x0, (y1 - y0) * 0.08, hex(stripe));
  // Exit door and green sign on the back wall.
  out += rect(vx - 20, y1 - 50, 40, 50, c(210, 10, 30));
  out += rect(vx - 16, y1 - 64, 32, 10, "#2ea44f");
  out += rect(vx - 10, y1 - 61, 10, 4, "#ffffff");
  // Ceiling light strips.
  for (let k = 0; k < 6; k += 1) {
    const t = Math.pow(k / 6, 1.4);
    const y = 8 + (y0 - 8) * t;
    const half = 60 * (1 - t * 0.85);
    out += rect(vx - half, y, half * 2, 6 * (1 - t * 0.8), "#fffbe6");
    out += rect(vx - half * 1.6, y - 2, half * 3.2, 12 * (1 - t * 0.8), "#fffbe6", { opacity: 0.2 });
  }
  // Floor markings: bay lines on both sides and a dashed centre line.
  const floorClip = cv.clip(
    poly(
      [
        [0, H],
        [W, H],
        [x1, y1],
        [x0, y1],
      ],
      "#000",
    ),
  );
  let marks = "";
  for (let k = 0; k < 9; k += 1) {
    const y = y1 + (H - y1) * Math.pow(k / 8, 1.7);
    const left = toward(p, [x0, y1], y);
    const right = toward(p, [x1, y1], y);
    const laneL = toward(p, [vx - 40, y1], y);
    const laneR = toward(p, [vx + 40, y1], y);
    marks += line(left[0], y, laneL[0], y, "#f4f4ee", 1 + k * 0.5, { opacity: 0.9 });
    marks += line(right[0], y, laneR[0], y, "#f4f4ee", 1 + k * 0.5, { opacity: 0.9 });
  }
  marks += line(vx, y1, vx, H, "#f2d24b", 3, { "stroke-dasharray": "18 16", opacity: 0.9 });
  out += group(marks, { "clip-path": floorClip });
  // Parked cars (rear view) in some bays and pillars, drawn from the farthest to the nearest.
  const items: { y: number; svg: string }[] = [];
  for (let k = 1; k < 6; k += 1) {
    const yA = y1 + (H - y1) * Math.pow(k / 8, 1.7);
    const yB = y1 + (H - y1) * Math.pow((k + 1) / 8, 1.7);
    const y = (yA + yB) / 2;
    for (const side of [-1, 1]) {
      if (!r.chance(0.55)) continue;
      const wall = toward(p, [side < 0 ? x0 : x1, y1], y)[0];
      const lane = toward(p, [vx + side * 40, y1], y)[0];
      const width = Math.abs(lane - wall) * 0.55;
      const x = (wall + lane) / 2 + side * 6;
      items.push({
        y: yB - 4,
        svg: group(drawCarRear(cv, 0, 0, width), { transform: `translate(${x.toFixed(1)} ${(yB - 4).toFixed(1)})` }),
      });
    }
  }
  for (let k = 1; k < 5; k += 2) {
    const y = y1 + (H - y1) * Math.pow(k / 6, 1.6);
    for (const side of [-1, 1]) {
      const xw = toward(p, [vx + side * 60, y1], y)[0];
      const top = vy + (0 - vy) * ((y - vy) / (H - vy)) * 1.2;
      const pw = 10 + (y - y1) * 0.12;
      let pillar = rect(xw - pw / 2, top, pw, y - top, hex(lighten(concrete, 2)));
      pillar += rect(xw - pw / 2, top, pw * 0.3, y - top, hex(darken(concrete, 6)));
      for (let s = 0; s < 4; s += 1) {
        pillar += rect(xw - pw / 2, y - (s + 1) * pw * 0.35, pw, pw * 0.18, s % 2 ? "#222222" : "#f0c419");
      }
      items.push({ y, svg: pillar });
    }
  }
  items.sort((a, b) => a.y - b.y);
  out += items.map((item) => item.svg).join("");
  return out;
}
