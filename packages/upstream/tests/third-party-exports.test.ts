import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { Property } from "@rli/contract/api/contract";
import { FILES_PATH } from "@rli/upstream/feeds/export-files";
import type { SkippedRecord } from "@rli/upstream/feeds/feed-result";
import { checkUpload } from "@rli/upstream/import/check-upload";
import { listedCount } from "@rli/upstream/import/listed-count";
import type { InventoryIndex, ListingEntry } from "@rli/upstream/inventory-index";
import { indexExport, InventoryFileError, type PreparedExport } from "@rli/upstream/inventory.server";

/**
 * Exports written by others (tests/fixtures/feeds/third-party/README.md says where each comes from
 * and under which licence), each read as an upload is read: `checkUpload`, the path of
 * `npm run import` and of the import folder, then indexed as the site serves it. The expected values
 * were read in the files themselves.
 */

const limits = { maxEntries: 1000, maxBytes: 50 * 1024 * 1024, maxFileBytes: 50 * 1024 * 1024 };

function fixture(relative: string): string {
  return fileURLToPath(new URL(`../../../tests/fixtures/feeds/${relative}`, import.meta.url));
}

type Read = { prepared: PreparedExport; index: InventoryIndex };

async function read(relative: string): Promise<Read> {
  const prepared = await checkUpload(fixture(relative), limits);
  return { prepared, index: indexExport(prepared) };
}

/**
 * What an upload gives: the listings read (lots included), and what the site's lists show of them,
 * counted by their own rule as `npm run import` counts (listed-count.ts): offered, sold or let,
 * hidden.
 */
function counts({ prepared, index }: Read) {
  const listings = [...index.listingsByRef.values()].map((entry) => entry.property);
  const listed = listedCount(prepared, index);
  return {
    format: prepared.format,
    listings: listings.length,
    listed: listed.forSale + listed.toLet,
    sold: listed.sold,
    hidden: listed.hidden.length,
    forSale: listings.filter((property) => property.type === "buy").length,
    promotions: index.promotionsByRef.size,
    skipped: prepared.skipped,
  };
}

function listing({ index }: Read, ref: string): ListingEntry {
  const entry = index.listingsByRef.get(ref.toUpperCase());
  if (!entry) throw new Error(`${ref} absent`);
  return entry;
}

/** The fields a visitor sees first: reference, price, rooms, living area, category, place, title. */
function essentials(entry: ListingEntry) {
  const property: Property = entry.property;
  return {
    ref: property.ref,
    type: property.type,
    status: property.status,
    price: property.price,
    rooms: entry.rooms,
    area: entry.area,
    categories: property.categories.map((category) => category.name),
    place: `${property.postalCode} ${property.locality}`.trim(),
    title: property.title,
  };
}

function spec(entry: ListingEntry, name: string): unknown {
  return entry.property.specifications.find((item) => item.name === name)?.value;
}

const none: SkippedRecord[] = [];

