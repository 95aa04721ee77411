/**
 * Illustrated head-and-shoulders portraits of the team, on an 800 × 1000 canvas.
 */
import { darken, hex, hsl, lighten, type Hsl } from "./color";
import { makeRidge } from "./nature";
import { type Canvas, circle, ellipse, group, line, path, poly, rect } from "./svg";

export type HairStyle = "short" | "receding" | "long-wavy" | "curly" | "bob";
export type Clothing = "suit" | "blazer" | "blouse" | "sweater";

export type PortraitTraits = {
  skin: Hsl;
  hair: Hsl;
  hairStyle: HairStyle;
  beard?: "stubble" | "full";
  glasses?: boolean;
  earrings?: boolean;
  clothing: Clothing;
  clothes: Hsl;
  shirt?: Hsl;
  tie?: Hsl;
  background: Hsl;
};

/** The five team members of agency.ts, by id. */
export const portraitTraits: Readonly<Record<string, PortraitTraits>> = {
  "laurent-rochat": {
    skin: hsl(24, 48, 76),
    hair: hsl(30, 4, 66),
    hairStyle: "receding",
    glasses: true,
    clothing: "suit",
    clothes: hsl(218, 38, 26),
    shirt: hsl(205, 40, 94),
    tie: hsl(350, 50, 36),
    background: hsl(190, 28, 82),
  },
  "sophie-carron": {
    skin: hsl(22, 52, 80),
    hair: hsl(22, 48, 30),
    hairStyle: "long-wavy",
    earrings: true,
    clothing: "blouse",
    clothes: hsl(174, 38, 38),
    background: hsl(28, 60, 86),
  },
  "julien-dubois": {
    skin: hsl(27, 42, 62),
    hair: hsl(25, 28, 15),
    hairStyle: "short",
    beard: "stubble",
    clothing: "blazer",
    clothes: hsl(210, 6, 45),
    shirt: hsl(0, 0, 97),
    background: hsl(212, 45, 84),
  },
  "nadia-perrin": {
    skin: hsl(22, 42, 40),
    hair: hsl(20, 25, 11),
    hairStyle: "curly",
    glasses: true,
    earrings: true,
    clothing: "blouse",
    clothes: hsl(345, 48, 38),
    background: hsl(265, 30, 86),
  },
  "marc-favre": {
    skin: hsl(20, 55, 82),
    hair: hsl(18, 58, 42),
    hairStyle: "short",
    beard: "full",
    clothing: "sweater",
    clothes: hsl(152, 30, 28),
    shirt: hsl(205, 45, 88),
    background: hsl(95, 25, 84),
  },
};

const FACE = "M272 405 C270 255 530 255 528 405 C528 520 470 598 400 598 C330 598 272 520 272 405 Z";

function background(cv: Canvas, t: PortraitTraits): string {
  const W = cv.width;
  const H = cv.height;
  const fill = cv.linear([
    [0, hex(lighten(t.background, 6))],
    [1, hex(darken(t.background, 6))],
  ]);
  let out = rect(0, 0, W, H, fill);
  out += circle(W * 0.5, H * 0.42, 330, hex(lighten(t.background, 5)), { opacity: 0.8 });
  const ridge = makeRidge(cv, -20, W + 20, H * 0.78, 60, 200, 3, 3);
  const points = ridge.points;
  const first = points[0];
  const last = points[points.length - 1];
  if (first && last) {
    out += poly([[first[0], H], ...points, [last[0], H]], hex(darken(t.background, 10)), { opacity: 0.5 });
  }
  return out;
}

