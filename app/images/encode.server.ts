/**
 * Decodes an original with sharp (bounded in pixels and in time) and encodes it at one width in
 * AVIF, WebP or JPEG. Only JPEG, PNG, WebP, AVIF, HEIF, GIF and TIFF are decoded, told by their first
 * bytes before libvips opens the file (input-format.ts). libvips keeps no cache of its own: the disk
 * cache holds the results, and memory stays bounded by the number of encodes running at once
 * (see render.server.ts). sharp is loaded when the process starts (loadSharp, decision 158).
 */
import { open } from "node:fs/promises";
import type sharpLibrary from "sharp";
import type { Sharp } from "sharp";
import { loadedOnce } from "@rli/contract/start-up/loaded-once";
import { SHARP_FORMATS, SNIFF_BYTES, sniffFormat, type InputFormat } from "./input-format";

/** sharp, loaded once and set up: no cache of its own, one thread per encode. */
export const loadSharp: () => Promise<typeof sharpLibrary> = loadedOnce(() =>
  import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    // One thread per encode: the queue already runs one encode per core, and memory grows with threads.
    sharp.concurrency(1);
    return sharp;
  }),
);

export type ImageFormat = "avif" | "webp" | "jpeg";

export const contentTypes: Record<ImageFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
};

/** Largest original accepted, in pixels (a 50-megapixel camera); beyond is a decompression bomb. */
export const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Longest time one encode may take, in seconds (libvips stops it): a 50-megapixel original takes a
 * few seconds at most; a pathological file must not hold one of the two encoding slots longer.
 */
export const ENCODE_TIMEOUT_S = 20;

/** A raster file (JPEG, PNG, WebP…) on disk. */
export type EncodeInput = { file: string };

/** The format of a file from its first bytes; throws when it is not one the site decodes. */
export async function decodableFormat(file: string): Promise<InputFormat> {
  const handle = await open(file, "r");
  let head: Uint8Array;
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    head = buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
  const format = sniffFormat(head);
  if (!format) throw new Error("format non pris en charge (ni JPEG, PNG, WebP, AVIF, HEIF, GIF ni TIFF)");
  return format;
}

/**
 * Reads the first bytes, then the header only: refuses another format, a header that disagrees with
 * the first bytes, and too many pixels.
 */
export async function probe(file: string): Promise<{ format: InputFormat; width: number; height: number }> {
  const format = await decodableFormat(file);
  const sharp = await loadSharp();
  const meta = await sharp(file, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  if (meta.format !== SHARP_FORMATS[format]) throw new Error(`en-tête ${format} mais contenu ${meta.format}`);
  if (!meta.width || !meta.height) throw new Error("pas une image");
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new Error(`${meta.width} x ${meta.height} pixels`);
  return { format, width: meta.width, height: meta.height };
}

/** The sharp pipeline of one encode (not started): bounded in pixels and in time, rotated, flattened, resized. */
export async function encoder(
  file: string,
  width: number,
  format: ImageFormat,
  timeoutSeconds = ENCODE_TIMEOUT_S,
): Promise<Sharp> {
  const sharp = await loadSharp();
  const pipeline = sharp(file, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "truncated" })
    .timeout({ seconds: timeoutSeconds })
    .rotate()
    .flatten({ background: "#ffffff" })
    .resize({ width, withoutEnlargement: true });
  if (format === "avif") return pipeline.avif({ quality: 55, effort: 2 });
  if (format === "webp") return pipeline.webp({ quality: 78, effort: 4 });
  return pipeline.jpeg({ quality: 80, mozjpeg: true, progressive: true });
}

/** Encodes an original at a width, after checking its first bytes name a format the site decodes. */
export async function encode(input: EncodeInput, width: number, format: ImageFormat): Promise<Buffer> {
  await decodableFormat(input.file);
  return (await encoder(input.file, width, format)).toBuffer();
}
