import { defineTexts } from "@rli/contract/i18n/texts";

/** The name of the breadcrumb for assistive technologies. */
export const breadcrumbNavTexts = defineTexts({
  fr: { label: "Fil d'Ariane" },
  de: { label: "Brotkrümelnavigation" },
  en: { label: "Breadcrumb" },
});
