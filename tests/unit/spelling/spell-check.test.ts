/**
 * The spelling check of the catalogues (docs/decisions/143-spelling-per-language.md): each language of a
 * catalogue read apart and checked with its own dictionary, a misspelling or a word of another language
 * reported with its file and line, and the project's word lists kept reviewable.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { checkLanguage } from "../../../scripts/spelling/check";
import {
  extractFromJson,
  extractFromMarkdown,
  extractFromSource,
  LANGUAGES,
  SourceReader,
  type Segment,
  type SpellLanguage,
} from "../../../scripts/spelling/extract";
import { pendingOccurrences, readWordList, wordListPath } from "../../../scripts/spelling/lists";
import { PENDING } from "../../../scripts/spelling/pending";
import { siteSegments } from "../../../scripts/spelling/site";

const root = fileURLToPath(new URL("../../..", import.meta.url));
const scratch = mkdtempSync(path.join(tmpdir(), "spelling-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Writes files under a scratch repository and reads the catalogues of the first one. */
function catalogue(files: Record<string, string>): Segment[] {
  const base = mkdtempSync(path.join(scratch, "repo-"));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(base, file)), { recursive: true });
    writeFileSync(path.join(base, file), text);
  }
  const reader = new SourceReader(base);
  const first = Object.keys(files)[0]!;
  return extractFromSource(reader.read(first)!, reader, base);
}

const of = (segments: Segment[], language: SpellLanguage) => segments.filter((s) => s.language === language);

/** The unknown words of a fragment's language, with the project's word lists in force. */
async function unknown(segments: Segment[], language: SpellLanguage) {
  const findings = await checkLanguage(language, of(segments, language), { root, extraWords: PENDING[language] });
  return findings.map(({ file, line, word }) => ({ file, line, word }));
}

describe("reading a catalogue", () => {
  it("reads each language's strings and template texts, without the placeholders, each at its line", () => {
    const segments = catalogue({
      "app/components/x/x.texts.ts": [
        'import { defineTexts } from "@rli/contract/i18n/texts";',
        "export const xTexts = defineTexts({",
        '  fr: { title: "Appartement", count: (n: number) => `${n} pièces à ${"Vevey"}` },',
        '  de: { title: "Wohnung", count: (n: number) => `${n} Zimmer in ${"Vevey"}` },',
        '  en: { title: "Flat", count: (n: number) => `${n} rooms in ${"Vevey"}` },',
        "});",
      ].join("\n"),
    });
    expect(of(segments, "fr").map((s) => [s.line, s.text])).toEqual([
      [3, "Appartement"],
      [3, " pièces à "],
      [3, "Vevey"],
    ]);
    expect(of(segments, "de").map((s) => s.text)).toEqual(["Wohnung", " Zimmer in ", "Vevey"]);
    expect(of(segments, "en").map((s) => s.text)).toEqual(["Flat", " rooms in ", "Vevey"]);
    expect(segments.every((s) => s.file === "app/components/x/x.texts.ts")).toBe(true);
  });

  it("follows a name written in a language's texts to its declaration, in another file too", () => {
    const segments = catalogue({
      "app/forms/messages.server.ts": [
        'import { messages, tooLong } from "@rli/contract/forms/m";',
        "const local = { other: `Autre ${1}` };",
        "export const t = defineTexts({",
        "  fr: { ...messages, tooLong, local },",
        '  de: { required: "Pflichtfeld", tooLong: (n: number) => `Höchstens ${n} Zeichen`, local: { other: "Andere" } },',
        '  en: { required: "Required", tooLong: (n: number) => `At most ${n} characters`, local: { other: "Other" } },',
        "});",
      ].join("\n"),
      "packages/contract/src/forms/m.ts": [
        'export const messages = { required: "Veuillez remplir ce champ." } as const;',
        "export function tooLong(max: number): string {",
        '  if (max === 0) return "Aucun caractère."; // "kind" === compared strings are code',
        "  return `Ce champ ne peut pas dépasser ${max} caractères.`;",
        "}",
      ].join("\n"),
    });
    expect(of(segments, "fr").map((s) => `${s.file}:${s.line} ${s.text}`)).toEqual([
      "packages/contract/src/forms/m.ts:1 Veuillez remplir ce champ.",
      "packages/contract/src/forms/m.ts:3 Aucun caractère.",
      "packages/contract/src/forms/m.ts:4 Ce champ ne peut pas dépasser ",
      "packages/contract/src/forms/m.ts:4  caractères.",
      "app/forms/messages.server.ts:2 Autre ",
    ]);
  });

  it("reads the names of languages inside a language's texts in that language", () => {
    const segments = catalogue({
      "app/detail/notice.ts": [
        "export const noticeTexts = defineTexts({",
        '  fr: { names: { fr: "français", de: "allemand" } },',
        '  de: { names: { fr: "Französisch", de: "Deutsch" } },',
        '  en: { names: { fr: "French", de: "German" } },',
        "});",
      ].join("\n"),
    });
    expect(segments.map((s) => `${s.language} ${s.text}`)).toEqual([
      "fr français",
      "fr allemand",
      "de Französisch",
      "de Deutsch",
      "en French",
      "en German",
    ]);
  });

  it("leaves out the code inside a catalogue: keys, compared strings, types", () => {
    const segments = catalogue({
      "app/a.ts": [
        "export const a = defineTexts({",
        '  fr: { "clé-française": (kind: "vente" | "location") => (kind === "vente" ? "À vendre" : "À louer") },',
        '  de: { "clé-française": (kind: "vente" | "location") => (kind === "vente" ? "Zu verkaufen" : "Zu mieten") },',
        "});",
      ].join("\n"),
    });
    expect(segments.map((s) => s.text)).toEqual(["À vendre", "À louer", "Zu verkaufen", "Zu mieten"]);
  });

  it("reads the labels of JSON data and tables of names by their language", () => {
    const json = extractFromJson(
      "data/categories.json",
      '[\n  {\n    "code": "flat",\n    "label": "Appartement",\n    "de": "Wohnung",\n    "en": "Flat",\n    "slug": "appartement"\n  }\n]',
    );
    expect(json.map((s) => [s.language, s.line, s.text])).toEqual([
      ["fr", 4, "Appartement"],
      ["de", 5, "Wohnung"],
      ["en", 6, "Flat"],
    ]);
    const table = catalogue({
      "packages/contract/src/agency/c.ts":
        "const lines = `\nCH|Suisse|Schweiz|Switzerland\nTG|Togo||\nTR|Turquie|Türkei|Türkiye\n`;",
    });
    expect(table.map((s) => [s.language, s.line, s.text])).toEqual([
      ["fr", 2, "Suisse"],
      ["de", 2, "Schweiz"],
      ["en", 2, "Switzerland"],
      ["fr", 3, "Togo"],
      ["fr", 4, "Turquie"],
      ["de", 4, "Türkei"],
      ["en", 4, "Türkiye"],
    ]);
  });

  it("reads a French document's prose in French and its table columns in the language of their heading", () => {
    const segments = extractFromMarkdown(
      "docs/glossaire.md",
      [
        "# Glossaire",
        "",
        "Les termes du métier, avec `code` ignoré et un [lien](https://exemple.ch/seite).",
        "",
        "| Notion | Allemand | Anglais |",
        "| --- | --- | --- |",
        "| Courtier | Immobilienmakler | Estate agent |",
        "",
        "```",
        "const x = 1;",
        "```",
      ].join("\n"),
    );
    expect(segments.map((s) => [s.language, s.line, s.text.trim()])).toEqual([
      ["fr", 1, "# Glossaire"],
      ["fr", 3, "Les termes du métier, avec   ignoré et un [lien] ."],
      ["fr", 5, "Notion   Allemand   Anglais"],
      ["fr", 7, "Courtier"],
      ["de", 7, "Immobilienmakler"],
      ["en", 7, "Estate agent"],
    ]);
  });
});

