import { readFileSync } from "node:fs";
import { swissRetsErrors } from "@rli/upstream/feeds/swissrets-schema";
import { describe, expect, it } from "vitest";
import { team } from "@rli/contract/agency/agency";
import casaCategories from "@rli/contract/agency/data/categories.json";
import casaCategoriesExtended from "@rli/contract/agency/data/categories_extended.json";
import casaFeatures from "@rli/contract/agency/data/features.json";
import casaFeaturesExtended from "@rli/contract/agency/data/features_extended.json";
import casaSpecifications from "@rli/contract/agency/data/specifications.json";
import casaSpecificationsExtended from "@rli/contract/agency/data/specifications_extended.json";
import { typeGroupOf } from "@rli/contract/agency/type-groups";
import { type DemoInventory, type DemoProperty, generateInventory } from "@rli/upstream/demo/generate";
import inventoryJson from "@rli/upstream/demo/inventory.json";
import { DEMO_INVENTORY_FILE } from "@rli/upstream/inventory.server";
import { categoryCode, featureKey, specificationName } from "@rli/upstream/swissrets-vocabulary";

const inventory = inventoryJson as unknown as DemoInventory;
const listings = inventory.properties.filter((p) => p.unitReferenceId === undefined);
const lots = inventory.properties.filter((p) => p.unitReferenceId !== undefined);

function images(p: { localizations: { attachments?: { images: { url: string }[] } }[] }): string[] {
  return (p.localizations[0]?.attachments?.images ?? []).map((image) => image.url);
}

function groupOf(property: DemoProperty): string | undefined {
  return typeGroupOf(categoryCode(property.categories[0] ?? ""));
}

