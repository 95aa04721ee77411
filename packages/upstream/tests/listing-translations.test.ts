/**
 * Listing texts in every language a feed gives (decision 115): SwissRETS localizations (XML and JSON)
 * and IDX records of one reference in several languages become the listing's `translations`, beside
 * its own texts (French when the feed has them); `listingTexts` picks the page's language.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { SwissRetsInventory } from "@qualipool/swissrets-json";
import { describe, expect, it } from "vitest";
import { propertySchema, promotionSchema } from "@rli/contract/api/contract";
import { listingTexts } from "@rli/contract/api/listing-texts";
import { readIdx } from "@rli/upstream/feeds/idx/read-idx";
import { readSwissRetsXml } from "@rli/upstream/feeds/swissrets-xml/read-swissrets-xml";
import { mapInventory } from "@rli/upstream/map-swissrets";
import { fileUrl, idxFile, idxLine, minimalRecord, now } from "./idx-lines";

const options = { now: new Date("2012-12-01T00:00:00Z"), siteOrigins: ["https://www.rhone-leman-immobilier.ch"] };
const example = (name: string) => readFileSync(path.join("tests/fixtures/feeds/swissrets-xml", name), "utf8");

/** The mapped listings as the site receives them: through JSON and the contract's schema. */
function received(inventory: SwissRetsInventory) {
  const mapped = mapInventory(inventory, options);
  return {
    properties: mapped.listings.map((listing) => propertySchema.parse(JSON.parse(JSON.stringify(listing.property)))),
    promotions: mapped.promotions.map((promotion) =>
      promotionSchema.parse(JSON.parse(JSON.stringify(promotion.promotion))),
    ),
  };
}

describe("SwissRETS XML samples", () => {
  it("multiple.xml: one language per listing, named when it is not French, no translations", () => {
    const { properties } = received(readSwissRetsXml(example("multiple.xml")).inventory);
    expect(properties.map((p) => [p.ref, p.language, p.translations])).toEqual([
      ["LA-644238", "en", undefined],
      ["LA-644239", "de", undefined],
      ["LA-644240", undefined, undefined],
    ]);
    const german = properties[1]!;
    expect(listingTexts(german, "de")).toMatchObject({ title: "S bescht wos je heds gids", language: "de" });
    // No English and no French text: the listing's own, in its language.
    expect(listingTexts(german, "en")).toMatchObject({ title: "S bescht wos je heds gids", language: "de" });
    expect(listingTexts(properties[2]!, "de")).toMatchObject({ title: "Aucune idee - mois non plus.", language: "fr" });
  });

  it("full.xml with French and German localizations added: French fields, the others as translations", () => {
    const xml = example("full.xml").replace(
      '<localization lang="st">',
      '<localization lang="fr"><name>Appartement &lt;b&gt;lumineux&lt;/b&gt;</name><excerpt>Au calme</excerpt>' +
        "<description>&lt;p&gt;Belle vue&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt;</description></localization>" +
        '<localization lang="de"><name>Helle Wohnung</name><excerpt>Ruhige Lage</excerpt>' +
        "<description>&lt;p&gt;Schöne Aussicht&lt;/p&gt;&lt;img src=x onerror=alert(1)&gt;</description></localization>" +
        '<localization lang="st">',
    );
    const read = readSwissRetsXml(xml);
    expect(read.skipped).toEqual([]);
    const { properties, promotions } = received(read.inventory);
    const property = properties[0]!;
    expect(property.title).toBe("Appartement <b>lumineux</b>");
    expect(property.language).toBeUndefined();
    // Sanitised as the listing's own description: the handler is gone.
    const safeGerman = '<p>Schöne Aussicht</p><img src="x" />';
    expect(property.translations).toEqual([
      { language: "de", title: "Helle Wohnung", subtitle: "Ruhige Lage", description: safeGerman },
      { language: "st", title: "str1234", subtitle: "str1234", description: "<p>str1234</p>" },
    ]);
    expect(listingTexts(property, "de")).toEqual({
      title: "Helle Wohnung",
      subtitle: "Ruhige Lage",
      description: safeGerman,
      language: "de",
    });
    expect(listingTexts(property, "en")).toMatchObject({ title: "Appartement <b>lumineux</b>", language: "fr" });
    expect(listingTexts(property, "fr").description).toBe("<p>Belle vue</p>");
    // The project of full.xml is in English only.
    expect(promotions[0]).toMatchObject({ title: "The best project of all time", language: "en" });
    expect(promotions[0]!.translations).toBeUndefined();
  });
});

