/**
 * Exteriors: house, chalet, villa, apartment building, garage, shop front, plot of land.
 * All drawn on an 800 × 600 canvas.
 */
import { c, darken, facadeColours, hex, hsl, lighten, roofColours, shutterColours, vary, type Hsl } from "./color";
import { mountainScene } from "./landscape";
import {
  drawFir,
  drawHedge,
  drawLake,
  drawMeadow,
  drawMountains,
  drawPoplar,
  drawSky,
  drawTree,
  drawVillage,
  foliage,
  hillColour,
  makeRidge,
  pickSky,
} from "./nature";
import { drawBalcony, drawCar, drawDoor, drawPlant, drawShrubPot, drawWindow, glassFill } from "./parts";
import { type Canvas, circle, ellipse, group, line, path, poly, rect } from "./svg";

/** Sky, distant hills or mountains and a meadow down from `horizon`. */
function backdrop(cv: Canvas, horizon: number, mountains: boolean): string {
  const sky = pickSky(cv);
  let out = drawSky(cv, sky, horizon);
  if (mountains) {
    const ridge = makeRidge(cv, -20, cv.width + 20, horizon, 60, 190, cv.rng.int(3, 5), 5);
    out += drawMountains(cv, ridge, horizon, vary(cv.rng, hsl(218, 18, 58)), horizon - 120);
  }
  const hills = makeRidge(cv, -20, cv.width + 20, horizon + 4, 15, 55, cv.rng.int(2, 4), 2);
  out += drawMountains(cv, hills, horizon + 4, hillColour(cv, 0.35), null);
  out += drawMeadow(cv, horizon, vary(cv.rng, hsl(92, 38, 46)));
  return out;
}

function roofTiles(cv: Canvas, shape: string, top: number, bottom: number, colour: Hsl): string {
  const clip = cv.clip(shape);
  let lines = "";
  for (let y = top + 6; y < bottom; y += 7)
    lines += line(0, y, cv.width, y, hex(darken(colour, 8)), 1.4, { opacity: 0.6 });
  return group(lines, { "clip-path": clip });
}

