/**
 * The calculator's result as texts: the yearly costs line by line, the share of income, the income and
 * equity needed and the verdict, in Swiss formats and in the page's language. Pure, so the page draws
 * the same result on the server and, as the visitor types, in the browser.
 */
import {
  affordability,
  AMORTISATION_YEARS,
  formatPercent,
  MAX_INCOME_SHARE,
  purchaseCosts,
  type AffordabilityInput,
} from "./affordability";
import { formatChf } from "@rli/contract/agency/format";
import type { Language } from "@rli/contract/i18n/language";
import { defineTexts } from "@rli/contract/i18n/texts";

type ResultLine = { label: string; amount: string };

export type CalculatorResultView = {
  affordable: boolean;
  verdict: string;
  reasons: string[];
  costLines: ResultLine[];
  total: string;
  incomeShare: string;
  maxShare: string;
  incomeNeeded: string;
  equityNeeded: string;
  hardEquityNeeded: string;
  mortgage: string;
  loanToValue: string;
};

export type PurchaseCostsView = {
  canton: string;
  transferTax: string;
  rates: string;
  notary: string;
  source: string;
};

/** The words of the result and of the purchase costs by canton. */
export const calculatorViewTexts = defineTexts({
  fr: {
    equityShort: (amount: string) => `Les fonds propres doivent atteindre au moins 20 % du prix, soit ${amount}.`,
    hardEquityShort: (amount: string) =>
      `Au moins 10 % du prix, soit ${amount}, doit provenir d'autres fonds que le 2e pilier.`,
    incomeShort: (amount: string) =>
      `Les charges dépassent le tiers du revenu : il faudrait un revenu brut de ${amount} par an.`,
    affordable: "Selon les règles usuelles des prêteurs, cet achat est finançable.",
    notAffordable: "Selon les règles usuelles des prêteurs, cet achat n'est pas finançable en l'état.",
    interest: (mortgage: string) => `Intérêts théoriques (5 % de l'hypothèque de ${mortgage})`,
    maintenance: "Entretien et frais accessoires (1 % du prix)",
    amortisation: (years: number) => `Amortissement de l'hypothèque au-delà des 2/3 du prix (en ${years} ans)`,
    range: (min: string, max: string) => `${min} à ${max}`,
    cantons: {
      Vaud: {
        name: "Vaud",
        rates: "2.2 % (canton) + jusqu'à 1.1 % (commune)",
        source:
          "Loi concernant le droit de mutation sur les transferts immobiliers et l'impôt sur les successions et donations (LMSD), canton de Vaud",
      },
      Valais: {
        name: "Valais",
        rates: "1 % à 1.5 % (canton, selon la valeur) + jusqu'à la moitié de ce montant (commune)",
        source: "Loi sur les droits de mutation, canton du Valais",
      },
    },
  },
  de: {
    equityShort: (amount: string) => `Die Eigenmittel müssen mindestens 20 % des Kaufpreises betragen, also ${amount}.`,
    hardEquityShort: (amount: string) =>
      `Mindestens 10 % des Kaufpreises, also ${amount}, müssen aus anderen Mitteln als der 2. Säule stammen.`,
    incomeShort: (amount: string) =>
      `Die Wohnkosten übersteigen einen Drittel des Einkommens: Nötig wäre ein Bruttoeinkommen von ${amount} pro Jahr.`,
    affordable: "Nach den üblichen Regeln der Kreditgeber ist dieser Kauf finanzierbar.",
    notAffordable: "Nach den üblichen Regeln der Kreditgeber ist dieser Kauf so nicht finanzierbar.",
    interest: (mortgage: string) => `Kalkulatorischer Zins (5 % auf der Hypothek von ${mortgage})`,
    maintenance: "Unterhalt und Nebenkosten (1 % des Kaufpreises)",
    amortisation: (years: number) => `Amortisation der Hypothek über 2/3 des Kaufpreises hinaus (in ${years} Jahren)`,
    range: (min: string, max: string) => `${min} bis ${max}`,
    cantons: {
      Vaud: {
        name: "Kanton Waadt",
        rates: "2.2 % (Kanton) + bis zu 1.1 % (Gemeinde)",
        source: "Waadtländer Gesetz über die Handänderungssteuer sowie die Erbschafts- und Schenkungssteuer (LMSD)",
      },
      Valais: {
        name: "Kanton Wallis",
        rates: "1 % bis 1.5 % (Kanton, je nach Wert) + bis zur Hälfte davon (Gemeinde)",
        source: "Walliser Gesetz über die Handänderungssteuern",
      },
    },
  },
  en: {
    equityShort: (amount: string) => `Your deposit must be at least 20% of the price, that is ${amount}.`,
    hardEquityShort: (amount: string) =>
      `At least 10% of the price, that is ${amount}, must come from funds other than the 2nd pillar.`,
    incomeShort: (amount: string) =>
      `The housing costs exceed a third of the income: a gross income of ${amount} a year would be needed.`,
    affordable: "Under lenders' usual rules, this purchase can be financed.",
    notAffordable: "Under lenders' usual rules, this purchase cannot be financed as it stands.",
    interest: (mortgage: string) => `Notional interest (5% of the mortgage of ${mortgage})`,
    maintenance: "Maintenance and running costs (1% of the price)",
    amortisation: (years: number) => `Amortisation of the mortgage above 2/3 of the price (over ${years} years)`,
    range: (min: string, max: string) => `${min} to ${max}`,
    cantons: {
      Vaud: {
        name: "Canton of Vaud",
        rates: "2.2% (canton) + up to 1.1% (commune)",
        source: "Vaud Act on the transfer tax on property transfers and on inheritance and gift tax (LMSD)",
      },
      Valais: {
        name: "Canton of Valais",
        rates: "1% to 1.5% (canton, depending on the value) + up to half of that amount (commune)",
        source: "Valais Act on transfer taxes",
      },
    },
  },
});