function hairBack(t: PortraitTraits, cv: Canvas): string {
  const colour = hex(t.hair);
  switch (t.hairStyle) {
    case "long-wavy":
      return path(
        "M252 410 C228 240 572 240 548 410 C556 520 598 620 574 720 C560 790 500 800 468 760 L332 760 C300 800 240 790 226 720 C202 620 244 520 252 410 Z",
        colour,
      );
    case "bob":
      return path(
        "M255 410 C235 250 565 250 545 410 C548 500 560 560 540 600 L260 600 C240 560 252 500 255 410 Z",
        colour,
      );
    case "curly": {
      let out = "";
      for (let i = 0; i <= 22; i += 1) {
        const a = Math.PI * (0.92 + (i / 22) * 1.16);
        const x = 400 + Math.cos(a) * 168;
        const y = 400 + Math.sin(a) * 178;
        out += circle(x, y, 52 + cv.rng.float(-6, 8), colour);
      }
      out += ellipse(400, 360, 165, 140, colour);
      for (const side of [-1, 1]) {
        out += circle(400 + side * 180, 500, 48, colour);
        out += circle(400 + side * 170, 560, 40, colour);
      }
      return out;
    }
    default:
      return "";
  }
}

function hairFront(t: PortraitTraits, cv: Canvas): string {
  const colour = hex(t.hair);
  const light = hex(lighten(t.hair, 10));
  switch (t.hairStyle) {
    case "short":
      return (
        path(
          "M270 430 C250 300 300 238 400 236 C505 238 552 300 530 430 C522 380 508 345 486 330 C450 346 380 340 330 318 C300 336 280 380 270 430 Z",
          colour,
        ) +
        path("M330 318 C370 300 430 298 486 330", "none", {
          stroke: light,
          "stroke-width": 5,
          opacity: 0.5,
          "stroke-linecap": "round",
        }) +
        rect(270, 400, 14, 60, colour, { rx: 6 }) +
        rect(516, 400, 14, 60, colour, { rx: 6 })
      );
    case "receding":
      return (
        path(
          "M268 450 C258 330 300 270 400 266 C500 270 542 330 532 450 C524 410 516 380 500 360 C470 330 440 322 400 322 C360 322 330 330 300 360 C284 380 276 410 268 450 Z",
          colour,
        ) + path("M300 345 C340 300 460 300 500 345", "none", { stroke: light, "stroke-width": 4, opacity: 0.5 })
      );
    case "long-wavy":
      return (
        path(
          "M268 450 C250 300 340 240 420 246 C510 254 552 320 532 440 C520 380 490 330 430 314 C400 370 330 392 268 450 Z",
          colour,
        ) + path("M430 314 C455 340 490 360 520 410", "none", { stroke: light, "stroke-width": 4, opacity: 0.5 })
      );
    case "bob":
      return path(
        "M268 430 C260 300 330 250 400 250 C470 250 540 300 532 430 C500 350 440 330 400 330 C360 330 300 350 268 430 Z",
        colour,
      );
    case "curly": {
      let out = "";
      for (let i = 0; i < 9; i += 1) {
        const x = 300 + i * 25;
        const y = 300 - Math.sin((i / 8) * Math.PI) * 40 + cv.rng.float(-4, 4);
        out += circle(x, y, 30 + cv.rng.float(-3, 4), colour);
      }
      return out;
    }
  }
}

