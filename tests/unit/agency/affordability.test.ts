import { describe, expect, it } from "vitest";
import {
  affordability,
  calculatorMessages,
  formatFrancs,
  formatPercent,
  parseAmount,
  parseCalculator,
  prefillPrice,
  purchaseCosts,
} from "~/agency/affordability";
import { calculatorResultView, purchaseCostsView } from "~/agency/calculator-view";
import type { Language } from "@rli/contract/i18n/language";

function parse(query: string, language?: Language) {
  const params = new URLSearchParams(query);
  return parseCalculator((name) => params.get(name), language);
}

describe("affordability", () => {
  it("computes the worked example: 1'000'000 with 200'000 equity and 150'000 income", () => {
    const result = affordability({ price: 1_000_000, equity: 200_000, pillar2: 0, income: 150_000 });
    expect(result).not.toBeNull();
    if (!result) return;
    expect(formatFrancs(result.mortgage)).toBe("800'000");
    expect(formatFrancs(result.interest)).toBe("40'000");
    expect(formatFrancs(result.maintenance)).toBe("10'000");
    expect(formatFrancs(result.amortisation)).toBe("8'889");
    expect(formatFrancs(result.yearlyCosts)).toBe("58'889");
    expect(formatPercent(result.incomeShare ?? 0)).toBe("39.3 %");
    expect(formatPercent(result.incomeShare ?? 0, "de")).toBe("39.3 %");
    expect(formatPercent(result.incomeShare ?? 0, "en")).toBe("39.3%");
    expect(formatFrancs(result.incomeNeeded)).toBe("176'667");
    expect(formatFrancs(result.equityNeeded)).toBe("200'000");
    expect(formatFrancs(result.hardEquityNeeded)).toBe("100'000");
    expect(result.equityOk).toBe(true);
    expect(result.incomeOk).toBe(false);
    expect(result.affordable).toBe(false);
  });

  it("is affordable when the costs are at most a third of the income", () => {
    const result = affordability({ price: 1_000_000, equity: 200_000, pillar2: 50_000, income: 176_667 });
    expect(result?.incomeOk).toBe(true);
    expect(result?.affordable).toBe(true);
    expect(affordability({ price: 1_000_000, equity: 200_000, pillar2: 0, income: 176_000 })?.affordable).toBe(false);
  });

  it("needs no amortisation when the mortgage is at most 2/3 of the price", () => {
    const result = affordability({ price: 900_000, equity: 300_000, pillar2: 0, income: 200_000 });
    expect(result?.amortisation).toBe(0);
    expect(formatFrancs(result?.yearlyCosts ?? -1)).toBe("39'000");
  });

  it("with no income, the share cannot be computed and the purchase is not affordable", () => {
    const result = affordability({ price: 500_000, equity: 100_000, pillar2: 0, income: 0 });
    expect(result?.incomeShare).toBeNull();
    expect(result?.incomeOk).toBe(false);
    expect(result?.affordable).toBe(false);
    expect(formatFrancs(result?.incomeNeeded ?? 0)).toBe("88'333");
  });

  it("refuses equity below 20 % of the price", () => {
    const result = affordability({ price: 1_000_000, equity: 199_000, pillar2: 0, income: 1_000_000 });
    expect(result?.equityOk).toBe(false);
    expect(result?.incomeOk).toBe(true);
    expect(result?.affordable).toBe(false);
  });

  it("refuses a 2nd pillar share that leaves less than 10 % of the price in other equity", () => {
    const tooMuch = affordability({ price: 1_000_000, equity: 250_000, pillar2: 151_000, income: 1_000_000 });
    expect(tooMuch?.equityOk).toBe(true);
    expect(tooMuch?.hardEquityOk).toBe(false);
    expect(tooMuch?.affordable).toBe(false);
    const enough = affordability({ price: 1_000_000, equity: 250_000, pillar2: 150_000, income: 1_000_000 });
    expect(enough?.hardEquityOk).toBe(true);
  });

  it("computes nothing for a price on request", () => {
    expect(affordability({ price: 0, equity: 0, pillar2: 0, income: 100_000 })).toBeNull();
    expect(prefillPrice(0, "buy")).toBeUndefined();
    expect(prefillPrice(null, "buy")).toBeUndefined();
    expect(prefillPrice(2_500, "rent")).toBeUndefined();
    expect(prefillPrice(850_000, "buy")).toBe(850_000);
    expect(purchaseCosts(0)).toEqual([]);
  });
});