export function drawHouse(cv: Canvas): string {
  const r = cv.rng;
  const W = cv.width;
  const H = cv.height;
  const groundY = r.float(470, 500);
  let out = backdrop(cv, groundY - r.float(50, 90), r.chance(0.5));
  const green = foliage(cv);
  out += drawTree(cv, r.float(30, 110), groundY + 10, r.float(180, 240), green);
  out += drawTree(cv, r.float(690, 770), groundY + 6, r.float(150, 220), vary(r, green));

  const bw = r.float(320, 400);
  const bh = r.float(175, 205);
  const bx = W / 2 - bw / 2 + r.float(-50, 50);
  const eave = groundY - bh;
  const wall = vary(r, r.pick(facadeColours), 4, 5, 3);
  const roof = vary(r, r.pick(roofColours), 4, 5, 4);
  const shutters = r.chance(0.6) ? r.pick(shutterColours) : undefined;
  const frame = r.chance(0.7) ? "#f7f5ef" : hex(darken(wall, 35));

  if (r.chance(0.35)) {
    // Garage annex on one side.
    const left = r.chance(0.5);
    const gw = 120;
    const gx = left ? bx - gw + 6 : bx + bw - 6;
    const gh = bh * 0.48;
    out += rect(gx, groundY - gh, gw, gh, hex(darken(wall, 4)));
    out += rect(gx - 6, groundY - gh - 8, gw + 12, 9, hex(darken(roof, 5)));
    out += garageDoor(
      gx + 14,
      groundY - gh + 18,
      gw - 28,
      gh - 18,
      r.pick([hsl(0, 0, 92), hsl(210, 8, 35), hsl(28, 40, 42)]),
    );
  }

  out += rect(bx, eave, bw, bh, hex(wall));
  out += rect(bx, groundY - 12, bw, 12, hex(darken(wall, 14)));
  const oh = 22;
  const gable = r.chance(0.45);
  if (gable) {
    const apex = eave - bw * r.float(0.32, 0.42);
    const outer = poly(
      [
        [bx - oh, eave + 6],
        [bx + bw / 2, apex - 10],
        [bx + bw + oh, eave + 6],
      ],
      hex(roof),
    );
    out += outer;
    out += poly(
      [
        [bx, eave + 1],
        [bx + bw / 2, apex + 8],
        [bx + bw, eave + 1],
      ],
      hex(lighten(wall, 2)),
    );
    out += rect(bx, eave, bw, 8, "#000000", { opacity: 0.1 });
    out += drawWindow(cv, bx + bw / 2 - 16, (apex + eave) / 2 - 6, 32, 38, { frame, mullions: false });
  } else {
    const rh = r.float(90, 120);
    const inset = bw * r.float(0.16, 0.28);
    const shape = poly(
      [
        [bx - oh, eave + 4],
        [bx + bw + oh, eave + 4],
        [bx + bw - inset, eave - rh],
        [bx + inset, eave - rh],
      ],
      hex(roof),
    );
    out += shape;
    out += roofTiles(cv, shape, eave - rh, eave + 4, roof);
    out += rect(bx - oh, eave + 2, bw + oh * 2, 6, hex(darken(roof, 10)));
    out += rect(bx, eave + 8, bw, 7, "#000000", { opacity: 0.12 });
    const cx = bx + bw * r.float(0.25, 0.7);
    out += rect(cx, eave - rh - 22, 24, rh * 0.6, hex(darken(wall, 12)));
    out += rect(cx - 3, eave - rh - 26, 30, 6, hex(darken(roof, 8)));
    if (r.chance(0.5)) {
      // Dormer window.
      const dx = bx + bw / 2 - 28 + r.float(-60, 60);
      out += rect(dx, eave - rh * 0.72, 56, rh * 0.55, hex(wall));
      out += poly(
        [
          [dx - 8, eave - rh * 0.7],
          [dx + 64, eave - rh * 0.7],
          [dx + 28, eave - rh * 1.02],
        ],
        hex(darken(roof, 4)),
      );
      out += drawWindow(cv, dx + 14, eave - rh * 0.62, 28, rh * 0.38, { frame, mullions: false });
    }
  }

  const cols = bw > 360 ? 4 : 3;
  const colW = bw / cols;
  const doorCol = r.int(0, cols - 1);
  const winW = colW * 0.42;
  const upperY = eave + bh * 0.14;
  const upperH = bh * 0.3;
  const lowerY = eave + bh * 0.55;
  const lowerH = bh * 0.3;
  const balcony = r.chance(0.4);
  for (let i = 0; i < cols; i += 1) {
    const cx = bx + colW * (i + 0.5);
    out += drawWindow(cv, cx - winW / 2, upperY, winW, upperH, { frame, shutters, flowers: !balcony && r.chance(0.3) });
    if (i === doorCol) {
      out += drawDoor(
        cv,
        cx - colW * 0.22,
        groundY - bh * 0.42,
        colW * 0.44,
        bh * 0.42 - 12,
        vary(r, r.pick([hsl(25, 45, 35), hsl(140, 30, 28), hsl(350, 45, 32), hsl(210, 30, 30)])),
      );
    } else {
      out += drawWindow(cv, cx - winW / 2, lowerY, winW, lowerH, { frame, shutters });
    }
  }
  if (balcony) {
    const from = r.int(0, cols - 2);
    out += drawBalcony(
      bx + colW * from + 6,
      upperY + upperH - 22,
      colW * 2 - 12,
      30,
      r.pick(["bars", "glass"] as const),
      hsl(210, 8, 30),
    );
  }

  // Path to the door, hedge and lawn details.
  const doorX = bx + colW * (doorCol + 0.5);
  out += poly(
    [
      [doorX - 22, groundY],
      [doorX + 22, groundY],
      [doorX + 70, H],
      [doorX - 70, H],
    ],
    c(35, 15, 80),
  );
  const hedge = darken(green, 6);
  out += drawHedge(cv, -10, doorX - 90, groundY + 50, 34, hedge);
  out += drawHedge(cv, doorX + 90, W + 10, groundY + 50, 34, hedge);
  if (r.chance(0.5)) out += drawShrubPot(cv, doorX - 60, groundY + 4, 40);
  if (r.chance(0.5)) out += drawShrubPot(cv, doorX + 60, groundY + 4, 40);
  return out;
}

function garageDoor(x: number, y: number, w: number, h: number, colour: Hsl): string {
  let out = rect(x - 4, y - 4, w + 8, h + 4, c(0, 0, 25), { opacity: 0.35 });
  out += rect(x, y, w, h, hex(colour));
  for (let gy = y + h / 6; gy < y + h - 2; gy += h / 6) {
    out += line(x, gy, x + w, gy, hex(darken(colour, 12)), 1.5);
  }
  out += rect(x + w / 2 - 8, y + h - 14, 16, 3, hex(darken(colour, 25)));
  return out;
}

