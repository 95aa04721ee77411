import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { swissRetsErrors } from "@rli/upstream/feeds/swissrets-schema";
import { describe, expect, it } from "vitest";
import { FeedError } from "@rli/upstream/feeds/feed-result";
import {
  looksLikeSwissRetsXml,
  maxSwissRetsXmlLength,
  readSwissRetsXml,
} from "@rli/upstream/feeds/swissrets-xml/read-swissrets-xml";
import { swissRetsXsd } from "@rli/upstream/feeds/swissrets-xml/swissrets-xsd";
import { decodeXmlBytes } from "@rli/upstream/feeds/swissrets-xml/xml-encoding";
import { mapInventory } from "@rli/upstream/map-swissrets";

const fixtures = "tests/fixtures/feeds/swissrets-xml";
const example = (name: string) => readFileSync(path.join(fixtures, name), "utf8");
const examples = readdirSync(fixtures).filter((name) => name.endsWith(".xml"));
const shouldFail = readdirSync(path.join(fixtures, "should-fail")).filter((name) => name.endsWith(".xml"));

const options = { now: new Date("2012-12-01T00:00:00Z"), siteOrigins: ["https://www.rhone-leman-immobilier.ch"] };

/** The FeedError `read` throws (the test fails if it throws nothing or something else). */
function refusal(read: () => unknown): FeedError {
  try {
    read();
  } catch (error) {
    expect(error).toBeInstanceOf(FeedError);
    return error as FeedError;
  }
  throw new Error("no FeedError thrown");
}

/** full.xml with one piece of text replaced (which must be there). */
function fullWith(search: string, replacement: string): string {
  const full = example("full.xml");
  expect(full).toContain(search);
  return full.replace(search, replacement);
}

const minimalProperty = (body: string) =>
  `<?xml version="1.0" encoding="utf-8"?>\n<export>\n  <properties>\n    <property id="1">\n      <referenceId>LA-1</referenceId>\n      <availability>active</availability>\n      <type>rent</type>\n      <localizations>\n        <localization lang="fr">\n          <name>Appartement</name>\n        </localization>\n      </localizations>\n${body}    </property>\n  </properties>\n</export>\n`;