describe("python-homegate 0.0.2 (IDX 3.01 written by its Homegate.push: ISO-8859-1, CRLF, '#' after every field)", () => {
  it("serves a house for sale and a flat to rent, accents read from ISO-8859-1", async () => {
    const upload = await read("third-party/python-homegate/two-listings");
    expect(counts(upload)).toEqual({
      format: "idx",
      listings: 2,
      listed: 2,
      sold: 0,
      hidden: 0,
      forSale: 1,
      promotions: 0,
      skipped: none,
    });
    const house = listing(upload, "MTH.12.V01");
    expect(essentials(house)).toEqual({
      ref: "MTH.12.V01",
      type: "buy",
      status: "active",
      // Written "1250000.0", "5.5", "168.0": python-homegate prints its numbers as Python floats.
      price: 1250000,
      rooms: 5.5,
      area: 168,
      categories: ["single-house"],
      place: "1870 Monthey",
      title: "Villa de 5½ pièces à Monthey, vue sur les Dents-du-Midi",
    });
    expect(house.property.region).toBe("Valais");
    expect(spec(house, "year_built")).toBe(1987);
    expect(spec(house, "area_property_land")).toBe(742);
    expect(house.property.features).toEqual(["has-fireplace", "has-garage"]);
    expect(house.property.description).toBe(
      "<p>Maison familiale lumineuse, cheminée, jardin arborisé. Proche des écoles et de la gare AOMC.</p>",
    );
    // last_modified 28.11.2026 and available_from 01.03.2026: midnight in Switzerland.
    expect(house.property.publishedAt).toBe("2026-11-27T23:00:00.000Z");
    expect(house.property.availableFrom).toBe("2026-02-28T23:00:00.000Z");

    const flat = listing(upload, "VEV.3.A21");
    expect(essentials(flat)).toEqual({
      ref: "VEV.3.A21",
      type: "rent",
      status: "active",
      price: 2390,
      rooms: 3.5,
      area: 82,
      categories: ["apartment"],
      place: "1800 Vevey",
      title: "Appartement de 3.5 pièces près du lac",
    });
    expect(flat.property.rent).toEqual({ net: 2150, charges: 240 });
    // Written "2.0".
    expect(spec(flat, "floor")).toBe(2);
    expect(flat.property.features).toEqual(["has-elevator", "has-balcony"]);
  });

  it("serves the same from a zip of the portal layout, as a CRM uploads it", async () => {
    const work = mkdtempSync(path.join(tmpdir(), "tiers-"));
    try {
      const archive = path.join(work, "envoi.zip");
      execFileSync("zip", ["-q", "-r", archive, "data"], { cwd: fixture("third-party/python-homegate/two-listings") });
      const prepared = await checkUpload(archive, limits);
      expect(counts({ prepared, index: indexExport(prepared) })).toEqual({
        format: "idx",
        listings: 2,
        listed: 2,
        sold: 0,
        hidden: 0,
        forSale: 1,
        promotions: 0,
        skipped: none,
      });
      expect(prepared.mapped.listings.map(({ property }) => property.title)).toEqual([
        "Villa de 5½ pièces à Monthey, vue sur les Dents-du-Midi",
        "Appartement de 3.5 pièces près du lac",
      ]);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });

  it("leaves out a record whose description was typed on two lines, and says where and why", async () => {
    // python-homegate writes a field's line break as it is: the record is cut in two lines.
    const upload = await read("third-party/python-homegate/line-break");
    expect(counts(upload)).toEqual({
      format: "idx",
      listings: 1,
      listed: 1,
      sold: 0,
      hidden: 0,
      forSale: 0,
      promotions: 0,
      skipped: [
        { line: 1, reason: "18 champs au lieu de 183" },
        { line: 2, reason: "version « Libre dès le 1er mai. » au lieu de IDX3.01" },
      ],
    });
    expect(essentials(listing(upload, "MTH.7.G02"))).toEqual({
      ref: "MTH.7.G02",
      type: "rent",
      status: "active",
      price: 120,
      rooms: 0,
      area: 0,
      categories: ["covered-slot"],
      place: "1870 Monthey",
      title: "Place de parc intérieure",
    });
  });
});

describe("OpenEstate-IO (IDX 3.01 example of its IDX module, tests/fixtures/feeds/idx/)", () => {
  it("serves its four houses with their numbers; the pictures it names are not in the upload", async () => {
    const upload = await read("idx/openestate-idx.csv");
    expect(counts(upload)).toEqual({
      format: "idx",
      listings: 4,
      listed: 4,
      sold: 0,
      hidden: 0,
      forSale: 4,
      promotions: 0,
      skipped: none,
    });
    expect([...upload.index.listingsByRef.values()].map(essentials)).toEqual(
      [
        ["41JKR.TLCWD.9VOHE", 678, 8.4, 273],
        ["J1MLJ.LHV2P.9FW7C", 912, 1.8, 177],
        ["I4KTP.LVEOI.APDFT", 231, 5.2, 235],
        ["HSHZ4.ZQDGP.QF0C3", 299, 2.6, 270],
      ].map(([ref, price, rooms, area]) => ({
        ref,
        type: "buy",
        status: "active",
        price,
        rooms,
        area,
        categories: ["villa"],
        place: "12345 Berlin",
        title: "title of object",
      })),
    );
    const attachments = [...upload.index.listingsByRef.values()].flatMap((entry) => entry.property.attachments);
    const pictures = attachments.filter((item) => item.type === "image" || item.type === "plan");
    // 13 pictures a record, none shipped beside the file: each is served as the placeholder (an
    // address of the upload's files without the version a shipped file gets).
    expect(pictures).toHaveLength(52);
    expect(pictures.filter((item) => item.url.startsWith(`${FILES_PATH}/`) && !item.url.includes("?v="))).toHaveLength(
      52,
    );
    expect(attachments.filter((item) => item.type === "document")).toHaveLength(4);
  });
});

describe("SwissRETS XML examples of v1.0.0 and v2.0.0 (read against the v2.7.0 schema)", () => {
  it("serves the v1.0.0 minimal example", async () => {
    const upload = await read("third-party/swissrets-xml-v1.0.0/minimal.xml");
    expect(counts(upload)).toEqual({
      format: "swissrets-xml",
      listings: 1,
      listed: 1,
      sold: 0,
      hidden: 0,
      forSale: 0,
      promotions: 0,
      skipped: none,
    });
    expect(essentials(listing(upload, "LA-644238"))).toEqual({
      ref: "LA-644238",
      type: "rent",
      status: "active",
      price: 0,
      rooms: 0,
      area: 0,
      categories: [],
      place: "3038 Kirchlindach",
      title: "Calm and beautiful flat",
    });
  });

  it("serves the three listings of the v1.0.0 multiple example with their availability", async () => {
    const upload = await read("third-party/swissrets-xml-v1.0.0/multiple.xml");
    expect(counts(upload)).toEqual({
      format: "swissrets-xml",
      listings: 3,
      // LA-644239 is taken: on the page of sold properties, not among the offers (decision 139).
      listed: 2,
      sold: 1,
      hidden: 0,
      forSale: 1,
      promotions: 0,
      skipped: none,
    });
    expect(
      [...upload.index.listingsByRef.values()].map(({ property }) => [
        property.ref,
        property.type,
        property.status,
        `${property.postalCode} ${property.locality}`,
        property.title,
      ]),
    ).toEqual([
      ["LA-644238", "rent", "active", "3038 Kirchlindach", "Calm and beautiful flat"],
      ["LA-644239", "buy", "taken", "2336 Gampelen", "S bescht wos je heds gids"],
      ["LA-644240", "rent", "reserved", "2074 Marin-Epagnier", "Aucune idee - mois non plus."],
    ]);
  });

  it("serves the v2.0.0 minimal example, which has no address", async () => {
    const upload = await read("third-party/swissrets-xml-v2.0.0/minimal.xml");
    expect(counts(upload)).toEqual({
      format: "swissrets-xml",
      listings: 1,
      listed: 1,
      sold: 0,
      hidden: 0,
      forSale: 0,
      promotions: 0,
      skipped: none,
    });
    expect(essentials(listing(upload, "LA-644238"))).toMatchObject({ place: "", title: "Calm and beautiful flat" });
  });

  it("refuses the full examples of v1.0.0 and v2.0.0 in French, naming the first place the schema rejects", async () => {
    // Their projects list units by `<properties><propertyRef>`, which v2.7.0 no longer has.
    await expect(read("third-party/swissrets-xml-v1.0.0/full.xml")).rejects.toThrow(InventoryFileError);
    await expect(read("third-party/swissrets-xml-v1.0.0/full.xml")).rejects.toThrow(
      "/export/projects/project/units/unit/properties (ligne 12) élément <properties> inattendu ici",
    );
    await expect(read("third-party/swissrets-xml-v1.0.0/full.xml")).rejects.toThrow(
      "(et 69 autres erreurs dans le fichier)",
    );
    await expect(read("third-party/swissrets-xml-v2.0.0/full.xml")).rejects.toThrow(
      "/export/projects/project/units/unit/properties (ligne 11) élément <properties> inattendu ici",
    );
    await expect(read("third-party/swissrets-xml-v2.0.0/full.xml")).rejects.toThrow(
      "(et 1 autre erreur dans le fichier)",
    );
  });
});

describe.each(["v3.0.0", "v3.6.0"])("SwissRETS JSON examples of %s", (version) => {
  it("reads the full example: a private listing in a private promotion, both kept off the lists", async () => {
    const upload = await read(`third-party/swissrets-json-${version}/swissrets-full.json`);
    expect(counts(upload)).toEqual({
      format: "swissrets-json",
      listings: 1,
      listed: 0,
      sold: 0,
      hidden: 1,
      forSale: 1,
      promotions: 1,
      skipped: none,
    });
    const house = listing(upload, "kj3kj3kj38ss");
    expect(essentials(house)).toEqual({
      ref: "KJ3KJ3KJ38SS",
      type: "buy",
      status: "private",
      price: 66,
      rooms: 0,
      area: 3,
      categories: ["apartment", "farm-house"],
      place: "3000 Bern",
      title: "Doppelhaushälfte",
    });
    expect(house.property.subtitle).toBe("Schöne Doppelhaushälfte");
    expect(house.property.promotionRef).toBe("KJ31H4K1");
    expect(spec(house, "rental_deposit")).toBe(444);
    // Its video and tour are "http://www.example.com/example.jpg": no plain https address of a
    // known host, so no link (decision 136).
    expect([house.property.video, house.property.virtualTour]).toEqual([null, null]);
    const promotion = upload.index.promotionsByRef.get("KJ31H4K1")?.promotion;
    expect(promotion).toMatchObject({ status: "private", postalCode: "77000", locality: "Some locality" });
  });

  it("reads the minimal example", async () => {
    const upload = await read(`third-party/swissrets-json-${version}/swissrets-min.json`);
    expect(counts(upload)).toEqual({
      format: "swissrets-json",
      listings: 1,
      listed: 0,
      sold: 0,
      hidden: 1,
      forSale: 1,
      promotions: 0,
      skipped: none,
    });
    const house = listing(upload, "kj3kj3kj38ss");
    expect(essentials(house)).toMatchObject({ status: "private", place: "3000 Bern", title: "Doppelhaushälfte" });
    // No created or modified date: posted on the upload's date (the file's), never on its
    // availability's start, 2023-03-23 (decision 135).
    expect(house.property.publishedAt).toBe(upload.prepared.mapped.postedOnUpload);
    expect(house.property.publishedAt).toBe(
      statSync(fixture(`third-party/swissrets-json-${version}/swissrets-min.json`)).mtime.toISOString(),
    );
  });
});
