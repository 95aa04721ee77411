import type { Language } from "@rli/contract/i18n/language";
import { defineTexts } from "@rli/contract/i18n/texts";

/** The blog's words for an upstream failure (the error screen's title stays the generic one). */
export const blogErrorTexts = defineTexts({
  fr: {
    slow: "Le chargement des articles a pris trop de temps. Merci de réessayer dans quelques instants.",
    down: "Les articles du blog ne peuvent pas être chargés pour le moment. Merci de réessayer dans quelques instants.",
  },
  de: {
    slow: "Das Laden der Blogartikel hat zu lange gedauert. Bitte versuchen Sie es gleich noch einmal.",
    down: "Die Blogartikel können im Moment nicht geladen werden. Bitte versuchen Sie es gleich noch einmal.",
  },
  en: {
    slow: "Loading the blog posts took too long. Please try again in a few moments.",
    down: "The blog posts cannot be loaded at the moment. Please try again in a few moments.",
  },
});

export function blogErrorMessage(status: number, language: Language = "fr"): string | undefined {
  if (status === 504) return blogErrorTexts[language].slow;
  if (status >= 500) return blogErrorTexts[language].down;
  return undefined;
}
