import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp, { type Sharp } from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encode, encoder, ENCODE_TIMEOUT_S, probe } from "~/images/encode.server";
import { sniffFormat } from "~/images/input-format";

let dir: string;
let base: Sharp;

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30"/></svg>';

/** An ISO-BMFF file type box: size, "ftyp", major brand, minor version, compatible brands. */
function ftyp(major: string, ...compatible: string[]): Buffer {
  const size = 16 + 4 * compatible.length;
  const head = Buffer.alloc(8);
  head.writeUInt32BE(size, 0);
  head.write("ftyp", 4, "ascii");
  return Buffer.concat([head, Buffer.from(major + "\0\0\0\0" + compatible.join(""), "ascii"), Buffer.alloc(32)]);
}

function file(name: string, body: Buffer | string): string {
  const target = path.join(dir, name);
  writeFileSync(target, body);
  return target;
}

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "input-format-"));
  base = sharp({ create: { width: 64, height: 48, channels: 3, background: "#3a7" } });
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("formats of the originals", () => {
  it("tells JPEG, PNG, WebP, AVIF, GIF and TIFF by their first bytes, as sharp writes them", async () => {
    const made: [string, Buffer][] = [
      ["jpeg", await base.clone().jpeg().toBuffer()],
      ["png", await base.clone().png().toBuffer()],
      ["webp", await base.clone().webp().toBuffer()],
      ["avif", await base.clone().avif().toBuffer()],
      ["gif", await base.clone().gif().toBuffer()],
      ["tiff", await base.clone().tiff().toBuffer()],
    ];
    for (const [format, bytes] of made) expect(sniffFormat(bytes.subarray(0, 64)), format).toBe(format);
  });

  it("tells HEIF and AVIF by the brands of their file type box, and refuses other ISO files", () => {
    expect(sniffFormat(ftyp("heic", "mif1", "heic"))).toBe("heif");
    expect(sniffFormat(ftyp("mif1", "heic"))).toBe("heif");
    expect(sniffFormat(ftyp("avif", "mif1", "miaf"))).toBe("avif");
    expect(sniffFormat(ftyp("mp42", "isom", "mp42"))).toBeNull();
    expect(sniffFormat(ftyp("qt  "))).toBeNull();
  });

  it("refuses SVG, PDF, HTML and the other formats a decoder could open", () => {
    for (const [name, bytes] of [
      ["svg", Buffer.from(SVG)],
      ["svg with a declaration", Buffer.from(`<?xml version="1.0"?>${SVG}`)],
      ["pdf", Buffer.from("%PDF-1.7\n%âãÏÓ\n1 0 obj")],
      ["html", Buffer.from("<!doctype html><title>Connexion</title>")],
      ["bmp", Buffer.from("BM6\0\0\0\0\0\0\0\x36\0\0\0", "latin1")],
      ["wav", Buffer.from("RIFF\x24\0\0\0WAVEfmt ", "latin1")],
      ["two bytes of JPEG", Buffer.from([0xff, 0xd8])],
      ["nothing", Buffer.alloc(0)],
    ] as const) {
      expect(sniffFormat(bytes), name).toBeNull();
    }
  });

  it("refuses an SVG or a PDF before sharp decodes it, though sharp could", async () => {
    const svg = file("plan.jpg", SVG);
    expect((await sharp(svg).metadata()).format).toBe("svg");
    await expect(probe(svg)).rejects.toThrow(/format non pris en charge/);
    await expect(encode({ file: svg }, 320, "jpeg")).rejects.toThrow(/format non pris en charge/);
    await expect(probe(file("fiche.jpg", "%PDF-1.4\n1 0 obj << >> endobj"))).rejects.toThrow(
      /format non pris en charge/,
    );
  });

  it("refuses a file whose content disagrees with its first bytes, and accepts a real photo", async () => {
    const png = await base.clone().png().toBuffer();
    const disguised = file("disguised.jpg", Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), png]));
    await expect(probe(disguised)).rejects.toThrow();
    const jpeg = file("photo.jpg", await base.clone().jpeg().toBuffer());
    expect(await probe(jpeg)).toEqual({ format: "jpeg", width: 64, height: 48 });
    const out = await encode({ file: jpeg }, 320, "webp");
    expect((await sharp(out).metadata()).format).toBe("webp");
  });

  it("gives every encode a time limit", async () => {
    expect(ENCODE_TIMEOUT_S).toBeGreaterThan(0);
    expect(ENCODE_TIMEOUT_S).toBeLessThanOrEqual(60);
    for (const format of ["avif", "webp", "jpeg"] as const) {
      const options = (
        (await encoder(path.join(dir, "photo.jpg"), 640, format)) as unknown as { options: Record<string, unknown> }
      ).options;
      expect(options["timeoutSeconds"], format).toBe(ENCODE_TIMEOUT_S);
    }
  });
});
