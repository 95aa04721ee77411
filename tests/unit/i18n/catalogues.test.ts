/**
 * Every text catalogue of the site (decision 114): the same keys and parameters in French, German and
 * English, and no German or English text left in French, in German spelling with ß, or in American spelling.
 * Catalogues are found by their call to defineTexts, so a new one is checked without being listed here.
 */
import { describe, expect, it } from "vitest";
import { languages } from "@rli/contract/i18n/language";
import { catalogueFiles, cataloguesOf, leaves, rendered } from "../../support/catalogues";

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
    // "Liste" is German too; the Lac de Joux has no German or English name.
    "Liste",
    "Lac de Joux",
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
      const catalogues = await cataloguesOf(file);

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
