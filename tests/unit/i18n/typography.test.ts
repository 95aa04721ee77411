/**
 * Typography per language (decision 142): German and English put no space before a colon, a semicolon,
 * a question or an exclamation mark (French does); German quotes with « » (no space inside), English
 * with “ ” (‘ ’ inside), neither with typewriter quotes; a dash is an en dash, not a spaced hyphen;
 * English writes 20% where French and German write 20 %; times read 10.00–12.00 Uhr in German and
 * 10:00–12:00 in English; a date reads 12.12.2026 in German and 12 December 2026 in English.
 *
 * Every catalogue's German and English texts are walked (functions with sample values), and so are
 * the texts the site composes from them: visits, availability, the calculator's result.
 */
import { describe, expect, it } from "vitest";
import categoriesBase from "@rli/contract/agency/data/categories.json";
import categoriesExtended from "@rli/contract/agency/data/categories_extended.json";
import featuresBase from "@rli/contract/agency/data/features.json";
import featuresExtended from "@rli/contract/agency/data/features_extended.json";
import specificationsBase from "@rli/contract/agency/data/specifications.json";
import specificationsExtended from "@rli/contract/agency/data/specifications_extended.json";
import { formatDate, formatDateTime, formatTime, formatTimeRange } from "@rli/contract/agency/format";
import { areaOptionsIn, budgetOptionsIn, roomOptionsIn } from "@rli/contract/agency/search-options";
import { visitRequestMessage, visitWhen } from "@rli/contract/agency/visits";
import { calculatorResultView, purchaseCostsView } from "~/agency/calculator-view";
import { availabilityText } from "~/detail/availability";
import { catalogueFiles, cataloguesOf, leaves, rendered } from "../../support/catalogues";

type Tongue = "de" | "en";

