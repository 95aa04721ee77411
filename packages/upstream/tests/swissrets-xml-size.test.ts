import { swissRetsErrors } from "@rli/upstream/feeds/swissrets-schema";
import { describe, expect, it } from "vitest";
import { FeedError } from "@rli/upstream/feeds/feed-result";
import { readSwissRetsXml } from "@rli/upstream/feeds/swissrets-xml/read-swissrets-xml";
import { mapInventory } from "@rli/upstream/map-swissrets";

/** One listing as a CRM writes it: address, figures, prices, texts, eight photos, a plan, the agent. */
function property(index: number): string {
  const images = Array.from(
    { length: 8 },
    (_, photo) =>
      `          <image>\n            <url>https://photos.example.ch/${index}/${photo}.jpg</url>\n            <title>Vue ${photo + 1}</title>\n          </image>`,
  ).join("\n");
  const description =
    `<p>Bel appartement de ${3 + (index % 4)}.5 pièces, lumineux, proche des écoles &amp; des commerces.</p>`.repeat(8);
  return `    <property id="${index}">
      <referenceId>RLI-${index}</referenceId>
      <type>${index % 3 === 0 ? "buy" : "rent"}</type>
      <availability start="2025-0${1 + (index % 9)}-01T00:00:00">active</availability>
      <address>
        <countryCode>CH</countryCode>
        <locality>Lausanne</locality>
        <postalCode>10${String(index % 100).padStart(2, "0")}</postalCode>
        <street>Avenue de la Gare</street>
        <streetNumber>${1 + (index % 80)}</streetNumber>
      </address>
      <categories>
        <category>apartment</category>
      </categories>
      <characteristics>
        <areaBwf>${60 + (index % 90)}</areaBwf>
        <floor>${index % 7}</floor>
        <hasBalcony>applies</hasBalcony>
        <hasElevator>applies</hasElevator>
        <isQuiet>does-not-apply</isQuiet>
        <numberOfBathrooms>1</numberOfBathrooms>
        <numberOfRooms>${3 + (index % 4)}.5</numberOfRooms>
        <yearBuilt>${1950 + (index % 70)}</yearBuilt>
      </characteristics>
      <created>2025-01-15T09:30:00</created>
      <localizations>
        <localization lang="fr">
          <name>Appartement ${index}</name>
          <excerpt>Lumineux, au calme</excerpt>
          <description><![CDATA[${description}]]></description>
          <attachments>
${images}
          <plan>
            <url>https://photos.example.ch/${index}/plan.pdf</url>
            <title>Plan</title>
          </plan>
          </attachments>
        </localization>
      </localizations>
      <prices currency="CHF">
        ${index % 3 === 0 ? `<buy><price>${500000 + index * 100}</price></buy>` : `<rent interval="month"><net>${1500 + index}</net><extra>250</extra></rent>`}
      </prices>
      <seller>
        <organization><legalName>Rhône-Léman Immobilier SA</legalName><phone>+41 21 123 45 67</phone></organization>
        <contactPerson><givenName>Anne</givenName><familyName>Dupont</familyName><mobile>+41 79 123 45 67</mobile></contactPerson>
      </seller>
    </property>`;
}

function exportOf(count: number): string {
  const properties = Array.from({ length: count }, (_, index) => property(index + 1)).join("\n");
  return `<?xml version="1.0" encoding="utf-8"?>\n<export>\n  <generator version="7.2">CRM</generator>\n  <properties>\n${properties}\n  </properties>\n</export>\n`;
}

describe("SwissRETS XML: a large export", () => {
  const xml = exportOf(3000);

  it("reads 3,000 listings into the JSON model the site maps", () => {
    const started = performance.now();
    const { inventory } = readSwissRetsXml(xml);
    const read = performance.now() - started;
    console.log(
      `SwissRETS XML: 3000 propriétés, ${(xml.length / 1024 / 1024).toFixed(1)} Mo lues en ${Math.round(read)} ms`,
    );
    expect(inventory.properties).toHaveLength(3000);
    expect(swissRetsErrors(inventory)).toEqual([]);
    const { listings } = mapInventory(inventory, { now: new Date("2025-06-01T00:00:00Z"), siteOrigins: [] });
    expect(listings).toHaveLength(3000);
    expect(listings[2999]!.property).toMatchObject({
      ref: "RLI-3000",
      type: "buy",
      price: 800000,
      locality: "Lausanne",
    });
    expect(listings[0]!.property.attachments).toHaveLength(9);
  });

  it("names the line of an error beyond line 65,535", () => {
    const broken = xml.replace("<net>4499</net>", "<net>4'499</net>");
    const line = broken.slice(0, broken.indexOf("<net>4'499</net>")).split("\n").length;
    expect(line).toBeGreaterThan(65_535);
    let error: unknown;
    try {
      readSwissRetsXml(broken);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(FeedError);
    expect((error as FeedError).where).toBe(`/export/properties/property[2999]/prices/rent/net (ligne ${line})`);
  });
});
