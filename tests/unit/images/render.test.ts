import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { team } from "~/agency/agency";
import type { DemoInventory } from "~/api/embedded/demo/generate";
import blog from "~/api/embedded/demo/blog.json";
import inventoryJson from "~/api/embedded/demo/inventory.json";
import { propertyImageKinds, siteImageNames, splitImagePath } from "~/images/catalog";
import { drawImageSvg } from "~/images/draw";
import { imageWork, renderImage } from "~/images/render.server";

const inventory = inventoryJson as unknown as DemoInventory;

function referencedImages(): string[] {
  const urls = new Set<string>();
  for (const item of [...inventory.properties, ...inventory.projects]) {
    for (const image of item.localizations[0]?.attachments?.images ?? []) urls.add(image.url);
  }
  for (const post of blog) urls.add(post.author.image);
  for (const member of team) urls.add(member.image_url);
  urls.add("/images/site/hero");
  return [...urls];
}

describe("drawn pictures", () => {
  it("draws every picture referenced by the inventory, the blog and the team as JPEG", async () => {
    const urls = referencedImages();
    expect(urls.length).toBeGreaterThan(100);
    const queue = [...urls];
    const failures: string[] = [];
    async function worker() {
      for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
        const parts = splitImagePath(url);
        const image = parts && (await renderImage(parts.group, parts.name, { width: 320, format: "jpeg" }));
        if (!image || image.body[0] !== 0xff || image.body[1] !== 0xd8) failures.push(url);
      }
    }
    await Promise.all([worker(), worker(), worker()]);
    expect(failures).toEqual([]);
  }, 180_000);

  it("renders at the requested width, in the requested format, with the group's height", async () => {
    const webp = await renderImage("biens", "villa-17", { width: 640, format: "webp" });
    expect(webp?.contentType).toBe("image/webp");
    const webpMeta = await sharp(webp?.body).metadata();
    expect([webpMeta.format, webpMeta.width, webpMeta.height]).toEqual(["webp", 640, 480]);

    const hero = await renderImage("site", "hero", { width: 1280, format: "jpeg" });
    expect(hero?.contentType).toBe("image/jpeg");
    const heroMeta = await sharp(hero?.body).metadata();
    expect([heroMeta.format, heroMeta.width, heroMeta.height]).toEqual(["jpeg", 1280, 720]);

    const portrait = await renderImage("equipe", "nadia-perrin", { width: 500, format: "jpeg" });
    const portraitMeta = await sharp(portrait?.body).metadata();
    expect([portraitMeta.width, portraitMeta.height]).toEqual([640, 800]);
  });

  it("returns null for an unknown picture or an unusable width", async () => {
    expect(await renderImage("biens", "piscine-3", { format: "jpeg" })).toBeNull();
    expect(await renderImage("equipe", "jean-dupont", { format: "webp" })).toBeNull();
    expect(await renderImage("site", "inconnu", { format: "jpeg" })).toBeNull();
    expect(await renderImage("ailleurs", "hero", { format: "jpeg" })).toBeNull();
    expect(await renderImage("biens", "maison-3", { width: 0, format: "jpeg" })).toBeNull();
    expect(await renderImage("biens", "maison-3", { width: Number.NaN, format: "jpeg" })).toBeNull();
  });

  it("serves a repeated request from the disk cache, without encoding again", async () => {
    const first = await renderImage("biens", "cuisine-42", { width: 480, format: "webp" });
    const encodes = imageWork.encodes;
    const second = await renderImage("biens", "cuisine-42", { width: 470, format: "webp" });
    expect(imageWork.encodes).toBe(encodes);
    expect(second?.body.equals(first!.body)).toBe(true);
  });

  it("draws the same name the same way, and different seeds differently", () => {
    for (const kind of propertyImageKinds) {
      const a = drawImageSvg("biens", `${kind}-101`, 320);
      expect(a, kind).toBe(drawImageSvg("biens", `${kind}-101`, 320));
      expect(a, kind).not.toBe(drawImageSvg("biens", `${kind}-202`, 320));
    }
    for (const name of siteImageNames) expect(drawImageSvg("site", name, 320)).toContain("<svg");
  });

  it("draws colourful pictures, not grey boxes", async () => {
    for (const name of ["maison-5", "salon-5", "chalet-5", "lac-5"]) {
      const image = await renderImage("biens", name, { width: 320, format: "jpeg" });
      const stats = await sharp(image?.body).stats();
      const spread = stats.channels.slice(0, 3).map((channel) => channel.stdev);
      expect(Math.min(...spread), name).toBeGreaterThan(15);
      const means = stats.channels.slice(0, 3).map((channel) => channel.mean);
      expect(Math.max(...means) - Math.min(...means), name).toBeGreaterThan(8);
    }
  });
});
