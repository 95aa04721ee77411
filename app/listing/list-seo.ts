/**
 * Structured data of a list page for search engines: an ItemList of the cards shown.
 */
import type { CardView } from "./card-view";

export function itemListJsonLd(
  name: string,
  origin: string,
  cards: readonly CardView[],
  offset: number,
  total: number,
) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    numberOfItems: total,
    itemListElement: cards.map((card, index) => ({
      "@type": "ListItem",
      position: offset + index + 1,
      url: new URL(card.href, origin).toString(),
      name: card.title,
    })),
  };
}

/** An absolute image address for Open Graph, or undefined. */
export function absoluteImage(origin: string, src: string | undefined): string | undefined {
  if (!src) return undefined;
  try {
    return new URL(src, origin).toString();
  } catch {
    return undefined;
  }
}