export function drawChalet(cv: Canvas): string {
  const r = cv.rng;
  const W = cv.width;
  const H = cv.height;
  const sky = pickSky(cv, ["day", "summer", "winter", "winter", "morning"]);
  const winter = sky.mood === "winter";
  let out = mountainScene(cv, sky);
  const groundY = r.float(500, 525);
  out += drawMeadow(cv, groundY - 30, winter ? hsl(210, 22, 95) : vary(r, hsl(95, 42, 48)));

  const bw = r.float(300, 370);
  const bx = W / 2 - bw / 2 + r.float(-70, 70);
  const baseH = r.float(60, 80);
  const woodH = r.float(150, 175);
  const eave = groundY - baseH - woodH;
  const wood = vary(r, hsl(26, 48, 36), 4, 8, 5);
  const stone = vary(r, hsl(30, 6, 68), 4, 3, 4);
  // Stone base.
  out += rect(bx, groundY - baseH, bw, baseH, hex(stone));
  for (let i = 0; i < 26; i += 1) {
    out += rect(
      bx + r.float(2, bw - 30),
      groundY - baseH + r.float(4, baseH - 16),
      r.float(14, 28),
      r.float(8, 12),
      hex(vary(r, stone, 4, 3, 8)),
      {
        rx: 4,
        opacity: 0.8,
      },
    );
  }
  // Wooden body and planks.
  out += rect(bx, eave, bw, woodH, hex(wood));
  for (let y = eave + 9; y < groundY - baseH; y += 9) out += line(bx, y, bx + bw, y, hex(darken(wood, 8)), 1.3);
  // Roof: wide gable with a light edge board.
  const oh = 46;
  const apex = eave - bw * r.float(0.24, 0.3);
  const roof = winter ? hsl(210, 20, 96) : vary(r, r.pick([hsl(215, 10, 30), hsl(25, 35, 28), hsl(20, 25, 40)]));
  out += poly(
    [
      [bx + bw / 2, apex],
      [bx + bw / 2, apex + 40],
      [bx - oh + 10, eave + 30],
      [bx - oh, eave + 18],
    ],
    hex(darken(wood, 14)),
  );
  out += poly(
    [
      [bx - oh, eave + 22],
      [bx + bw / 2, apex - 6],
      [bx + bw + oh, eave + 22],
      [bx + bw + oh, eave + 30],
      [bx + bw / 2, apex + 4],
      [bx - oh, eave + 30],
    ],
    hex(lighten(wood, 18)),
  );
  out += poly(
    [
      [bx - oh - 4, eave + 22],
      [bx + bw / 2, apex - 12],
      [bx + bw + oh + 4, eave + 22],
      [bx + bw + oh + 4, eave + 14],
      [bx + bw / 2, apex - 24],
      [bx - oh - 4, eave + 14],
    ],
    hex(roof),
  );
  // Gable windows.
  const gy = (apex + eave) / 2 + 8;
  const frame = "#f4efe4";
  const shutter = r.pick([hsl(355, 55, 38), hsl(140, 35, 30), hsl(30, 30, 60), hsl(0, 0, 95)]);
  out += drawWindow(cv, bx + bw / 2 - 34, gy, 26, 30, { frame, mullions: false });
  out += drawWindow(cv, bx + bw / 2 + 8, gy, 26, 30, { frame, mullions: false });
  // Upper floor windows (seen above the balcony railing).
  const cols = 3;
  for (let i = 0; i < cols; i += 1) {
    const cx = bx + (bw * (i + 0.5)) / cols;
    out += drawWindow(cv, cx - 20, eave + 22, 40, 52, { frame, shutters: shutter });
  }
  // Balcony.
  const balY = eave + 72;
  const balX = bx - 14;
  const balW = bw + 28;
  out += rect(balX, balY + 40, balW, 8, hex(darken(wood, 16)));
  for (let x = balX + 2; x < balX + balW - 6; x += 13) {
    out += rect(x, balY, 11, 40, hex(lighten(wood, 8)));
    out += circle(x + 5.5, balY + 18, 3, hex(darken(wood, 20)));
  }
  out += rect(balX, balY - 4, balW, 6, hex(lighten(wood, 14)));
  if (!winter) {
    for (let x = balX + 8; x < balX + balW - 8; x += 9) {
      out += circle(x, balY - 8, 5, c(120, 35, 30));
      out += circle(x + r.float(-1, 1), balY - 12, 4, r.pick([c(355, 80, 48), c(350, 70, 55), c(10, 85, 55)]));
    }
  }
  // Ground floor windows and door.
  const doorLeft = r.chance(0.5);
  for (let i = 0; i < cols; i += 1) {
    const cx = bx + (bw * (i + 0.5)) / cols;
    if ((doorLeft && i === 0) || (!doorLeft && i === cols - 1)) {
      out += drawDoor(cv, cx - 22, groundY - baseH - 70, 44, 70 + baseH - 8, darken(wood, 10), false);
    } else {
      out += drawWindow(cv, cx - 20, eave + 125, 40, 40, { frame, shutters: shutter, flowers: !winter });
    }
  }
  out += rect(bx, groundY - 8, bw, 8, hex(darken(stone, 10)));
  // Woodpile by the side.
  const px = doorLeft ? bx + bw + 18 : bx - 80;
  for (let row = 0; row < 3; row += 1) {
    for (let i = 0; i < 5 - row; i += 1) {
      const lx = px + i * 13 + row * 6;
      const ly = groundY - 6 - row * 12;
      out += circle(lx, ly, 6.5, c(30, 40, 45));
      out += circle(lx, ly, 3, c(35, 45, 62));
    }
  }
  const fir = vary(r, hsl(150, 30, 22));
  out += drawFir(cv, r.float(20, 90), groundY + 40, r.float(200, 260), fir);
  out += drawFir(cv, r.float(720, 790), groundY + 50, r.float(170, 230), fir);
  if (winter) out += rect(0, groundY + 20, W, H - groundY, "#ffffff", { opacity: 0.35 });
  return out;
}

