import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { team } from "@rli/contract/agency/agency";
import { siteImageNames } from "~/images/catalog";
import { imageWork, renderImage, SITE_PICTURES_DIR } from "~/images/render.server";

describe("site pictures", () => {
  it("has a picture file for every site picture and every team member, served as JPEG", async () => {
    const names = [
      ...siteImageNames.map((name) => ["site", name] as const),
      ...team.map((member) => ["equipe", member.id] as const),
    ];
    for (const [group, name] of names) {
      expect(existsSync(path.join(SITE_PICTURES_DIR, `${group}-${name}.png`)), name).toBe(true);
      const image = await renderImage(group, name, { width: 320, format: "jpeg" });
      expect(image?.body.subarray(0, 2), name).toEqual(Buffer.from([0xff, 0xd8]));
    }
  });

  it("renders at the requested width, in the requested format, with the group's height", async () => {
    const webp = await renderImage("site", "vevey", { width: 640, format: "webp" });
    expect(webp?.contentType).toBe("image/webp");
    const webpMeta = await sharp(webp?.body).metadata();
    expect([webpMeta.format, webpMeta.width, webpMeta.height]).toEqual(["webp", 640, 360]);

    const hero = await renderImage("site", "hero", { width: 1280, format: "jpeg" });
    expect(hero?.contentType).toBe("image/jpeg");
    const heroMeta = await sharp(hero?.body).metadata();
    expect([heroMeta.format, heroMeta.width, heroMeta.height]).toEqual(["jpeg", 1280, 720]);

    const portrait = await renderImage("equipe", "nadia-perrin", { width: 500, format: "jpeg" });
    const portraitMeta = await sharp(portrait?.body).metadata();
    expect([portraitMeta.width, portraitMeta.height]).toEqual([640, 800]);
  });

  it("returns null for an unknown picture or an unusable width", async () => {
    expect(await renderImage("biens", "maison-3", { format: "jpeg" })).toBeNull();
    expect(await renderImage("equipe", "jean-dupont", { format: "webp" })).toBeNull();
    expect(await renderImage("site", "inconnu", { format: "jpeg" })).toBeNull();
    expect(await renderImage("ailleurs", "hero", { format: "jpeg" })).toBeNull();
    expect(await renderImage("site", "hero", { width: 0, format: "jpeg" })).toBeNull();
    expect(await renderImage("site", "hero", { width: Number.NaN, format: "jpeg" })).toBeNull();
  });

  it("serves a repeated request from the disk cache, without encoding again", async () => {
    const first = await renderImage("equipe", "marc-favre", { width: 480, format: "webp" });
    const encodes = imageWork.encodes;
    const second = await renderImage("equipe", "marc-favre", { width: 470, format: "webp" });
    expect(imageWork.encodes).toBe(encodes);
    expect(second?.body.equals(first!.body)).toBe(true);
  });
});
