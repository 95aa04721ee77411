/**
 * Writes contact sheets of drawn pictures to var/preview/ to look at them:
 *   npx tsx scripts/preview-images.ts [kind… | site | equipe | inventory]
 * "inventory" shows the first picture of each listing of the demo inventory.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import sharp from "sharp";
import { team } from "~/agency/agency";
import inventory from "~/api/embedded/demo/inventory.json";
import { propertyImageKinds, siteImageNames, splitImagePath } from "~/images/catalog";
import { renderImage } from "~/images/render.server";

const outDir = "var/preview";
mkdirSync(outDir, { recursive: true });
const wanted = process.argv.slice(2);
const kinds = wanted.length > 0 ? wanted : [...propertyImageKinds, "site", "equipe"];

async function sheet(label: string, images: { group: string; name: string }[], width: number) {
  const tiles: Buffer[] = [];
  for (const image of images) {
    const started = performance.now();
    const rendered = await renderImage(image.group, image.name, { width, format: "jpeg" });
    if (!rendered) throw new Error(`no image ${image.group}/${image.name}`);
    console.log(
      `${image.group}/${image.name}: ${rendered.body.length} bytes, ${Math.round(performance.now() - started)} ms`,
    );
    tiles.push(rendered.body);
  }
  const metas = await Promise.all(tiles.map((tile) => sharp(tile).metadata()));
  const tileW = width;
  const tileH = Math.max(...metas.map((m) => m.height ?? 0));
  const columns = Math.min(3, tiles.length);
  const rows = Math.ceil(tiles.length / columns);
  const composite = await sharp({
    create: {
      width: tileW * columns + 8 * (columns - 1),
      height: tileH * rows + 8 * (rows - 1),
      channels: 3,
      background: "#ffffff",
    },
  })
    .composite(
      tiles.map((input, i) => ({
        input,
        left: (i % columns) * (tileW + 8),
        top: Math.floor(i / columns) * (tileH + 8),
      })),
    )
    .png()
    .toBuffer();
  writeFileSync(`${outDir}/${label}.png`, composite);
}

for (const kind of kinds) {
  if (kind === "inventory") {
    const firsts = inventory.properties
      .map((p) => splitImagePath(p.localizations[0]?.attachments.images[0]?.url ?? ""))
      .filter((parts): parts is { group: string; name: string } => parts !== null);
    for (let i = 0; i < firsts.length; i += 12) await sheet(`inventory-${i / 12 + 1}`, firsts.slice(i, i + 12), 320);
  } else if (kind === "site")
    await sheet(
      "site",
      siteImageNames.map((name) => ({ group: "site", name })),
      640,
    );
  else if (kind === "equipe")
    await sheet(
      "equipe",
      team.map((m) => ({ group: "equipe", name: m.id })),
      320,
    );
  else
    await sheet(
      kind,
      [1, 2, 3, 4, 5, 6].map((seed) => ({ group: "biens", name: `${kind}-${seed * 7919}` })),
      480,
    );
}
