/**
 * Decodes an original with sharp (bounded in pixels) and encodes it at one width in AVIF, WebP or
 * JPEG. libvips keeps no cache of its own: the disk cache holds the results, and memory stays
 * bounded by the number of encodes running at once (see render.server.ts).
 */
import sharp from "sharp";

sharp.cache(false);
// One thread per encode: the queue already runs one encode per core, and memory grows with threads.
sharp.concurrency(1);

export type ImageFormat = "avif" | "webp" | "jpeg";

export const contentTypes: Record<ImageFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
};

/** Largest original accepted, in pixels (a 50-megapixel camera); beyond is a decompression bomb. */
export const MAX_INPUT_PIXELS = 50_000_000;

/** A raster file (JPEG, PNG, WebP…) on disk. */
export type EncodeInput = { file: string };

/** Reads the header only: format and size, refusing what is not an image or too many pixels. */
export async function probe(file: string): Promise<{ format: string; width: number; height: number }> {
  const meta = await sharp(file, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  if (!meta.format || !meta.width || !meta.height) throw new Error("pas une image");
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new Error(`${meta.width} x ${meta.height} pixels`);
  return { format: meta.format, width: meta.width, height: meta.height };
}

export async function encode(input: EncodeInput, width: number, format: ImageFormat): Promise<Buffer> {
  const pipeline = sharp(input.file, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "truncated" })
    .rotate()
    .flatten({ background: "#ffffff" });
  pipeline.resize({ width, withoutEnlargement: true });
  if (format === "avif") return pipeline.avif({ quality: 55, effort: 2 }).toBuffer();
  if (format === "webp") return pipeline.webp({ quality: 78, effort: 4 }).toBuffer();
  return pipeline.jpeg({ quality: 80, mozjpeg: true, progressive: true }).toBuffer();
}
