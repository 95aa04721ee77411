import { defineTexts } from "@rli/contract/i18n/texts";

/** The words of the calculator's form, result and purchase costs. */
export const calculatorTexts = defineTexts({
  fr: {
    labels: {
      prix: "Prix d'achat (CHF)",
      fondsPropres: "Fonds propres (CHF)",
      deuxiemePilier: "Dont 2e pilier : retrait ou mise en gage (CHF)",
      revenu: "Revenu brut annuel du ménage (CHF)",
    },
    hints: {
      fondsPropres: "Épargne, 3e pilier, donation et 2e pilier compris.",
      deuxiemePilier: "Laissez vide si vous n'utilisez pas votre caisse de pension.",
    },
    form: "Calculateur de capacité d'achat",
    submit: "Calculer",
    placeholder:
      "Indiquez le prix, vos fonds propres et votre revenu pour voir les charges annuelles et le revenu nécessaire.",
    result: {
      title: "Charges annuelles théoriques",
      mortgage: (mortgage: string, share: string) => `Hypothèque de ${mortgage} (${share} du prix)`,
      total: "Total par an",
      incomeShare: (max: string) => `Part du revenu brut (au plus ${max})`,
      incomeNeeded: "Revenu brut annuel nécessaire",
      equityNeeded: "Fonds propres nécessaires (20 % du prix)",
      hardEquityNeeded: "dont hors 2e pilier (10 % du prix)",
      note: "Calcul indicatif avec un taux théorique de 5 %, comme le font les banques pour vérifier la capacité financière ; il ne remplace pas l'offre d'un prêteur.",
    },
    costs: {
      title: "Frais d'achat estimés",
      note: "Estimations : le montant exact dépend de la commune, de la valeur retenue par le registre foncier et du tarif du notaire. Ces frais s'ajoutent aux fonds propres.",
      transferTax: (rates: string) => `Droits de mutation (${rates})`,
      notary: "Frais de notaire et de registre foncier (environ 1 %)",
      source: (source: string) => `Source : ${source}.`,
    },
  },
  de: {
    labels: {
      prix: "Kaufpreis (CHF)",
      fondsPropres: "Eigenmittel (CHF)",
      deuxiemePilier: "Davon 2. Säule: Vorbezug oder Verpfändung (CHF)",
      revenu: "Brutto-Haushaltseinkommen pro Jahr (CHF)",
    },
    hints: {
      fondsPropres: "Ersparnisse, 3. Säule, Schenkungen und 2. Säule eingeschlossen.",
      deuxiemePilier: "Leer lassen, wenn Sie Ihre Pensionskasse nicht beanspruchen.",
    },
    form: "Tragbarkeitsrechner",
    submit: "Berechnen",
    placeholder:
      "Geben Sie Kaufpreis, Eigenmittel und Einkommen ein, um die jährlichen Kosten und das nötige Einkommen zu sehen.",
    result: {
      title: "Kalkulatorische Wohnkosten pro Jahr",
      mortgage: (mortgage: string, share: string) => `Hypothek von ${mortgage} (${share} des Kaufpreises)`,
      total: "Total pro Jahr",
      incomeShare: (max: string) => `Anteil am Bruttoeinkommen (höchstens ${max})`,
      incomeNeeded: "Nötiges Bruttoeinkommen pro Jahr",
      equityNeeded: "Nötige Eigenmittel (20 % des Kaufpreises)",
      hardEquityNeeded: "davon ohne 2. Säule (10 % des Kaufpreises)",
      note: "Unverbindliche Berechnung mit einem kalkulatorischen Zinssatz von 5 %, wie ihn die Banken für die Prüfung der Tragbarkeit verwenden; sie ersetzt kein Angebot eines Kreditgebers.",
    },
    costs: {
      title: "Geschätzte Kaufnebenkosten",
      note: "Schätzungen: Der genaue Betrag hängt von der Gemeinde, vom massgebenden Wert im Grundbuch und vom Notariatstarif ab. Diese Kosten kommen zu den Eigenmitteln hinzu.",
      transferTax: (rates: string) => `Handänderungssteuer (${rates})`,
      notary: "Notariats- und Grundbuchgebühren (rund 1 %)",
      source: (source: string) => `Quelle: ${source}.`,
    },
  },
  en: {
    labels: {
      prix: "Purchase price (CHF)",
      fondsPropres: "Deposit (CHF)",
      deuxiemePilier: "Of which 2nd pillar: withdrawal or pledge (CHF)",
      revenu: "Household gross annual income (CHF)",
    },
    hints: {
      fondsPropres: "Savings, 3rd pillar, gifts and 2nd pillar included.",
      deuxiemePilier: "Leave empty if you are not using your pension fund.",
    },
    form: "Affordability calculator",
    submit: "Calculate",
    placeholder: "Enter the price, your deposit and your income to see the yearly costs and the income needed.",
    result: {
      title: "Notional yearly costs",
      mortgage: (mortgage: string, share: string) => `Mortgage of ${mortgage} (${share} of the price)`,
      total: "Total per year",
      incomeShare: (max: string) => `Share of gross income (at most ${max})`,
      incomeNeeded: "Gross annual income needed",
      equityNeeded: "Deposit needed (20% of the price)",
      hardEquityNeeded: "of which not from the 2nd pillar (10% of the price)",
      note: "An indicative calculation at a notional interest rate of 5%, the stress-test rate banks use to check affordability; it does not replace a lender's offer.",
    },
    costs: {
      title: "Estimated purchase costs",
      note: "Estimates: the exact amount depends on the commune, the value used by the land registry and the notary's fees. These costs come on top of your deposit.",
      transferTax: (rates: string) => `Transfer tax (${rates})`,
      notary: "Notary and land registry fees (about 1%)",
      source: (source: string) => `Source: ${source}.`,
    },
  },
});
