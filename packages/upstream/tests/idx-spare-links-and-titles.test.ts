import { describe, expect, it } from "vitest";
import { readIdx } from "@rli/upstream/feeds/idx/read-idx";
import { mapInventory } from "@rli/upstream/map-swissrets";
import { fileUrl, idxFile, idxLine, minimalRecord, now, type IdxValues } from "./idx-lines";

/** The listings of an IDX file of these records, as the site serves them. */
function listingsOf(records: IdxValues[]) {
  const read = readIdx(idxFile(records.map((record) => idxLine(record))), { fileUrl, now });
  return mapInventory(read.inventory, { now, siteOrigins: [] }).listings.map((listing) => listing.property);
}

const tour = "https://my.matterport.com/show/?m=Zq9Xv2Ab";

describe("a video or 3D tour in an IDX spare field (Publimmo/Realforce)", () => {
  it("is offered when a spare field holds a plain https address of a known host", () => {
    const [first, second] = listingsOf([
      { ...minimalRecord, ref_property: "T1", sparefield_1: "PUB-4471", sparefield_2: tour },
      { ...minimalRecord, ref_property: "T2", sparefield_4: "https://youtu.be/dQw4w9WgXcQ" },
    ]);
    expect(first).toMatchObject({ ref: "T1", virtualTour: { url: tour }, video: null });
    expect(second).toMatchObject({ ref: "T2", virtualTour: null, video: { url: "https://youtu.be/dQw4w9WgXcQ" } });
  });

  it("ignores anything else a spare field holds", () => {
    const [listing] = listingsOf([
      {
        ...minimalRecord,
        sparefield_1: "http://my.matterport.com/show/?m=plain",
        sparefield_2: "javascript:alert(document.cookie)",
        sparefield_3: "https://203.0.113.9/tour",
        sparefield_4: `Visite 3D : ${tour}`,
      },
    ]);
    expect(listing).toMatchObject({ virtualTour: null, video: null });
  });

  it("keeps the object's own link of an unknown host as a plain link, not a tour", () => {
    const read = readIdx(idxFile([idxLine({ ...minimalRecord, url: "https://www.agence.example/bien/100" })]), {
      fileUrl,
      now,
    });
    expect(read.inventory.properties?.[0]?.localizations[0]?.attachments).toEqual({
      links: [{ url: "https://www.agence.example/bien/100" }],
    });
  });
});

describe("a title longer than the format allows", () => {
  const title =
    "Exceptionnelle villa contemporaine de 7.5 pièces avec piscine, jardin paysager, vue panoramique sur le lac et les Dents-du-Midi";

  it("is shortened for the pages, and kept whole at the start of the description", () => {
    const [listing] = listingsOf([
      { ...minimalRecord, object_title: title, object_description: "Au calme, à 5 minutes de Monthey." },
    ]);
    // 79 characters end on "paysager," before a space: the comma goes, the ellipsis comes.
    expect(listing?.title).toBe("Exceptionnelle villa contemporaine de 7.5 pièces avec piscine, jardin paysager…");
    expect(listing?.name).toBe(listing?.title);
    expect(listing?.description).toBe(`<p>${title}</p><p>Au calme, à 5 minutes de Monthey.</p>`);
  });
});
