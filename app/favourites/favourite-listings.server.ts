import { getPromotion, getProperty } from "~/api/client.server";
import { orNotFound } from "~/api/errors";
import type { Language } from "@rli/contract/i18n/language";
import { promotionCard, promotionFromPrice, searchItemCard, type CardView } from "~/listing/card-view";
import { sinceKeptLine } from "~/listing/listing-news";
import { withNews } from "~/listing/listing-news.server";

/**
 * The kept references as the favourites page shows them: a card with the listing's current state
 * (its banner says sold, rented or reserved, its label new or cheaper, and how much cheaper since
 * it was kept), or "gone" when the agency no longer shows it (private or inactive, or a reference
 * the inventory does not know: `unknown`, shown once and then dropped from the cookie). Other
 * upstream failures are thrown.
 */
export type FavouriteItem = { ref: string; card: CardView } | { ref: string; card: null; unknown: boolean };

const withdrawn = new Set(["private", "inactive"]);

/** A listing's card and its price now (CHF, 0 on request; a promotion's cheapest lot on offer). */
type Shown = { card: CardView; price: number };

/** The listing's card, property or promotion; null when the inventory does not know the reference. */
async function shownOf(ref: string, language: Language = "fr"): Promise<Shown | null> {
  const property = await orNotFound(getProperty(ref));
  if (property) return { card: searchItemCard({ ...property, isPromotion: false }, language), price: property.price };
  const promotion = await orNotFound(getPromotion(ref));
  return promotion ? { card: promotionCard(promotion, language), price: promotionFromPrice(promotion) } : null;
}

/** `keptPrices`: the price of each reference when it was kept, where the cookie has it. */
export async function favouriteItems(
  refs: readonly string[],
  language: Language = "fr",
  keptPrices: ReadonlyMap<string, number> = new Map(),
): Promise<FavouriteItem[]> {
  const items = await Promise.all(
    refs.map(async (ref): Promise<FavouriteItem> => {
      const shown = await shownOf(ref, language);
      if (!shown) return { ref, card: null, unknown: true };
      if (withdrawn.has(shown.card.status)) return { ref, card: null, unknown: false };
      return { ref, card: { ...shown.card, sinceKept: sinceKeptLine(keptPrices.get(ref), shown.price, language) } };
    }),
  );
  const cards = await withNews(
    items.flatMap((item) => (item.card ? [item.card] : [])),
    language,
  );
  const byRef = new Map(cards.map((card) => [card.ref, card]));
  return items.map((item) => (item.card ? { ref: item.ref, card: byRef.get(item.ref)! } : item));
}

/**
 * The price now of a listing the site shows (property or promotion), which is what may be kept;
 * undefined for any other reference.
 */
export async function shownListingPrice(ref: string): Promise<number | undefined> {
  const shown = await shownOf(ref);
  return shown && !withdrawn.has(shown.card.status) ? shown.price : undefined;
}
