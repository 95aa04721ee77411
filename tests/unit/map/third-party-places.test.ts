import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { checkUpload } from "@rli/upstream/import/check-upload";
import { indexExport } from "@rli/upstream/inventory.server";
import { swissGeodata } from "~/map/geodata.server";
import { placeOf } from "~/map/locate.server";

/**
 * Exports written by others (tests/fixtures/feeds/third-party/README.md): every listing and
 * promotion they give a place lands in its commune in Switzerland, on land; every one with a Swiss
 * postcode of the directory gets one (decision 145).
 */
const exports = [
  "third-party/python-homegate/two-listings",
  "third-party/python-homegate/line-break",
  "idx/openestate-idx.csv",
  "third-party/swissrets-xml-v1.0.0/minimal.xml",
  "third-party/swissrets-xml-v1.0.0/multiple.xml",
  "third-party/swissrets-xml-v2.0.0/minimal.xml",
  "third-party/swissrets-json-v3.0.0/swissrets-full.json",
  "third-party/swissrets-json-v3.6.0/swissrets-full.json",
  "third-party/swissrets-json-v3.6.0/swissrets-min.json",
];

const limits = { maxEntries: 1000, maxBytes: 50 * 1024 * 1024, maxFileBytes: 50 * 1024 * 1024 };
const geodata = swissGeodata();

describe.each(exports)("%s", (relative) => {
  it("places each Swiss listing in its commune, on land", async () => {
    const path = fileURLToPath(new URL(`../../fixtures/feeds/${relative}`, import.meta.url));
    const index = indexExport(await checkUpload(path, limits));
    const listings = [
      ...[...index.listingsByRef.values()].map((entry) => entry.property),
      ...[...index.promotionsByRef.values()].map((entry) => entry.promotion),
    ];
    expect(listings.length).toBeGreaterThan(0);
    for (const listing of listings) {
      const name = `${listing.ref} ${listing.postalCode} ${listing.locality} ${listing.country}`;
      const place = placeOf(listing, { exactPoints: true });
      // A Swiss postcode of the directory always gives a place; an address made up for a sample
      // (77000 'Some locality') gives none, and the list's map counts it among the unplaced.
      if (listing.country === "CH" && geodata.localitiesByPostcode.has(listing.postalCode)) {
        expect(place, name).toBeDefined();
      }
      if (!place) continue;
      expect(geodata.contains(place.communeId, place.point), name).toBe(true);
      expect(geodata.lakeAt(place.point), name).toBeUndefined();
    }
  });
});
