import { getPromotion, getProperty } from "~/api/client.server";
import { NotFoundError } from "~/api/errors";
import { promotionCard, searchItemCard, type CardView } from "~/listing/card-view";

/**
 * The kept references as the favourites page shows them: a card with the listing's current state
 * (its banner says sold, rented or reserved), or "gone" when the agency no longer shows it
 * (unknown reference, private or inactive). Other upstream failures are thrown.
 */
export type FavouriteItem = { ref: string; card: CardView } | { ref: string; card: null };

const withdrawn = new Set(["private", "inactive"]);

async function orNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

async function cardOf(ref: string): Promise<CardView | null> {
  const property = await orNull(getProperty(ref));
  if (property) return searchItemCard({ ...property, isPromotion: false });
  const promotion = await orNull(getPromotion(ref));
  return promotion ? promotionCard(promotion) : null;
}

export async function favouriteItems(refs: readonly string[]): Promise<FavouriteItem[]> {
  return Promise.all(
    refs.map(async (ref) => {
      const card = await cardOf(ref);
      return { ref, card: card && !withdrawn.has(card.status) ? card : null };
    }),
  );
}