describe("SwissRETS JSON", () => {
  it("keeps every language of a property and of a project, one each", () => {
    const localization = (languageCode: string, title: string) => ({
      languageCode,
      title,
      excerpt: `${title} – excerpt`,
      description: `<p>${title}</p>`,
    });
    const { properties, promotions } = received({
      generator: { version: "3.6.0" },
      properties: [
        {
          id: "1",
          referenceId: "RLM-1",
          type: "buy",
          availability: { state: "active" },
          unitReferenceId: "P1-A",
          localizations: [
            localization("en", "Bright flat"),
            localization("de", "Helle Wohnung"),
            localization("fr", "Appartement lumineux"),
            localization("de", "Zweite deutsche Fassung"),
          ],
        },
      ],
      projects: [
        {
          id: "p1",
          referenceId: "P1",
          availability: { state: "active" },
          localizations: [localization("de", "Neubauprojekt"), localization("en", "New development")],
          units: [{ referenceId: "P1-A", localizations: [{ languageCode: "de", title: "Haus A" }] }],
        },
      ],
    } as unknown as SwissRetsInventory);
    const property = properties[0]!;
    expect(property.title).toBe("Appartement lumineux");
    expect(property.translations?.map((t) => [t.language, t.title])).toEqual([
      ["en", "Bright flat"],
      ["de", "Helle Wohnung"],
    ]);
    expect(listingTexts(property, "en")).toMatchObject({ title: "Bright flat", subtitle: "Bright flat – excerpt" });
    const promotion = promotions[0]!;
    expect(promotion).toMatchObject({ title: "Neubauprojekt", language: "de" });
    expect(promotion.translations?.map((t) => [t.language, t.title])).toEqual([["en", "New development"]]);
    expect(listingTexts(promotion, "en").title).toBe("New development");
    expect(listingTexts(promotion, "fr")).toMatchObject({ title: "Neubauprojekt", language: "de" });
  });
});

describe("IDX 3.01: one reference in several languages", () => {
  const german = {
    ...minimalRecord,
    object_title: "Helle 3½-Zimmer-Wohnung mit Seesicht",
    object_situation: "Ruhige Lage, nahe beim Bahnhof",
    object_description: "Die Wohnung ist sehr hell und hat eine grosse Küche mit Blick auf den See.",
  };
  const french = {
    ...minimalRecord,
    object_title: "Appartement lumineux de 3½ pièces avec vue sur le lac",
    object_situation: "Quartier calme, proche de la gare",
    object_description: "Cet appartement est très lumineux, avec une grande cuisine et la vue sur le lac.",
  };

  it("merges the texts of the records; the first record gives the other fields", () => {
    const read = readIdx(idxFile([idxLine(german), idxLine({ ...french, object_city: "Montreux" })]), { fileUrl, now });
    expect(read.skipped).toEqual([]);
    expect(read.inventory.properties).toHaveLength(1);
    const mapped = mapInventory(read.inventory, { now, siteOrigins: [] }).listings[0]!.property;
    expect(mapped).toMatchObject({ title: french.object_title, locality: "Vevey" });
    expect(mapped.language).toBeUndefined();
    expect(mapped.translations?.map((t) => [t.language, t.title, t.subtitle])).toEqual([
      ["de", german.object_title, german.object_situation],
    ]);
    expect(listingTexts(mapped, "de").title).toBe(german.object_title);
  });

  it("still leaves out a record that repeats a reference in a language already read", () => {
    const read = readIdx(
      idxFile([idxLine(french), idxLine({ ...french, object_title: "Autre appartement lumineux" })]),
      {
        fileUrl,
        now,
      },
    );
    expect(read.skipped).toEqual([{ line: 2, reason: "référence 100 déjà donnée ligne 1" }]);
  });
});
