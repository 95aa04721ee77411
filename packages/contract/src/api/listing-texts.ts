import type { Language } from "../i18n/language";
import type { ListingText } from "./contract";

/** What a property, a promotion or a search item carries of its texts. */
export type ListingWithTexts = {
  title: string;
  subtitle: string;
  description: string;
  /** The language of the fields above when it is not French. */
  language?: string | undefined;
  /** The texts in the feed's other languages. */
  translations?: readonly ListingText[] | undefined;
};

/** A listing's texts in one language: `language` is the two-letter code of the language they are in. */
export type ListingTexts = { title: string; subtitle: string; description: string; language: string };

/**
 * The texts a page shows (decision 115): in the page's language when the feed has them, else in
 * French, else the listing's own (the feed's first language). `language` says which one it is, for
 * the `lang` of the element that holds them.
 */
export function listingTexts(listing: ListingWithTexts, language: Language): ListingTexts {
  const own: ListingTexts = {
    title: listing.title,
    subtitle: listing.subtitle,
    description: listing.description,
    language: listing.language ?? "fr",
  };
  const candidates = [own, ...(listing.translations ?? [])].filter((texts) => texts.title.trim() !== "");
  const pick = (wanted: string) => candidates.find((texts) => texts.language === wanted);
  const chosen = pick(language) ?? pick("fr") ?? own;
  return { title: chosen.title, subtitle: chosen.subtitle, description: chosen.description, language: chosen.language };
}