describe("SwissRETS XML: the repository's examples", () => {
  it("keeps the schema module identical to the schema file beside it", () => {
    const file = readFileSync("packages/upstream/src/feeds/swissrets-xml/schema.xsd", "utf8");
    expect(swissRetsXsd).toBe(file);
  });

  it("has the seven examples and fourteen invalid ones of the repository", () => {
    expect(examples).toHaveLength(7);
    expect(shouldFail).toHaveLength(14);
  });

  it.each(examples)("reads %s into an inventory valid against the SwissRETS JSON schema", (name) => {
    const read = readSwissRetsXml(example(name));
    expect(read.format).toBe("swissrets-xml");
    expect(read.skipped).toEqual([]);
    expect(swissRetsErrors(read.inventory).map((error) => `${error.instancePath} ${error.message}`)).toEqual([]);
    const propertyCount = (example(name).match(/<property /g) ?? []).length;
    expect(read.inventory.properties?.length ?? 0).toBe(propertyCount);
  });

  it.each(shouldFail)("refuses should-fail/%s, naming the element and its line", (name) => {
    const error = refusal(() => readSwissRetsXml(example(`should-fail/${name}`)));
    expect(error.where).toMatch(/^\/export\/[\w/[\]@]+ \(ligne \d+\)$/);
    expect(error.detail).not.toMatch(/[Ee]lement '|expected|is not/);
  });

  it("converts every element of full.xml to its JSON name and type", () => {
    const { inventory } = readSwissRetsXml(example("full.xml"));
    expect(inventory.created).toBe("2012-12-13T12:12:12+01:00");
    expect(inventory.generator).toEqual({ name: "Some Immo Soft", version: "v3.4.5" });
    const property = inventory.properties![0]!;
    expect(property).toMatchObject({
      id: "str12346",
      type: "buy",
      referenceId: "str1234",
      unitReferenceId: "str1234",
      visualReferenceId: "str1234",
      minergieCertification: "Minergie",
      created: "2012-12-13T12:12:12+01:00",
      modified: "2012-12-13T12:12:12+01:00",
      parcelNumbers: "str1234",
      author: "str1234",
      buildingZones: "str1234",
      development: "full",
      bfs: { egid: "str1234", ewid: "str1234" },
      heating: { generation: "district", distribution: "radiator" },
      categories: ["apartment"],
      availability: { state: "active", start: "2018-12-13T12:12:12+01:00", expiration: "2019-12-13T12:12:12+01:00" },
      publishers: [
        {
          id: "str12347",
          options: [
            {
              key: "str1234",
              value: "str1234",
              languageCode: "st",
              start: "2012-12-13T12:12:12+01:00",
              expiration: "2012-12-13T12:12:12+01:00",
            },
          ],
        },
      ],
      address: {
        countryCode: "CH",
        locality: "Kirchlindach",
        region: "Bern",
        postalCode: "3038",
        postOfficeBoxNumber: "1",
        street: "Somestreet",
        streetNumber: "5",
        streetAddition: "a",
        subunit: 1,
        geo: { latitude: 46.9479739, longitude: 7.4474468, elevation: 350 },
      },
      prices: {
        currency: "CHF",
        buy: { price: 850000, extra: 25000, wirPercentage: 5, referring: "all" },
        auction: {
          startPrice: 745,
          startDate: "2012-12-13T12:12:12+01:00",
          expiration: "2012-12-13T12:12:13+01:00",
        },
        deposit: { amount: 60000, type: "bank-guarantee" },
        additionalOffers: [{ price: 25000, type: "parking-garage", interval: "onetime" }],
      },
    });
    expect(property.characteristics).toMatchObject({
      areaBwf: 123.45,
      floor: 1234,
      numberOfRooms: 123.45,
      numberOfBathrooms: 745,
      yearBuilt: 2009,
      utilizationRatio: 0.7,
      arePetsAllowed: "applies",
      hasAttic: "does-not-apply",
      hasBalcony: "unknown",
    });
    expect(Object.keys(property.characteristics!)).toHaveLength(
      (
        example("full.xml")
          .match(/<characteristics>[\s\S]*?<\/characteristics>/g)!
          .at(-1)!
          .match(/<\w+>[^<]*<\/\w+>/g) ?? []
      ).length,
    );
    // The XML's inquiry person becomes the JSON's inquiry e-mail; utilizations have no JSON counterpart.
    expect(property.seller).toMatchObject({
      organization: {
        id: "Someorg Ltd",
        legalName: "Someorg Ltd",
        phone: "+4178254657",
        website: { url: "https://someorg.com", title: "Some LTD org", label: "Some LTD org" },
        address: { postalCode: "3000", subunit: 1 },
      },
      contactPerson: { givenName: "Jim", familyName: "Smith", function: "Caretaker", gender: "m" },
      visitPerson: { givenName: "Jim", email: "jsmith@somehwere.com" },
      inquiryEmail: "jsmith@somehwere.com",
    });
    expect(property).not.toHaveProperty("utilizations");
    const localization = property.localizations[0]!;
    expect(localization).toMatchObject({
      languageCode: "st",
      title: "str1234",
      excerpt: "str1234",
      description: "str1234",
      location: "str1234",
      equipment: "str1234",
      visitInformation: "str1234",
      events: [
        {
          name: "Visit",
          start: "2012-12-13T12:00:00+01:00",
          end: "2012-12-13T13:00:00+01:00",
          location: "At the real estate",
          summary: "Max. 2 persons allowed. No dogs!",
        },
      ],
    });
    expect(localization.attachments).toEqual({
      images: [
        {
          url: "http://www.someorg.com/dg546jdl",
          title: "The living room",
          description: "The living is very nice",
          mimeType: "image/jpeg",
        },
        {
          url: "http://www.someorg.com/dg546jdl",
          title: "The bathroom",
          description: "The bathroom is very nice",
          mimeType: "image/jpeg",
        },
      ],
      logos: [{ url: "http://www.someorg.com/dg546jdl", mimeType: "image/jpeg" }],
      documents: [{ url: "http://www.someorg.com/dg546jdl", title: "The document", mimeType: "image/jpeg" }],
      plans: [{ url: "http://www.someorg.com/dg546jdl", title: "The plan", mimeType: "image/jpeg" }],
      landRegisterExtracts: [
        { url: "http://example.com/file.pdf", title: "Grundbuchauszug", mimeType: "application/pdf" },
      ],
      directLinks: [{ url: "http://www.someorg.com/dg546jdl", title: "The direct link" }],
      links: [{ url: "http://www.someorg.com/dg546jdl", title: "The link" }],
      virtualTourLinks: [{ url: "http://www.virtualmax.com/dg546jdl", title: "The virtual tour" }],
      youTubeLinks: [{ url: "http://www.youtube.com/dg546jdl", title: "The video" }],
    });
  });

  it("converts a project with its prices, characteristics and units", () => {
    const project = readSwissRetsXml(example("full.xml")).inventory.projects![0]!;
    expect(project).toMatchObject({
      id: "str1234",
      referenceId: "str1234",
      constructionStatus: "under-construction",
      availability: { state: "active", start: "2018-12-13T12:12:12+01:00" },
      address: { locality: "Kirchlindach", postalCode: "3038" },
      prices: {
        currency: "CHF",
        rent: { netFrom: 1000, netTo: 5000, interval: "month", referring: "all" },
        buy: { priceFrom: 250000, priceTo: 1000000, referring: "all" },
      },
      characteristics: {
        areaSiaNfFrom: 200,
        numberOfRoomsFrom: 2.5,
        numberOfRoomsTo: 4.5,
        numberOfResidentialUnits: 23,
      },
      seller: { inquiryEmail: "jane@backoffice.com", contactPerson: { givenName: "Jim" } },
      units: [
        {
          id: "str12345",
          referenceId: "str1234",
          localizations: [{ languageCode: "en", title: "Building A1" }],
          characteristics: [{ numberOfFloors: 12 }],
        },
      ],
    });
    const localization = project.localizations![0]!;
    expect(localization.title).toBe("The best project of all time");
    // CDATA text, without the indentation around it
    expect(localization.description).toBe("<p>This project is beautiful</p>");
    expect(localization.attachments?.images).toHaveLength(2);
    expect(localization.attachments?.virtualTourLinks).toEqual([
      { url: "http://www.virtualmax.com/dg546jdl", title: "The virtual tour" },
    ]);
  });

  it("reads each repeated element as an array even when there is one, and an empty list as none", () => {
    const { inventory } = readSwissRetsXml(example("minimal-properties.xml"));
    expect(inventory.properties).toHaveLength(1);
    expect(inventory.properties![0]!.localizations).toEqual([{ languageCode: "en", title: "Calm and beautiful flat" }]);
    expect(inventory.projects).toBeUndefined();
    expect(readSwissRetsXml(example("empty.xml")).inventory).toEqual({
      generator: { version: "inconnue" },
      properties: [],
    });
  });

  it("keeps each rent figure the export gives, and only those", () => {
    const rents = readSwissRetsXml(example("property-prices-rent-variants.xml")).inventory.properties!.map(
      (property) => property.prices?.rent,
    );
    expect(rents).toEqual([
      { gross: 2000, net: 1800, extra: 200, interval: "month", referring: "all" },
      { gross: 2000, net: 1800, extra: 200, interval: "month", referring: "all" },
      { extra: 200, interval: "month", referring: "all" },
      { gross: 2000, interval: "month", referring: "all" },
      { net: 1800, interval: "month", referring: "all" },
    ]);
  });
});

describe("SwissRETS XML: the site shows it as a JSON inventory", () => {
  it("gives the listings with title, price, rooms, locality and attachments", () => {
    const { inventory } = readSwissRetsXml(example("full.xml"));
    const [listing] = mapInventory(inventory, options).listings;
    const property = listing!.property;
    expect(property).toMatchObject({ ref: "STR1234", type: "buy", title: "str1234", price: 850000 });
    expect(property.locality).toBe("Kirchlindach");
    expect(property.postalCode).toBe("3038");
    expect(property.specifications).toContainEqual({ name: "number_of_rooms", value: 123.45 });
    expect(property.attachments.map((attachment) => attachment.type)).toEqual(["image", "image", "plan", "document"]);
    // The standard's example links its video over plain http: not offered (decision 136).
    expect(property.video).toBeNull();
    expect(property.publishedAt).toBe("2012-12-13T11:12:12.000Z");
    expect(property.visits).toEqual([
      {
        name: "Visit",
        start: "2012-12-13T11:00:00.000Z",
        end: "2012-12-13T12:00:00.000Z",
        location: "At the real estate",
        summary: "Max. 2 persons allowed. No dogs!",
      },
    ]);
  });

  it("shows a listing only in German or English with its language", () => {
    const { listings } = mapInventory(readSwissRetsXml(example("multiple.xml")).inventory, options);
    expect(
      listings.map(({ property }) => [property.ref, property.title, property.locality, property.language]),
    ).toEqual([
      ["LA-644238", "Calm and beautiful flat", "Kirchlindach", "en"],
      ["LA-644239", "S bescht wos je heds gids", "Gampelen", "de"],
      ["LA-644240", "Aucune idee - mois non plus.", "Marin-Epagnier", undefined],
    ]);
    expect(listings.map(({ property }) => property.status)).toEqual(["active", "taken", "reserved"]);
  });

  it("groups the lots of a project under its promotion", () => {
    const { listings, promotions } = mapInventory(readSwissRetsXml(example("project-tree.xml")).inventory, options);
    expect(listings.map(({ property }) => property.promotionRef)).toEqual(["PROJ", "PROJ", "PROJ"]);
    expect(promotions.map(({ promotion }) => promotion.ref)).toEqual(["PROJ"]);
  });

  it("offers a virtual tour of a known host, and no video when there is none", () => {
    const xml = minimalProperty("").replace(
      "<name>Appartement</name>",
      "<name>Appartement</name>\n<attachments><linkVirtualTour><url>https://tour.example/1</url></linkVirtualTour>" +
        "<linkVirtualTour><url>https://my.matterport.com/show/?m=Ab12</url></linkVirtualTour></attachments>",
    );
    const { inventory } = readSwissRetsXml(xml);
    expect(inventory.properties![0]!.localizations[0]!.attachments).toEqual({
      virtualTourLinks: [{ url: "https://tour.example/1" }, { url: "https://my.matterport.com/show/?m=Ab12" }],
    });
    const { property } = mapInventory(inventory, options).listings[0]!;
    expect(property.virtualTour).toEqual({ url: "https://my.matterport.com/show/?m=Ab12" });
    expect(property.video).toBeNull();
  });
});

describe("SwissRETS XML: what the JSON model wants beyond the XML", () => {
  it("gives a time without zone the Swiss offset of its day, and keeps one with a zone", () => {
    const read = (created: string) => readSwissRetsXml(`<export><created>${created}</created></export>`).inventory;
    expect(read("2024-01-15T08:30:00").created).toBe("2024-01-15T08:30:00+01:00");
    expect(read("2024-07-15T08:30:00").created).toBe("2024-07-15T08:30:00+02:00");
    expect(read("2024-07-15T08:30:00.250").created).toBe("2024-07-15T08:30:00.250+02:00");
    expect(read("2024-07-15T08:30:00Z").created).toBe("2024-07-15T08:30:00Z");
    expect(read("2024-07-15T08:30:00-05:00").created).toBe("2024-07-15T08:30:00-05:00");
    expect(read("2024-12-31T24:00:00").created).toBe("2025-01-01T00:00:00+01:00");
    expect(swissRetsErrors(read("2024-03-31T02:30:00"))).toEqual([]);
  });

  it("writes phone numbers without their spaces, as the JSON pattern wants", () => {
    const xml = minimalProperty(
      "      <seller><contactPerson><phone>+41 21 123 45 67</phone><mobile>079 123 45 67</mobile></contactPerson></seller>\n",
    );
    const { inventory } = readSwissRetsXml(xml);
    expect(inventory.properties![0]!.seller?.contactPerson).toEqual({ phone: "+41211234567", mobile: "0791234567" });
    expect(swissRetsErrors(inventory)).toEqual([]);
  });

  it("renames hasFiberOptics, fills a project's currency and reference, leaves out what JSON cannot hold", () => {
    const property = readSwissRetsXml(
      minimalProperty(
        [
          "      <characteristics><hasFiberOptics>applies</hasFiberOptics></characteristics>",
          "      <address><geo><latitude>INF</latitude><longitude>6.6</longitude></geo></address>",
          '      <prices><auction start="2024-01-01T10:00:00">1000</auction>',
          '<additionalOffers><offer>100</offer><offer type="parking-garage">120</offer></additionalOffers></prices>',
          "",
        ].join("\n"),
      ),
    ).inventory.properties![0]!;
    expect(property.characteristics).toEqual({ hasFiberOptic: "applies" });
    expect(property.address).toEqual({});
    expect(property.prices).toEqual({ additionalOffers: [{ price: 120, type: "parking-garage" }] });

    const project = readSwissRetsXml(
      example("minimal-projects.xml").replace(
        "<localizations>",
        "<prices><buy><priceFrom>500000</priceFrom><priceTo>900000</priceTo></buy></prices><localizations>",
      ),
    ).inventory;
    expect(project.projects![0]!.prices).toEqual({
      currency: "CHF",
      buy: { priceFrom: 500000, priceTo: 900000, referring: "all" },
    });
    expect(swissRetsErrors(project)).toEqual([]);
  });

  it("reads the text of an element around a comment inside it", () => {
    const xml = minimalProperty("").replace("<name>Appartement</name>", "<name>Apparte<!-- CRM -->ment</name>");
    expect(readSwissRetsXml(xml).inventory.properties![0]!.localizations[0]!.title).toBe("Appartement");
  });

  it("keeps unit references as written, so that references the XSD holds distinct stay distinct", () => {
    const xml = example("project-tree.xml")
      .replace("<referenceId>projB2</referenceId>", "<referenceId> projA1</referenceId>")
      .replace("<unitReferenceId>projB2</unitReferenceId>", "<unitReferenceId> projA1</unitReferenceId>");
    const { inventory } = readSwissRetsXml(xml);
    expect(inventory.projects![0]!.units.map((unit) => unit.referenceId)).toEqual(["projA1", " projA1"]);
    expect(inventory.properties!.map((property) => property.unitReferenceId)).toEqual(["projA1", "projA1", " projA1"]);
    expect(swissRetsErrors(inventory)).toEqual([]);
  });

  it("takes the text as already decoded, whatever encoding its declaration names", () => {
    const xml = minimalProperty("")
      .replace('encoding="utf-8"', 'encoding="ISO-8859-1"')
      .replace("Appartement", "Appartement à Genève &amp; vue &#233;tendue");
    expect(readSwissRetsXml(xml).inventory.properties![0]!.localizations[0]!.title).toBe(
      "Appartement à Genève & vue étendue",
    );
    expect(readSwissRetsXml(`\uFEFF${minimalProperty("")}`).inventory.properties).toHaveLength(1);
  });
});

describe("SwissRETS XML: refusals", () => {
  it("names the element, its path and line for a wrong value", () => {
    const xml = example("property-prices-rent-variants.xml").replace(
      "<net>1800</net>\n          <gross>",
      "<net>1 800.-</net>\n          <gross>",
    );
    const error = refusal(() => readSwissRetsXml(xml));
    expect(error.where).toBe("/export/properties/property[2]/prices/rent/net (ligne 27)");
    expect(error.detail).toBe(
      "valeur « 1 800.- » invalide, attendu : un nombre entier positif, sans séparateur de milliers",
    );
    expect(error.message).toBe(`${error.where} : ${error.detail}`);
  });

  it("quotes a wrong value on one line, shortened", () => {
    const multiline = refusal(() =>
      readSwissRetsXml(minimalProperty("").replace("<type>rent</type>", "<type>\nrent</type>")),
    );
    expect(multiline.detail).toBe("valeur « \\nrent » invalide, valeurs admises : buy, rent");
    const long = refusal(() =>
      readSwissRetsXml(minimalProperty("      <created>" + "2".repeat(5000) + "</created>\n")),
    );
    expect(long.detail).toBe(`valeur « ${"2".repeat(79)}… » invalide, attendu : une date et heure AAAA-MM-JJThh:mm:ss`);
  });

  it("lists the admitted words for a value outside the list", () => {
    const error = refusal(() =>
      readSwissRetsXml(minimalProperty("").replace("<type>rent</type>", "<type>location</type>")),
    );
    expect(error.where).toBe("/export/properties/property/type (ligne 7)");
    expect(error.detail).toBe("valeur « location » invalide, valeurs admises : buy, rent");
  });

  it("names the attribute of a wrong attribute value", () => {
    const error = refusal(() => readSwissRetsXml(fullWith('interval="onetime"', 'interval="weekly"')));
    expect(error.where).toMatch(
      /^\/export\/properties\/property\/prices\/additionalOffers\/offer\/@interval \(ligne \d+\)$/,
    );
    expect(error.detail).toBe(
      "attribut « interval » : valeur « weekly » invalide, valeurs admises : onetime, day, week, month, year",
    );
  });

  it("says what a language code must be, and refuses an attribute the schema does not know", () => {
    const lang = refusal(() => readSwissRetsXml(minimalProperty("").replace('lang="fr"', 'lang="fra"')));
    expect(lang.where).toBe("/export/properties/property/localizations/localization/@lang (ligne 9)");
    expect(lang.detail).toBe(
      "attribut « lang » : valeur « fra » invalide, attendu : deux lettres minuscules (code de langue, ex. fr)",
    );
    const unknown = refusal(() => readSwissRetsXml(fullWith('<deposit type="bank-guarantee">', '<deposit kind="x">')));
    expect(unknown.where).toMatch(/^\/export\/properties\/property\/prices\/deposit\/@kind \(ligne \d+\)$/);
    expect(unknown.detail).toBe("attribut « kind » inconnu du schéma SwissRETS");
  });

  it("names the required element that is missing, even where libxml2's list of expected ones stops short", () => {
    const noReference = refusal(() => readSwissRetsXml(example("should-fail/property-reference-id-missing.xml")));
    expect(noReference.detail).toBe("élément obligatoire <referenceId> manquant dans <property>");
    const noAvailability = refusal(() => readSwissRetsXml(example("should-fail/availability-missing.xml")));
    expect(noAvailability.detail).toBe("élément obligatoire <availability> manquant dans <property>");
    const noName = refusal(() => readSwissRetsXml(example("should-fail/localization-name-missing.xml")));
    expect(noName.where).toBe("/export/properties/property/localizations/localization (ligne 14)");
    expect(noName.detail).toBe("élément obligatoire <name> manquant dans <localization>");
  });

  it("refuses an element the schema does not know", () => {
    const error = refusal(() => readSwissRetsXml(minimalProperty("      <surface>85</surface>\n")));
    expect(error.where).toBe("/export/properties/property/surface (ligne 13)");
    expect(error.detail).toMatch(
      /^élément <surface> inattendu ici \(inconnu du schéma SwissRETS, en double ou mal placé\)/,
    );
  });

  it("refuses a unit reference to no project unit, and counts the other errors", () => {
    const error = refusal(() => readSwissRetsXml(example("should-fail/reference-to-non-existing-unit.xml")));
    expect(error.where).toBe("/export/properties/property (ligne 27)");
    expect(error.detail).toBe(
      "<unitReferenceId> ne renvoie à aucune unité de projet (<unit><referenceId>) : « str1234wrong »",
    );
    const twice = refusal(() =>
      readSwissRetsXml(
        example("multiple.xml")
          .replace("<type>buy</type>", "<type>sale</type>")
          .replace("<type>rent</type>", "<type>let</type>"),
      ),
    );
    expect(twice.where).toBe("/export/properties/property[1]/type (ligne 7)");
    expect(twice.detail).toMatch(/\(et 1 autre erreur dans le fichier\)$/);
  });

  it("refuses another root element and a namespaced export", () => {
    expect(refusal(() => readSwissRetsXml("<inventory/>")).detail).toBe(
      "l'élément racine est <inventory> : un export SwissRETS commence par <export>",
    );
    expect(refusal(() => readSwissRetsXml('<export xmlns="urn:example"/>')).detail).toBe(
      "l'élément racine <export> est dans l'espace de noms « urn:example » : un export SwissRETS n'en a pas",
    );
  });

  it("refuses malformed XML with its line and column", () => {
    const whole = minimalProperty("");
    const cut = refusal(() => readSwissRetsXml(whole.slice(0, whole.indexOf("</localizations>"))));
    expect(cut.where).toMatch(/^ligne 12, colonne \d+$/);
    expect(cut.detail).toBe(
      "XML mal formé : le fichier s'arrête avant la fin de <localizations> (ouverte ligne 8) : fichier tronqué ?",
    );
    const tag = refusal(() => readSwissRetsXml(whole.slice(0, 200)));
    expect(tag.detail).toMatch(/^XML mal formé : balise ouvrante <\w+> non terminée$/);
    const mismatch = refusal(() => readSwissRetsXml("<export>\n<properties>\n</propertie></export>"));
    expect(mismatch.where).toBe("ligne 3, colonne 13");
    expect(mismatch.detail).toBe(
      "XML mal formé : balise fermante </propertie> au lieu de </properties> (ouverte ligne 2)",
    );
    const ampersand = refusal(() => readSwissRetsXml("<export><generator>Dupont & fils</generator></export>"));
    expect(ampersand.detail).toBe("XML mal formé : « & » seul : il s'écrit &amp; en XML");
  });

  it("refuses what would exhaust the parser: deep nesting, a huge text", () => {
    const deep = refusal(() => readSwissRetsXml(`<export>${"<a>".repeat(300)}${"</a>".repeat(300)}</export>`));
    expect(deep.detail).toBe("XML mal formé : éléments imbriqués sur plus de 256 niveaux");
    const huge = refusal(() =>
      readSwissRetsXml(`<export><generator>${"x".repeat(11 * 1024 * 1024)}</generator></export>`),
    );
    expect(huge.detail).toBe("XML mal formé : texte de plus de 10 Mo d'un seul tenant");
  });

  it("refuses a text beyond the size it reads, before parsing it", () => {
    const oversized = `<export>${" ".repeat(maxSwissRetsXmlLength + 1024 * 1024)}</export>`;
    expect(refusal(() => readSwissRetsXml(oversized)).detail).toBe(
      "fichier trop volumineux : 65,0 Mo, au plus 64,0 Mo",
    );
  });

  it("refuses an empty text, and a JSON text given by mistake", () => {
    expect(refusal(() => readSwissRetsXml("")).message).toBe("/ : fichier vide : aucun contenu XML");
    expect(refusal(() => readSwissRetsXml(" \n\t")).detail).toBe("fichier vide : aucun contenu XML");
    const json = readFileSync("node_modules/@qualipool/swissrets-json/dist/examples/swissrets-min.json", "utf8");
    expect(refusal(() => readSwissRetsXml(json)).detail).toBe(
      "le fichier est du JSON, pas un export SwissRETS XML (il commence par « { »)",
    );
    expect(refusal(() => readSwissRetsXml("not xml at all")).detail).toBe(
      "XML mal formé : ce n'est pas du XML : aucun élément au début du fichier",
    );
  });
});

describe("SwissRETS XML: no DTD, no external entity, no entity expansion", () => {
  const doctype = "déclaration DOCTYPE refusée : un export SwissRETS n'en a pas, et ni DTD ni entité ne sont lues";

  it("refuses an external entity (XXE) without reading the file", () => {
    const xxe = minimalProperty("").replace(
      '<?xml version="1.0" encoding="utf-8"?>\n',
      '<?xml version="1.0"?>\n<!DOCTYPE export [<!ENTITY secret SYSTEM "file:///etc/passwd">]>\n',
    );
    const withEntity = xxe.replace("<name>Appartement</name>", "<name>&secret;</name>");
    expect(refusal(() => readSwissRetsXml(withEntity)).detail).toBe(doctype);
    expect(refusal(() => readSwissRetsXml('<!DOCTYPE export SYSTEM "file:///etc/passwd"><export/>')).detail).toBe(
      doctype,
    );
    expect(
      refusal(() => readSwissRetsXml('<!-- x --><!DOCTYPE export PUBLIC "-//x" "http://127.0.0.1:1/x.dtd"><export/>'))
        .detail,
    ).toBe(doctype);
  });

  it("refuses a billion laughs at once", () => {
    const levels = Array.from({ length: 10 }, (_, level) => {
      const inner = level === 0 ? "lol" : `&lol${level - 1};`.repeat(10);
      return `<!ENTITY lol${level} "${inner}">`;
    }).join("\n");
    const bomb = `<?xml version="1.0"?>\n<!DOCTYPE export [\n${levels}\n]>\n<export><generator>&lol9;</generator></export>`;
    const started = performance.now();
    expect(refusal(() => readSwissRetsXml(bomb)).detail).toBe(doctype);
    // A DOCTYPE cut by a malformed prolog is refused all the same.
    expect(refusal(() => readSwissRetsXml(`<?xml version="1.0"\n${bomb.slice(22)}`)).detail).toBe(doctype);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe("SwissRETS XML: telling the format from the head of a file", () => {
  it("recognises an export by its root element", () => {
    for (const name of examples) expect(looksLikeSwissRetsXml(example(name).slice(0, 4096))).toBe(true);
    expect(looksLikeSwissRetsXml("\uFEFF<?xml version='1.0'?>\n<!-- CRM -->\n<export>")).toBe(true);
    expect(looksLikeSwissRetsXml('<!DOCTYPE export SYSTEM "x.dtd"><export/>')).toBe(true);
  });

  it("does not take JSON, IDX, another XML or nothing for one", () => {
    expect(looksLikeSwissRetsXml('{"generator":{"version":"3.6.0"}}')).toBe(false);
    expect(looksLikeSwissRetsXml("IDX3.01#SAMPLE#1#...")).toBe(false);
    expect(looksLikeSwissRetsXml('<?xml version="1.0"?><exports/>')).toBe(false);
    expect(looksLikeSwissRetsXml('<?xml version="1.0"?><inventory><export/></inventory>')).toBe(false);
    expect(looksLikeSwissRetsXml("")).toBe(false);
    expect(looksLikeSwissRetsXml("<!-- a comment cut by the end of the head")).toBe(false);
  });
});

describe("SwissRETS XML: the bytes of a file decoded as it declares", () => {
  const latin1 = (text: string) => Uint8Array.from(text, (char) => (char === "€" ? 0x80 : char.charCodeAt(0)));

  it("reads UTF-8, with or without its byte order mark", () => {
    const bytes = new TextEncoder().encode(minimalProperty("").replace("Appartement", "Appartement à Genève"));
    expect(decodeXmlBytes(bytes)).toContain("Appartement à Genève");
    expect(decodeXmlBytes(Uint8Array.from([0xef, 0xbb, 0xbf, ...bytes]))).toBe(decodeXmlBytes(bytes));
  });

  it("reads ISO-8859-1 and Windows-1252 as Windows-1252, and UTF-16 by its byte order mark", () => {
    for (const encoding of ["ISO-8859-1", "windows-1252"]) {
      const xml = minimalProperty("")
        .replace('encoding="utf-8"', `encoding="${encoding}"`)
        .replace("Appartement", "Appartement à Genève, 1 800 €");
      const text = decodeXmlBytes(latin1(xml));
      expect(readSwissRetsXml(text).inventory.properties![0]!.localizations[0]!.title).toBe(
        "Appartement à Genève, 1 800 €",
      );
    }
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from(minimalProperty("").replace("Appartement", "Vue sur le Léman"), "utf16le"),
    ]);
    expect(decodeXmlBytes(utf16)).toContain("Vue sur le Léman");
  });

  it("refuses Latin-1 bytes in a file that does not declare them, with their line, and an unknown encoding", () => {
    const undeclared = latin1(minimalProperty("").replace("Appartement", "Appartement à Genève"));
    const error = refusal(() => decodeXmlBytes(undeclared));
    expect(error.where).toBe("ligne 10");
    expect(error.detail).toMatch(/^encodage invalide : octets qui ne sont pas de l'UTF-8/);
    const unknown = new TextEncoder().encode('<?xml version="1.0" encoding="x-mac-klingon"?><export/>');
    expect(refusal(() => decodeXmlBytes(unknown)).detail).toBe(
      "encodage « x-mac-klingon » non pris en charge (UTF-8, ISO-8859-1 ou Windows-1252)",
    );
  });
});
