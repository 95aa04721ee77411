import { readFileSync } from "node:fs";
import { swissRetsErrors } from "@rli/upstream/feeds/swissrets-schema";
import { describe, expect, it } from "vitest";
import { looksLikeIdx, readIdx } from "@rli/upstream/feeds/idx/read-idx";
import { mapInventory } from "@rli/upstream/map-swissrets";
import { fileUrl, now } from "./idx-lines";

/** The IDX 3.01 sample of OpenEstate-IO (Apache-2.0, see its LICENSE file beside it): 4 records, CRLF. */
const bytes = readFileSync(new URL("../../../tests/fixtures/feeds/idx/openestate-idx.csv", import.meta.url));

describe("IDX 3.01: the OpenEstate-IO sample", () => {
  const read = readIdx(bytes, { fileUrl, now });
  const properties = read.inventory.properties ?? [];

  it("is recognised and read whole", () => {
    expect(looksLikeIdx(bytes)).toBe(true);
    expect(read.skipped).toEqual([]);
    expect(read.inventory.generator.name).toBe("OpenEstate.org (IDX 3.01)");
    expect(swissRetsErrors(read.inventory)).toEqual([]);
  });

  it("gives each house for sale with its references, price, rooms and place", () => {
    expect(
      properties.map((property) => ({
        ref: property.referenceId,
        type: property.type,
        category: property.categories,
        price: property.prices?.buy?.price,
        currency: property.prices?.currency,
        rooms: property.characteristics?.numberOfRooms,
        place: `${property.address?.postalCode} ${property.address?.locality} ${property.address?.countryCode}`,
      })),
    ).toEqual([
      {
        ref: "41JKR.TLCWD.9VOHE",
        type: "buy",
        category: ["villa"],
        price: 678,
        currency: "EUR",
        rooms: 8.4,
        place: "12345 Berlin DE",
      },
      {
        ref: "J1MLJ.LHV2P.9FW7C",
        type: "buy",
        category: ["villa"],
        price: 912,
        currency: "EUR",
        rooms: 1.8,
        place: "12345 Berlin DE",
      },
      {
        ref: "I4KTP.LVEOI.APDFT",
        type: "buy",
        category: ["villa"],
        price: 231,
        currency: "EUR",
        rooms: 5.2,
        place: "12345 Berlin DE",
      },
      {
        ref: "HSHZ4.ZQDGP.QF0C3",
        type: "buy",
        category: ["villa"],
        price: 299,
        currency: "EUR",
        rooms: 2.6,
        place: "12345 Berlin DE",
      },
    ]);
    expect(properties[0]?.externalReference).toEqual({ refProperty: "41jkr", refHouse: "TLcWD", refObject: "9VoHE" });
    // Outside Switzerland a state stays as written ("BE" is Berlin here, not Bern).
    expect(properties[0]?.address).toMatchObject({ street: "example street", streetNumber: "124", region: "BE" });
    expect(properties[0]?.characteristics).toMatchObject({
      floor: 8,
      areaBwf: 273,
      areaPropertyLand: 701,
      areaSiaNf: 108,
      yearBuilt: 1904,
      yearLastRenovated: 1998,
      numberOfFloors: 9,
    });
    expect(properties[0]?.modified).toBe("2015-02-25T00:58:05.000Z");
    expect(properties[0]?.availability.start).toBe("2015-02-24T23:00:00.000Z");
  });

  it("gives its 13 pictures, its document and its link", () => {
    const attachments = properties[0]?.localizations[0]?.attachments;
    expect(attachments?.images?.map((image) => image.url)).toEqual(
      Array.from({ length: 13 }, (_, index) => fileUrl("images", `image${index + 1}.jpg`)),
    );
    expect(attachments?.images?.[12]).toEqual({
      url: fileUrl("images", "image13.jpg"),
      title: "title for image 13",
      description: "description for image 13",
    });
    expect(attachments?.documents).toEqual([
      { url: fileUrl("doc", "document.pdf"), title: "a document about the object" },
    ]);
    // The movie is a file of a movies/ folder the site does not serve: left out.
    expect(attachments?.youTubeLinks).toBeUndefined();
    expect(attachments?.links).toEqual([{ url: "http://test.org/object/123" }]);
  });

  it("gives the agency and the visit contact", () => {
    expect(properties[0]?.seller).toMatchObject({
      organization: { id: "3C068", legalName: "agency name", phone: "030123457", email: "tester@test.org" },
      visitPerson: { givenName: "Max", familyName: "Mustermann", phone: "030123456" },
    });
    expect(properties[0]?.localizations[0]?.visitInformation).toBe("notes about the contact person");
  });

  it("becomes four listings of the site", () => {
    const listings = mapInventory(read.inventory, { now, siteOrigins: [] }).listings.map((listing) => listing.property);
    expect(
      listings.map((listing) => [listing.ref, listing.price, listing.locality, listing.attachments.length]),
    ).toEqual([
      ["41JKR.TLCWD.9VOHE", 678, "Berlin", 14],
      ["J1MLJ.LHV2P.9FW7C", 912, "Berlin", 14],
      ["I4KTP.LVEOI.APDFT", 231, "Berlin", 14],
      ["HSHZ4.ZQDGP.QF0C3", 299, "Berlin", 14],
    ]);
    expect(listings[0]?.specifications).toContainEqual({ name: "number_of_rooms", value: 8.4 });
    expect(listings[0]?.language).toBe("en");
  });
});
