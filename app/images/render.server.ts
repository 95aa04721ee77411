/**
 * Every picture of the site, drawn or fetched, takes one path: its original is obtained once
 * (drawn as SVG, or downloaded from an allowed host) and kept in the disk cache; each width and
 * format asked for is encoded once from it, a few encodes at a time, and kept there too.
 * Simultaneous requests for the same original or the same variant share one download or encode.
 * An original that cannot be used is remembered for a minute, so a burst does not retry it.
 */
import { createHash } from "node:crypto";
import { rm } from "node:fs/promises";
import path from "node:path";
import { LRUCache } from "lru-cache";
import { env } from "~/env.server";
import { groupInfo, IMAGE_WIDTHS, isImageGroup, parseImageName, snapWidth } from "./catalog";
import { DiskCache } from "./disk-cache.server";
import { drawImageSvg } from "./draw";
import { contentTypes, encode, probe, type EncodeInput, type ImageFormat } from "./encode.server";
import { fetchOriginal, OriginalUnavailable } from "./fetch-original.server";
import { allowedImageHosts } from "./image-hosts.server";
import { photoOriginal } from "./photo-address.server";
import { SingleFlight, TaskQueue } from "./task-queue";

export { IMAGE_WIDTHS, imageDimensions, imageSrcSet, imageUrl, parseSizeParam, snapWidth } from "./catalog";
export type { ImageFormat } from "./encode.server";

export type RenderedImage = { body: Buffer; contentType: string };

/** Why a picture could not be made; the route answers the placeholder. */
export type ImageFailureReason = "refused" | "missing" | "too-large" | "timeout" | "unreachable" | "not-an-image";

export class ImageUnavailable extends Error {
  constructor(
    readonly reason: ImageFailureReason,
    detail: string,
  ) {
    super(detail);
    this.name = "ImageUnavailable";
  }
}

/** Bumped when the encoding settings change, so that old variants are not served again. */
const ENCODING_VERSION = "1";
/** Largest original downloaded, in bytes. */
export const MAX_ORIGINAL_BYTES = 30 * 1024 * 1024;
/** Encodes running at once (the machine's cores); the others wait. */
const ENCODES_AT_ONCE = 2;
/** Downloads running at once; they wait on the network, not on the processor. */
const DOWNLOADS_AT_ONCE = 6;
/** Width at which a drawn picture is kept; every variant is rendered from it at its own scale. */
const DRAWN_WIDTH: number = Math.max(...IMAGE_WIDTHS);

type Source = { id: string; kind: "drawn"; group: string; name: string } | { id: string; kind: "remote"; url: string };

let cache: DiskCache | undefined;
function diskCache(): DiskCache {
  cache ??= new DiskCache(path.resolve(env.IMAGE_CACHE_DIR), env.IMAGE_CACHE_MB * 1024 * 1024);
  return cache;
}

const encodes = new TaskQueue(ENCODES_AT_ONCE);
const downloads = new TaskQueue(DOWNLOADS_AT_ONCE);
const variantFlights = new SingleFlight<Buffer>();
const originalFlights = new SingleFlight<EncodeInput>();
const failures = new LRUCache<string, ImageUnavailable>({ max: 5000, ttl: 60_000 });

/** Counts of the work done (tests, bench). */
export const imageWork = { downloads: 0, encodes: 0 };

function sourceId(descriptor: string): string {
  return createHash("sha256").update(descriptor).digest("hex").slice(0, 32);
}

function sourceOf(group: string, name: string): Source | null {
  if (!isImageGroup(group)) return null;
  const parsed = parseImageName(group, name);
  if (!parsed) return null;
  if (parsed.group === "photos") {
    const url = photoOriginal(parsed.token);
    return url === null ? null : { id: sourceId(`remote ${url}`), kind: "remote", url };
  }
  return { id: sourceId(`drawn ${group}/${name}`), kind: "drawn", group, name };
}

async function drawnOriginal(source: Extract<Source, { kind: "drawn" }>): Promise<EncodeInput> {
  const key = `${source.id}.svg`;
  const stored = await diskCache().read(key);
  if (stored) return { svg: stored, drawnWidth: DRAWN_WIDTH };
  const svg = drawImageSvg(source.group, source.name, DRAWN_WIDTH);
  if (svg === null) throw new ImageUnavailable("missing", `${source.group}/${source.name} ne se dessine pas`);
  const body = Buffer.from(svg);
  await diskCache().write(key, body);
  return { svg: body, drawnWidth: DRAWN_WIDTH };
}

async function remoteOriginal(source: Extract<Source, { kind: "remote" }>): Promise<EncodeInput> {
  const key = `${source.id}.original`;
  const stored = await diskCache().path(key);
  if (stored) return { file: stored };
  const temp = diskCache().tempFile();
  const size = await downloads.run(async () => {
    imageWork.downloads += 1;
    try {
      return await fetchOriginal(source.url, temp, {
        hosts: allowedImageHosts(),
        maxBytes: MAX_ORIGINAL_BYTES,
        timeoutMs: env.IMAGE_FETCH_TIMEOUT_MS,
      });
    } catch (error) {
      if (error instanceof OriginalUnavailable) throw new ImageUnavailable(error.reason, error.message);
      throw error;
    }
  });
  try {
    await probe(temp);
  } catch (error) {
    await rm(temp, { force: true });
    throw new ImageUnavailable("not-an-image", (error as Error).message);
  }
  return { file: await diskCache().adopt(key, temp, size) };
}

function original(source: Source): Promise<EncodeInput> {
  return originalFlights.run(source.id, () =>
    source.kind === "drawn" ? drawnOriginal(source) : remoteOriginal(source),
  );
}

async function makeVariant(source: Source, key: string, width: number, format: ImageFormat): Promise<Buffer> {
  const failed = failures.get(source.id);
  if (failed) throw failed;
  try {
    const input = await original(source);
    const body = await encodes.run(async () => {
      imageWork.encodes += 1;
      try {
        return await encode(input, width, format);
      } catch (error) {
        // A broken original (truncated, not decodable) is fetched again once the failure expires.
        if ("file" in input) await diskCache().remove(`${source.id}.original`);
        throw new ImageUnavailable("not-an-image", (error as Error).message);
      }
    });
    await diskCache().write(key, body);
    return body;
  } catch (error) {
    const failure =
      error instanceof ImageUnavailable ? error : new ImageUnavailable("unreachable", (error as Error).message);
    failures.set(source.id, failure);
    throw failure;
  }
}

/**
 * A picture at a width of IMAGE_WIDTHS (the group's default when omitted) in the given format;
 * null when no picture has that address or the width is unusable. Throws ImageUnavailable when
 * the original cannot be fetched or decoded.
 */
export async function renderImage(
  group: string,
  name: string,
  options: { width?: number; format: ImageFormat },
): Promise<RenderedImage | null> {
  const source = sourceOf(group, name);
  if (!source) return null;
  if (options.width !== undefined && !(Number.isFinite(options.width) && options.width > 0)) return null;
  const width = options.width === undefined ? groupInfo(group as never).defaultWidth : snapWidth(options.width);
  const key = `${source.id}-${width}-v${ENCODING_VERSION}.${options.format}`;
  const contentType = contentTypes[options.format];
  const stored = await diskCache().read(key);
  if (stored) return { body: stored, contentType };
  const body = await variantFlights.run(key, () => makeVariant(source, key, width, options.format));
  return { body, contentType };
}

/** Forgets the failures remembered (tests). */
export function forgetImageFailures(): void {
  failures.clear();
}
