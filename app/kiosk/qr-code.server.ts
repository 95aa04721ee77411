import { LRUCache } from "lru-cache";
import { loadedOnce } from "@rli/contract/start-up/loaded-once";

/**
 * QR codes of the kiosk flyers, as inline SVG markup. The code is drawn black on white with a
 * quiet zone, as phone cameras expect; the SVG has no size of its own, so CSS sizes it. The
 * encoded text is the site's own address, never markup. A small cache (lru-cache, bounded by count) spares
 * the same work at every cycle. The library is loaded when the process starts (decision 158).
 */

export const loadQrCodeLibrary = loadedOnce(() => import("qrcode").then((module) => module.default));

const cache = new LRUCache<string, string>({ max: 256 });

export async function qrCodeSvg(url: string): Promise<string> {
  const cached = cache.get(url);
  if (cached !== undefined) return cached;
  const QRCode = await loadQrCodeLibrary();
  let svg = await QRCode.toString(url, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 2,
    color: { dark: "#000000", light: "#ffffff" },
  });
  svg = svg.replace("<svg ", '<svg aria-hidden="true" focusable="false" ');
  cache.set(url, svg);
  return svg;
}

/** Number of cached codes (for the soak benchmark). */
export function qrCodeCacheSize(): number {
  return cache.size;
}

/**
 * The modules of the same QR code (level M), for drawings that are not SVG (the PDF sheet):
 * `size` modules a side, `dark(row, column)` true for a black module. No quiet zone included.
 */
export async function qrCodeMatrix(
  url: string,
): Promise<{ size: number; dark: (row: number, column: number) => boolean }> {
  const { modules } = (await loadQrCodeLibrary()).create(url, { errorCorrectionLevel: "M" });
  return { size: modules.size, dark: (row, column) => Boolean(modules.get(row, column)) };
}
