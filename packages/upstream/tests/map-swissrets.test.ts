import type { SwissRetsInventory } from "@qualipool/swissrets-json";
import { describe, expect, it } from "vitest";
import { buildingRefOf, mapInventory } from "@rli/upstream/map-swissrets";

const now = new Date("2025-06-01T00:00:00Z");
const options = { now, siteOrigins: ["https://www.rhone-leman-immobilier.ch"] };

type SourceProperty = NonNullable<SwissRetsInventory["properties"]>[number];

function property(overrides: Partial<SourceProperty> = {}): SourceProperty {
  return {
    id: "1",
    referenceId: "rlm-1",
    type: "buy",
    availability: { state: "active" },
    localizations: [{ languageCode: "fr", title: "Titre" }],
    ...overrides,
  } as SourceProperty;
}

function mapOne(overrides: Partial<SourceProperty>) {
  const mapped = mapInventory({ generator: { version: "3.6.0" }, properties: [property(overrides)] }, options);
  return mapped.listings[0]!.property;
}

describe("SwissRETS mapping", () => {
  it("takes the buy price, and the monthly gross rent", () => {
    expect(mapOne({ prices: { buy: { price: 750000 } } }).price).toBe(750000);
    expect(
      mapOne({ type: "rent" as never, prices: { rent: { gross: 1850, net: 1600, interval: "month" as never } } }).price,
    ).toBe(1850);
    expect(mapOne({ type: "rent" as never, prices: { rent: { net: 1600, extra: 250 } } }).price).toBe(1850);
    expect(mapOne({ type: "rent" as never, prices: { rent: { gross: 24000, interval: "year" as never } } }).price).toBe(
      2000,
    );
    expect(
      mapOne({
        type: "rent" as never,
        characteristics: { areaNwf: 100 },
        prices: { rent: { gross: 240, interval: "year" as never, referring: "m2" as never } },
      }).price,
    ).toBe(2000);
    expect(mapOne({}).price).toBe(0);
  });

  it("derives the status from the availability", () => {
    expect(mapOne({ availability: { state: "reference" as never } }).status).toBe("taken");
    expect(mapOne({ availability: { state: "reserved" as never } }).status).toBe("reserved");
    expect(mapOne({ availability: { state: "active" as never, expiration: "2025-01-01T00:00:00Z" } }).status).toBe(
      "inactive",
    );
    expect(mapOne({ availability: { state: "taken" as never, expiration: "2025-01-01T00:00:00Z" } }).status).toBe(
      "taken",
    );
  });

  it("picks the French texts and makes the description safe", () => {
    const mapped = mapOne({
      localizations: [
        { languageCode: "de", title: "Wohnung" },
        {
          languageCode: "fr",
          title: "Appartement",
          excerpt: "Au calme",
          description: "Ligne 1\nLigne 2\n\n<b>x</b><script>alert(1)</script> & co",
        },
      ],
    });
    expect(mapped).toMatchObject({ title: "Appartement", name: "Appartement", subtitle: "Au calme" });
    expect(mapped.description).toBe("<p>Ligne 1<br />Ligne 2</p><p><b>x</b> &amp; co</p>");
  });

  it("maps categories, features and specifications to the site's vocabulary", () => {
    const mapped = mapOne({
      categories: ["detached-house", "villa"] as never,
      characteristics: {
        hasSwimmingPool: "applies",
        hasCableTv: "applies",
        isQuiet: "does-not-apply",
        isSmokingAllowed: "does-not-apply",
        hasSteamer: "applies",
        numberOfRooms: 5.5,
        areaBwf: 180,
        yearBuilt: 1998,
        numberOfToiletsGuest: 1,
      } as never,
    });
    expect(mapped.categories).toEqual([{ name: "single-house" }, { name: "villa" }]);
    expect(mapped.features).toEqual(["has-swimmingpool", "has-cabletv", "is-non-smoking"]);
    expect(mapped.importantSpecifications).toEqual([
      { name: "number_of_rooms", value: 5.5 },
      { name: "area_bwf", value: 180 },
      { name: "year_built", value: 1998 },
    ]);
    expect(mapped.specifications.map((spec) => spec.name)).toContain("number_of_guest_toilets");
  });

  it("takes the agent from the seller's contact person, else the visit person", () => {
    const seller = {
      visitPerson: { givenName: "Nadia", familyName: "Perrin", phone: "+41219212003" },
      organization: {
        legalName: "Agence",
        address: { locality: "Vevey", postalCode: "1800", street: "Av. Paul-Cérésole", streetNumber: "12" },
      },
    };
    expect(mapOne({ seller }).contact).toMatchObject({
      agentGivenName: "Nadia",
      agentFamilyName: "Perrin",
      agentPhone: "+41219212003",
      company: "Agence",
      companyLocality: "Vevey",
      companyStreetNumber: "12",
    });
  });

  it("groups lots by the building letter of their reference", () => {
    expect(buildingRefOf("LES-VERGERS-B-12", "LES-VERGERS")).toBe("LES-VERGERS-B");
    expect(buildingRefOf("PROMO-A-3", "PROMO")).toBe("PROMO-A");
    expect(buildingRefOf("PROMO-3", "PROMO")).toBe("PROMO");
  });
});