export function drawVilla(cv: Canvas): string {
  const r = cv.rng;
  const W = cv.width;
  const H = cv.height;
  const groundY = r.float(455, 480);
  const sky = pickSky(cv, ["day", "summer", "golden", "morning"]);
  const lake = r.chance(0.6);
  const horizon = groundY - r.float(90, 130);
  let out = drawSky(cv, sky, horizon);
  const ridge = makeRidge(cv, -20, W + 20, horizon, 50, 160, r.int(3, 5), 5);
  out += drawMountains(cv, ridge, horizon, vary(r, hsl(218, 20, 60)), horizon - 110);
  if (lake) {
    out += drawLake(cv, horizon, horizon + 40, vary(r, hsl(203, 48, 55)), undefined);
    out += drawMeadow(cv, horizon + 38, vary(r, hsl(95, 40, 45)));
  } else {
    out += drawMeadow(cv, horizon, vary(r, hsl(95, 40, 45)));
  }
  const green = foliage(cv);
  out += drawPoplar(r.float(40, 80), groundY + 10, r.float(150, 190), darken(green, 8));
  out += drawPoplar(r.float(90, 120), groundY + 12, r.float(130, 170), darken(green, 8));
  out += drawTree(cv, r.float(700, 770), groundY + 10, r.float(160, 210), green);

  const modern = r.chance(0.65);
  if (modern) {
    const w1 = r.float(400, 470);
    const h1 = r.float(115, 135);
    const x1 = W / 2 - w1 / 2 + r.float(-40, 40);
    const white = vary(r, r.pick([hsl(40, 20, 95), hsl(35, 18, 88), hsl(30, 10, 92)]), 2, 3, 2);
    const upperKind = r.pick(["wood", "dark", "white"] as const);
    const upper: Hsl =
      upperKind === "wood"
        ? vary(r, hsl(28, 45, 48))
        : upperKind === "dark"
          ? vary(r, hsl(210, 8, 26))
          : lighten(white, 2);
    const w2 = r.float(250, 320);
    const h2 = r.float(100, 118);
    const x2 = r.chance(0.5) ? x1 - r.float(10, 40) : x1 + w1 - w2 + r.float(10, 40);
    const y1 = groundY - h1;
    const y2 = y1 - h2;
    // Ground floor box with floor-to-ceiling glass.
    out += rect(x1, y1, w1, h1, hex(white));
    const glassX = x1 + w1 * 0.08;
    const glassW = w1 * r.float(0.55, 0.7);
    out += rect(glassX, y1 + 14, glassW, h1 - 14, glassFill(cv));
    for (let gx = glassX; gx <= glassX + glassW + 1; gx += glassW / 4)
      out += rect(gx - 1.5, y1 + 14, 3, h1 - 14, c(210, 8, 25));
    out += poly(
      [
        [glassX + 10, groundY],
        [glassX + glassW * 0.35, y1 + 14],
        [glassX + glassW * 0.45, y1 + 14],
        [glassX + 30, groundY],
      ],
      "#ffffff",
      { opacity: 0.18 },
    );
    out += rect(x1 + w1 * 0.82, y1 + 30, w1 * 0.1, h1 - 30, hex(darken(white, 45)));
    // Upper box, cantilevered.
    out += rect(x2, y2, w2, h2, hex(upper));
    if (upperKind === "wood") {
      for (let x = x2 + 5; x < x2 + w2; x += 6) out += line(x, y2, x, y2 + h2, hex(darken(upper, 8)), 1.2);
    }
    out += rect(x2 + w2 * 0.1, y2 + h2 * 0.28, w2 * 0.8, h2 * 0.5, glassFill(cv));
    out += rect(x2 - 8, y2 - 8, w2 + 16, 9, hex(darken(white, 8)));
    out += rect(x1 - 10, y1 - 6, w1 + 20, 8, hex(darken(white, 10)));
    out += rect(x2, y2 + h2, w2, 8, "#000000", { opacity: 0.15 });
    // Pool and deck.
    const poolTop = groundY + 30;
    const deck = vary(r, hsl(30, 35, 60));
    out += poly(
      [
        [x1 - 20, groundY],
        [x1 + w1 + 20, groundY],
        [x1 + w1 + 70, groundY + 110],
        [x1 - 70, groundY + 110],
      ],
      hex(deck),
    );
    for (let y = groundY + 8; y < groundY + 110; y += 9)
      out += line(0, y, W, y, hex(darken(deck, 8)), 1, { opacity: 0.6 });
    const water = cv.linear([
      [0, c(186, 70, 72)],
      [1, c(192, 75, 48)],
    ]);
    const px0 = x1 + 20;
    const px1 = x1 + w1 * 0.85;
    const pool = poly(
      [
        [px0, poolTop],
        [px1, poolTop],
        [px1 + 30, poolTop + 65],
        [px0 - 30, poolTop + 65],
      ],
      water,
      { stroke: c(40, 15, 92), "stroke-width": 6 },
    );
    out += pool;
    for (let i = 0; i < 8; i += 1) {
      const ry = poolTop + r.float(8, 58);
      const rx = r.float(px0, px1 - 40);
      out += path(`M${rx} ${ry} q10 -4 20 0 t20 0`, "none", { stroke: "#ffffff", "stroke-width": 1.6, opacity: 0.6 });
    }
    out += drawShrubPot(cv, x1 + w1 + 40, groundY + 8, 50);
  } else {
    // Classic Riviera villa: ochre walls, hipped roof, arched windows, balustrade.
    const w = r.float(360, 430);
    const h = r.float(200, 225);
    const x = W / 2 - w / 2 + r.float(-40, 40);
    const wall = vary(r, r.pick([hsl(38, 55, 74), hsl(18, 45, 78), hsl(45, 40, 85)]));
    const roof = vary(r, hsl(14, 55, 45));
    const eave = groundY - h;
    out += rect(x, eave, w, h, hex(wall));
    const shape = poly(
      [
        [x - 20, eave + 4],
        [x + w + 20, eave + 4],
        [x + w - 70, eave - 80],
        [x + 70, eave - 80],
      ],
      hex(roof),
    );
    out += shape + roofTiles(cv, shape, eave - 80, eave + 4, roof);
    out += rect(x - 14, eave, w + 28, 10, hex(lighten(wall, 8)));
    const cols = 4;
    for (let i = 0; i < cols; i += 1) {
      const cx = x + (w * (i + 0.5)) / cols;
      for (const [wy, wh] of [
        [eave + 30, 60],
        [eave + 120, 70],
      ] as const) {
        out += path(
          `M${cx - 18} ${wy + wh} L${cx - 18} ${wy + 14} A18 18 0 0 1 ${cx + 18} ${wy + 14} L${cx + 18} ${wy + wh} Z`,
          "#f6f2ea",
        );
        out += path(
          `M${cx - 14} ${wy + wh - 3} L${cx - 14} ${wy + 15} A14 14 0 0 1 ${cx + 14} ${wy + 15} L${cx + 14} ${wy + wh - 3} Z`,
          glassFill(cv),
        );
        out += rect(cx - 1.5, wy + 4, 3, wh, "#f6f2ea");
      }
    }
    // Terrace balustrade in front.
    const by = groundY + 20;
    out += rect(x - 40, by - 40, w + 80, 8, c(40, 20, 90));
    for (let bx = x - 34; bx < x + w + 34; bx += 14) {
      out += ellipse(bx + 5, by - 20, 5, 12, c(40, 18, 86));
    }
    out += rect(x - 40, by - 6, w + 80, 10, c(40, 18, 84));
    out += drawPlant(cv, x - 60, by + 10, 90);
    out += drawPlant(cv, x + w + 60, by + 10, 90);
  }
  out += drawHedge(cv, -10, W + 10, H + 10, 40, darken(green, 4));
  return out;
}