function clothing(t: PortraitTraits): string {
  const torso = "M100 1000 C112 830 210 752 322 724 L478 724 C590 752 688 830 700 1000 Z";
  const main = hex(t.clothes);
  const dark = hex(darken(t.clothes, 8));
  const shirt = hex(t.shirt ?? hsl(0, 0, 97));
  const skin = hex(t.skin);
  let out = "";
  switch (t.clothing) {
    case "suit":
    case "blazer": {
      out += path(torso, main);
      out += poly(
        [
          [336, 722],
          [464, 722],
          [430, 860],
          [400, 900],
          [370, 860],
        ],
        shirt,
      );
      if (t.clothing === "blazer") {
        out += poly(
          [
            [360, 722],
            [440, 722],
            [400, 790],
          ],
          skin,
        );
      }
      // Collar points.
      out += poly(
        [
          [340, 716],
          [398, 740],
          [372, 778],
        ],
        shirt,
        { stroke: hex(darken(t.shirt ?? hsl(0, 0, 90), 10)), "stroke-width": 2 },
      );
      out += poly(
        [
          [460, 716],
          [402, 740],
          [428, 778],
        ],
        shirt,
        { stroke: hex(darken(t.shirt ?? hsl(0, 0, 90), 10)), "stroke-width": 2 },
      );
      if (t.tie) {
        out += poly(
          [
            [388, 742],
            [412, 742],
            [418, 770],
            [400, 778],
            [382, 770],
          ],
          hex(t.tie),
        );
        out += poly(
          [
            [385, 776],
            [415, 776],
            [426, 930],
            [400, 960],
            [374, 930],
          ],
          hex(t.tie),
        );
        for (let y = 800; y < 930; y += 26)
          out += line(382, y, 420, y - 12, hex(lighten(t.tie, 10)), 3, { opacity: 0.5 });
      }
      // Lapels.
      out += poly(
        [
          [322, 724],
          [352, 724],
          [400, 930],
          [370, 960],
          [300, 800],
        ],
        dark,
      );
      out += poly(
        [
          [478, 724],
          [448, 724],
          [400, 930],
          [430, 960],
          [500, 800],
        ],
        dark,
      );
      out += circle(400, 975, 7, hex(darken(t.clothes, 18)));
      break;
    }
    case "blouse": {
      out += path("M100 1000 C112 830 210 752 318 726 Q400 812 482 726 C590 752 688 830 700 1000 Z", main);
      out += path("M318 726 Q400 812 482 726", "none", { stroke: dark, "stroke-width": 6 });
      out += path("M230 1000 C240 900 250 840 270 800", "none", { stroke: dark, "stroke-width": 4, opacity: 0.5 });
      out += path("M570 1000 C560 900 550 840 530 800", "none", { stroke: dark, "stroke-width": 4, opacity: 0.5 });
      // Fine necklace.
      out += path("M350 740 Q400 800 450 740", "none", { stroke: "#d9b868", "stroke-width": 2.5 });
      out += circle(400, 772, 6, "#d9b868");
      break;
    }
    case "sweater": {
      out += path(torso, main);
      out += path("M330 700 L470 700 L478 740 Q400 770 322 740 Z", dark);
      out += poly(
        [
          [350, 730],
          [398, 744],
          [372, 770],
        ],
        shirt,
      );
      out += poly(
        [
          [450, 730],
          [402, 744],
          [428, 770],
        ],
        shirt,
      );
      out += line(400, 748, 400, 880, hex(darken(t.clothes, 18)), 4);
      out += rect(395, 860, 10, 22, "#c9c9c9", { rx: 3 });
      for (let y = 820; y < 1000; y += 30) {
        out += path(`M150 ${y + 40} Q400 ${y + 20} 650 ${y + 40}`, "none", {
          stroke: dark,
          "stroke-width": 3,
          opacity: 0.35,
        });
      }
      break;
    }
  }
  return out;
}

function face(t: PortraitTraits): string {
  const skin = hex(t.skin);
  const shade = hex(darken(t.skin, 9));
  const hair = hex(darken(t.hair, 4));
  let out = "";
  // Ears.
  out += ellipse(272, 440, 22, 36, skin) + ellipse(276, 442, 10, 20, shade, { opacity: 0.5 });
  out += ellipse(528, 440, 22, 36, skin) + ellipse(524, 442, 10, 20, shade, { opacity: 0.5 });
  out += path(FACE, skin);
  // Soft shadow along the right cheek.
  out += path("M500 420 C505 510 470 575 420 592 C470 560 500 500 500 420 Z", shade, { opacity: 0.35 });
  // Eyebrows.
  const browWidth = t.hairStyle === "receding" ? 6 : 7;
  out += path("M322 392 Q352 374 382 390", "none", {
    stroke: hair,
    "stroke-width": browWidth,
    "stroke-linecap": "round",
  });
  out += path("M418 390 Q448 374 478 392", "none", {
    stroke: hair,
    "stroke-width": browWidth,
    "stroke-linecap": "round",
  });
  // Eyes.
  for (const x of [352, 448]) {
    out += ellipse(x, 436, 17, 11, "#fbfbf8");
    out += circle(x, 436, 9, "#3b2a20");
    out += circle(x, 436, 4.5, "#120c08");
    out += circle(x + 3, 433, 2.6, "#ffffff");
    out += path(`M${x - 18} 432 Q${x} 418 ${x + 18} 432`, "none", {
      stroke: hex(darken(t.skin, 35)),
      "stroke-width": 3,
      "stroke-linecap": "round",
    });
  }
  // Nose.
  out += path("M404 448 Q396 486 386 500 Q400 510 416 500", "none", {
    stroke: hex(darken(t.skin, 18)),
    "stroke-width": 4,
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
  });
  // Cheeks.
  out += circle(330, 500, 26, hex(hsl(5, 70, 65)), { opacity: 0.16 });
  out += circle(470, 500, 26, hex(hsl(5, 70, 65)), { opacity: 0.16 });
  return out;
}

