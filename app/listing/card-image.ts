/**
 * The image of a listing card: the first picture, with fixed dimensions and the sources a
 * browser picks from. Light enough for the browser bundle (the card component reads the sizes).
 */
import type { Attachment } from "@rli/contract/api/contract";
import { imageDimensions, imageUrl, splitImagePath } from "~/images/catalog";

/**
 * `src` at 640 px; `responsive` when the site's image route serves it at the card's widths too, its
 * sources then made in the browser from `src` (cardSrcSet), so that a page's data carries each
 * address once rather than five times.
 */
export type CardImage = { src: string; responsive?: boolean; width: number; height: number };

/** Widths offered to the browser for a card image (one or two columns, up to 2× density). */
const cardImageWidths = [320, 480, 640, 960] as const;
const CARD_WIDTH = 640;
/** Two columns on desktop inside a 1200 px column; one column on a phone. */
export const cardImageSizes = "(max-width: 760px) calc(100vw - 2rem), (max-width: 1200px) 50vw, 580px";

/** The first picture of a listing, with the dimensions and sources the card needs. */
export function cardImage(attachments: readonly Attachment[]): CardImage | null {
  const first = attachments.find((attachment) => attachment.type === "image");
  if (!first) return null;
  const parts = splitImagePath(first.url);
  const size = parts ? imageDimensions(parts.group, parts.name, 640) : null;
  if (!size) return { src: first.url, width: 800, height: 600 };
  return { src: imageUrl(first.url, CARD_WIDTH), responsive: true, ...size };
}

/** The sources of a responsive card image, from its `src` at CARD_WIDTH. */
export function cardSrcSet(image: CardImage): string | undefined {
  if (!image.responsive) return undefined;
  // Written out rather than through the image catalog, whose module would be one more file for the
  // browser: the same addresses as imageSrcSet(path, cardImageWidths), these widths being its own.
  const base = image.src.replace(/size=\d+$/, "size=");
  return cardImageWidths.map((width) => `${base}${width} ${width}w`).join(", ");
}
