/**
 * What is new about a listing (issue 56): "Nouveau" within NEW_DAYS of the day the site first
 * offered it, "Prix baissé" within REDUCED_DAYS of a fall of its price, as long as it stays below the
 * price before. Read from the site's watch of the listings (`listing_seen`, kept by the alerts'
 * rounds at each new upload or look): listing data, never a visitor's. Pure.
 */
import { formatChf, formatDate } from "@rli/contract/agency/format";
import type { Language } from "@rli/contract/i18n/language";
import { defineTexts } from "@rli/contract/i18n/texts";
import type { Database } from "~/store/schema";

export const NEW_DAYS = 14;
export const REDUCED_DAYS = 30;

const DAY_MS = 24 * 3600_000;

export type ListingNews = { kind: "new" } | { kind: "reduced"; at: string; before: number; price: number };

type SeenRow = Pick<Database["listing_seen"], "price" | "first_seen_at" | "price_fell_at" | "price_before" | "gone_at">;

/** A fall of the price wins over a listing's being new: it is the more useful of the two. */
export function newsOf(row: SeenRow, now: Date): ListingNews | null {
  if (row.gone_at) return null;
  const age = (at: string) => now.getTime() - Date.parse(at);
  const fell = row.price_fell_at;
  if (fell && row.price_before && row.price > 0 && row.price < row.price_before && age(fell) <= REDUCED_DAYS * DAY_MS) {
    return { kind: "reduced", at: fell, before: row.price_before, price: row.price };
  }
  // The first look dates what was there before it at 1970: never new.
  const first = Date.parse(row.first_seen_at);
  return first > 0 && age(row.first_seen_at) <= NEW_DAYS * DAY_MS ? { kind: "new" } : null;
}

export const newsTexts = defineTexts({
  fr: {
    new: "Nouveau",
    reduced: "Prix baissé",
    reducedOn: (date: string, amount: string) => `Prix baissé le ${date} : ${amount} de moins`,
    sinceKept: (amount: string) => `${amount} de moins depuis que vous l'avez gardé`,
  },
  de: {
    new: "Neu",
    reduced: "Preis gesenkt",
    reducedOn: (date: string, amount: string) => `Preis am ${date} gesenkt: ${amount} weniger`,
    sinceKept: (amount: string) => `${amount} weniger, seit Sie es gemerkt haben`,
  },
  en: {
    new: "New",
    reduced: "Price reduced",
    reducedOn: (date: string, amount: string) => `Price reduced on ${date}: ${amount} less`,
    sinceKept: (amount: string) => `${amount} less since you saved it`,
  },
});

/** The card's label: "Nouveau", "Prix baissé"; null when there is nothing new. */
export function newsLabel(news: ListingNews | null | undefined, language: Language): string | null {
  if (!news) return null;
  return newsTexts[language][news.kind];
}

/** The listing page's line: "Prix baissé le 12.11.2026 : CHF 20'000.– de moins"; the label when new. */
export function newsLine(news: ListingNews | null | undefined, language: Language): string | null {
  if (!news) return null;
  if (news.kind === "new") return newsTexts[language].new;
  return newsTexts[language].reducedOn(formatDate(news.at, language), formatChf(news.before - news.price));
}

/** "CHF 20'000.– de moins depuis que vous l'avez gardé", when the price is below the one at keeping. */
export function sinceKeptLine(keptPrice: number | undefined, price: number, language: Language): string | null {
  if (!keptPrice || price <= 0 || price >= keptPrice) return null;
  return newsTexts[language].sinceKept(formatChf(keptPrice - price));
}
