import { getPromotion, getProperty } from "~/api/client.server";
import { orNotFound } from "~/api/errors";
import type { Language } from "@rli/contract/i18n/language";
import { promotionCard, searchItemCard, type CardView } from "~/listing/card-view";

/**
 * The kept references as the favourites page shows them: a card with the listing's current state
 * (its banner says sold, rented or reserved), or "gone" when the agency no longer shows it
 * (private or inactive, or a reference the inventory does not know: `unknown`, shown once and then
 * dropped from the cookie). Other upstream failures are thrown.
 */
export type FavouriteItem = { ref: string; card: CardView } | { ref: string; card: null; unknown: boolean };

const withdrawn = new Set(["private", "inactive"]);

/** The listing's card, property or promotion; null when the inventory does not know the reference. */
async function cardOf(ref: string, language: Language = "fr"): Promise<CardView | null> {
  const property = await orNotFound(getProperty(ref));
  if (property) return searchItemCard({ ...property, isPromotion: false }, language);
  const promotion = await orNotFound(getPromotion(ref));
  return promotion ? promotionCard(promotion, language) : null;
}

export async function favouriteItems(refs: readonly string[], language: Language = "fr"): Promise<FavouriteItem[]> {
  return Promise.all(
    refs.map(async (ref): Promise<FavouriteItem> => {
      const card = await cardOf(ref, language);
      if (!card) return { ref, card: null, unknown: true };
      return withdrawn.has(card.status) ? { ref, card: null, unknown: false } : { ref, card };
    }),
  );
}

/** True when `ref` is a listing the site shows (property or promotion): only those may be kept. */
export async function isShownListing(ref: string): Promise<boolean> {
  const card = await cardOf(ref);
  return card !== null && !withdrawn.has(card.status);
}
