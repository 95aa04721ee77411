/**
 * The calculator's result as texts: the yearly costs line by line, the share of income, the income and
 * equity needed and the verdict, in Swiss formats. Pure, so the page draws the same result on the
 * server and, as the visitor types, in the browser.
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

const francs = (amount: number) => formatChf(Math.round(amount));

export function calculatorResultView(input: AffordabilityInput): CalculatorResultView | null {
  const result = affordability(input);
  if (!result) return null;
  const reasons: string[] = [];
  if (!result.equityOk)
    reasons.push(`Les fonds propres doivent atteindre au moins 20 % du prix, soit ${francs(result.equityNeeded)}.`);
  if (!result.hardEquityOk) {
    reasons.push(
      `Au moins 10 % du prix, soit ${francs(result.hardEquityNeeded)}, doit provenir d'autres fonds que le 2e pilier.`,
    );
  }
  if (!result.incomeOk) {
    reasons.push(
      `Les charges dépassent le tiers du revenu : il faudrait un revenu brut de ${francs(result.incomeNeeded)} par an.`,
    );
  }
  return {
    affordable: result.affordable,
    verdict: result.affordable
      ? "Selon les règles usuelles des prêteurs, cet achat est finançable."
      : "Selon les règles usuelles des prêteurs, cet achat n'est pas finançable en l'état.",
    reasons,
    costLines: [
      {
        label: `Intérêts théoriques (5 % de l'hypothèque de ${francs(result.mortgage)})`,
        amount: francs(result.interest),
      },
      { label: "Entretien et frais accessoires (1 % du prix)", amount: francs(result.maintenance) },
      {
        label: `Amortissement de l'hypothèque au-delà des 2/3 du prix (en ${AMORTISATION_YEARS} ans)`,
        amount: francs(result.amortisation),
      },
    ],
    total: francs(result.yearlyCosts),
    incomeShare: result.incomeShare === null ? "—" : formatPercent(result.incomeShare),
    maxShare: formatPercent(MAX_INCOME_SHARE),
    incomeNeeded: francs(result.incomeNeeded),
    equityNeeded: francs(result.equityNeeded),
    hardEquityNeeded: francs(result.hardEquityNeeded),
    mortgage: francs(result.mortgage),
    loanToValue: formatPercent(result.loanToValue),
  };
}

export function purchaseCostsView(price: number): PurchaseCostsView[] {
  return purchaseCosts(price).map((costs) => ({
    canton: costs.canton,
    transferTax: `${francs(costs.transferTax.min)} à ${francs(costs.transferTax.max)}`,
    rates: costs.transferTax.rates,
    notary: francs(costs.notary),
    source: costs.source,
  }));
}
