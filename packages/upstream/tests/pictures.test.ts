import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { team } from "@rli/contract/agency/agency";
import { createUpstreamHandler } from "@rli/upstream/handler.server";
import { DEMO_INVENTORY_FILE, loadInventoryFile } from "@rli/upstream/inventory.server";
import {
  demoPhotoNames,
  parsePhotoName,
  propertyImageKinds,
  siteImageNames,
  type PictureName,
} from "@rli/upstream/pictures/catalog";
import { makeDemoPhotos, photoFile, rasterise } from "@rli/upstream/pictures/demo-photos";
import { drawPictureSvg } from "@rli/upstream/pictures/draw/index";
import { fixtureBlog, memoryMailer } from "./support/upstream";

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function tempFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), "photos-demo-"));
  folders.push(folder);
  return path.join(folder, "v1");
}

describe("drawn pictures", () => {
  it("has a drawing for every photo of the demo inventory and for the site's own pictures", () => {
    const names = demoPhotoNames(readFileSync(DEMO_INVENTORY_FILE, "utf8"));
    expect(names.length).toBeGreaterThan(300);
    const pictures: PictureName[] = [
      ...names.map((name) => parsePhotoName(name)!),
      ...siteImageNames.map((name) => ({ group: "site" as const, name })),
      ...team.map((member) => ({ group: "equipe" as const, memberId: member.id })),
    ];
    const missing = pictures.filter((picture) => !picture || !drawPictureSvg(picture, 320)?.startsWith("<svg"));
    expect(missing).toEqual([]);
  });

  it("draws the same name the same way, and different seeds differently", () => {
    for (const kind of propertyImageKinds) {
      const a = drawPictureSvg({ group: "biens", kind, seed: 101 }, 320);
      expect(a, kind).toBe(drawPictureSvg({ group: "biens", kind, seed: 101 }, 320));
      expect(a, kind).not.toBe(drawPictureSvg({ group: "biens", kind, seed: 202 }, 320));
    }
    expect(parsePhotoName("piscine-3")).toBeNull();
    expect(parsePhotoName("maison")).toBeNull();
  });

  it("draws colourful pictures, not grey boxes", async () => {
    for (const name of ["maison-5", "salon-5", "chalet-5", "lac-5"]) {
      const png = await rasterise(parsePhotoName(name)!, 320);
      const stats = await sharp(png!).stats();
      const spread = stats.channels.slice(0, 3).map((channel) => channel.stdev);
      expect(Math.min(...spread), name).toBeGreaterThan(15);
      const means = stats.channels.slice(0, 3).map((channel) => channel.mean);
      expect(Math.max(...means) - Math.min(...means), name).toBeGreaterThan(8);
    }
  });
});

describe("demo photos", () => {
  it("are made once, as PNG files of the largest width shown; only missing ones are drawn again", async () => {
    const folder = tempFolder();
    expect(await makeDemoPhotos(folder, ["chalet-7", "cuisine-8"])).toBe(2);
    expect(readdirSync(folder).sort()).toEqual(["chalet-7.png", "cuisine-8.png"]);
    const meta = await sharp(path.join(folder, "chalet-7.png")).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 1600, 1200]);
    expect(await makeDemoPhotos(folder, ["chalet-7", "cuisine-8"])).toBe(0);
    expect(photoFile(folder, "villa-9")).toBeNull();
    expect(await makeDemoPhotos(folder, ["chalet-7", "villa-9"])).toBe(1);
    expect(readdirSync(folder).sort()).toEqual(["chalet-7.png", "cuisine-8.png", "villa-9.png"]);
    expect(photoFile(folder, "../chalet-7")).toBeNull();
  }, 60_000);

  it("are served by the upstream under /api/photos, and its answers point at them on its own origin", async () => {
    const folder = tempFolder();
    await makeDemoPhotos(folder, ["immeuble-10010"]);
    const inventory = loadInventoryFile(DEMO_INVENTORY_FILE);
    const handle = createUpstreamHandler({
      inventory: () => inventory,
      blog: fixtureBlog,
      mailer: memoryMailer,
      siteOrigin: "https://www.example.ch",
      photo: async (name) => photoFile(folder, name),
    });
    const photo = await handle(new Request("http://crm.example.ch:8080/api/photos/immeuble-10010.png"));
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/png");
    expect((await sharp(Buffer.from(await photo.arrayBuffer())).metadata()).width).toBe(1600);
    expect((await handle(new Request("http://crm.example.ch:8080/api/photos/villa-1.png"))).status).toBe(404);
    expect((await handle(new Request("http://crm.example.ch:8080/api/photos/..%2Fx.png"))).status).toBe(404);

    const answer = (await (await handle(new Request("http://crm.example.ch:8080/api/properties/RLM-1001"))).json()) as {
      data: { attachments: { url: string; type: string }[] };
    };
    const images = answer.data.attachments.filter((item) => item.type === "image").map((item) => item.url);
    expect(images[0]).toBe("http://crm.example.ch:8080/api/photos/immeuble-10010.png");
    expect(images.every((url) => url.startsWith("http://crm.example.ch:8080/api/photos/"))).toBe(true);
  }, 60_000);
});