const francs = (amount: number) => formatChf(Math.round(amount));

export function calculatorResultView(
  input: AffordabilityInput,
  language: Language = "fr",
): CalculatorResultView | null {
  const result = affordability(input);
  if (!result) return null;
  const texts = calculatorViewTexts[language];
  const reasons: string[] = [];
  if (!result.equityOk) reasons.push(texts.equityShort(francs(result.equityNeeded)));
  if (!result.hardEquityOk) reasons.push(texts.hardEquityShort(francs(result.hardEquityNeeded)));
  if (!result.incomeOk) reasons.push(texts.incomeShort(francs(result.incomeNeeded)));
  return {
    affordable: result.affordable,
    verdict: result.affordable ? texts.affordable : texts.notAffordable,
    reasons,
    costLines: [
      { label: texts.interest(francs(result.mortgage)), amount: francs(result.interest) },
      { label: texts.maintenance, amount: francs(result.maintenance) },
      { label: texts.amortisation(AMORTISATION_YEARS), amount: francs(result.amortisation) },
    ],
    total: francs(result.yearlyCosts),
    incomeShare: result.incomeShare === null ? "—" : formatPercent(result.incomeShare, language),
    maxShare: formatPercent(MAX_INCOME_SHARE, language),
    incomeNeeded: francs(result.incomeNeeded),
    equityNeeded: francs(result.equityNeeded),
    hardEquityNeeded: francs(result.hardEquityNeeded),
    mortgage: francs(result.mortgage),
    loanToValue: formatPercent(result.loanToValue, language),
  };
}

export function purchaseCostsView(price: number, language: Language = "fr"): PurchaseCostsView[] {
  const texts = calculatorViewTexts[language];
  return purchaseCosts(price).map((costs) => {
    const canton = texts.cantons[costs.canton];
    return {
      canton: canton.name,
      transferTax: texts.range(francs(costs.transferTax.min), francs(costs.transferTax.max)),
      rates: canton.rates,
      notary: francs(costs.notary),
      source: canton.source,
    };
  });
}
