import { existsSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { appIcons, appleTouchIcon } from "~/agency/app-icons";
import { loader, webManifest } from "~/routes/manifest";

function manifestRequest(path: string) {
  return { request: new Request(`http://localhost${path}`), params: {}, context: {} };
}

describe("web manifest", () => {
  it("is JSON with a French name, the theme colours and the 192, 512 and maskable icons", async () => {
    const response = loader(manifestRequest("/manifest.webmanifest"));
    expect(response.headers.get("Content-Type")).toBe("application/manifest+json; charset=utf-8");
    const manifest = (await response.json()) as ReturnType<typeof webManifest>;
    expect(manifest.name).toBe("Rhône-Léman Immobilier");
    expect(manifest.lang).toBe("fr-CH");
    expect(manifest.start_url).toBe("/");
    expect(manifest.display).toBe("standalone");
    expect(manifest.theme_color).toBe("#0d4a6b");
    expect(manifest.background_color).toBe("#ffffff");
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      "192x192 any",
      "512x512 any",
      "512x512 maskable",
    ]);
  });

  it.each([
    ["de", "de-CH", "/de", "Immobilienbüro"],
    ["en", "en-GB", "/en", "estate agency"],
  ])("/%s/manifest.webmanifest speaks its language and starts on its home page", async (prefix, lang, start, words) => {
    const manifest = (await loader(manifestRequest(`/${prefix}/manifest.webmanifest`)).json()) as ReturnType<
      typeof webManifest
    >;
    expect(manifest.lang).toBe(lang);
    expect(manifest.start_url).toBe(start);
    expect(manifest.id).toBe(start);
    expect(manifest.description).toContain(words);
    expect(manifest.icons).toEqual(webManifest("fr").icons);
  });

  it.each([...appIcons, appleTouchIcon])("$src is a PNG of $size px in public/", async (icon) => {
    const file = `public${icon.src}`;
    expect(existsSync(file)).toBe(true);
    const metadata = await sharp(file).metadata();
    expect(metadata.format).toBe("png");
    expect([metadata.width, metadata.height]).toEqual([icon.size, icon.size]);
  });

  it("the maskable and Apple icons are opaque to their corners", async () => {
    for (const icon of [appIcons[2]!, appleTouchIcon]) {
      const { data, info } = await sharp(`public${icon.src}`).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      expect(data[info.channels - 1], icon.src).toBe(255);
    }
  });
});