export function drawApartmentBuilding(cv: Canvas): string {
  const r = cv.rng;
  const W = cv.width;
  const H = cv.height;
  const streetY = r.float(505, 525);
  const sky = pickSky(cv);
  let out = drawSky(cv, sky, streetY);
  if (r.chance(0.6)) {
    const ridge = makeRidge(cv, -20, W + 20, streetY - 120, 60, 200, r.int(3, 5), 5);
    out += drawMountains(cv, ridge, streetY - 120, vary(r, hsl(218, 18, 60)), streetY - 250);
    out += rect(0, streetY - 122, W, 124, hex(hillColour(cv, 0.4)));
  }
  // Neighbours at the edges.
  for (const side of [0, 1]) {
    const nw = r.float(140, 200);
    const nh = r.float(180, 300);
    const nx = side === 0 ? -r.float(40, 90) : W - nw + r.float(40, 90);
    const ncol = vary(r, r.pick(facadeColours), 4, 6, 6);
    out += rect(nx, streetY - nh, nw, nh, hex(darken(ncol, 6)));
    for (let y = streetY - nh + 24; y < streetY - 40; y += 48) {
      for (let x = nx + 18; x < nx + nw - 30; x += 44) out += rect(x, y, 22, 28, c(210, 20, 45), { opacity: 0.7 });
    }
  }
  const floors = r.int(4, 6);
  const floorH = r.float(50, 56);
  const bw = r.float(440, 540);
  const bx = W / 2 - bw / 2 + r.float(-30, 30);
  const groundH = floorH * 1.15;
  const attic = r.chance(0.45);
  const bodyTop = streetY - groundH - (floors - 1) * floorH;
  const wall = vary(r, r.pick(facadeColours), 4, 5, 3);
  const frame = r.chance(0.6) ? "#f4f2ec" : hex(darken(wall, 40));
  const style = r.pick(["continuous", "pairs", "loggia", "classic"] as const);
  const railing = r.pick(["glass", "bars", "solid"] as const);
  const railColour = vary(r, r.pick([hsl(210, 8, 30), hsl(0, 0, 95), hsl(30, 30, 45)]));
  out += rect(bx, bodyTop, bw, streetY - bodyTop, hex(wall));
  const cols = Math.round(bw / 80);
  const colW = bw / cols;
  // Upper floors.
  for (let f = 1; f < floors; f += 1) {
    const y = streetY - groundH - f * floorH;
    out += rect(bx, y + floorH - 3, bw, 3, hex(darken(wall, 5)));
    for (let i = 0; i < cols; i += 1) {
      const cx = bx + colW * (i + 0.5);
      const ww = colW * (style === "classic" ? 0.38 : 0.5);
      if (style === "loggia" && i % 2 === 0) {
        out += rect(cx - colW * 0.42, y + 8, colW * 0.84, floorH - 12, hex(darken(wall, 30)));
        out += drawWindow(cv, cx - ww / 2, y + 12, ww, floorH * 0.62, { frame, mullions: false });
        out += drawBalcony(cx - colW * 0.42, y + floorH * 0.5, colW * 0.84, floorH * 0.4, railing, railColour);
      } else {
        out += drawWindow(cv, cx - ww / 2, y + 10, ww, floorH * 0.6, {
          frame,
          shutters: style === "classic" ? darken(wall, 20) : undefined,
          flowers: style === "classic" && r.chance(0.2),
        });
      }
    }
    if (style === "continuous") {
      out += drawBalcony(bx - 8, y + floorH * 0.52, bw + 16, floorH * 0.38, railing, railColour);
    } else if (style === "pairs") {
      for (let i = 0; i + 1 < cols; i += 3) {
        out += drawBalcony(bx + colW * i + 6, y + floorH * 0.52, colW * 2 - 12, floorH * 0.38, railing, railColour);
      }
    }
  }
  // Ground floor: entrance and windows or shop fronts.
  const groundTop = streetY - groundH;
  out += rect(bx, groundTop, bw, groundH, hex(darken(wall, 6)));
  const door = Math.floor(cols / 2);
  for (let i = 0; i < cols; i += 1) {
    const cx = bx + colW * (i + 0.5);
    if (i === door) {
      out += drawDoor(cv, cx - 20, groundTop + 14, 40, groundH - 14, hsl(210, 10, 25));
    } else {
      out += rect(cx - colW * 0.35, groundTop + 12, colW * 0.7, groundH - 22, glassFill(cv));
      out += rect(cx - colW * 0.35, groundTop + 12, colW * 0.7, 4, frame);
    }
  }
  // Attic or roof.
  if (attic) {
    const ax = bx + 34;
    const aw = bw - 68;
    const ah = floorH * 0.95;
    const acol = lighten(wall, 6);
    out += rect(ax, bodyTop - ah, aw, ah, hex(acol));
    out += rect(ax + 12, bodyTop - ah + 10, aw - 24, ah - 16, glassFill(cv));
    for (let x = ax + 12; x < ax + aw - 12; x += 44) out += rect(x, bodyTop - ah + 10, 3, ah - 16, c(210, 8, 30));
    out += rect(ax - 18, bodyTop - ah - 8, aw + 36, 9, hex(darken(wall, 12)));
    out += drawBalcony(bx, bodyTop - 26, bw, 26, "glass", railColour);
  } else if (style === "classic") {
    const roof = vary(r, r.pick(roofColours));
    const shape = poly(
      [
        [bx - 16, bodyTop + 2],
        [bx + bw + 16, bodyTop + 2],
        [bx + bw - 60, bodyTop - 70],
        [bx + 60, bodyTop - 70],
      ],
      hex(roof),
    );
    out += shape + roofTiles(cv, shape, bodyTop - 70, bodyTop + 2, roof);
  } else {
    out += rect(bx - 6, bodyTop - 10, bw + 12, 12, hex(darken(wall, 12)));
  }
  // Street.
  out += rect(0, streetY, W, 26, c(35, 8, 78));
  out += rect(0, streetY + 26, W, H - streetY - 26, c(215, 6, 38));
  for (let x = 20; x < W; x += 70) out += rect(x, streetY + 50, 36, 4, "#f2f2ee", { opacity: 0.8 });
  const green = foliage(cv);
  out += drawTree(cv, r.float(40, 120), streetY + 18, r.float(170, 220), green);
  out += drawTree(cv, r.float(680, 760), streetY + 18, r.float(160, 210), vary(r, green));
  if (r.chance(0.6))
    out += drawCar(cv, r.float(180, 480), streetY + 62, r.float(150, 170), {
      colour: vary(r, r.pick([hsl(0, 60, 42), hsl(210, 50, 40), hsl(0, 0, 90), hsl(0, 0, 22)])),
      facing: r.chance(0.5) ? 1 : -1,
    });
  return out;
}