describe("checking the glossary", () => {
  it("finds a misspelling in any of its languages, and takes the terms its French prose quotes", async () => {
    const segments = extractFromMarkdown(
      "docs/glossaire.md",
      [
        "En allemand, le loyer est la « Miete » (*rent* en anglais) ; jamais « Mietzinss ».",
        "",
        "| Français | Deutsch (CH) | English (GB) |",
        "|---|---|---|",
        "| loyer | Miete (pas : Mietzinss) | rent (pas : rentt) |",
      ].join("\n"),
    );
    expect(segments.find((s) => s.language === "de")?.also).toEqual(["fr"]);
    const found = (await Promise.all(LANGUAGES.map((language) => unknown(segments, language)))).flat();
    expect(found.map((f) => `${f.line} ${f.word}`).sort()).toEqual(["1 Mietzinss", "5 Mietzinss", "5 rentt"]);
  });
});

describe("checking a language with its dictionary", () => {
  const misspelt = catalogue({
    "app/components/rent/rent.texts.ts": [
      "export const rentTexts = defineTexts({",
      '  fr: { rent: "Loyer mensuel", note: "Vous recevrez une réponse." },',
      '  de: { rent: "Monatlicher Mietzinss", note: "Sie erhalten eine Antwort." },',
      '  en: { rent: "Monthly rent", note: "You will recieve an answer." },',
      "});",
    ].join("\n"),
  });

  it("reports a misspelt German word with its file and line", async () => {
    expect(await unknown(misspelt, "de")).toEqual([
      { file: "app/components/rent/rent.texts.ts", line: 3, word: "Mietzinss" },
    ]);
  });

  it("reports a misspelt English word with its file and line", async () => {
    expect(await unknown(misspelt, "en")).toEqual([
      { file: "app/components/rent/rent.texts.ts", line: 4, word: "recieve" },
    ]);
    expect(await unknown(misspelt, "fr")).toEqual([]);
  });

  it("reports a French word left in a German or English text, and takes it in a French one", async () => {
    const segments = catalogue({
      "app/detail/broker.ts": [
        "export const brokerTexts = defineTexts({",
        '  fr: { role: "Courtière, responsable Chablais", visit: "Visite libre" },',
        '  de: { role: "Courtière, Leiterin Chablais", visit: "Besichtigung: Visite libre" },',
        '  en: { role: "Courtière, head of the Chablais", visit: "Viewing: open house" },',
        "});",
      ].join("\n"),
    });
    expect(await unknown(segments, "fr")).toEqual([]);
    expect((await unknown(segments, "de")).map((f) => f.word)).toEqual(["Courtière", "libre"]);
    expect(await unknown(segments, "en")).toEqual([{ file: "app/detail/broker.ts", line: 4, word: "Courtière" }]);
  });

  it("takes British spelling only, without programming words or a German word in English", async () => {
    const segments: Segment[] = [
      { language: "en", file: "a.ts", line: 1, text: "The colour of the theatre. The color of the theater." },
      { language: "en", file: "a.ts", line: 2, text: "Wohnung, checked with eslint" },
    ];
    expect((await unknown(segments, "en")).map((f) => `${f.line} ${f.word}`)).toEqual([
      "1 color",
      "1 theater",
      "2 Wohnung",
      "2 eslint",
    ]);
  });

  it("leaves out addresses, the site's paths, link targets and the agency's name", async () => {
    const segments: Segment[] = [
      {
        language: "de",
        file: "a.ts",
        line: 1,
        text: "Siehe [Ihre Rechte](#droits) und /de/flux/annonces.xml, info@rhone-leman-immobilier.ch, https://www.exemple.ch/politique-de-confidentialite oder Rhône-Léman Immobilier (Datei .ics).",
      },
    ];
    expect(await unknown(segments, "de")).toEqual([]);
  });
});

