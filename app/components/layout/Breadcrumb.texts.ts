import { defineTexts } from "@rli/contract/i18n/texts";

/** The name of the breadcrumb trail. */
export const breadcrumbTexts = defineTexts({
  fr: { label: "Fil d'Ariane" },
  de: { label: "Navigationspfad" },
  en: { label: "Breadcrumb" },
});