describe("purchase costs", () => {
  it("gives the transfer tax ranges of Vaud and Valais and approximate notary fees", () => {
    const [vaud, valais] = purchaseCosts(1_000_000);
    expect(vaud?.canton).toBe("Vaud");
    expect(formatFrancs(vaud?.transferTax.min ?? 0)).toBe("22'000");
    expect(formatFrancs(vaud?.transferTax.max ?? 0)).toBe("33'000");
    expect(valais?.canton).toBe("Valais");
    expect(formatFrancs(valais?.transferTax.min ?? 0)).toBe("10'000");
    expect(formatFrancs(valais?.transferTax.max ?? 0)).toBe("22'500");
    expect(formatFrancs(vaud?.notary ?? 0)).toBe("10'000");
  });

  it("names each canton's rates and law in the page's language", () => {
    const [vaud, valais] = purchaseCostsView(1_000_000, "de");
    expect(vaud).toMatchObject({ canton: "Kanton Waadt", transferTax: "CHF 22'000.– bis CHF 33'000.–" });
    expect(valais?.source).toContain("Walliser Gesetz");
    expect(purchaseCostsView(1_000_000)[0]?.source).toContain("Loi");
    expect(purchaseCostsView(1_000_000, "en")[1]?.rates).toContain("depending on the value");
  });
});

describe("the calculator's words in each language", () => {
  it("writes the result and the messages in the page's language, amounts in Swiss format", () => {
    const input = { price: 1_000_000, equity: 100_000, pillar2: 0, income: 100_000 };
    expect(calculatorResultView(input, "en")?.reasons[0]).toBe(
      "Your deposit must be at least 20% of the price, that is CHF 200'000.–.",
    );
    expect(calculatorResultView(input, "de")?.reasons[0]).toBe(
      "Die Eigenmittel müssen mindestens 20 % des Kaufpreises betragen, also CHF 200'000.–.",
    );
    expect(calculatorResultView(input, "en")?.maxShare).toBe("33.3%");
    expect(calculatorResultView(input, "de")?.verdict).toBe(
      "Nach den üblichen Regeln der Kreditgeber ist dieser Kauf so nicht finanzierbar.",
    );
    expect(parse("prix=abc&fondsPropres=1&revenu=1", "de").errors.prix).toBe(calculatorMessages.de.notANumber);
  });
});

describe("the calculator's query", () => {
  it("reads Swiss-formatted amounts", () => {
    expect(parseAmount("1'000'000")).toBe(1_000_000);
    expect(parseAmount("1 000 000")).toBe(1_000_000);
    expect(parseAmount("850000.–")).toBe(850_000);
    expect(parseAmount("12abc")).toBeUndefined();
    expect(parseAmount("")).toBeUndefined();
  });

  it("gives the amounts of a valid submission, the 2nd pillar defaulting to 0", () => {
    const parsed = parse("prix=1'000'000&fondsPropres=200000&revenu=150000&deuxiemePilier=");
    expect(parsed.errors).toEqual({});
    expect(parsed.input).toEqual({ price: 1_000_000, equity: 200_000, pillar2: 0, income: 150_000 });
  });

  it("names each bad field in French and keeps what was typed", () => {
    const parsed = parse("prix=abc&fondsPropres=-5&revenu=999999999999&deuxiemePilier=");
    expect(parsed.errors).toEqual({
      prix: calculatorMessages.fr.notANumber,
      fondsPropres: calculatorMessages.fr.negative,
      revenu: calculatorMessages.fr.tooLarge,
    });
    expect(parsed.values.prix).toBe("abc");
    expect(parsed.input).toBeNull();
  });

  it("refuses equity above the price, a 2nd pillar share above the equity and a price of 0", () => {
    expect(parse("prix=500000&fondsPropres=600000&revenu=1").errors).toEqual({
      fondsPropres: calculatorMessages.fr.equityAbovePrice,
    });
    expect(parse("prix=500000&fondsPropres=100000&deuxiemePilier=200000&revenu=1").errors).toEqual({
      deuxiemePilier: calculatorMessages.fr.pillarAboveEquity,
    });
    expect(parse("prix=0&fondsPropres=0&revenu=1").errors.prix).toBe(calculatorMessages.fr.priceZero);
  });

  it("requires the fields of a submitted form, but not of a price given alone", () => {
    const submitted = parse("prix=500000&fondsPropres=&revenu=");
    expect(submitted.complete).toBe(true);
    expect(submitted.errors).toEqual({
      fondsPropres: calculatorMessages.fr.required,
      revenu: calculatorMessages.fr.required,
    });
    const prefilled = parse("prix=500000");
    expect(prefilled.complete).toBe(false);
    expect(prefilled.errors).toEqual({});
    expect(prefilled.input).toBeNull();
    expect(parse("").empty).toBe(true);
  });
});
