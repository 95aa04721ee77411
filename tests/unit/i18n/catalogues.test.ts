/**
 * Every text catalogue of the site (decision 114): the same keys and parameters in French, German and
 * English, and no German or English text left in French, in German spelling with ß, or in American spelling.
 * Catalogues are found by their call to defineTexts, so a new one is checked without being listed here.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { languages } from "@rli/contract/i18n/language";

const ROOTS = ["app", "packages/contract/src"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".css.ts") ? [full] : [];
  });
}

const catalogueFiles = ROOTS.flatMap(sourceFiles).filter(
  (file) => !file.endsWith("i18n/texts.ts") && readFileSync(file, "utf8").includes("defineTexts("),
);

type Leaf = { key: string; value: unknown };

function leaves(value: unknown, prefix = ""): Leaf[] {
  if (typeof value === "string" || typeof value === "function") return [{ key: prefix, value }];
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) => leaves(inner, prefix ? `${prefix}.${key}` : key));
  }
  return [{ key: prefix, value }];
}

/** Sample values for a text's parameters: numbers and words both read well in every pattern. */
const SAMPLES = [3, 7, 11, 13];

function rendered(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (typeof value === "function") {
    try {
      const text = (value as (...args: unknown[]) => unknown)(...SAMPLES.slice(0, value.length));
      return typeof text === "string" ? text : undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Words shared by the three languages, which may be left as in French. */
const SHARED = new Set(
  [
    "Blog",
    "Contact",
    "Menu",
    "Duplex",
    "Loft",
    "Studio",
    "Chalet",
    "Villa",
    "Bungalow",
    "Attique",
    "Garage",
    "Hotel",
    "Restaurant",
    "Parking",
    "Box",
    "Office",
    "Total",
    "Minergie",
    "Minergie-P",
    "Minergie-Eco",
    "Type",
    "Description",
    "Promotion",
    "Fax",
    "E-mail",
    "Instagram",
    "Facebook",
    "LinkedIn",
    "YouTube",
    "WhatsApp",
    "OK",
    "Photos",
    "Plans",
    "Local",
    "Stock",
    "Lofts",
    "Loggia",
    "Sauna",
    "Jacuzzi",
    "Spa",
    "Cheminée",
    "Internet",
    "Design",
  ].map((word) => word.toLowerCase()),
);

/** Words that give away a French text; "des" is also German ("20 % des Kaufpreises"). */
const FRENCH_WORDS = (language: "de" | "en") =>
  new RegExp(
    `(^|[\\s'’(«])(le|la|les|${language === "de" ? "" : "des|"}du|une|et|pour|avec|votre|vos|vous|nous|notre|nos|sur|dans|est|sont|ce|cette|ces|aux|au|chez|pièces?|prix|veuillez|envoyer|annonces?|biens?)(?=$|[\\s,.;:!?)»])`,
    "i",
  );

/** British spelling, not American. */
const AMERICAN =
  /\b(color|colors|favorite|favorites|center|centers|neighbor\w*|meter|meters|liter|liters|gray|catalog|apartment building|zip code|realtor|organize\w*|analyze\w*|recognize\w*|license(?!d)|program(?!me))\b/i;

describe("text catalogues", () => {
  it("are found in the code", () => {
    expect(catalogueFiles.length).toBeGreaterThan(0);
  });

  for (const file of catalogueFiles) {
    describe(file, async () => {
      const module = (await import(/* @vite-ignore */ path.resolve(file))) as Record<string, unknown>;
      const catalogues = Object.entries(module).filter(
        ([, value]) => value && typeof value === "object" && languages.every((language) => language in value),
      ) as [string, Record<string, unknown>][];

      it("exports its catalogues", () => {
        expect(catalogues.length).toBeGreaterThan(0);
      });

      for (const [name, catalogue] of catalogues) {
        const french = leaves(catalogue.fr);

        it(`${name}: same keys and parameters in every language`, () => {
          for (const language of languages) {
            const own = leaves(catalogue[language]);
            expect(
              own.map((leaf) => leaf.key),
              language,
            ).toEqual(french.map((leaf) => leaf.key));
            expect(
              own.map((leaf) => (typeof leaf.value === "function" ? `f${leaf.value.length}` : typeof leaf.value)),
              language,
            ).toEqual(
              french.map((leaf) => (typeof leaf.value === "function" ? `f${leaf.value.length}` : typeof leaf.value)),
            );
          }
        });

        it(`${name}: German and English texts written in their language`, () => {
          const problems: string[] = [];
          for (const language of ["de", "en"] as const) {
            const own = leaves(catalogue[language]);
            own.forEach((leaf, index) => {
              const text = rendered(leaf.value);
              const frenchText = rendered(french[index]?.value);
              if (text === undefined) return;
              if (
                text === frenchText &&
                text.trim() !== "" &&
                !SHARED.has(text.trim().toLowerCase()) &&
                /\p{L}{3}/u.test(text)
              ) {
                problems.push(`${language} ${leaf.key}: left in French « ${text} »`);
              }
              if (FRENCH_WORDS(language).test(text))
                problems.push(`${language} ${leaf.key}: French word in « ${text} »`);
              if (language === "de" && text.includes("ß"))
                problems.push(`de ${leaf.key}: ß instead of ss in « ${text} »`);
              if (language === "en" && AMERICAN.test(text))
                problems.push(`en ${leaf.key}: American spelling in « ${text} »`);
            });
          }
          expect(problems).toEqual([]);
        });
      }
    });
  }
});
