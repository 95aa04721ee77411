/**
 * The image of a listing card: the first picture, with fixed dimensions and the sources a
 * browser picks from. Light enough for the browser bundle (the card component reads the sizes).
 */
import type { Attachment } from "@rli/contract/api/contract";
import { imageDimensions, imageSrcSet, imageUrl, splitImagePath } from "~/images/catalog";

export type CardImage = { src: string; srcSet?: string; width: number; height: number };

/** Widths offered to the browser for a card image (one or two columns, up to 2× density). */
const cardImageWidths = [320, 480, 640, 960] as const;
/** Two columns on desktop inside a 1200 px column; one column on a phone. */
export const cardImageSizes = "(max-width: 760px) calc(100vw - 2rem), (max-width: 1200px) 50vw, 580px";

/** The first picture of a listing, with the dimensions and sources the card needs. */
export function cardImage(attachments: readonly Attachment[]): CardImage | null {
  const first = attachments.find((attachment) => attachment.type === "image");
  if (!first) return null;
  const parts = splitImagePath(first.url);
  const size = parts ? imageDimensions(parts.group, parts.name, 640) : null;
  if (!size) return { src: first.url, width: 800, height: 600 };
  return { src: imageUrl(first.url, 640), srcSet: imageSrcSet(first.url, cardImageWidths), ...size };
}