export function drawGarage(cv: Canvas): string {
  const r = cv.rng;
  const W = cv.width;
  const H = cv.height;
  const groundY = r.float(430, 460);
  let out = backdrop(cv, groundY - 60, r.chance(0.5));
  const green = foliage(cv);
  out += drawTree(cv, r.float(40, 120), groundY, r.float(170, 230), green);
  const doors = r.int(1, 3);
  const gw = doors * 120 + 40;
  const gh = r.float(130, 150);
  const gx = W / 2 - gw / 2 + r.float(-60, 60);
  const wall = vary(r, r.pick(facadeColours), 4, 5, 3);
  out += rect(gx, groundY - gh, gw, gh, hex(wall));
  if (r.chance(0.5)) {
    out += rect(gx - 10, groundY - gh - 10, gw + 20, 12, hex(darken(wall, 20)));
  } else {
    const roof = vary(r, r.pick(roofColours));
    out += poly(
      [
        [gx - 14, groundY - gh + 2],
        [gx + gw + 14, groundY - gh + 2],
        [gx + gw - 30, groundY - gh - 50],
        [gx + 30, groundY - gh - 50],
      ],
      hex(roof),
    );
  }
  const doorColour = vary(r, r.pick([hsl(0, 0, 93), hsl(210, 8, 35), hsl(28, 40, 42), hsl(200, 20, 60)]));
  for (let i = 0; i < doors; i += 1) {
    out += garageDoor(gx + 20 + i * 120 + 6, groundY - gh + 34, 108, gh - 34, doorColour);
  }
  out += rect(gx + gw - 40, groundY - gh + 12, 16, 10, "#ffe7a0");
  // Driveway.
  out += poly(
    [
      [gx, groundY],
      [gx + gw, groundY],
      [gx + gw + 120, H],
      [gx - 120, H],
    ],
    c(215, 6, 42),
  );
  for (let i = 0; i < doors - 1; i += 1) {
    const x = gx + 20 + (i + 1) * 120;
    out += line(x, groundY + 2, x + (x - W / 2) * 0.5, H, "#f2f2ee", 3, { opacity: 0.8 });
  }
  if (r.chance(0.7)) {
    out += drawCar(cv, gx + gw * r.float(0.05, 0.4), groundY + 110, r.float(200, 240), {
      colour: vary(r, r.pick([hsl(0, 60, 42), hsl(210, 50, 40), hsl(0, 0, 92), hsl(0, 0, 22), hsl(45, 60, 55)])),
      facing: r.chance(0.5) ? 1 : -1,
    });
  }
  out += drawHedge(cv, gx + gw + 130, W + 10, groundY + 30, 36, darken(green, 5));
  return out;
}

