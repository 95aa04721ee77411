/**
 * Every picture of the site takes one path: its original is a file of the site (its own pictures,
 * app/images/pictures/) or is downloaded once from an allowed host into the disk cache (listing
 * photos, the demo upstream's included); each width and
 * format asked for is encoded once from it, a few encodes at a time, and kept there too.
 * Simultaneous requests for the same original or the same variant share one download or encode.
 * An original that cannot be used is remembered for a minute, so a burst does not retry it; why it
 * failed is logged once then (the visitor only sees the placeholder).
 * The embedded upstream's photos are asked of it in-process; any other original is fetched over the
 * network from a checked address (network-fetch.server.ts).
 */
import { createHash } from "node:crypto";
import { rm } from "node:fs/promises";
import path from "node:path";
import { LRUCache } from "lru-cache";
import pLimit from "p-limit";
import { imageEncodes, imageFailures } from "@rli/contract/metrics/metrics";
import { EMBEDDED_BASE_URL, fetchPhoto } from "~/api/transport.server";
import { env } from "~/env.server";
import { groupInfo, isImageGroup, parseImageName, snapWidth } from "./catalog";
import { DiskCache } from "./disk-cache.server";
import { contentTypes, encode, probe, type EncodeInput, type ImageFormat } from "./encode.server";
import { fetchOriginal, OriginalUnavailable } from "./fetch-original.server";
import { currentImageHostPolicy, hostOf, refusalReason } from "./image-hosts.server";
import { createNetworkFetch, type PhotoFetch } from "./network-fetch.server";
import { photoOriginal } from "~/api/photo-address.server";
import { SingleFlight } from "./single-flight";
import { logger } from "@rli/contract/logging/logger";

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

/** The visitor may not start more work now (the per-visitor limit); nothing was fetched nor encoded. */
export class WorkRefused extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`trop de demandes, réessayer dans ${retryAfterSeconds} s`);
    this.name = "WorkRefused";
  }
}

/**
 * Asked before a picture is fetched or encoded for a request (never for one served from the disk
 * cache): null to go on, or the seconds to wait.
 */
export type AdmitWork = () => Promise<{ retryAfterSeconds: number } | null>;

/** French words for the reasons, in the log. */
const reasonText: Record<ImageFailureReason, string> = {
  refused: "refusée",
  missing: "absente",
  "too-large": "trop lourde",
  timeout: "trop lente",
  unreachable: "injoignable",
  "not-an-image": "illisible",
};

/** Bumped when the encoding settings change, so that old variants are not served again. */
const ENCODING_VERSION = "1";
/** Largest original downloaded, in bytes. */
export const MAX_ORIGINAL_BYTES = 30 * 1024 * 1024;
/** Encodes running at once (the machine's cores); the others wait. */
const ENCODES_AT_ONCE = 2;
/** Downloads running at once; they wait on the network, not on the processor. */
const DOWNLOADS_AT_ONCE = 6;
/** The site's own pictures, `{group}-{name}.png` (drawn once by packages/upstream, see README). */
export const SITE_PICTURES_DIR = "app/images/pictures";

type Source = { id: string; kind: "file"; file: string } | { id: string; kind: "remote"; url: string };

const embeddedOrigin = new URL(EMBEDDED_BASE_URL).origin;

/**
 * How an original is asked for: the embedded upstream's in-process (without API_URL), anything else
 * over the network at an address checked at each hop (the hosts the operator named at any address).
 */
const photoTransport: PhotoFetch = (() => {
  const network = createNetworkFetch({ trusted: (url) => currentImageHostPolicy().named.has(hostOf(url)) });
  return (url, init) => (!env.API_URL && url.origin === embeddedOrigin ? fetchPhoto(url, init) : network(url, init));
})();

/** Where a picture comes from, for the log: the original's host, or the site's own file. */
function originOf(source: Source): string {
  if (source.kind === "file") return path.basename(source.file);
  try {
    return new URL(source.url).host;
  } catch {
    return "adresse illisible";
  }
}

