import { defineTexts } from "@rli/contract/i18n/texts";

/** The words of the affordability form on a property for sale (its own chunk: only that page ships them). */
export const affordabilityTeaserTexts = defineTexts({
  fr: {
    canYouAfford: "Pouvez-vous financer ce bien ?",
    affordIntro: "Charges et revenu nécessaire calculés avec le prix de vente de ce bien.",
    equity: "Vos fonds propres (CHF)",
    income: "Revenu brut annuel (CHF)",
    calculate: "Calculer ma capacité",
  },
  de: {
    canYouAfford: "Können Sie diese Immobilie finanzieren?",
    affordIntro: "Kosten und nötiges Einkommen, berechnet mit dem Verkaufspreis dieses Objekts.",
    equity: "Ihre Eigenmittel (CHF)",
    income: "Jährliches Bruttoeinkommen (CHF)",
    calculate: "Meine Tragbarkeit berechnen",
  },
  en: {
    canYouAfford: "Can you afford this property?",
    affordIntro: "Costs and required income worked out with this property's sale price.",
    equity: "Your deposit (CHF)",
    income: "Gross annual income (CHF)",
    calculate: "Work out what I can afford",
  },
});
