/**
 * The listing vocabulary and formats in German and English (decision 115): every category, feature and
 * numeric value named in both, in Swiss German and British English, and the same Swiss number formats
 * in every language.
 */
import { describe, expect, it } from "vitest";
import categoriesBase from "@rli/contract/agency/data/categories.json";
import categoriesExtended from "@rli/contract/agency/data/categories_extended.json";
import featuresBase from "@rli/contract/agency/data/features.json";
import featuresExtended from "@rli/contract/agency/data/features_extended.json";
import specificationsBase from "@rli/contract/agency/data/specifications.json";
import specificationsExtended from "@rli/contract/agency/data/specifications_extended.json";
import {
  formatBathrooms,
  formatDate,
  formatFloor,
  formatLivingArea,
  formatPrice,
  formatRooms,
  priceOnRequest,
} from "@rli/contract/agency/format";
import {
  areaOptionsIn,
  budgetOptions,
  budgetOptionsIn,
  roomOptions,
  roomOptionsIn,
  sortLabel,
  sortOrders,
} from "@rli/contract/agency/search-options";
import { typeGroupLabel, typeGroupValues, typeGroups } from "@rli/contract/agency/type-groups";
import {
  categoryLabel,
  categorySlug,
  featureLabel,
  formatSpecification,
  specification,
} from "@rli/contract/agency/vocabulary";

type Entry = { label: string; de: string; en: string };

const entries: [string, Entry[]][] = [
  ["categories", [...categoriesBase, ...categoriesExtended]],
  ["features", [...featuresBase, ...featuresExtended]],
  ["specifications", [...specificationsBase, ...specificationsExtended]],
];

/** Words the three languages share, brand names and SIA abbreviations: they may stay as in French. */
const SHARED =
  /^(Duplex|Loft|Villa|Chalet|Studio|Bungalow|Maisonette|Rustico|Sanatorium|Sauna|Solarium|Casino|Motel|Pub|Restaurant|Parking|Rampe|Cheminée|Minergie[-\w]*|MQS \w+|SIA-\w+)$/;

const AMERICAN =
  /\b(apartment|elevator|color|center|theater|meter|meters|liter|favorite|neighbor\w*|realtor|fiber|gas station|first floor flat|parking lot|storage unit|\w+izes?d?|modernized)\b/i;

