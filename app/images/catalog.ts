/**
 * Which pictures exist, their sizes, and their addresses.
 *
 * Addresses: `/images/{group}/{name}?size={width}`.
 * - `site/{name}`: site pictures, e.g. `site/hero` (16:9).
 * - `equipe/{member id}`: team portraits, e.g. `equipe/sophie-carron` (4:5).
 * - `photos/{token}`: a listing photo hosted elsewhere (the agency's CRM), fetched and resized by the
 *   site; the token carries the original's address and a signature (photo-address.server.ts), so the
 *   address changes whenever the original's does. Shown as 4:3; the actual ratio is the original's.
 *
 * This module has no server dependency, so pages may import it to set width, height and srcset.
 */
import { team } from "@rli/contract/agency/agency";

export const imageGroups = ["site", "equipe", "photos"] as const;
export type ImageGroup = (typeof imageGroups)[number];

/** Site pictures: the home hero and the two towns of the agency. */
export const siteImageNames = ["hero", "monthey", "vevey"] as const;
export type SiteImageName = (typeof siteImageNames)[number];

/** Every width an image is rendered at; any requested width is snapped to one of these. */
export const IMAGE_WIDTHS = [320, 480, 640, 960, 1280, 1600, 1920] as const;

/** Widths above this are refused rather than snapped. */
export const MAX_REQUESTED_WIDTH = 4096;

type GroupInfo = { aspect: number; defaultWidth: number };

const groups: Record<ImageGroup, GroupInfo> = {
  site: { aspect: 16 / 9, defaultWidth: 1920 },
  equipe: { aspect: 4 / 5, defaultWidth: 480 },
  photos: { aspect: 4 / 3, defaultWidth: 960 },
};

export function groupInfo(group: ImageGroup): GroupInfo {
  return groups[group];
}

export function isImageGroup(value: string): value is ImageGroup {
  return (imageGroups as readonly string[]).includes(value);
}

export type ParsedImage =
  { group: "site"; name: SiteImageName } | { group: "equipe"; memberId: string } | { group: "photos"; token: string };

/** `{base64url of the original's address}.{signature}`: checked for shape here, for signature on the server. */
const photoToken = /^[A-Za-z0-9_-]{8,2800}\.[A-Za-z0-9_-]{22}$/;

/** What a (group, name) pair shows, or null when no such picture exists. */
export function parseImageName(group: string, name: string): ParsedImage | null {
  if (group === "site") {
    return (siteImageNames as readonly string[]).includes(name) ? { group, name: name as SiteImageName } : null;
  }
  if (group === "equipe") {
    return team.some((member) => member.id === name) ? { group, memberId: name } : null;
  }
  if (group === "photos") {
    return photoToken.test(name) ? { group, token: name } : null;
  }
  return null;
}

/** The width from the list that serves a requested width: the smallest one at least as wide, capped at the largest. */
export function snapWidth(width: number): number {
  for (const candidate of IMAGE_WIDTHS) {
    if (candidate >= width) return candidate;
  }
  return IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] as number;
}

/**
 * Reads the `size` query parameter: null when absent, a snapped width when valid,
 * "invalid" for anything else (not a whole number, zero, or above MAX_REQUESTED_WIDTH).
 */
export function parseSizeParam(raw: string | null): number | null | "invalid" {
  if (raw === null) return null;
  if (!/^[0-9]{1,5}$/.test(raw)) return "invalid";
  const value = Number(raw);
  if (value < 1 || value > MAX_REQUESTED_WIDTH) return "invalid";
  return snapWidth(value);
}

/**
 * Intrinsic size of a picture at a width (snapped; the group's default width when omitted),
 * or null when the picture does not exist.
 */
export function imageDimensions(group: string, name: string, width?: number): { width: number; height: number } | null {
  if (!isImageGroup(group) || !parseImageName(group, name)) return null;
  const info = groups[group];
  const w = width === undefined ? info.defaultWidth : snapWidth(width);
  return { width: w, height: Math.round(w / info.aspect) };
}

/** `path?size=W` with W snapped to the list; keeps an existing query string. */
export function imageUrl(path: string, width: number): string {
  const separator = path.includes("?") ? "&" : "?";
  return `${path}${separator}size=${snapWidth(width)}`;
}

/** A srcset value for the given widths (all of the list by default), e.g. for `<img srcset>`. */
export function imageSrcSet(path: string, widths: readonly number[] = IMAGE_WIDTHS): string {
  const unique = [...new Set(widths.map(snapWidth))].sort((a, b) => a - b);
  return unique.map((w) => `${imageUrl(path, w)} ${w}w`).join(", ");
}

/** Splits `/images/{group}/{name}` (query string ignored) into its parts, or null. */
export function splitImagePath(path: string): { group: string; name: string } | null {
  const match = /^\/images\/([a-z]+)\/([A-Za-z0-9_.-]+)(?:\?.*)?$/.exec(path);
  if (!match) return null;
  return { group: match[1] as string, name: match[2] as string };
}