export function drawShopFront(cv: Canvas): string {
  const r = cv.rng;
  const W = cv.width;
  const H = cv.height;
  const wall = vary(r, r.pick(facadeColours), 4, 5, 3);
  const sky = pickSky(cv, ["day", "summer"]);
  let out = drawSky(cv, sky, 60);
  // Building occupying the frame, upper floors first.
  out += rect(-10, 30, W + 20, H, hex(wall));
  out += rect(-10, 22, W + 20, 12, hex(darken(wall, 15)));
  const frame = "#f6f3ec";
  const shutters = r.chance(0.6) ? r.pick(shutterColours) : undefined;
  for (const y of [60, 170]) {
    for (let x = 70; x < W - 40; x += 170)
      out += drawWindow(cv, x, y, 58, 80, { frame, shutters, flowers: r.chance(0.3) });
  }
  // Shop.
  const fascia = vary(
    r,
    r.pick([hsl(210, 35, 25), hsl(150, 30, 25), hsl(350, 45, 30), hsl(30, 20, 20), hsl(200, 40, 40)]),
  );
  const shopTop = 285;
  const street = 525;
  out += rect(30, shopTop, W - 60, street - shopTop, hex(fascia));
  out += rect(W / 2 - 140, shopTop + 12, 280, 34, hex(lighten(fascia, 55)), { rx: 4 });
  // Sign "letters" as small blocks.
  let lx = W / 2 - 118;
  while (lx < W / 2 + 110) {
    const lw = r.float(8, 18);
    out += rect(lx, shopTop + 21, lw, 16, hex(fascia), { rx: 2 });
    lx += lw + r.float(4, 12);
  }
  // Awning with stripes and a scalloped edge.
  const awnTop = shopTop + 56;
  const awnColour = vary(r, r.pick([hsl(355, 60, 45), hsl(150, 35, 35), hsl(205, 55, 40), hsl(40, 70, 50)]));
  const awning = poly(
    [
      [40, awnTop],
      [W - 40, awnTop],
      [W - 20, awnTop + 44],
      [20, awnTop + 44],
    ],
    "#fbf8f2",
  );
  out += awning;
  const clip = cv.clip(awning);
  let stripes = "";
  for (let x = 0; x < W; x += 48) {
    stripes += poly(
      [
        [x + 20, awnTop],
        [x + 44, awnTop],
        [x + 44 + (x - W / 2) * 0.05, awnTop + 44],
        [x + 20 + (x - W / 2) * 0.05, awnTop + 44],
      ],
      hex(awnColour),
    );
  }
  out += group(stripes, { "clip-path": clip });
  for (let x = 20; x < W - 20; x += 24)
    out += circle(x + 12, awnTop + 44, 12, x % 48 < 24 ? "#fbf8f2" : hex(awnColour));
  // Display windows and door.
  const glassTop = awnTop + 62;
  const doorX = r.chance(0.5) ? 80 : W - 160;
  for (const [x0, x1] of doorX < W / 2 ? ([[170, W - 60]] as const) : ([[60, W - 180]] as const)) {
    out += rect(x0, glassTop, x1 - x0, street - glassTop - 22, c(35, 30, 88));
    // Shelves and goods.
    for (const sy of [glassTop + 50, glassTop + 105]) {
      out += rect(x0 + 10, sy, x1 - x0 - 20, 4, c(30, 30, 50));
      let gx = x0 + 16;
      while (gx < x1 - 30) {
        const gw = r.float(12, 28);
        const gh = r.float(14, 36);
        out += rect(
          gx,
          sy - gh,
          gw,
          gh,
          hex(
            vary(r, r.pick([hsl(12, 60, 58), hsl(200, 45, 45), hsl(45, 75, 58), hsl(160, 35, 40), hsl(340, 40, 60)])),
          ),
          { rx: 2 },
        );
        gx += gw + r.float(5, 14);
      }
    }
    out += rect(x0, glassTop, x1 - x0, street - glassTop - 22, "#cfe6f2", { opacity: 0.25 });
    out += poly(
      [
        [x0 + 30, street - 22],
        [x0 + 120, glassTop],
        [x0 + 170, glassTop],
        [x0 + 80, street - 22],
      ],
      "#ffffff",
      { opacity: 0.18 },
    );
    out += rect(x0, street - 28, x1 - x0, 8, hex(darken(fascia, 8)));
  }
  out += rect(doorX, glassTop, 80, street - glassTop, glassFill(cv));
  out += rect(doorX, glassTop, 80, street - glassTop, "none", { stroke: hex(darken(fascia, 10)), "stroke-width": 6 });
  out += rect(doorX + 60, glassTop + 80, 6, 40, "#d8c27a");
  // Pavement.
  out += rect(0, street, W, H - street, c(35, 8, 74));
  for (let x = -20; x < W; x += 60) out += line(x, street, x - 40, H, c(35, 6, 66), 2);
  out += drawPlant(cv, doorX < W / 2 ? W - 40 : 40, street + 30, 100);
  if (r.chance(0.6)) {
    // Bicycle.
    const bx = r.float(250, 450);
    const by = street + 50;
    out += circle(bx, by, 22, "none", { stroke: "#222", "stroke-width": 3 });
    out += circle(bx + 70, by, 22, "none", { stroke: "#222", "stroke-width": 3 });
    out += path(
      `M${bx} ${by} L${bx + 28} ${by - 34} L${bx + 62} ${by - 34} L${bx + 70} ${by} M${bx + 28} ${by - 34} L${bx + 38} ${by} L${bx + 62} ${by - 34}`,
      "none",
      {
        stroke: hex(vary(r, hsl(200, 60, 40))),
        "stroke-width": 3.5,
      },
    );
    out += rect(bx + 20, by - 42, 18, 4, "#222");
  }
  return out;
}

