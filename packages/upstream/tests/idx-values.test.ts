import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { categoryByCode } from "@rli/contract/agency/vocabulary";
import { typeGroupOf, ungroupedCategories } from "@rli/contract/agency/type-groups";
import { REFERENCE_PATTERN } from "@rli/contract/forms/reference";
import { isPlan } from "@rli/upstream/feeds/idx/idx-attachments";
import { IDX_CATEGORIES, idxCategory } from "@rli/upstream/feeds/idx/idx-categories";
import { IDX_FIELDS, idxFieldIndex } from "@rli/upstream/feeds/idx/idx-fields";
import { idxReference } from "@rli/upstream/feeds/idx/idx-reference";
import {
  amountOf,
  availableFromOf,
  dateTimeOf,
  flagOf,
  floorOf,
  numberOf,
  personNameOf,
  phoneOf,
  streetOf,
} from "@rli/upstream/feeds/idx/idx-values";
import { readIdx } from "@rli/upstream/feeds/idx/read-idx";
import { guessTextLanguage } from "@rli/upstream/feeds/idx/text-language";
import { mapInventory } from "@rli/upstream/map-swissrets";
import { categoryCode } from "@rli/upstream/swissrets-vocabulary";
import { fileUrl, idxFile, idxLine, minimalRecord, now } from "./idx-lines";

describe("IDX fields", () => {
  it("are the 183 of the format, in its order", () => {
    expect(IDX_FIELDS).toHaveLength(183);
    expect(new Set(IDX_FIELDS).size).toBe(183);
    expect(idxFieldIndex("version")).toBe(0);
    expect(idxFieldIndex("object_description")).toBe(17);
    expect(idxFieldIndex("picture_1_filename")).toBe(46);
    expect(idxFieldIndex("document_filename")).toBe(64);
    expect(idxFieldIndex("visit_remark")).toBe(84);
    expect(idxFieldIndex("picture_6_filename")).toBe(87);
    expect(idxFieldIndex("picture_9_url")).toBe(107);
    expect(idxFieldIndex("picture_10_filename")).toBe(142);
    expect(idxFieldIndex("number_of_floors")).toBe(162);
    expect(idxFieldIndex("minergie_certified")).toBe(176);
    expect(idxFieldIndex("sparefield_4")).toBe(182);
  });
});