/** What the text breaks of the rules of its language, one line each. */
function typographyProblems(text: string, language: Tongue): string[] {
  const problems: string[] = [];
  const found = (rule: string, pattern: RegExp) => {
    const match = pattern.exec(text);
    if (match) problems.push(`${rule} at « ${text.slice(Math.max(0, match.index - 12), match.index + 12)} »`);
  };
  found("space before a colon, semicolon, question or exclamation mark", /[\s\u00a0\u202f][:;?!](?=\s|$|["”»)])/u);
  found("typewriter double quote", /"/);
  found("spaced hyphen for a dash", /\s-\s/);
  found("hyphen between two figures (a range takes an en dash)", /\d-\d/);
  if (language === "de") {
    found("English or German-German quotes (Swiss German quotes with « »)", /[“”„‚]/);
    found("space inside « »", /«\s|\s»/);
    found("percent sign without its space", /\d%/);
    found("time with a colon (German writes 10.00 Uhr)", /\b\d{1,2}:\d{2}\b/);
  } else {
    found("guillemets (English quotes with “ ”)", /[«»„]/);
    found("space before a percent sign", /\d[\s\u00a0\u202f]%/);
    found("German time", /\d\.\d{2} Uhr/);
  }
  return problems;
}

describe("the typography rules", () => {
  it("catch what they are written for", () => {
    expect(typographyProblems("Telefon : 024", "de")).toHaveLength(1);
    expect(typographyProblems("Phone : 024", "en")).toHaveLength(1);
    expect(typographyProblems("Warum ?", "de")).toHaveLength(1);
    expect(typographyProblems('the viewing "Open house"', "en")).toHaveLength(1);
    expect(typographyProblems("die Besichtigung “Tag der offenen Tür”", "de")).toHaveLength(1);
    expect(typographyProblems("the viewing « Open house »", "en")).toHaveLength(1);
    expect(typographyProblems("Besichtigung « Visite »", "de")).toHaveLength(1);
    expect(typographyProblems("Maison - mitoyenne", "en")).toHaveLength(1);
    expect(typographyProblems("10-12", "en")).toHaveLength(1);
    expect(typographyProblems("20 % of the price", "en")).toHaveLength(1);
    expect(typographyProblems("20% des Kaufpreises", "de")).toHaveLength(1);
    expect(typographyProblems("10:00–12:00 Uhr", "de")).toHaveLength(1);
    expect(typographyProblems("10.00–12.00 Uhr", "en")).toHaveLength(1);
  });

  it("let the right forms through", () => {
    expect(
      typographyProblems("Telefon: 024 · Sind Sie sicher? «Merken» 20 % des Kaufpreises, 10.00–12.00 Uhr", "de"),
    ).toEqual([]);
    expect(
      typographyProblems("Phone: 024 · Are you sure? the “Save” button, 20% of the price, 10:00–12:00", "en"),
    ).toEqual([]);
  });
});

describe("catalogues' German and English texts follow their typography", () => {
  it("are found", () => {
    expect(catalogueFiles.length).toBeGreaterThan(50);
  });

  for (const file of catalogueFiles) {
    it(file, async () => {
      const problems: string[] = [];
      for (const [name, catalogue] of await cataloguesOf(file)) {
        for (const language of ["de", "en"] as const) {
          for (const leaf of leaves(catalogue[language])) {
            const text = rendered(leaf.value);
            if (text === undefined) continue;
            for (const problem of typographyProblems(text, language)) {
              problems.push(`${name}.${language}.${leaf.key}: ${problem}`);
            }
          }
        }
      }
      expect(problems).toEqual([]);
    });
  }
});

const saturday = { name: "Portes ouvertes", start: "2027-01-16T09:00:00.000Z", end: "2027-01-16T11:00:00.000Z" };
const weekend = { name: "Portes ouvertes", start: "2027-01-16T09:00:00.000Z", end: "2027-01-17T16:00:00.000Z" };

describe("dates and times per language", () => {
  it("write a date 12.12.2026 in French and German, 12 December 2026 in English", () => {
    expect(formatDate("2026-12-12")).toBe("12.12.2026");
    expect(formatDate("2026-12-12", "de")).toBe("12.12.2026");
    expect(formatDate("2026-12-12", "en")).toBe("12 December 2026");
    expect(formatDate("2027-03-01", "en")).toBe("1 March 2027");
    expect(formatDate("2025-05-14T22:30:00Z", "en")).toBe("15 May 2025");
    expect(formatDate("2025-02-30", "en")).toBe("");
  });

  it("write a time 10:00 in French and English, 10.00 in German, in Swiss time", () => {
    const ten = new Date("2027-01-16T09:00:00Z");
    expect(formatTime(ten)).toBe("10:00");
    expect(formatTime(ten, "de")).toBe("10.00");
    expect(formatTime(ten, "en")).toBe("10:00");
    expect(formatDateTime(ten, "de")).toBe("16.01.2027, 10.00 Uhr");
    expect(formatDateTime(ten, "en")).toBe("16 January 2027, 10:00");
  });

  it("join two times with an unspaced en dash: 10.00–12.00 Uhr, 10:00–12:00 (French as it always was)", () => {
    const [start, end] = [new Date(saturday.start), new Date(saturday.end)];
    expect(formatTimeRange(start, end, "de")).toBe("10.00–12.00 Uhr");
    expect(formatTimeRange(start, end, "en")).toBe("10:00–12:00");
    expect(formatTimeRange(start, end)).toBe("10:00 – 12:00");
  });

  it("say a visit's day and hours in each language", () => {
    expect(visitWhen(saturday)).toBe("Samedi 16.01.2027, 10:00 – 12:00");
    expect(visitWhen(saturday, "de")).toBe("Samstag, 16.01.2027, 10.00–12.00 Uhr");
    expect(visitWhen(saturday, "en")).toBe("Saturday 16 January 2027, 10:00–12:00");
    expect(visitWhen(weekend)).toBe("16.01.2027 10:00 – 17.01.2027 17:00");
    expect(visitWhen(weekend, "de")).toBe("16.01.2027, 10.00 Uhr – 17.01.2027, 17.00 Uhr");
    expect(visitWhen(weekend, "en")).toBe("16 January 2027, 10:00 – 17 January 2027, 17:00");
  });

  it("name the day a property is free in each language", () => {
    const now = new Date("2026-11-26T09:00:00Z");
    expect(availabilityText("2027-03-01T00:00:00", now, "active", "de")).toBe("Frei ab 01.03.2027");
    expect(availabilityText("2027-03-01T00:00:00", now, "active", "en")).toBe("Available from 1 March 2027");
  });
});

describe("texts the site composes follow their typography", () => {
  it("the listings' vocabulary and the search form's choices", () => {
    const vocabulary = [
      ...categoriesBase,
      ...categoriesExtended,
      ...featuresBase,
      ...featuresExtended,
      ...specificationsBase,
      ...specificationsExtended,
    ];
    for (const language of ["de", "en"] as const) {
      const texts = [
        ...vocabulary.map((entry) => entry[language]),
        ...budgetOptionsIn(language).map((option) => option.name),
        ...budgetOptionsIn(language, "Louer").map((option) => option.name),
        ...roomOptionsIn(language).map((option) => option.name),
        ...areaOptionsIn(language).map((option) => option.name),
      ];
      expect(texts.length).toBeGreaterThan(300);
      expect(texts.every((text) => typeof text === "string" && text.length > 0)).toBe(true);
      expect(
        texts.flatMap((text) => typographyProblems(text, language).map((problem) => `${text}: ${problem}`)),
      ).toEqual([]);
    }
  });

  it("visits, the visit request and the calculator's result", () => {
    const input = { price: 1_000_000, equity: 100_000, pillar2: 0, income: 100_000 };
    for (const language of ["de", "en"] as const) {
      const view = calculatorResultView(input, language);
      const texts = [
        visitWhen(saturday, language),
        visitWhen(weekend, language),
        visitRequestMessage(saturday, language),
        formatDate("2026-12-12", language),
        ...Object.values(view ?? {}).flat(),
        ...(view?.costLines.flatMap((line) => [line.label, line.amount]) ?? []),
        ...purchaseCostsView(1_000_000, language).flatMap((costs) => Object.values(costs)),
      ].filter((text): text is string => typeof text === "string");
      expect(texts.length).toBeGreaterThan(10);
      expect(texts.flatMap((text) => typographyProblems(text, language))).toEqual([]);
    }
  });
});
