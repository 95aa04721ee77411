/**
 * Affordability of a home purchase under the rules Swiss lenders apply: at least 20 % of the price
 * as equity, at least half of it (10 % of the price) not from the 2nd pillar; yearly costs made of a
 * theoretical interest of 5 % of the mortgage, maintenance of 1 % of the price and the amortisation
 * of the mortgage above 2/3 of the price within 15 years; affordable when these costs are at most
 * a third of the gross yearly income. Pure: the calculator page computes with it on the server and,
 * as the visitor types, in the browser.
 */
import { formatNumber, toNumber } from "@rli/contract/agency/format";
import type { Language } from "@rli/contract/i18n/language";
import { defineTexts } from "@rli/contract/i18n/texts";

export const MIN_EQUITY_SHARE = 0.2;
export const MIN_HARD_EQUITY_SHARE = 0.1;
export const THEORETICAL_INTEREST = 0.05;
export const MAINTENANCE = 0.01;
export const FIRST_MORTGAGE_SHARE = 2 / 3;
export const AMORTISATION_YEARS = 15;
export const MAX_INCOME_SHARE = 1 / 3;

/** Upper bound of every amount typed in the calculator. */
export const MAX_AMOUNT = 100_000_000;

export type AffordabilityInput = {
  price: number;
  equity: number;
  /** Part of the equity drawn from (or pledged on) the 2nd pillar. */
  pillar2: number;
  income: number;
};

export type Affordability = {
  mortgage: number;
  /** Mortgage as a share of the price (0.8 for 80 %). */
  loanToValue: number;
  interest: number;
  maintenance: number;
  amortisation: number;
  yearlyCosts: number;
  /** Costs as a share of the income; null when there is no income. */
  incomeShare: number | null;
  incomeNeeded: number;
  equityNeeded: number;
  hardEquityNeeded: number;
  equityOk: boolean;
  hardEquityOk: boolean;
  incomeOk: boolean;
  affordable: boolean;
};

/** The costs and checks of a purchase; null for a price on request (0 or less). */
export function affordability({ price, equity, pillar2, income }: AffordabilityInput): Affordability | null {
  if (!(price > 0)) return null;
  const mortgage = Math.max(0, price - equity);
  const interest = mortgage * THEORETICAL_INTEREST;
  const maintenance = price * MAINTENANCE;
  const amortisation = Math.max(0, mortgage - price * FIRST_MORTGAGE_SHARE) / AMORTISATION_YEARS;
  const yearlyCosts = interest + maintenance + amortisation;
  const equityNeeded = price * MIN_EQUITY_SHARE;
  const hardEquityNeeded = price * MIN_HARD_EQUITY_SHARE;
  // Rounded to the franc before comparing, so that 20 % typed as francs is never refused by a rounding error.
  const equityOk = Math.round(equity) >= Math.round(equityNeeded);
  const hardEquityOk = Math.round(equity - pillar2) >= Math.round(hardEquityNeeded);
  const incomeOk = income > 0 && Math.round(yearlyCosts) <= Math.round(income * MAX_INCOME_SHARE);
  return {
    mortgage,
    loanToValue: mortgage / price,
    interest,
    maintenance,
    amortisation,
    yearlyCosts,
    incomeShare: income > 0 ? yearlyCosts / income : null,
    incomeNeeded: yearlyCosts / MAX_INCOME_SHARE,
    equityNeeded,
    hardEquityNeeded,
    equityOk,
    hardEquityOk,
    incomeOk,
    affordable: equityOk && hardEquityOk && incomeOk,
  };
}

/** The price to prefill from a listing: none for a price on request or a rent. */
export function prefillPrice(price: number | null | undefined, type: "buy" | "rent"): number | undefined {
  if (type !== "buy" || price === null || price === undefined || !Number.isFinite(price) || price <= 0) {
    return undefined;
  }
  return Math.round(price);
}

/** Francs rounded to the unit with the Swiss separator: "58'889". */
export function formatFrancs(amount: number): string {
  return formatNumber(Math.round(amount));
}

/**
 * A share as a percentage with one decimal: "39.3 %" in French and German (a space before the
 * sign), "39.3%" in English (none), as each language writes it (decision 142).
 */
export function formatPercent(share: number, language: Language = "fr"): string {
  return `${formatNumber(Math.round(share * 1000) / 10)}${language === "en" ? "" : " "}%`;
}

/* ------------------------------------------------------------------------------------------------
 * The calculator's query: prix, fondsPropres, revenu, deuxiemePilier.
 */

export const calculatorFields = ["prix", "fondsPropres", "deuxiemePilier", "revenu"] as const;
export type CalculatorField = (typeof calculatorFields)[number];

