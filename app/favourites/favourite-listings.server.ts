import { getPromotion, getProperty } from "~/api/client.server";
import { orNotFound } from "~/api/errors";
import type { Language } from "@rli/contract/i18n/language";
import type { Property } from "@rli/contract/api/contract";
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

/** A kept listing shown, with the property itself for the compare table (null for a promotion): server only. */
type ShownItem = { ref: string; card: CardView; property: Property | null };

const withdrawn = new Set(["private", "inactive"]);

/** A listing's card and its price now (CHF, 0 on request; a promotion's cheapest lot on offer). */
type Shown = { card: CardView; price: number; property: Property | null };

/** The listing's card, property or promotion; null when the inventory does not know the reference. */
async function shownOf(ref: string, language: Language = "fr"): Promise<Shown | null> {
  const property = await orNotFound(getProperty(ref));
  if (property) {
    return { card: searchItemCard({ ...property, isPromotion: false }, language), price: property.price, property };
  }
  const promotion = await orNotFound(getPromotion(ref));
  return promotion
    ? { card: promotionCard(promotion, language), price: promotionFromPrice(promotion), property: null }
    : null;
}

/** `keptPrices`: the price of each reference when it was kept, where the cookie has it. */
export async function favouriteItems(
  refs: readonly string[],
  language: Language = "fr",
  keptPrices: ReadonlyMap<string, number> = new Map(),
): Promise<Array<ShownItem | Exclude<FavouriteItem, { card: CardView }>>> {
  const items = await Promise.all(
    refs.map(async (ref): Promise<ShownItem | Exclude<FavouriteItem, { card: CardView }>> => {
      const shown = await shownOf(ref, language);
      if (!shown) return { ref, card: null, unknown: true };
      if (withdrawn.has(shown.card.status)) return { ref, card: null, unknown: false };
      const sinceKept = sinceKeptLine(keptPrices.get(ref), shown.price, language);
      return { ref, card: { ...shown.card, sinceKept }, property: shown.property };
    }),
  );
  const cards = await withNews(
    items.flatMap((item) => (item.card ? [item.card] : [])),
    language,
  );
  const byRef = new Map(cards.map((card) => [card.ref, card]));
  return items.map((item) => (item.card ? { ...item, card: byRef.get(item.ref)! } : item));
}

/**
 * The price now of a listing the site shows (property or promotion), which is what may be kept;
 * undefined for any other reference.
 */
export async function shownListingPrice(ref: string): Promise<number | undefined> {
  const shown = await shownOf(ref);
  return shown && !withdrawn.has(shown.card.status) ? shown.price : undefined;
}