describe("demo inventory file", () => {
  it("is valid SwissRETS JSON of the package's version", () => {
    expect(swissRetsErrors(inventoryJson as never)).toEqual([]);
    expect(inventory.generator.version).toBe("3.6.0");
  });

  it("is exactly what the generator writes (the committed file is up to date)", () => {
    const onDisk = readFileSync(DEMO_INVENTORY_FILE, "utf8");
    expect(onDisk).toBe(`${JSON.stringify(generateInventory(), null, 2)}\n`);
  });

  it("has at least 40 ordinary listings around Monthey (1870) and Vevey (1800), to buy and to rent", () => {
    expect(listings.length).toBeGreaterThanOrEqual(40);
    const postalCodes = new Set(listings.map((p) => p.address.postalCode));
    expect(postalCodes).toContain("1870");
    expect(postalCodes).toContain("1800");
    expect(postalCodes.size).toBeGreaterThanOrEqual(8);
    expect(listings.some((p) => p.type === "buy")).toBe(true);
    expect(listings.some((p) => p.type === "rent")).toBe(true);
  });

  it("covers every search group: apartment, house, commercial, parking and land", () => {
    const groups = new Set(listings.map(groupOf));
    expect([...groups].sort()).toEqual(["apartment", "commercial", "house", "land", "parking"]);
  });

  it("maps every category, feature and number to the CASAXML vocabulary of the site", () => {
    const categoryCodes = new Set([...casaCategories, ...casaCategoriesExtended].map((c) => c.code));
    const featureKeys = new Set([...casaFeatures, ...casaFeaturesExtended].map((f) => f.key));
    const specNames = new Set([...casaSpecifications, ...casaSpecificationsExtended].map((s) => s.name));
    for (const property of inventory.properties) {
      for (const code of property.categories) {
        expect(categoryCodes, `${property.referenceId}: ${code}`).toContain(categoryCode(code));
      }
      expect(groupOf(property), property.referenceId).toBeDefined();
      for (const [key, value] of Object.entries(property.characteristics)) {
        if (value === "applies")
          expect(featureKeys, `${property.referenceId}: ${key}`).toContain(featureKey(key, value));
        else expect(specNames, `${property.referenceId}: ${key}`).toContain(specificationName(key));
      }
    }
  });

  it("has some reserved and some taken listings, the rest active", () => {
    const states = listings.map((p) => p.availability.state);
    expect(states.filter((s) => s === "reserved").length).toBeGreaterThanOrEqual(2);
    expect(states.filter((s) => s === "taken").length).toBeGreaterThanOrEqual(3);
    expect(states.filter((s) => s === "active").length).toBeGreaterThan(listings.length / 2);
    expect(listings.some((p) => p.availability.state === "taken" && p.type === "buy")).toBe(true);
  });

  it("gives each listing and promotion 3 to 8 pictures, as the upstream's own /api/photos addresses", () => {
    for (const item of [...inventory.properties, ...inventory.projects]) {
      const urls = images(item);
      expect(urls.length, item.referenceId).toBeGreaterThanOrEqual(3);
      expect(urls.length, item.referenceId).toBeLessThanOrEqual(8);
      for (const url of urls) expect(url).toMatch(/^\/api\/photos\/[a-z-]+-\d+\.png$/);
    }
  });

  it("has plausible CHF prices, with a few on request", () => {
    let onRequest = 0;
    for (const p of inventory.properties) {
      expect(p.prices.currency).toBe("CHF");
      if (p.type === "buy") {
        if (p.prices.buy === undefined) onRequest += 1;
        else {
          expect(p.prices.buy.price).toBeGreaterThanOrEqual(250_000);
          expect(p.prices.buy.price).toBeLessThanOrEqual(3_500_000);
        }
      } else {
        const rent = p.prices.rent;
        expect(rent?.interval).toBe("month");
        expect(rent?.gross).toBeGreaterThanOrEqual(180);
        expect(rent?.gross).toBeLessThanOrEqual(6000);
        expect(rent?.gross).toBe((rent?.net ?? 0) + (rent?.extra ?? 0));
      }
    }
    expect(onRequest).toBeGreaterThanOrEqual(1);
  });

  it("uses unique references shaped RLM-1234, with half rooms where there are rooms", () => {
    const refs = inventory.properties.map((p) => p.referenceId);
    expect(new Set(refs).size).toBe(refs.length);
    for (const p of listings) expect(p.referenceId).toMatch(/^RLM-\d{4}$/);
    const rooms = listings
      .map((p) => p.characteristics.numberOfRooms)
      .filter((r): r is number => typeof r === "number");
    expect(rooms.some((r) => r % 1 === 0.5)).toBe(true);
  });

  it("dates every listing so that newer ones have higher references", () => {
    for (const p of inventory.properties) {
      expect(Number.isNaN(Date.parse(p.created))).toBe(false);
      expect(Date.parse(p.availability.start)).toBeGreaterThanOrEqual(Date.parse(p.created));
      expect(Date.parse(p.created)).toBeLessThanOrEqual(Date.parse(inventory.created));
    }
    const byDate = [...listings]
      .sort((a, b) => Date.parse(a.created) - Date.parse(b.created))
      .map((p) => p.referenceId);
    expect(byDate).toEqual(listings.map((p) => p.referenceId));
  });

  it("names a team member and an agency office as the contact of every listing", () => {
    const emails = new Set(team.map((m) => m.email));
    for (const item of [...inventory.properties, ...inventory.projects]) {
      expect(emails).toContain(item.seller.contactPerson.email);
      expect(["1870", "1800"]).toContain(item.seller.organization.address.postalCode);
    }
  });

  /** Listings published in one language other than French (decision 115). */
  const singleLanguage: Record<string, string> = { "RLM-1024": "de", "RLM-1005": "en" };

  it("writes French titles and short HTML descriptions first, in every language given", () => {
    for (const item of [...inventory.properties, ...inventory.projects]) {
      expect(item.localizations[0]?.languageCode).toBe(singleLanguage[item.referenceId] ?? "fr");
      for (const text of item.localizations) {
        expect(text.title.length).toBeGreaterThan(5);
        expect(text.excerpt?.length).toBeGreaterThan(5);
        expect(text.description).toMatch(/^<p>.*<\/p>$/);
        expect(text.description).toMatch(/<strong>/);
        expect(text.description).not.toMatch(/undefined|NaN/);
        expect(text.title).not.toMatch(/undefined|NaN/);
      }
    }
  });

  it("gives about a third of the listings German and English texts, in Swiss German and British English", () => {
    const listings = inventory.properties.filter((item) => !item.unitReferenceId);
    const languages = listings.map((item) => item.localizations.map((text) => text.languageCode).join(","));
    const translated = languages.filter((list) => list === "fr,de,en").length;
    expect(translated / listings.length).toBeGreaterThan(0.28);
    expect(translated / listings.length).toBeLessThan(0.4);
    const belleRive = [
      ...inventory.projects.filter((project) => project.referenceId === "RLM-P02"),
      ...inventory.properties.filter((item) => item.referenceId.startsWith("RLM-P02-")),
    ];
    expect(belleRive.length).toBeGreaterThan(5);
    for (const item of belleRive)
      expect(item.localizations.map((text) => text.languageCode)).toEqual(["fr", "de", "en"]);
    expect(languages.filter((list) => list === "de")).toHaveLength(1);
    expect(languages.filter((list) => list === "en")).toHaveLength(1);
    for (const item of [...listings, ...belleRive]) {
      for (const text of item.localizations) {
        const all = `${text.title} ${text.excerpt} ${text.description} ${text.visitInformation}`;
        if (text.languageCode === "de") expect(all).not.toMatch(/ß|\b(le|la|les|avec|pièces)\b/);
        if (text.languageCode === "en")
          expect(all).not.toMatch(/\b(apartment|elevator|center|color|meters?|le|la|avec|pièces)\b/);
      }
    }
  });
});