/** The calculator's messages for the values it receives. */
export const calculatorMessages = defineTexts({
  fr: {
    required: "Ce champ est obligatoire.",
    notANumber: "Indiquez un montant en francs, en chiffres (p. ex. 850'000).",
    negative: "Le montant ne peut pas être négatif.",
    tooLarge: `Le montant ne peut pas dépasser CHF ${formatNumber(MAX_AMOUNT)}.–.`,
    priceZero: "Indiquez un prix supérieur à zéro.",
    equityAbovePrice: "Les fonds propres ne peuvent pas dépasser le prix.",
    pillarAboveEquity: "La part du 2e pilier ne peut pas dépasser les fonds propres.",
  },
  de: {
    required: "Dieses Feld muss ausgefüllt werden.",
    notANumber: "Geben Sie einen Betrag in Franken in Ziffern an (z. B. 850'000).",
    negative: "Der Betrag darf nicht negativ sein.",
    tooLarge: `Der Betrag darf CHF ${formatNumber(MAX_AMOUNT)}.– nicht übersteigen.`,
    priceZero: "Geben Sie einen Preis über null an.",
    equityAbovePrice: "Die Eigenmittel dürfen den Kaufpreis nicht übersteigen.",
    pillarAboveEquity: "Der Anteil aus der 2. Säule darf die Eigenmittel nicht übersteigen.",
  },
  en: {
    required: "This field is required.",
    notANumber: "Enter an amount in francs, in figures (e.g. 850'000).",
    negative: "The amount cannot be negative.",
    tooLarge: `The amount cannot exceed CHF ${formatNumber(MAX_AMOUNT)}.–.`,
    priceZero: "Enter a price above zero.",
    equityAbovePrice: "Your deposit cannot exceed the price.",
    pillarAboveEquity: "The 2nd pillar share cannot exceed your deposit.",
  },
});

type CalculatorMessages = (typeof calculatorMessages)[Language];

export type CalculatorParse = {
  /** What the visitor typed, to draw the form again. */
  values: Record<CalculatorField, string>;
  errors: Partial<Record<CalculatorField, string>>;
  /** The amounts when every field is valid, else null. */
  input: AffordabilityInput | null;
};

/** "850'000", "850 000", "850000.–" or "850000,50" as a number; undefined when it is no amount. */
export function parseAmount(text: string): number | undefined {
  const cleaned = text
    .trim()
    .replace(/[\s\u00a0\u202f]/g, "")
    .replace(/\.[–-]$/, "");
  if (cleaned === "" || cleaned.length > 20) return undefined;
  return toNumber(cleaned);
}

function amountError(
  text: string,
  required: boolean,
  messages: CalculatorMessages,
): { value?: number; error?: string } {
  if (text.trim() === "") return required ? { error: messages.required } : { value: 0 };
  const value = parseAmount(text);
  if (value === undefined) return { error: messages.notANumber };
  if (value < 0) return { error: messages.negative };
  if (value > MAX_AMOUNT) return { error: messages.tooLarge };
  return { value };
}

/**
 * Reads the calculator's fields. `complete` says whether every field was sent (a submitted form);
 * an address with only some of them (the price from a listing) only checks what it holds. The
 * messages are in the page's language.
 */
export function parseCalculator(
  read: (name: CalculatorField) => string | null,
  language: Language = "fr",
): CalculatorParse & {
  complete: boolean;
  empty: boolean;
} {
  const messages = calculatorMessages[language];
  const raw = Object.fromEntries(calculatorFields.map((name) => [name, read(name)])) as Record<
    CalculatorField,
    string | null
  >;
  const values = Object.fromEntries(calculatorFields.map((name) => [name, (raw[name] ?? "").slice(0, 40)])) as Record<
    CalculatorField,
    string
  >;
  const complete = raw.prix !== null && raw.fondsPropres !== null && raw.revenu !== null;
  const empty = calculatorFields.every((name) => raw[name] === null);
  const errors: Partial<Record<CalculatorField, string>> = {};
  const amounts: Partial<Record<CalculatorField, number>> = {};
  for (const name of calculatorFields) {
    if (raw[name] === null && !complete) continue;
    const { value, error } = amountError(values[name], name !== "deuxiemePilier", messages);
    if (error) errors[name] = error;
    else amounts[name] = value;
  }
  if (amounts.prix === 0) errors.prix = messages.priceZero;
  const { prix, fondsPropres, deuxiemePilier = 0, revenu } = amounts;
  if (!errors.prix && !errors.fondsPropres && prix !== undefined && fondsPropres !== undefined && fondsPropres > prix) {
    errors.fondsPropres = messages.equityAbovePrice;
  }
  if (!errors.deuxiemePilier && fondsPropres !== undefined && deuxiemePilier > fondsPropres) {
    errors.deuxiemePilier = messages.pillarAboveEquity;
  }
  const valid = complete && Object.keys(errors).length === 0;
  const input =
    valid && prix !== undefined && fondsPropres !== undefined && revenu !== undefined
      ? { price: prix, equity: fondsPropres, pillar2: deuxiemePilier, income: revenu }
      : null;
  return { values, errors, input, complete, empty };
}

/* ------------------------------------------------------------------------------------------------
 * Purchase costs by canton: estimates, shown apart from the affordability.
 */

export type PurchaseCosts = {
  canton: "Vaud" | "Valais";
  /** Transfer tax range in francs (the commune's share may be nil or at its maximum). */
  transferTax: { min: number; max: number };
  notary: number;
};

/** Notary and land registry fees, approximately, in both cantons. */
export const NOTARY_SHARE = 0.01;

/**
 * Vaud: 2.2 % for the canton, up to half of it (1.1 %) for the commune.
 * Valais: 1 % to 1.5 % for the canton according to the value, up to half of it for the commune.
 * Their rates and laws are written by the calculator's view (calculator-view.ts).
 */
export function purchaseCosts(price: number): PurchaseCosts[] {
  if (!(price > 0)) return [];
  return [
    { canton: "Vaud", transferTax: { min: price * 0.022, max: price * 0.033 }, notary: price * NOTARY_SHARE },
    {
      canton: "Valais",
      transferTax: { min: price * 0.01, max: price * 0.015 * 1.5 },
      notary: price * NOTARY_SHARE,
    },
  ];
}
