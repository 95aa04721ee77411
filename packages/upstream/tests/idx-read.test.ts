import { swissRetsErrors } from "@rli/upstream/feeds/swissrets-schema";
import iconv from "iconv-lite";
import { describe, expect, it } from "vitest";
import { FeedError } from "@rli/upstream/feeds/feed-result";
import { looksLikeIdx, readIdx } from "@rli/upstream/feeds/idx/read-idx";
import { mapInventory } from "@rli/upstream/map-swissrets";
import { fileUrl, idxFile, idxLine, minimalRecord, now, type IdxValues } from "./idx-lines";

/** A monthly rent in Château-d'Œx, German texts, everything a CRM may send. */
const attic: IdxValues = {
  ...minimalRecord,
  object_category: "APPT",
  object_type: "3",
  offer_type: "RENT",
  ref_property: "CHX",
  ref_object: "A-12",
  object_street: "Route de la Gare 12b",
  object_zip: "1660",
  object_city: "Château-d'Œx",
  object_state: "VD",
  object_country: "CH",
  object_situation: "Ruhige Lage im Dorfzentrum",
  available_from: "ab sofort",
  object_title: "Helle Attikawohnung mit Aussicht",
  object_description:
    "Die Wohnung verfügt über eine grosse Küche und ist sehr hell.<br><b>Ruhige Lage</b> mit Blick auf die Berge.",
  selling_price: "2'150",
  rent_net: "1900",
  rent_extra: "250",
  price_unit: "MONTHLY",
  currency: "CHF",
  floor: "2",
  number_of_rooms: "3,5",
  surface_living: "92",
  year_built: "1985",
  year_renovated: "2019",
  prop_view: "N",
  prop_elevator: "1",
  prop_balcony: "Y",
  animal_allowed: "Y",
  wheelchair_accessible: "1",
  minergie_certified: "Y",
  picture_1_filename: "Salon Œx.jpg",
  picture_1_title: "Wohnzimmer",
  picture_2_filename: "grundriss_og.jpg",
  picture_2_title: "Grundriss OG",
  picture_3_filename: "https://cdn.example.ch/p/3.jpg",
  picture_4_filename: "../../etc/passwd",
  document_filename: "Baubeschrieb.pdf",
  document_title: "Baubeschrieb",
  movie_filename: "https://www.youtube.com/watch?v=abc123",
  url: "https://my.matterport.com/show/?m=xyz",
  agency_id: "rli",
  agency_name: "Rhône-Léman Immobilier",
  agency_reference: "Frau Anne-Sophie Müller",
  agency_street: "Avenue Paul-Cérésole 12",
  agency_zip: "1800",
  agency_city: "Vevey",
  agency_country: "CH",
  agency_phone: "021 921 20 01",
  agency_mobile: "079 123 45 67",
  agency_email: "info@rhone-leman-immobilier.ch",
  visit_name: "Herr Jürg Zürcher",
  visit_phone: "+41 24 471 20 01",
  visit_email: "juerg.zuercher@example.ch",
  visit_remark: "Besichtigung nach Vereinbarung, Schlüssel beim Hauswart.",
  publish_until: "31.12.2025",
  last_modified: "31.03.2025 14:30:00",
};

/** A yearly rent in Saint-Légier, French texts. */
const villa: IdxValues = {
  ...minimalRecord,
  object_category: "HOUSE",
  object_type: "5",
  ref_property: "SL",
  ref_object: "7",
  object_zip: "1806",
  object_city: "Saint-Légier-La Chiésaz",
  object_state: "VD",
  object_title: "Villa avec vue sur le lac",
  object_description: "Magnifique villa à Saint-Légier avec un grand jardin et une vue dégagée sur le lac.",
  available_from: "01.10.2025",
  rent_net: "30000",
  rent_extra: "3600",
  price_unit: "YEARLY",
  currency: "CHF",
  number_of_rooms: "6½",
  surface_living: "210",
  surface_property: "950",
};