describe("the site's texts", () => {
  const segments = siteSegments(root);

  it("come from every catalogue, found by its call to defineTexts, in German and English", () => {
    const catalogueFiles = ["app", "packages/contract/src"]
      .flatMap((dir) =>
        readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" }).map((f) => `${dir}/${f}`),
      )
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith("i18n/texts.ts"))
      .filter((file) => readFileSync(path.join(root, file), "utf8").includes("defineTexts("));
    expect(catalogueFiles.length).toBeGreaterThan(50);
    const read = new Set(segments.map((s) => `${s.language} ${s.file}`));
    for (const file of catalogueFiles) {
      for (const language of ["de", "en"]) expect(read.has(`${language} ${file}`), `${language} ${file}`).toBe(true);
    }
    // The legal texts, the vocabulary's JSON labels and the countries' table, in the three languages.
    for (const file of [
      "app/routes/legal-privacy.texts.server.ts",
      "app/routes/legal-terms.texts.server.ts",
      "app/routes/legal-accessibility.texts.server.ts",
      "packages/contract/src/agency/data/categories.json",
      "packages/contract/src/agency/countries.ts",
    ]) {
      for (const language of LANGUAGES) expect(read.has(`${language} ${file}`), `${language} ${file}`).toBe(true);
    }
    // French messages written once in the contract and spread into a catalogue are read in French.
    expect(read.has("fr packages/contract/src/forms/messages.ts")).toBe(true);
  });

  it("find each language's pending words, listed nowhere else", () => {
    for (const language of LANGUAGES) {
      const listed = new Set(readWordList(path.join(root, wordListPath(language))));
      for (const word of PENDING[language]) expect(listed.has(word), `${language} ${word}`).toBe(false);
    }
    const found = pendingOccurrences(segments);
    for (const language of LANGUAGES) {
      for (const word of PENDING[language]) {
        expect(
          found.some((o) => o.language === language && o.word === word),
          `${language} ${word}`,
        ).toBe(true);
      }
    }
  });
});

describe("the project's word lists", () => {
  const locales: Record<SpellLanguage, string> = { fr: "fr", de: "de-CH", en: "en-GB" };

  for (const language of LANGUAGES) {
    describe(wordListPath(language), () => {
      const words = readWordList(path.join(root, wordListPath(language)));

      it("is sorted, one word a line, without duplicates", () => {
        expect(words.length).toBeGreaterThan(0);
        expect([...words].sort(new Intl.Collator(locales[language]).compare)).toEqual(words);
        expect(new Set(words).size).toBe(words.length);
        for (const word of words) expect(word).toMatch(/^[\p{L}][\p{L}'’-]*$/u);
      });

      it("holds only words the dictionary does not know", async () => {
        // Checked with the dictionary alone (a scratch folder has no word list).
        const segments = words.map((word, index) => ({ language, file: "list", line: index + 1, text: word }));
        const findings = await checkLanguage(language, segments, { root: scratch });
        const reported = new Set(findings.map((finding) => finding.line));
        const known = words.filter((_, index) => !reported.has(index + 1));
        expect(known).toEqual([]);
      });
    });
  }
});
