/**
 * Writes contact sheets of drawn pictures to var/preview/ to look at them:
 *   npx tsx packages/upstream/scripts/preview-pictures.ts [kind… | site | equipe | inventory]
 * "inventory" shows the first photo of each listing of the demo inventory.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import sharp from "sharp";
import { team } from "@rli/contract/agency/agency";
import {
  demoPhotoNames,
  parsePhotoName,
  propertyImageKinds,
  siteImageNames,
  type PictureName,
} from "../src/pictures/catalog";
import { rasterise } from "../src/pictures/demo-photos";
import { DEMO_INVENTORY_FILE } from "../src/inventory.server";

const outDir = "var/preview";
mkdirSync(outDir, { recursive: true });
const wanted = process.argv.slice(2);
const kinds = wanted.length > 0 ? wanted : [...propertyImageKinds, "site", "equipe"];

async function sheet(label: string, pictures: PictureName[], width: number) {
  const tiles: Buffer[] = [];
  for (const picture of pictures) {
    const started = performance.now();
    const png = await rasterise(picture, width);
    if (!png) throw new Error(`pas de dessin : ${JSON.stringify(picture)}`);
    console.log(`${JSON.stringify(picture)}: ${png.length} octets, ${Math.round(performance.now() - started)} ms`);
    tiles.push(png);
  }
  const metas = await Promise.all(tiles.map((tile) => sharp(tile).metadata()));
  const tileH = Math.max(...metas.map((m) => m.height ?? 0));
  const columns = Math.min(3, tiles.length);
  const rows = Math.ceil(tiles.length / columns);
  const composite = await sharp({
    create: {
      width: width * columns + 8 * (columns - 1),
      height: tileH * rows + 8 * (rows - 1),
      channels: 3,
      background: "#ffffff",
    },
  })
    .composite(
      tiles.map((input, i) => ({
        input,
        left: (i % columns) * (width + 8),
        top: Math.floor(i / columns) * (tileH + 8),
      })),
    )
    .png()
    .toBuffer();
  writeFileSync(`${outDir}/${label}.png`, composite);
}

for (const kind of kinds) {
  if (kind === "inventory") {
    const photos = demoPhotoNames(readFileSync(DEMO_INVENTORY_FILE, "utf8")).flatMap(
      (name) => parsePhotoName(name) ?? [],
    );
    for (let i = 0; i < photos.length; i += 12) await sheet(`inventory-${i / 12 + 1}`, photos.slice(i, i + 12), 320);
  } else if (kind === "site") {
    await sheet(
      "site",
      siteImageNames.map((name) => ({ group: "site", name })),
      640,
    );
  } else if (kind === "equipe") {
    await sheet(
      "equipe",
      team.map((member) => ({ group: "equipe", memberId: member.id })),
      320,
    );
  } else {
    const picture = parsePhotoName(`${kind}-1`);
    if (!picture) throw new Error(`genre inconnu : ${kind}`);
    await sheet(
      kind,
      [1, 2, 3, 4, 5, 6].map((seed) => ({ ...picture, seed: seed * 7919 })),
      480,
    );
  }
}
