/**
 * The line that tells a German or English reader that a listing's description is in another
 * language (decision 144): the page, the promotion page and the PDF sheet show the feed's text,
 * marked with its language, under this line. French pages, the site's reference, stay as they are.
 */
import type { Language } from "@rli/contract/i18n/language";
import { defineTexts } from "@rli/contract/i18n/texts";

/** The line in each language, with the languages a Swiss feed writes in named in it. */
export const textNoticeTexts = defineTexts({
  fr: {
    names: { fr: "français", de: "allemand", en: "anglais", it: "italien" },
    only: (name: string) => `Cette description n'existe qu'en ${name}.`,
    other: "Cette description n'existe pas en français.",
  },
  de: {
    names: { fr: "Französisch", de: "Deutsch", en: "Englisch", it: "Italienisch" },
    only: (name: string) => `Diese Beschreibung liegt nur auf ${name} vor.`,
    other: "Diese Beschreibung liegt nicht auf Deutsch vor.",
  },
  en: {
    names: { fr: "French", de: "German", en: "English", it: "Italian" },
    only: (name: string) => `This description is only available in ${name}.`,
    other: "This description is not available in English.",
  },
});

/**
 * "Diese Beschreibung liegt nur auf Französisch vor.": for a listing whose texts are in
 * `textLanguage` (null when they are in the page's), on a German or English page; null otherwise.
 */
export function textNotice(textLanguage: string | null | undefined, language: Language): string | null {
  if (!textLanguage || textLanguage === language || language === "fr") return null;
  const texts = textNoticeTexts[language];
  const name = (texts.names as Record<string, string>)[textLanguage];
  return name ? texts.only(name) : texts.other;
}
