import type { Rng } from "../random";

/** A colour as hue (0–360), saturation and lightness (0–100). */
export type Hsl = { h: number; s: number; l: number };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function hsl(h: number, s: number, l: number): Hsl {
  return { h: ((h % 360) + 360) % 360, s: clamp(s, 0, 100), l: clamp(l, 0, 100) };
}

/** `#rrggbb` for a colour. */
export function hex(color: Hsl): string {
  const s = color.s / 100;
  const l = color.l / 100;
  const k = (n: number) => (n + color.h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const value = l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

export function lighten(color: Hsl, amount: number): Hsl {
  return hsl(color.h, color.s, color.l + amount);
}

export function darken(color: Hsl, amount: number): Hsl {
  return hsl(color.h, color.s, color.l - amount);
}

/** Mixes two colours (t = 0 gives a, t = 1 gives b), going the short way round the hue circle. */
export function mix(a: Hsl, b: Hsl, t: number): Hsl {
  let dh = b.h - a.h;
  if (dh > 180) dh -= 360;
  if (dh < -180) dh += 360;
  return hsl(a.h + dh * t, a.s + (b.s - a.s) * t, a.l + (b.l - a.l) * t);
}

/** The colour moved a little at random. */
export function vary(rng: Rng, color: Hsl, dh = 8, ds = 6, dl = 5): Hsl {
  return hsl(color.h + rng.float(-dh, dh), color.s + rng.float(-ds, ds), color.l + rng.float(-dl, dl));
}

/** Shorthand: `c(h, s, l)` as `#rrggbb`. */
export function c(h: number, s: number, l: number): string {
  return hex(hsl(h, s, l));
}

/** Facade colours of the region: cream, sand, ochre, pale pink, sage, white, light grey. */
export const facadeColours: readonly Hsl[] = [
  hsl(42, 45, 88),
  hsl(36, 40, 80),
  hsl(38, 55, 72),
  hsl(18, 45, 82),
  hsl(95, 18, 78),
  hsl(45, 20, 94),
  hsl(210, 10, 85),
  hsl(28, 35, 70),
  hsl(200, 25, 82),
];

/** Roof colours: brown-red tiles, anthracite, slate, terracotta. */
export const roofColours: readonly Hsl[] = [
  hsl(10, 45, 36),
  hsl(18, 50, 42),
  hsl(215, 10, 28),
  hsl(205, 12, 38),
  hsl(14, 60, 48),
  hsl(25, 30, 30),
];

/** Shutters: Swiss green, grey-blue, bordeaux, natural wood, white. */
export const shutterColours: readonly Hsl[] = [
  hsl(140, 35, 32),
  hsl(205, 30, 42),
  hsl(350, 45, 35),
  hsl(30, 45, 38),
  hsl(40, 15, 92),
  hsl(170, 25, 35),
];

/** Interior accents: textiles, cushions, cabinets. */
export const accentColours: readonly Hsl[] = [
  hsl(12, 60, 58),
  hsl(200, 45, 45),
  hsl(160, 35, 40),
  hsl(45, 75, 58),
  hsl(340, 35, 55),
  hsl(25, 55, 48),
  hsl(220, 30, 35),
  hsl(100, 25, 45),
];
