/**
 * Makes the demo photos once (`npm run build` runs it; nothing is drawn when they exist), or, with
 * `--site DIR`, draws the site's own pictures (hero, towns, team portraits) as PNG files into DIR.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { team } from "@rli/contract/agency/agency";
import { env } from "../env";
import { inventoryFile } from "../inventory.server";
import { siteImageNames, type PictureName } from "./catalog";
import { inventoryPhotoNames, makeDemoPhotos, photosFolder, rasterise } from "./demo-photos";

/** The site shows its own pictures up to this width (the home hero on a large screen). */
const SITE_PICTURE_WIDTH = 1920;

const siteIndex = process.argv.indexOf("--site");
const started = performance.now();
if (siteIndex >= 0) {
  const dir = path.resolve(process.argv[siteIndex + 1] ?? ".");
  const pictures: [string, PictureName][] = [
    ...siteImageNames.map((name): [string, PictureName] => [`site-${name}`, { group: "site", name }]),
    ...team.map((member): [string, PictureName] => [`equipe-${member.id}`, { group: "equipe", memberId: member.id }]),
  ];
  for (const [file, picture] of pictures) {
    const png = await rasterise(picture, SITE_PICTURE_WIDTH);
    if (png) await writeFile(path.join(dir, `${file}.png`), png);
  }
  console.log(`${pictures.length} images du site dessinées dans ${dir}`);
} else {
  const folder = photosFolder(env.DEMO_PHOTOS_DIR);
  const drawn = await makeDemoPhotos(folder, await inventoryPhotoNames(inventoryFile()));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    drawn ? `${drawn} photos de démonstration dessinées en ${seconds} s (${folder})` : `photos déjà faites (${folder})`,
  );
}