describe("IDX values", () => {
  it("read amounts and numbers as CRMs write them", () => {
    expect(amountOf("450000.00")).toBe(450000);
    expect(amountOf("16.500")).toBe(16500);
    expect(amountOf("1'250'000")).toBe(1250000);
    expect(amountOf("CHF 1’500.–")).toBe(1500);
    expect(amountOf("0")).toBeUndefined();
    expect(amountOf("")).toBeUndefined();
    expect(amountOf("auf Anfrage")).toBeUndefined();
    expect(numberOf("3,5")).toBe(3.5);
    expect(numberOf("4½")).toBe(4.5);
    expect(numberOf("4 1/2")).toBe(4.5);
    expect(numberOf("111.00 m2")).toBe(111);
    expect(numberOf("1".repeat(41))).toBeUndefined();
    expect(floorOf("EG")).toBe(0);
    expect(floorOf("-1")).toBe(-1);
    expect(floorOf("3")).toBe(3);
    expect(floorOf("2. OG")).toBe(2);
    expect(floorOf("1. UG")).toBe(-1);
    expect(floorOf("3e étage")).toBe(3);
    expect(floorOf("2.0")).toBe(2);
    expect(floorOf("-1.0")).toBe(-1);
    expect(floorOf("2.5")).toBeUndefined();
    expect(floorOf("3-4")).toBeUndefined();
    expect(["Y", "y", "1", "J", "oui"].map(flagOf)).toEqual([true, true, true, true, true]);
    expect(["N", "0", "", "null"].map(flagOf)).toEqual([false, false, false, false]);
  });

  it("read dates and times as Swiss time, and 'sofort' as now", () => {
    expect(dateTimeOf("04.07.2007 13:42:37")).toBe("2007-07-04T11:42:37.000Z");
    expect(dateTimeOf("04.01.2007 13:42:37")).toBe("2007-01-04T12:42:37.000Z");
    expect(dateTimeOf("31.02.2025 10:00:00")).toBeUndefined();
    expect(availableFromOf("01.10.2025", now)).toBe("2025-09-30T22:00:00.000Z");
    expect(availableFromOf("2025-12-01", now)).toBe("2025-11-30T23:00:00.000Z");
    for (const word of [
      "sofort",
      "ab sofort",
      "per sofort",
      "de suite",
      "dès maintenant!",
      "Immédiatement",
      "subito",
    ]) {
      expect(availableFromOf(word, now), word).toBe(word.startsWith("dès") ? undefined : now.toISOString());
    }
    expect(availableFromOf("nach Vereinbarung", now)).toBeUndefined();
    expect(availableFromOf("Suite à la rénovation, dès le 1er mars", now)).toBeUndefined();
    expect(availableFromOf("", now)).toBeUndefined();
  });

  it("read phones, names and streets", () => {
    expect(phoneOf("021 921 20 01")).toBe("+41219212001");
    expect(phoneOf("0041 79 123 45 67")).toBe("+41791234567");
    expect(phoneOf("+33 1 23 45 67 89")).toBe("+33123456789");
    expect(phoneOf("030/123457")).toBe("030123457");
    expect(phoneOf("n/a")).toBeUndefined();
    expect(personNameOf("Herr Manuel Weber")).toEqual({ gender: "male", givenName: "Manuel", familyName: "Weber" });
    expect(personNameOf("Mme Anne-Marie de Rham")).toEqual({
      gender: "female",
      givenName: "Anne-Marie",
      familyName: "de Rham",
    });
    expect(personNameOf("Hauswart")).toEqual({ familyName: "Hauswart" });
    expect(streetOf("Neue Winterthurerstr. 26")).toEqual({ street: "Neue Winterthurerstr.", streetNumber: "26" });
    expect(streetOf("Route de Blonay 3-5")).toEqual({ street: "Route de Blonay", streetNumber: "3-5" });
    expect(streetOf("Chemin des Vignes")).toEqual({ street: "Chemin des Vignes" });
  });

  it("guess the language of a text from its small words", () => {
    expect(guessTextLanguage("Die Wohnung ist hell und hat einen Balkon")).toBe("de");
    expect(guessTextLanguage("Appartement lumineux avec balcon et vue sur le lac")).toBe("fr");
    expect(guessTextLanguage("Appartamento di 3 locali con balcone e vista sul lago")).toBe("it");
    expect(guessTextLanguage("Bright apartment with a balcony and a view of the lake")).toBe("en");
    expect(guessTextLanguage("Attika")).toBeUndefined();
    expect(guessTextLanguage("<b>Villa</b>")).toBeUndefined();
  });

  it("see a floor plan in a picture's title or name", () => {
    expect(isPlan("Grundriss OG", "bild3.jpg")).toBe(true);
    expect(isPlan("", "plan_2.jpg")).toBe(true);
    expect(isPlan("Plan de situation", "x.jpg")).toBe(true);
    expect(isPlan("Planimetria", "x.jpg")).toBe(true);
    expect(isPlan("Vue sur le lac", "planches.jpg")).toBe(false);
    expect(isPlan("Aussicht", "Wohnung_Uznach1.jpg")).toBe(false);
  });
});

describe("IDX categories", () => {
  it("give a SwissRETS category that the site knows and files in the right search group (annexes in none)", () => {
    const groups: Record<string, string | undefined> = {
      APPT: "apartment",
      HOUSE: "house",
      PARK: "parking",
      PROP: "land",
    };
    for (const category of IDX_CATEGORIES) {
      for (let type = 0; type <= 40; type += 1) {
        const swissrets = idxCategory(category, String(type));
        const code = categoryCode(swissrets!);
        expect(categoryByCode(code), `${category} ${type} → ${code}`).toBeDefined();
        if (groups[category] && !ungroupedCategories.includes(code)) {
          expect(typeGroupOf(code), `${category} ${type} → ${code}`).toBe(groups[category]);
        }
      }
    }
    expect(idxCategory("house", "3")).toBe("duplex-house");
    expect(idxCategory("APPT", "")).toBe("apartment");
    expect(idxCategory("CASTLE", "1")).toBeUndefined();
  });
});