/** One line: which picture, from where, why. */
function logFailure(source: Source, failure: ImageUnavailable): void {
  const detail = failure.message.replace(/\s+/g, " ").slice(0, 300);
  const origin = originOf(source);
  logger.warn(
    { component: "images", event: "image.placeholder", origin, reason: failure.reason, detail },
    `Image de ${origin} remplacée par l'image d'attente (${reasonText[failure.reason]}) : ${detail}`,
  );
}

let cache: DiskCache | undefined;
function diskCache(): DiskCache {
  cache ??= new DiskCache(path.resolve(env.IMAGE_CACHE_DIR), env.IMAGE_CACHE_MB * 1024 * 1024);
  return cache;
}

const encodes = pLimit(ENCODES_AT_ONCE);
const downloads = pLimit(DOWNLOADS_AT_ONCE);
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
  const file = path.resolve(SITE_PICTURES_DIR, `${group}-${name}.png`);
  return { id: sourceId(`file ${file}`), kind: "file", file };
}

async function remoteOriginal(source: Extract<Source, { kind: "remote" }>): Promise<EncodeInput> {
  const key = `${source.id}.original`;
  const stored = await diskCache().path(key);
  if (stored) return { file: stored };
  const temp = diskCache().tempFile();
  const size = await downloads(async () => {
    imageWork.downloads += 1;
    const policy = currentImageHostPolicy();
    try {
      return await fetchOriginal(source.url, temp, {
        hosts: policy.allowed,
        maxBytes: MAX_ORIGINAL_BYTES,
        timeoutMs: env.IMAGE_FETCH_TIMEOUT_MS,
        fetch: photoTransport,
        refusal: (url) => refusalReason(url, policy),
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
    source.kind === "file" ? Promise.resolve({ file: source.file }) : remoteOriginal(source),
  );
}

async function makeVariant(source: Source, key: string, width: number, format: ImageFormat): Promise<Buffer> {
  const failed = failures.get(source.id);
  if (failed) throw failed;
  try {
    const input = await original(source);
    const body = await encodes(async () => {
      imageWork.encodes += 1;
      try {
        const started = performance.now();
        const encoded = await encode(input, width, format);
        imageEncodes.observe({ format }, (performance.now() - started) / 1000);
        return encoded;
      } catch (error) {
        // A broken original (truncated, not decodable) is fetched again once the failure expires.
        if (source.kind === "remote") await diskCache().remove(`${source.id}.original`);
        throw new ImageUnavailable("not-an-image", (error as Error).message);
      }
    });
    await diskCache().write(key, body);
    return body;
  } catch (error) {
    const failure =
      error instanceof ImageUnavailable ? error : new ImageUnavailable("unreachable", (error as Error).message);
    failures.set(source.id, failure);
    imageFailures.inc({ reason: failure.reason });
    logFailure(source, failure);
    throw failure;
  }
}

/**
 * A picture at a width of IMAGE_WIDTHS (the group's default when omitted) in the given format;
 * null when no picture has that address or the width is unusable. Throws ImageUnavailable when
 * the original cannot be fetched or decoded, WorkRefused when `admit` refuses the work a picture
 * not yet on disk needs (a request that joins an encode already under way, or whose original is
 * known to fail, starts no work and is not asked about).
 */
export async function renderImage(
  group: string,
  name: string,
  options: { width?: number; format: ImageFormat; admit?: AdmitWork },
): Promise<RenderedImage | null> {
  const source = sourceOf(group, name);
  if (!source) return null;
  if (options.width !== undefined && !(Number.isFinite(options.width) && options.width > 0)) return null;
  const width = options.width === undefined ? groupInfo(group as never).defaultWidth : snapWidth(options.width);
  const key = `${source.id}-${width}-v${ENCODING_VERSION}.${options.format}`;
  const contentType = contentTypes[options.format];
  const stored = await diskCache().read(key);
  if (stored) return { body: stored, contentType };
  if (options.admit && !variantFlights.has(key) && !failures.has(source.id)) {
    const refused = await options.admit();
    if (refused) throw new WorkRefused(refused.retryAfterSeconds);
  }
  const body = await variantFlights.run(key, () => makeVariant(source, key, width, options.format));
  return { body, contentType };
}
