import { defineTexts } from "@rli/contract/i18n/texts";

/** The words of a listing's summary above a form (contact, rental application). */
export const summaryTexts = defineTexts({
  fr: { transaction: { buy: "À vendre", rent: "À louer" }, newPromotion: "Promotion neuve" },
  de: { transaction: { buy: "Zu verkaufen", rent: "Zu vermieten" }, newPromotion: "Neubauprojekt" },
  en: { transaction: { buy: "For sale", rent: "To let" }, newPromotion: "New development" },
});