export function drawPlot(cv: Canvas): string {
  const r = cv.rng;
  const W = cv.width;
  const H = cv.height;
  const horizon = r.float(280, 330);
  const sky = pickSky(cv);
  let out = drawSky(cv, sky, horizon);
  const ridge = makeRidge(cv, -20, W + 20, horizon, 70, 210, r.int(3, 5), 6);
  out += drawMountains(cv, ridge, horizon, vary(r, hsl(218, 18, 56)), horizon - 140);
  if (r.chance(0.4)) out += drawLake(cv, horizon, horizon + 30, vary(r, hsl(203, 48, 55)));
  const hills = makeRidge(cv, -20, W + 20, horizon + 30, 10, 45, 3, 2);
  out += drawMountains(cv, hills, horizon + 30, hillColour(cv, 0.3), null);
  const grass = vary(r, hsl(80, 42, 50));
  out += drawMeadow(cv, horizon + 26, grass);
  out += drawVillage(cv, r.float(20, 300), r.float(400, 700), horizon + 48, 9);
  const green = foliage(cv);
  for (let i = 0; i < 3; i += 1)
    out += drawTree(cv, r.float(0, W), horizon + r.float(60, 90), r.float(60, 90), vary(r, green));
  // The plot: a mown trapezoid marked by stakes and tape.
  const top = horizon + r.float(110, 150);
  const bottom = H - r.float(30, 60);
  const corners: [number, number][] = [
    [r.float(180, 280), top],
    [r.float(520, 640), top],
    [r.float(700, 780), bottom],
    [r.float(20, 110), bottom],
  ];
  out += poly(corners, hex(lighten(grass, 6)));
  for (let i = 0; i < 10; i += 1) {
    const y = top + ((bottom - top) * (i + 0.5)) / 10;
    out += line(0, y, W, y, hex(darken(grass, 4)), 4, { opacity: 0.35 });
  }
  const tape = corners.map((p, i) => {
    const q = corners[(i + 1) % 4] as [number, number];
    return (
      line(p[0], p[1] - 26, q[0], q[1] - 26, "#d9362b", 2.5, { "stroke-dasharray": "10 8" }) +
      line(p[0], p[1] - 26, q[0], q[1] - 26, "#ffffff", 2.5, { "stroke-dasharray": "8 10", "stroke-dashoffset": 9 })
    );
  });
  out += tape.join("");
  for (const [x, y] of corners) {
    const s = 0.6 + ((y - top) / (bottom - top)) * 0.6;
    out += rect(x - 3 * s, y - 34 * s, 6 * s, 36 * s, c(30, 40, 40));
  }
  // Sale board on two posts.
  const sx = r.float(300, 480);
  const sy = (top + bottom) / 2 + 10;
  out += rect(sx + 8, sy - 30, 6, 70, c(30, 35, 35));
  out += rect(sx + 98, sy - 30, 6, 70, c(30, 35, 35));
  out += rect(sx, sy - 80, 112, 62, "#fbfaf6", { rx: 3 });
  out += rect(sx, sy - 80, 112, 16, hex(vary(r, hsl(205, 55, 35))), { rx: 3 });
  out += poly(
    [
      [sx + 40, sy - 38],
      [sx + 56, sy - 54],
      [sx + 72, sy - 38],
    ],
    c(14, 55, 45),
  );
  out += rect(sx + 44, sy - 38, 24, 14, c(40, 40, 80));
  if (r.chance(0.5)) {
    out += drawFir(cv, r.float(10, 80), H - 10, r.float(200, 260), vary(r, hsl(150, 30, 24)));
  } else {
    out += drawTree(cv, r.float(700, 780), H - 10, r.float(220, 280), green);
  }
  return out;
}
