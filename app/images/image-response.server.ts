/**
 * HTTP side of the image route, in one place: the format chosen from Accept (hence `Vary: Accept`),
 * a strong ETag from the bytes, 304 when the browser already has them, a year of caching for
 * versioned addresses, and the placeholder with a short lifetime when a picture cannot be made.
 */
import { createHash } from "node:crypto";
import type { ImageFormat } from "./encode.server";
import { PLACEHOLDER_SVG } from "./placeholder";

export const IMMUTABLE = "public, max-age=31536000, immutable";
/** Long enough to spare a struggling CRM, short enough for a fixed photo to show soon. */
export const PLACEHOLDER_CACHE = "public, max-age=60";

/** Media types the Accept header allows (q > 0), lower-cased. */
function accepted(accept: string): Set<string> {
  const types = new Set<string>();
  for (const part of accept.split(",")) {
    const [type, ...params] = part.split(";").map((item) => item.trim().toLowerCase());
    if (!type) continue;
    const q = params.find((param) => param.startsWith("q="));
    if (q && !(Number(q.slice(2)) > 0)) continue;
    types.add(type);
  }
  return types;
}

/** AVIF, then WebP when the browser says it accepts them; JPEG, which every browser shows, otherwise. */
export function preferredFormat(accept: string | null): ImageFormat {
  const types = accepted(accept ?? "");
  if (types.has("image/avif")) return "avif";
  if (types.has("image/webp")) return "webp";
  return "jpeg";
}

export function strongEtag(body: Uint8Array): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`;
}

/** True when If-None-Match names this ETag (or is `*`). */
function notModified(request: Request, etag: string): boolean {
  const header = request.headers.get("If-None-Match");
  if (!header) return false;
  return header
    .split(",")
    .map((item) => item.trim())
    .some((item) => item === "*" || item === etag || item === `W/${etag}`);
}

export function imageResponse(request: Request, body: Uint8Array, contentType: string): Response {
  const etag = strongEtag(body);
  const headers: Record<string, string> = { ETag: etag, Vary: "Accept", "Cache-Control": IMMUTABLE };
  if (notModified(request, etag)) return new Response(null, { status: 304, headers });
  headers["Content-Type"] = contentType;
  headers["Content-Length"] = String(body.byteLength);
  return new Response(new Uint8Array(body), { status: 200, headers });
}

/**
 * The placeholder picture, for an address that exists but whose picture cannot be made now. The
 * same answer whatever the reason (refused, missing, unreachable…): the reason goes to the log,
 * never to the visitor, so the answer tells nothing about the network behind the site. Its
 * Content-Security-Policy, an SVG's, is the production server's (app/http/security-headers.ts).
 */
export function placeholderResponse(): Response {
  return new Response(PLACEHOLDER_SVG, {
    status: 200,
    headers: {
      "Content-Type": "image/svg+xml",
      "Cache-Control": PLACEHOLDER_CACHE,
    },
  });
}