describe("demo promotions", () => {
  it("has at least 2 promotions, each with at least 2 buildings and 8 lots in mixed availability", () => {
    expect(inventory.projects.length).toBeGreaterThanOrEqual(2);
    for (const project of inventory.projects) {
      expect(project.units.length, project.referenceId).toBeGreaterThanOrEqual(2);
      const unitRefs = new Set(project.units.map((u) => u.referenceId));
      const own = lots.filter((lot) => unitRefs.has(lot.unitReferenceId ?? ""));
      expect(own.length, project.referenceId).toBeGreaterThanOrEqual(8);
      expect(new Set(own.map((lot) => lot.availability.state))).toEqual(new Set(["active", "reserved", "taken"]));
      for (const unit of project.units) {
        expect(
          own.some((lot) => lot.unitReferenceId === unit.referenceId),
          unit.referenceId,
        ).toBe(true);
      }
    }
  });

  it("shapes lot references PROMO-LETTER-N, the letter being the lot's building", () => {
    for (const lot of lots) {
      const match = /^(RLM-P\d{2,})-([A-Z])-(\d+)$/.exec(lot.referenceId);
      expect(match, lot.referenceId).not.toBeNull();
      expect(lot.unitReferenceId).toBe(`${match?.[1]}-${match?.[2]}`);
      expect(inventory.projects.some((p) => p.referenceId === match?.[1])).toBe(true);
      expect(lot.type).toBe("buy");
    }
  });

  it("gives each promotion a price range that spans its lots", () => {
    for (const project of inventory.projects) {
      const own = lots.filter((lot) => lot.referenceId.startsWith(`${project.referenceId}-`));
      const prices = own.map((lot) => lot.prices.buy?.price ?? 0);
      expect(project.prices.buy.priceFrom).toBe(Math.min(...prices));
      expect(project.prices.buy.priceTo).toBe(Math.max(...prices));
      expect(project.characteristics.numberOfResidentialUnits).toBe(own.length);
    }
  });
});

describe("inventory generator", () => {
  it("is deterministic for a seed and varies with it", () => {
    const a = generateInventory({ count: 60, seed: "essai" });
    const b = generateInventory({ count: 60, seed: "essai" });
    const c = generateInventory({ count: 60, seed: "autre" });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(JSON.stringify(c)).not.toBe(JSON.stringify(a));
  });

  it("makes larger valid inventories for the benchmark from the same generator", () => {
    const big = generateInventory({ count: 400 });
    const ordinary = big.properties.filter((p) => p.unitReferenceId === undefined);
    expect(ordinary).toHaveLength(400);
    expect(big.projects.length).toBeGreaterThanOrEqual(4);
    expect(swissRetsErrors(big as never)).toEqual([]);
  });
});