/** A sale in Zürich with its price on request. */
const zurich: IdxValues = {
  ...minimalRecord,
  offer_type: "SALE",
  object_category: "APPT",
  object_type: "2",
  ref_property: "ZH",
  ref_object: "1/4",
  object_zip: "8001",
  object_city: "Zürich",
  object_state: "ZH",
  object_title: "Exklusive Maisonette in der Altstadt",
  object_description: "Die Wohnung ist mit dem Lift erreichbar und hat eine grosse Terrasse.",
  selling_price: "0",
  price_unit: "SELL",
  currency: "CHF",
};

const mapOptions = { now, siteOrigins: [] };

describe("IDX 3.01: a hand-made export", () => {
  const bytes = idxFile([idxLine(attic, { trailingSeparator: true }), idxLine(villa), idxLine(zurich)]);
  const read = readIdx(bytes, { fileUrl, now });
  const [first, second, third] = read.inventory.properties ?? [];

  it("is written in Windows-1252 with CRLF, and read back with its accents", () => {
    expect(bytes.includes(0x8c)).toBe(true); // Œ, which ISO-8859-1 lacks
    expect(bytes.includes(0xfc)).toBe(true); // ü
    expect(bytes.includes(Buffer.from("\r\n"))).toBe(true);
    expect(read.skipped).toEqual([]);
    expect(read.format).toBe("idx");
    expect(first?.address?.locality).toBe("Château-d'Œx");
    expect(second?.address?.locality).toBe("Saint-Légier-La Chiésaz");
    expect(third?.address?.locality).toBe("Zürich");
    expect(first?.seller?.organization?.legalName).toBe("Rhône-Léman Immobilier");
  });

  it("gives the SwissRETS model of each record, valid against the standard's schema", () => {
    expect(swissRetsErrors(read.inventory)).toEqual([]);
    expect(read.inventory.properties?.map((property) => property.referenceId)).toEqual(["CHX.A_12", "SL.7", "ZH.1_4"]);
    expect(first).toMatchObject({
      type: "rent",
      categories: ["attic-flat"],
      availability: { state: "active", start: now.toISOString(), expiration: "2025-12-31T22:59:59.000Z" },
      modified: "2025-03-31T12:30:00.000Z",
      externalReference: { refProperty: "CHX", refObject: "A-12" },
      address: {
        street: "Route de la Gare",
        streetNumber: "12b",
        postalCode: "1660",
        region: "Vaud",
        countryCode: "CH",
      },
      prices: { currency: "CHF", rent: { gross: 2150, net: 1900, extra: 250, interval: "month", referring: "all" } },
      minergieCertification: "Minergie",
    });
    expect(first?.characteristics).toEqual({
      numberOfRooms: 3.5,
      areaBwf: 92,
      floor: 2,
      yearBuilt: 1985,
      yearLastRenovated: 2019,
      hasElevator: "applies",
      hasBalcony: "applies",
      isWheelchairAccessible: "applies",
      arePetsAllowed: "applies",
    });
    expect(second?.prices?.rent).toEqual({ net: 30000, extra: 3600, interval: "year", referring: "all" });
    expect(second?.characteristics).toMatchObject({ numberOfRooms: 6.5, areaBwf: 210, areaPropertyLand: 950 });
    expect(second?.availability.start).toBe("2025-09-30T22:00:00.000Z");
    expect(third?.type).toBe("buy");
    expect(third?.prices).toBeUndefined();
  });

  it("keeps texts as written, in their language, with the visit remark", () => {
    const text = first?.localizations[0];
    expect(text).toMatchObject({
      languageCode: "de",
      title: "Helle Attikawohnung mit Aussicht",
      excerpt: "Ruhige Lage im Dorfzentrum",
      visitInformation: "Besichtigung nach Vereinbarung, Schlüssel beim Hauswart.",
    });
    expect(text?.description).toContain("<br><b>Ruhige Lage</b> mit Blick");
    expect(second?.localizations[0]?.languageCode).toBe("fr");
    expect(third?.localizations[0]?.languageCode).toBe("de");
  });

  it("names pictures, plans and documents by the export's files; absolute addresses stay", () => {
    expect(first?.localizations[0]?.attachments).toEqual({
      images: [
        { url: fileUrl("images", "Salon Œx.jpg"), title: "Wohnzimmer" },
        { url: "https://cdn.example.ch/p/3.jpg" },
      ],
      plans: [{ url: fileUrl("images", "grundriss_og.jpg"), title: "Grundriss OG" }],
      documents: [{ url: fileUrl("doc", "Baubeschrieb.pdf"), title: "Baubeschrieb" }],
      youTubeLinks: [{ url: "https://www.youtube.com/watch?v=abc123" }],
      virtualTourLinks: [{ url: "https://my.matterport.com/show/?m=xyz" }],
    });
  });

  it("gives the agency, its contact and the visit contact, phones in E.164", () => {
    expect(first?.seller).toEqual({
      organization: {
        id: "rli",
        legalName: "Rhône-Léman Immobilier",
        address: {
          street: "Avenue Paul-Cérésole",
          streetNumber: "12",
          postalCode: "1800",
          locality: "Vevey",
          countryCode: "CH",
        },
        phone: "+41219212001",
        mobile: "+41791234567",
        email: "info@rhone-leman-immobilier.ch",
      },
      inquiryEmail: "info@rhone-leman-immobilier.ch",
      contactPerson: {
        gender: "female",
        givenName: "Anne-Sophie",
        familyName: "Müller",
        phone: "+41219212001",
        mobile: "+41791234567",
        email: "info@rhone-leman-immobilier.ch",
      },
      visitPerson: {
        gender: "male",
        givenName: "Jürg",
        familyName: "Zürcher",
        phone: "+41244712001",
        email: "juerg.zuercher@example.ch",
      },
    });
  });

  it("becomes listings of the site with the contract's fields", () => {
    const { listings, promotions } = mapInventory(read.inventory, mapOptions);
    expect(promotions).toEqual([]);
    const [attic, villa, sale] = listings.map((listing) => listing.property);
    expect(attic).toMatchObject({
      ref: "CHX.A_12",
      type: "rent",
      status: "active",
      price: 2150,
      locality: "Château-d'Œx",
      postalCode: "1660",
      region: "Vaud",
      country: "CH",
      categories: [{ name: "attic-flat" }],
      promotion: false,
      promotionRef: null,
      language: "de",
      availableFrom: now.toISOString(),
      visitInformation: "Besichtigung nach Vereinbarung, Schlüssel beim Hauswart.",
      rent: { net: 1900, charges: 250, gross: 2150 },
      minergie: "Minergie",
      video: { url: "https://www.youtube.com/watch?v=abc123" },
      contact: { agentGivenName: "Anne-Sophie", agentFamilyName: "Müller", company: "Rhône-Léman Immobilier" },
    });
    expect(attic?.attachments).toEqual([
      { url: fileUrl("images", "Salon Œx.jpg"), type: "image" },
      { url: "https://cdn.example.ch/p/3.jpg", type: "image" },
      { url: fileUrl("images", "grundriss_og.jpg"), type: "plan", title: "Grundriss OG" },
      { url: fileUrl("doc", "Baubeschrieb.pdf"), type: "document", title: "Baubeschrieb" },
    ]);
    expect(attic?.importantSpecifications).toEqual([
      { name: "number_of_rooms", value: 3.5 },
      { name: "area_bwf", value: 92 },
      { name: "year_built", value: 1985 },
      { name: "floor", value: 2 },
    ]);
    expect(attic?.features.sort()).toEqual(
      ["has-balcony", "has-elevator", "is-animal-friendly", "is-minergie-certified", "is-wheelchair-accessible"].sort(),
    );
    expect(villa).toMatchObject({ price: 2800, rent: { net: 2500, charges: 300 }, categories: [{ name: "villa" }] });
    expect(villa?.language).toBeUndefined();
    expect(sale).toMatchObject({ type: "buy", price: 0, locality: "Zürich", categories: [{ name: "maisonette" }] });
  });
});

