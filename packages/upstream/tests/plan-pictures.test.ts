import type { SwissRetsInventory } from "@qualipool/swissrets-json";
import { describe, expect, it } from "vitest";
import { readIdx } from "@rli/upstream/feeds/idx/read-idx";
import { isPlanCaption, isPlanPicture } from "@rli/upstream/feeds/plan-pictures";
import { mapInventory } from "@rli/upstream/map-swissrets";
import { fileUrl, idxFile, idxLine, minimalRecord, now } from "./idx-lines";

/** Floor plans told by a picture's caption, as CRMs write them, in IDX and SwissRETS exports. */

describe("a picture's caption", () => {
  it("says plan when it starts with a plan word, in the country's languages and English", () => {
    for (const caption of [
      "Plan rez",
      "Plan de situation",
      "Plans 1er étage",
      "Grundriss",
      "Grundriss 1. OG",
      "Floor plan – level 1",
      "floorplan",
      "Planimetria piano terra",
      "- Plan attique -",
    ]) {
      expect(isPlanCaption(caption), caption).toBe(true);
    }
  });

  it("says plan when it names one further on", () => {
    for (const caption of [
      "Appartement B, plan de situation",
      "Lot 4 : plan du rez",
      "Wohnung 3, Situationsplan",
      "Attika, Grundrissplan",
      "Haus A – site plan",
      "Appartement 2.1, plan de l'étage",
    ]) {
      expect(isPlanCaption(caption), caption).toBe(true);
    }
  });

  it("does not make a photo a plan for the word in a sentence, a worktop or a lake", () => {
    for (const caption of [
      "Salon lumineux, le lac au premier plan",
      "Plan de travail en granit",
      "Plan d'eau à deux pas",
      "Cuisine avec plan de cuisson",
      "Vue sur le lac",
      "Planches de bois au sol",
      "",
    ]) {
      expect(isPlanCaption(caption), caption).toBe(false);
    }
    expect(isPlanPicture({ title: "Cuisine", name: "IMG_2044.jpg", caption: "Plan de travail en chêne" })).toBe(false);
  });

  it("joins the title and the file name, which say plan by a plan word anywhere", () => {
    expect(isPlanPicture({ title: "Wohnung Grundriss", name: "bild3.jpg" })).toBe(true);
    expect(isPlanPicture({ name: "https://cdn.example.ch/objekt/plan_2.jpg?w=800" })).toBe(true);
    expect(isPlanPicture({ name: "https://cdn.example.ch/plans/salon.jpg" })).toBe(false);
  });
});

describe("IDX: a picture captioned as a plan", () => {
  const record = {
    ...minimalRecord,
    picture_1_filename: "IMG_0001.jpg",
    picture_1_description: "Séjour avec cheminée",
    picture_2_filename: "IMG_0002.jpg",
    picture_2_description: "Plan rez",
    picture_3_filename: "IMG_0003.jpg",
    picture_3_title: "Cuisine",
    picture_3_description: "Plan de travail en granit",
  };

  it("is a plan of the listing, the others stay photos", () => {
    const property = readIdx(idxFile([idxLine(record)]), { fileUrl, now }).inventory.properties?.[0];
    const attachments = property?.localizations[0]?.attachments;
    expect(attachments?.images?.map((image) => image.url)).toEqual([
      fileUrl("images", "IMG_0001.jpg"),
      fileUrl("images", "IMG_0003.jpg"),
    ]);
    expect(attachments?.plans).toEqual([{ url: fileUrl("images", "IMG_0002.jpg"), description: "Plan rez" }]);
    const listing = mapInventory(
      { generator: { version: "3.6.0" }, properties: property ? [property] : [] } as SwissRetsInventory,
      { now, siteOrigins: [] },
    ).listings[0]!.property;
    expect(listing.attachments.filter((item) => item.type === "plan")).toEqual([
      { url: fileUrl("images", "IMG_0002.jpg"), type: "plan", title: "Plan rez" },
    ]);
  });
});

describe("SwissRETS: an image captioned as a plan", () => {
  it("is served as a plan after the export's own plans, named by its caption", () => {
    const inventory = {
      generator: { version: "3.6.0" },
      properties: [
        {
          id: "1",
          referenceId: "rlm-1",
          type: "buy",
          availability: { state: "active" },
          localizations: [
            {
              languageCode: "de",
              title: "Wohnung",
              attachments: {
                images: [
                  { url: "https://cdn.example.ch/1.jpg", title: "Wohnzimmer" },
                  { url: "https://cdn.example.ch/2.jpg", description: "Grundriss 1. OG" },
                  { url: "https://cdn.example.ch/3.jpg", title: "Floor plan", description: "Attika" },
                ],
                plans: [{ url: "https://cdn.example.ch/situation.pdf", title: "Situation" }],
              },
            },
          ],
        },
      ],
    } as unknown as SwissRetsInventory;
    const listing = mapInventory(inventory, { now, siteOrigins: [] }).listings[0]!.property;
    expect(listing.attachments.map((item) => [item.type, item.url, item.title])).toEqual([
      ["image", "https://cdn.example.ch/1.jpg", undefined],
      ["plan", "https://cdn.example.ch/situation.pdf", "Situation"],
      ["plan", "https://cdn.example.ch/2.jpg", "Grundriss 1. OG"],
      ["plan", "https://cdn.example.ch/3.jpg", "Floor plan"],
    ]);
  });
});
