/**
 * Which originals the site decodes: JPEG, PNG, WebP, AVIF, HEIF, GIF and TIFF, told by their first
 * bytes before any decoder sees them. Everything else (SVG, PDF, HTML, other formats libvips could
 * open) is refused. Pure, no I/O.
 */

export type InputFormat = "jpeg" | "png" | "webp" | "avif" | "heif" | "gif" | "tiff";

/** Bytes to read from the start of a file to tell its format. */
export const SNIFF_BYTES = 64;

/** The names sharp's metadata() gives these formats (AVIF and HEIF are both "heif"). */
export const SHARP_FORMATS: Record<InputFormat, string> = {
  jpeg: "jpeg",
  png: "png",
  webp: "webp",
  avif: "heif",
  heif: "heif",
  gif: "gif",
  tiff: "tiff",
};

const AVIF_BRANDS = new Set(["avif", "avis"]);
const HEIF_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs", "mif1", "msf1"]);

function startsWith(head: Uint8Array, bytes: readonly number[], at = 0): boolean {
  return head.length >= at + bytes.length && bytes.every((byte, index) => head[at + index] === byte);
}

function ascii(head: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...head.subarray(from, to));
}

/** The brands of an ISO-BMFF `ftyp` box at the start (major brand first), or null. */
function ftypBrands(head: Uint8Array): string[] | null {
  if (head.length < 16 || ascii(head, 4, 8) !== "ftyp") return null;
  const size = ((head[0]! << 24) | (head[1]! << 16) | (head[2]! << 8) | head[3]!) >>> 0;
  if (size < 16) return null;
  const end = Math.min(size, head.length);
  const brands = [ascii(head, 8, 12)];
  // Bytes 12-16 are the minor version; compatible brands follow, four bytes each.
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(head, at, at + 4));
  return brands;
}

/** The format of a file from its first bytes (SNIFF_BYTES of them), or null when it is not one the site decodes. */
export function sniffFormat(head: Uint8Array): InputFormat | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 12) === "WEBP") return "webp";
  if (ascii(head, 0, 6) === "GIF87a" || ascii(head, 0, 6) === "GIF89a") return "gif";
  // Little- and big-endian TIFF, classic (42) and BigTIFF (43).
  if (startsWith(head, [0x49, 0x49, 0x2a, 0x00]) || startsWith(head, [0x4d, 0x4d, 0x00, 0x2a])) return "tiff";
  if (startsWith(head, [0x49, 0x49, 0x2b, 0x00]) || startsWith(head, [0x4d, 0x4d, 0x00, 0x2b])) return "tiff";
  const brands = ftypBrands(head);
  if (brands) {
    if (brands.some((brand) => AVIF_BRANDS.has(brand))) return "avif";
    if (brands.some((brand) => HEIF_BRANDS.has(brand))) return "heif";
  }
  return null;
}
