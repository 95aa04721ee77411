/**
 * Draws the icons of the web manifest and the Apple touch icon from the logo mark
 * (public/favicon.svg) with sharp, into public/. Run after changing the logo:
 *   npx tsx scripts/generate-icons.ts
 */
import { readFileSync } from "node:fs";
import sharp from "sharp";
import { appIcons, appleTouchIcon, MASKABLE_LOGO_SHARE, type AppIcon } from "~/agency/app-icons";
import { palette } from "~/styles/palette";

const logo = readFileSync("public/favicon.svg");

async function draw(icon: AppIcon, opaque: boolean): Promise<void> {
  const target = `public${icon.src}`;
  if (icon.purpose === "maskable") {
    const inner = Math.round(icon.size * MASKABLE_LOGO_SHARE);
    const mark = await sharp(logo, { density: 600 }).resize(inner, inner).png().toBuffer();
    await sharp({ create: { width: icon.size, height: icon.size, channels: 4, background: palette.primary } })
      .composite([{ input: mark, gravity: "center" }])
      .png({ compressionLevel: 9 })
      .toFile(target);
  } else {
    const image = sharp(logo, { density: 600 }).resize(icon.size, icon.size);
    await (opaque ? image.flatten({ background: palette.primary }) : image).png({ compressionLevel: 9 }).toFile(target);
  }
  console.log(target);
}

for (const icon of appIcons) await draw(icon, false);
await draw(appleTouchIcon, true);
