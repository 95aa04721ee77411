import type { SpellLanguage } from "./extract";

/**
 * Words that are wrong in the language of their text but left for the rewording under way (issue 45,
 * glossary and salutations): the check accepts them and reports each occurrence as a warning, so
 * lint stays green and the list shows what is still to do. Remove a word once its text is reworded.
 * Never put a misspelling here that can simply be fixed.
 */
export const PENDING: Record<SpellLanguage, readonly string[]> = {
  fr: [
    // Category label « Maisonette » (the German and English spelling); French writes « maisonnette », which
    // reads as a small house: the French name of a duplex flat is to be settled with the glossary.
    "Maisonette",
  ],
  de: [],
  en: [],
};
