import { defineTexts } from "@rli/contract/i18n/texts";

/** The words of the small shared pieces (the loading indicator of product §8). */
export const uiTexts = defineTexts({
  fr: { loading: "Chargement en cours..." },
  de: { loading: "Wird geladen..." },
  en: { loading: "Loading..." },
});