function beard(t: PortraitTraits): string {
  if (!t.beard) return "";
  const colour = hex(t.hair);
  if (t.beard === "stubble") {
    return path(
      "M282 470 C290 560 340 606 400 608 C460 606 510 560 518 470 C505 520 480 548 448 548 C430 538 370 538 352 548 C320 548 295 520 282 470 Z",
      colour,
      { opacity: 0.35 },
    );
  }
  return (
    path(
      "M276 450 C282 570 340 632 400 634 C460 632 518 570 524 450 C510 520 480 548 448 548 C430 536 370 536 352 548 C320 548 290 520 276 450 Z",
      colour,
    ) + path("M352 528 Q400 505 448 528 Q430 540 400 534 Q370 540 352 528 Z", colour)
  );
}

function mouth(t: PortraitTraits): string {
  const lips = hex(hsl(t.skin.h - 8, 45, Math.max(30, t.skin.l - 22)));
  return (
    path("M360 540 Q400 584 440 540 Q400 556 360 540 Z", lips) +
    path("M368 544 Q400 558 432 544 Q400 566 368 544 Z", "#ffffff", { opacity: 0.9 })
  );
}

function accessories(t: PortraitTraits): string {
  let out = "";
  if (t.glasses) {
    const frame = t.hairStyle === "receding" ? "#3a3f4a" : "#5a2e2a";
    out += group(
      rect(318, 410, 70, 52, "none", { rx: 16 }) +
        rect(412, 410, 70, 52, "none", { rx: 16 }) +
        path("M388 428 Q400 420 412 428", "none") +
        line(318, 424, 282, 418, frame) +
        line(482, 424, 518, 418, frame),
      { stroke: frame, "stroke-width": 5, fill: "none" },
    );
    out += rect(322, 414, 62, 44, "#ffffff", { rx: 13, opacity: 0.12 });
    out += rect(416, 414, 62, 44, "#ffffff", { rx: 13, opacity: 0.12 });
  }
  if (t.earrings) {
    out += circle(270, 482, 8, "#e0bd62") + circle(530, 482, 8, "#e0bd62");
  }
  return out;
}

export function drawPortrait(cv: Canvas, traits: PortraitTraits): string {
  // The head is drawn around (400, 430) and placed a little lower and larger on the shoulders.
  const headTransform = "translate(400 478) scale(1.08) translate(-400 -430)";
  let out = background(cv, traits);
  out += group(hairBack(traits, cv), { transform: headTransform });
  // Neck, with a shadow under the chin.
  out += path("M341 600 L459 600 L464 740 Q400 790 336 740 Z", hex(traits.skin));
  out += path("M341 612 Q400 680 459 612 L460 650 Q400 700 340 650 Z", hex(darken(traits.skin, 10)), { opacity: 0.6 });
  out += clothing(traits);
  out += group(face(traits) + beard(traits) + mouth(traits) + hairFront(traits, cv) + accessories(traits), {
    transform: headTransform,
  });
  return out;
}
