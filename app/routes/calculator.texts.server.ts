import { defineTexts } from "@rli/contract/i18n/texts";

/** The words of the calculator's page (its form's in the calculator's components). */
export const calculatorPageTexts = defineTexts({
  fr: {
    title: "Calculateur hypothécaire : quel bien pouvez-vous financer ?",
    description:
      "Calculez en francs suisses les charges annuelles d'un achat immobilier, la part de votre revenu, les fonds propres nécessaires et les frais d'achat estimés en Valais et dans le canton de Vaud.",
    lead: "Les banques suisses demandent au moins 20 % de fonds propres et vérifient que les charges du logement, calculées avec un taux théorique de 5 %, ne dépassent pas le tiers de votre revenu brut. Vérifiez en quelques secondes si un achat est à votre portée. Rien de ce que vous saisissez n'est enregistré.",
  },
  de: {
    title: "Hypothekenrechner: Welche Immobilie können Sie finanzieren?",
    description:
      "Berechnen Sie in Schweizer Franken die jährlichen Kosten eines Immobilienkaufs, den Anteil an Ihrem Einkommen, die nötigen Eigenmittel und die geschätzten Kaufnebenkosten im Wallis und im Kanton Waadt.",
    lead: "Schweizer Banken verlangen mindestens 20 % Eigenmittel und prüfen, ob die Wohnkosten, berechnet mit einem kalkulatorischen Zinssatz von 5 %, einen Drittel Ihres Bruttoeinkommens nicht übersteigen. Prüfen Sie in wenigen Sekunden, ob ein Kauf für Sie tragbar ist. Was Sie eingeben, wird nicht gespeichert.",
  },
  en: {
    title: "Mortgage calculator: what property can you afford?",
    description:
      "Work out in Swiss francs the yearly costs of buying a property, the share of your income, the deposit needed and the estimated purchase costs in Valais and the canton of Vaud.",
    lead: "Swiss banks ask for a deposit of at least 20% and check that the housing costs, worked out at a notional interest rate of 5%, do not exceed a third of your gross income. Check in a few seconds whether a purchase is within your reach. Nothing you enter is stored.",
  },
});