describe("IDX references", () => {
  it("join the three given, upper-cased, without a hyphen", () => {
    const ref = (refProperty: string, refHouse: string, refObject: string) =>
      idxReference({ refProperty, refHouse, refObject });
    expect(ref("a", "h", "2")).toBe("A.H.2");
    expect(ref("", "", "rlm-1001")).toBe("RLM_1001");
    expect(ref("1234", "1234", "01")).toBe("1234.01");
    expect(ref("null", "", "Objet-é")).toBe("OBJET_E");
    expect(ref("-12", "", "")).toBe("12");
    expect(ref("", "NULL", " ")).toBeUndefined();
    const long = ref("A".repeat(80), "B".repeat(80), "C".repeat(80));
    expect(long).toHaveLength(64);
    expect(long).not.toBe(ref("A".repeat(80), "B".repeat(80), "D".repeat(80)));
  });

  it("are either none or a valid reference that no promotion can claim", () => {
    const value = fc.string({ maxLength: 90, unit: fc.constantFrom(..."aZ09-_.é ŒÜ/#null".split("")) });
    fc.assert(
      fc.property(value, value, value, (refProperty, refHouse, refObject) => {
        const reference = idxReference({ refProperty, refHouse, refObject });
        if (reference === undefined) return;
        expect(reference).toMatch(REFERENCE_PATTERN);
        expect(reference).not.toContain("-");
      }),
    );
  });

  it("leave a listing ordinary beside a SwissRETS project whose reference starts it", () => {
    const read = readIdx(idxFile([idxLine({ ...minimalRecord, ref_property: "CHX", ref_object: "A-12" })]), {
      fileUrl,
      now,
    });
    const inventory = {
      ...read.inventory,
      projects: [
        {
          referenceId: "CHX",
          availability: { state: "active" as never },
          units: [{ referenceId: "CHX-A", localizations: [{ languageCode: "fr", title: "A" }] }],
        },
      ],
    };
    const { listings, promotions } = mapInventory(inventory, { now, siteOrigins: [] });
    expect(listings[0]?.property).toMatchObject({ ref: "CHX.A_12", promotion: false, promotionRef: null });
    expect(promotions[0]?.promotion.buildings).toEqual([]);
  });
});

describe("IDX yes/no fields", () => {
  it("each become a feature of the site", () => {
    const yes = Object.fromEntries(
      [
        "prop_view",
        "prop_fireplace",
        "prop_cabletv",
        "prop_elevator",
        "prop_child-friendly",
        "prop_parking",
        "prop_garage",
        "prop_balcony",
        "wheelchair_accessible",
        "animal_allowed",
        "ramp",
        "lifting_platform",
        "water_supply",
        "sewage_supply",
        "power_supply",
        "gas_supply",
        "flat_sharing_community",
        "corner_house",
        "middle_house",
        "building_land_connected",
        "gardenhouse",
        "raised_ground_floor",
        "new_building",
        "old_building",
        "under_building_laws",
        "under_roof",
        "swimmingpool",
        "minergie_certified",
      ].map((name) => [name, "Y"]),
    );
    const read = readIdx(idxFile([idxLine({ ...minimalRecord, ...yes })]), { fileUrl, now });
    const features = mapInventory(read.inventory, { now, siteOrigins: [] }).listings[0]?.property.features;
    expect(new Set(features)).toEqual(
      new Set([
        "has-nice-view",
        "has-fireplace",
        "has-cabletv",
        "has-elevator",
        "is-child-friendly",
        "has-parking",
        "has-garage",
        "has-balcony",
        "is-wheelchair-accessible",
        "is-animal-friendly",
        "has-ramp",
        "has-lifting-platform",
        "has-supply-water",
        "has-supply-sewage",
        "has-supply-power",
        "has-supply-gas",
        "has-flat-sharing-community",
        "is-corner-house",
        "is-middle-house",
        "has-connected-building-land",
        "has-gardenhouse",
        "has-raised-ground-floor",
        "is-new-construction",
        "is-old-building",
        "has-building-law-restrictions",
        "is-under-roof",
        "has-swimmingpool",
        "is-minergie-certified",
      ]),
    );
  });
});
