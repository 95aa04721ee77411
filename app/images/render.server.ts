/**
 * Rasterises the drawn pictures with sharp, at a width from a fixed list, in WebP or JPEG,
 * and keeps recent results in a memory cache bounded in bytes.
 */
import sharp from "sharp";
import { groupInfo, isImageGroup, parseImageName, snapWidth } from "./catalog";
import { drawImageSvg } from "./draw";
import { ByteLru } from "./lru";

export { IMAGE_WIDTHS, imageDimensions, imageSrcSet, imageUrl, parseSizeParam, snapWidth } from "./catalog";

export type ImageFormat = "webp" | "jpeg";
export type RenderedImage = { body: Buffer; contentType: string };

/** Upper bound of the rendered-image cache. */
export const IMAGE_CACHE_BYTES = 64 * 1024 * 1024;

const cache = new ByteLru<Buffer>(IMAGE_CACHE_BYTES);
const inFlight = new Map<string, Promise<Buffer>>();

const contentTypes: Record<ImageFormat, string> = { webp: "image/webp", jpeg: "image/jpeg" };

async function rasterise(svg: string, format: ImageFormat): Promise<Buffer> {
  const pipeline = sharp(Buffer.from(svg)).flatten({ background: "#ffffff" });
  return format === "webp"
    ? pipeline.webp({ quality: 80, effort: 4 }).toBuffer()
    : pipeline.jpeg({ quality: 82, mozjpeg: true, progressive: true }).toBuffer();
}

/**
 * A picture as WebP or JPEG, `width` pixels wide after snapping to IMAGE_WIDTHS
 * (the group's default width when omitted); null when no picture has that name
 * or the width is not a positive number.
 */
export async function renderImage(
  group: string,
  name: string,
  options: { width?: number; format: ImageFormat },
): Promise<RenderedImage | null> {
  if (!isImageGroup(group) || !parseImageName(group, name)) return null;
  if (options.width !== undefined && !(Number.isFinite(options.width) && options.width > 0)) return null;
  const width = options.width === undefined ? groupInfo(group).defaultWidth : snapWidth(options.width);
  const contentType = contentTypes[options.format];
  const key = `${group}/${name}@${width}.${options.format}`;
  const cached = cache.get(key);
  if (cached) return { body: cached, contentType };
  let pending = inFlight.get(key);
  if (!pending) {
    const svg = drawImageSvg(group, name, width);
    if (svg === null) return null;
    pending = rasterise(svg, options.format).finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  const body = await pending;
  cache.set(key, body);
  return { body, contentType };
}

/** Size of the cache, for diagnostics and tests. */
export function imageCacheStats(): { entries: number; bytes: number; maxBytes: number } {
  return { entries: cache.size, bytes: cache.totalBytes, maxBytes: cache.maxBytes };
}

export function clearImageCache(): void {
  cache.clear();
}