describe("IDX 3.01: records that cannot be read", () => {
  const valid = idxLine(minimalRecord);
  const fields = (count: number) => ["IDX3.01", ...Array.from({ length: count - 1 }, () => "x")].join("#");

  it("are left out with their line and the reason; the others are served", () => {
    const lines = [
      valid, // 1
      fields(181), // 2
      "", // 3
      fields(500), // 4
      idxLine({ ...minimalRecord, object_title: "Le même" }), // 5: same reference as line 1
      "\u0001\u0002garbage\u00ff#", // 6
      idxLine({ ...minimalRecord, ref_property: "101", offer_type: "LEASE" }), // 7
      idxLine({ ...minimalRecord, ref_property: "102", object_category: "CASTLE" }), // 8
      idxLine({ ...minimalRecord, ref_property: "null" }), // 9
      idxLine({ ...minimalRecord, version: "IDX2.0", ref_property: "103" }), // 10
      idxLine({ ...minimalRecord, ref_property: "104", offer_type: "" }), // 11
      idxLine({ ...minimalRecord, ref_property: "105" }), // 12
      idxLine({ ...minimalRecord, ref_property: "106" }).slice(0, 120), // 13: the upload stopped here
    ];
    const read = readIdx(idxFile(lines, { final: false }), { fileUrl, now });
    expect(read.inventory.properties?.map((property) => property.referenceId)).toEqual(["100", "105"]);
    expect(read.skipped).toEqual([
      { line: 2, reason: "181 champs au lieu de 183" },
      { line: 4, reason: "500 champs au lieu de 183" },
      { line: 5, reason: "référence 100 déjà donnée ligne 1" },
      { line: 6, reason: "version « ??garbageÿ » au lieu de IDX3.01" },
      { line: 7, reason: "type d'offre « LEASE » inconnu (RENT ou SALE attendu)" },
      {
        line: 8,
        reason:
          "catégorie « CASTLE » inconnue (AGRI, APPT, GARDEN, GASTRO, HOUSE, INDUS, PARK, PROP, SECONDARY attendue)",
      },
      { line: 9, reason: "référence absente (ref_property, ref_house et ref_object vides)" },
      { line: 10, reason: "version « IDX2.0 » au lieu de IDX3.01" },
      { line: 11, reason: "type d'offre absent (RENT ou SALE attendu)" },
      { line: 13, reason: expect.stringMatching(/^ligne coupée à la fin du fichier : \d+ champs au lieu de 183$/) },
    ]);
    expect(swissRetsErrors(read.inventory)).toEqual([]);
  });

  it("counts fields with or without the separator after the last one, with LF line ends", () => {
    const lines = [
      valid,
      `${fields(181)}#`,
      idxLine({ ...minimalRecord, ref_property: "2" }, { trailingSeparator: true }),
      `${idxLine({ ...minimalRecord, ref_property: "3" })}##`,
    ];
    const read = readIdx(idxFile(lines, { lineEnd: "\n" }), { fileUrl, now });
    expect(read.skipped).toEqual([
      { line: 2, reason: "181 champs au lieu de 183" },
      { line: 4, reason: "184 champs au lieu de 183" },
    ]);
    expect(read.inventory.properties?.map((property) => property.referenceId)).toEqual(["100", "2"]);
  });

  it("accept lines ended by CR alone, and name a listing without title by its kind and town", () => {
    const text = [
      idxLine({ ...minimalRecord, object_title: "" }),
      idxLine({ ...minimalRecord, ref_property: "2" }),
    ].join("\r");
    const read = readIdx(Buffer.from(text, "latin1"), { fileUrl, now });
    expect(read.skipped).toEqual([]);
    expect(read.inventory.properties?.map((property) => property.localizations[0]?.title)).toEqual([
      "Appartement à Vevey",
      "Appartement de 3.5 pièces",
    ]);
  });

  it("refuse a file without a single readable record, naming the file and the first line", () => {
    const refuse = (bytes: Uint8Array) => {
      try {
        readIdx(bytes, { fileUrl, now });
      } catch (error) {
        expect(error).toBeInstanceOf(FeedError);
        expect((error as FeedError).where).toBe("unload.txt");
        expect((error as FeedError).message).not.toMatch(/[\r\n]/);
        return (error as FeedError).detail;
      }
      throw new Error("read without error");
    };
    expect(refuse(new Uint8Array())).toBe("fichier vide : aucune annonce");
    expect(refuse(idxFile(["", "  ", ""]))).toBe("fichier vide : aucune annonce");
    expect(refuse(idxFile([fields(20), fields(183 + 1) + "x"]))).toBe(
      "aucune annonce lisible : ligne 1 : 20 champs au lieu de 183 (et 1 autre ligne écartée)",
    );
    expect(refuse(Buffer.from('{"generator":{"version":"3.6.0"}}'))).toMatch(
      /^aucune annonce lisible : ligne 1 : version/,
    );
  });

  it("refuse binary garbage and pathological lines quickly, without crashing", () => {
    let seed = 42;
    const garbage = new Uint8Array(4_000_000).map(() => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed >>> 23;
    });
    const long = Buffer.from(
      `IDX3.01${"#".repeat(1_000_000)}\n${" ".repeat(1_000_000)}x\nIDX3.01#${" ".repeat(500_000)}`,
    );
    for (const bytes of [garbage, long]) {
      const started = performance.now();
      expect(() => readIdx(bytes, { fileUrl, now })).toThrow(FeedError);
      expect(performance.now() - started).toBeLessThan(10_000);
    }
  });
});

