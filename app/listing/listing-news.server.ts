import { logger } from "@rli/contract/logging/logger";
import { batches } from "~/store/batches";
import { siteStore } from "~/store/site-store.server";
import type { Language } from "@rli/contract/i18n/language";
import type { CardView } from "./card-view";
import { newsLabel, newsOf, type ListingNews } from "./listing-news";

/**
 * What is new about these listings, by reference, from the site's watch of the listings. A store
 * that cannot be read leaves the cards without it (and says so in the journal): the list is shown.
 */
export async function newsFor(references: readonly string[], now = new Date()): Promise<Map<string, ListingNews>> {
  const news = new Map<string, ListingNews>();
  if (references.length === 0) return news;
  try {
    const store = await siteStore();
    for (const some of batches([...new Set(references)])) {
      const rows = await store.selectFrom("listing_seen").selectAll().where("reference", "in", some).execute();
      for (const row of rows) {
        const found = newsOf(row, now);
        if (found) news.set(row.reference, found);
      }
    }
  } catch (error) {
    logger.warn(
      { component: "site", event: "store.unavailable", part: "listing-news", reason: String(error) },
      "Nouveautés des annonces illisibles : les cartes sont montrées sans elles",
    );
  }
  return news;
}

/** The cards with their "Nouveau" or "Prix baissé" label. */
export async function withNews<T extends CardView>(cards: T[], language: Language): Promise<T[]> {
  const news = await newsFor(cards.map((card) => card.ref));
  return cards.map((card) => ({ ...card, news: newsLabel(news.get(card.ref), language) }));
}
