/** What the maps' names and marks need to keep clear of one another (decision 145). */

export type Box = { left: number; top: number; right: number; bottom: number };

/** Rough width of a character of a map's 12 px names, in pixels. */
export const CHARACTER_WIDTH = 6.6;

export function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;
}

export function inFrame(box: Box, width: number, height: number, inset = 2): boolean {
  return box.left >= inset && box.top >= inset && box.right <= width - inset && box.bottom <= height - inset;
}