describe("IDX 3.01: decoding and recognition", () => {
  it("decodes Windows-1252, not ISO-8859-1: 0x80 is €, 0x8C is Œ, 0x92 is ’", () => {
    const bytes = iconv.encode(idxLine({ ...minimalRecord, sender_id: "€’", object_city: "Œ" }), "win1252");
    expect([...bytes.subarray(8, 10)]).toEqual([0x80, 0x92]);
    expect(bytes.includes(0x8c)).toBe(true);
    const read = readIdx(bytes, { fileUrl, now });
    expect(read.inventory.properties?.[0]?.address?.locality).toBe("Œ");
    expect(read.inventory.generator.name).toBe("€’ (IDX 3.01)");
  });

  it("reads a file that starts with the UTF-8 mark as UTF-8", () => {
    const text = idxLine({ ...minimalRecord, object_city: "Zürich", object_title: "Château-d'Œx" });
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, "utf8")]);
    expect(looksLikeIdx(bytes)).toBe(true);
    const property = readIdx(bytes, { fileUrl, now }).inventory.properties?.[0];
    expect(property?.address?.locality).toBe("Zürich");
    expect(property?.localizations[0]?.title).toBe("Château-d'Œx");
  });

  it("recognises IDX by its first record only", () => {
    expect(looksLikeIdx(idxFile([idxLine(minimalRecord)]))).toBe(true);
    expect(looksLikeIdx(Buffer.from("\r\n\r\n  idx3.01#x"))).toBe(true);
    expect(looksLikeIdx(Buffer.from("IDX3.01"))).toBe(false);
    expect(looksLikeIdx(Buffer.from("IDX3.0#"))).toBe(false);
    expect(looksLikeIdx(Buffer.from('{"generator":{}}'))).toBe(false);
    expect(looksLikeIdx(Buffer.from('<?xml version="1.0"?><inventory/>'))).toBe(false);
    expect(looksLikeIdx(new Uint8Array())).toBe(false);
    expect(looksLikeIdx(Buffer.from(`${"\n".repeat(5000)}IDX3.01#`))).toBe(false);
  });
});
