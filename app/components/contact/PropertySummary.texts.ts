import { defineTexts } from "@rli/contract/i18n/texts";

/** The summary of the listing a form is about (contact, rental application): its own word only. */
export const propertySummaryTexts = defineTexts({
  fr: { reference: "Réf." },
  de: { reference: "Ref." },
  en: { reference: "Ref." },
});
