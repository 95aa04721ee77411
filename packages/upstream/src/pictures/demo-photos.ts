/**
 * The demo inventory's photos, drawn once and kept as PNG files, like the photos on a CRM's host:
 * `{DEMO_PHOTOS_DIR}/v{PICTURES_VERSION}/{name}.png`. They are made all at once (by `npm run build`,
 * or at start-up by the first process that finds some missing), so that every process (site, tests,
 * `npm run upstream`) shares one set and none draws a picture while answering a request. sharp is
 * loaded only when one is missing.
 */
import { existsSync } from "node:fs";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { demoPhotoNames, parsePhotoName, type PictureName } from "./catalog";
import { drawPictureSvg } from "./draw";
import { loadSharp } from "../libraries";

/** Bumped whenever a drawing changes, so that photos of an older drawing are made again. */
export const PICTURES_VERSION = 2;

/** Width the photos are kept at: the largest a property page shows (app/detail/photos.ts). */
export const PHOTO_WIDTH = 1600;

/** Drawings rasterised at once (each one keeps a core busy). */
const AT_ONCE = 2;

/** The PNG of one picture at `width` pixels, or null when it has no drawing. */
export async function rasterise(picture: PictureName, width = PHOTO_WIDTH): Promise<Buffer | null> {
  const svg = drawPictureSvg(picture, width);
  if (svg === null) return null;
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).flatten({ background: "#ffffff" }).png({ compressionLevel: 6 }).toBuffer();
}

export function photosFolder(root: string): string {
  return path.resolve(root, `v${PICTURES_VERSION}`);
}

/** The file of a made photo, or null when the name is not one of the set. */
export function photoFile(folder: string, name: string): string | null {
  if (!parsePhotoName(name)) return null;
  const file = path.join(folder, `${name}.png`);
  return existsSync(file) ? file : null;
}

/**
 * Draws the named photos missing from `folder`; returns how many were drawn (none once they are all
 * there). Each file is written under a temporary name and renamed into place, so that no process
 * ever reads half a photo; two processes starting together may both draw one, and either copy wins.
 */
export async function makeDemoPhotos(folder: string, names: readonly string[]): Promise<number> {
  const queue = names.filter((name) => !existsSync(path.join(folder, `${name}.png`)));
  if (queue.length === 0) return 0;
  await mkdir(folder, { recursive: true });
  let drawn = 0;
  async function worker() {
    for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
      const picture = parsePhotoName(name);
      const png = picture && (await rasterise(picture));
      if (!png) throw new Error(`photo de démonstration sans dessin : ${name}`);
      const file = path.join(folder, `${name}.png`);
      const temp = `${file}.${process.pid}.tmp`;
      try {
        await writeFile(temp, png);
        await rename(temp, file);
      } finally {
        await rm(temp, { force: true });
      }
      drawn += 1;
    }
  }
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return drawn;
}

/** The photo names of an inventory file. */
export async function inventoryPhotoNames(file: string): Promise<string[]> {
  return demoPhotoNames(await readFile(file, "utf8"));
}