const FRENCH =
  /(^|[\s'’(])(le|la|les|des|du|une|et|pour|avec|sur|dans|aux|au|pièces?|prix|surface|étage|maison|appartement|terrain|salle)(?=$|[\s,.;:)])/i;

describe("vocabulary data in German and English", () => {
  for (const [name, list] of entries) {
    it(`${name}: every entry has a German and an English label, written in its language`, () => {
      const problems: string[] = [];
      for (const entry of list) {
        for (const language of ["de", "en"] as const) {
          const text = entry[language];
          if (!text?.trim()) problems.push(`${entry.label}: no ${language} label`);
          else if (text === entry.label && !SHARED.test(text)) problems.push(`${language} left in French: ${text}`);
          if (FRENCH.test(text)) problems.push(`${language} French word: ${text}`);
        }
        if (entry.de.includes("ß")) problems.push(`de ß: ${entry.de}`);
        if (AMERICAN.test(entry.en)) problems.push(`en American: ${entry.en}`);
      }
      expect(problems).toEqual([]);
    });
  }

  it("names categories in the page's language, French by default, slugs French in every language", () => {
    expect(categoryLabel("apartment")).toBe("Appartement");
    expect(categoryLabel("apartment", "de")).toBe("Wohnung");
    expect(categoryLabel("apartment", "en")).toBe("Flat");
    expect(categoryLabel("underground-slot", "de")).toBe("Einstellhallenplatz");
    expect(categoryLabel("covered-bike-space", "de")).toBe("Gedeckter Veloabstellplatz");
    expect(categoryLabel("row-house", "en")).toBe("Terraced house");
    expect(categoryLabel("spaceship", "de")).toBe("Immobilie");
    expect(categoryLabel("spaceship", "en")).toBe("Property");
    expect(categorySlug("apartment")).toBe("appartement");
  });

  it("names features and numeric values in each language, units unchanged", () => {
    expect(featureLabel("has-elevator", "de")).toBe("Lift");
    expect(featureLabel("has-elevator", "en")).toBe("Lift");
    expect(featureLabel("has-lake-view", "de")).toBe("Seesicht");
    expect(featureLabel("has-attic", "de")).toBe("Estrich");
    expect(featureLabel("unknown", "en")).toBeUndefined();
    expect(specification("area_bwf", "de")).toEqual({ label: "Bruttowohnfläche", unit: "m²" });
    expect(specification("area_bwf", "en")).toEqual({ label: "Gross living area", unit: "m²" });
    expect(specification("floor", "en")?.label).toBe("Floor");
  });

  it("formats specification values with the page's words", () => {
    expect(formatSpecification("floor", 0, "de")).toBe("Erdgeschoss");
    expect(formatSpecification("floor", 2, "en")).toBe("2nd floor");
    expect(formatSpecification("number_of_rooms", 3.5, "de")).toBe("3½");
    expect(formatSpecification("rental_deposit", 4500, "en")).toBe("CHF 4'500.–");
    expect(formatSpecification("ceiling_height", 2.5, "de")).toBe("2.5 m");
  });
});

describe("formats in German and English", () => {
  it("writes prices the Swiss way in every language", () => {
    expect(formatPrice(1250000, "buy", "de")).toBe("CHF 1'250'000.–");
    expect(formatPrice(1250000, "buy", "en")).toBe("CHF 1'250'000.–");
    expect(formatPrice(2150, "rent", "fr")).toBe("CHF 2'150.–/mois");
    expect(formatPrice(2150, "rent", "de")).toBe("CHF 2'150.–/Monat");
    expect(formatPrice(2150, "rent", "en")).toBe("CHF 2'150.–/month");
    expect(formatPrice(0, "buy", "de")).toBe("Preis auf Anfrage");
    expect(formatPrice(null, "rent", "en")).toBe("Price on request");
    expect(priceOnRequest()).toBe("Prix sur demande");
    expect(priceOnRequest("de")).toBe(formatPrice(undefined, "buy", "de"));
  });

  it("counts rooms and bathrooms in half steps with ½", () => {
    expect(formatRooms(3.5)).toBe("3½ pièces");
    expect(formatRooms(3.5, "de")).toBe("3½ Zimmer");
    expect(formatRooms(1, "de")).toBe("1 Zimmer");
    expect(formatRooms(1, "en")).toBe("1 room");
    expect(formatRooms(4.5, "en")).toBe("4½ rooms");
    expect(formatRooms(0, "en")).toBe("");
    expect(formatBathrooms(1, "de")).toBe("1 Badezimmer");
    expect(formatBathrooms(2, "de")).toBe("2 Badezimmer");
    expect(formatBathrooms(1, "en")).toBe("1 bathroom");
    expect(formatBathrooms(2, "en")).toBe("2 bathrooms");
  });

  it("names floors", () => {
    expect(formatFloor(0, "de")).toBe("Erdgeschoss");
    expect(formatFloor(1, "de")).toBe("1. Obergeschoss");
    expect(formatFloor(-1, "de")).toBe("-1 (Untergeschoss)");
    expect(formatFloor(1.5, "de")).toBe("Geschoss 1.5");
    expect(formatFloor(0, "en")).toBe("Ground floor");
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23].map((n) => formatFloor(n, "en"))).toEqual([
      "1st floor",
      "2nd floor",
      "3rd floor",
      "4th floor",
      "11th floor",
      "12th floor",
      "13th floor",
      "21st floor",
      "22nd floor",
      "23rd floor",
    ]);
    expect(formatFloor(-2, "en")).toBe("-2 (basement)");
  });

  it("writes living areas with a point for decimals in every language", () => {
    expect(formatLivingArea({ gross: 120.5 }, "de")).toBe("120.5 m² brutto");
    expect(formatLivingArea({ net: "95" }, "de")).toBe("95 m² Wohnfläche");
    expect(formatLivingArea({ gross: 1200 }, "en")).toBe("1'200 m² gross");
    expect(formatLivingArea({ net: 95 }, "en")).toBe("95 m² living space");
    expect(formatLivingArea({}, "en")).toBeUndefined();
  });

  it("writes dates the same in every language", () => {
    expect(formatDate("2027-03-01")).toBe("01.03.2027");
  });
});

describe("search options in German and English", () => {
  it("keeps the French choices and values unchanged", () => {
    expect(budgetOptionsIn("fr")).toEqual(budgetOptions);
    expect(roomOptionsIn("fr")).toEqual(roomOptions);
  });

  it("offers the same values in every language, named in each", () => {
    for (const language of ["de", "en"] as const) {
      expect(budgetOptionsIn(language).map((o) => o.value)).toEqual(budgetOptions.map((o) => o.value));
      expect(roomOptionsIn(language).map((o) => o.value)).toEqual(roomOptions.map((o) => o.value));
    }
    expect(
      budgetOptionsIn("de")
        .map((o) => o.name)
        .slice(0, 3),
    ).toEqual(["Beliebig", "Bis CHF 100'000.–", "CHF 100'000.– bis CHF 200'000.–"]);
    expect(budgetOptionsIn("en").at(-1)?.name).toBe("Over CHF 1'000'000.–");
    expect(roomOptionsIn("de")[2]?.name).toBe("Ab 1½ Zimmer");
    expect(roomOptionsIn("en")[1]?.name).toBe("1+ room");
    expect(roomOptionsIn("en")[2]?.name).toBe("1½+ rooms");
    expect(areaOptionsIn("de")[1]?.name).toBe("Ab 50 m²");
    expect(areaOptionsIn("en")[1]?.name).toBe("50 m² or more");
  });

  it("names the orders and the type groups", () => {
    expect(sortOrders.map((order) => sortLabel(order, "de"))).toEqual([
      "Neueste zuerst",
      "Preis aufsteigend",
      "Preis absteigend",
      "Grösste Fläche zuerst",
    ]);
    expect(sortLabel("recent")).toBe("Plus récents");
    expect(sortLabel("surface", "en")).toBe("Largest first");
    expect(typeGroupValues.map((group) => typeGroupLabel(group, "de"))).toEqual([
      "Wohnung",
      "Haus",
      "Gewerbe",
      "Parkplatz",
      "Grundstück",
    ]);
    expect(typeGroupLabel("apartment", "en")).toBe("Flat");
    expect(typeGroups.map((group) => group.name)).toEqual(typeGroupValues.map((group) => typeGroupLabel(group)));
  });
});
