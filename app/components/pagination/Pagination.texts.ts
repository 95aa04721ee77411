import { defineTexts } from "@rli/contract/i18n/texts";

/** The words of the page links. */
export const paginationTexts = defineTexts({
  fr: { previous: "Précédente", next: "Suivante", page: (page: number) => `Page ${page}` },
  de: { previous: "Zurück", next: "Weiter", page: (page: number) => `Seite ${page}` },
  en: { previous: "Previous", next: "Next", page: (page: number) => `Go to page ${page}` },
});
