import { describe, expect, it } from "vitest";
import { categoryLabel } from "@rli/contract/agency/vocabulary";
import { propertySchema, type Property } from "@rli/contract/api/contract";
import { sortedFeatureLabels, toFlyer } from "~/kiosk/flyer";

function property(overrides: Record<string, unknown> = {}): Property {
  return propertySchema.parse({
    ref: "RLM-1047",
    type: "buy",
    status: "active",
    title: "Bel appartement en terrasse",
    name: "Bel appartement en terrasse de 3½ pièces",
    subtitle: "Proche de toutes les commodités",
    price: 1080000,
    postalCode: "1800",
    locality: "Vevey",
    country: "CH",
    categories: [{ name: "terrace-flat" }, { name: "apartment" }],
    attachments: [
      { url: "/files/plan.pdf", type: "plan" },
      { url: "/images/biens/immeuble-10470", type: "image" },
      { url: "/images/biens/salon-10471", type: "image" },
    ],
    importantSpecifications: [
      { name: "number_of_rooms", value: 3.5 },
      { name: "area_bwf", value: 82 },
    ],
    specifications: [
      { name: "area_nwf", value: 73 },
      { name: "year_built", value: "2019" },
    ],
    features: ["has-lake-view", "has-elevator", "is-sunny", "has-balcony", "unknown-thing", "has-elevator"],
    ...overrides,
  });
}

describe("kiosk flyer", () => {
  it("shows what product §2.15 lists, formatted for display", () => {
    const flyer = toFlyer(property(), "https://www.example.ch");
    expect(flyer).toMatchObject({
      ref: "RLM-1047",
      url: "https://www.example.ch/vente/appartement-en-terrasse/vevey-1800/rlm-1047",
      postalCode: "1800",
      locality: "Vevey",
      country: "Suisse",
      heading: "Bel appartement en terrasse de 3½ pièces",
      subtitle: "Proche de toutes les commodités",
      image: { src: "/images/biens/immeuble-10470?size=1280" },
      transaction: "Vente",
      category: categoryLabel("terrace-flat"),
      price: "CHF 1'080'000.–",
      livingArea: "82 m² bruts",
      rooms: "3½ pièces",
      yearBuilt: "2019",
    });
    expect(flyer.category).not.toBe("Bien immobilier");
  });

  it("sorts the feature labels alphabetically, in French, without unknown keys or repeats", () => {
    const labels = toFlyer(property(), "https://x.ch").features;
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, "fr")));
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels).toHaveLength(4);
    expect(sortedFeatureLabels(["nothing-known"])).toEqual([]);
  });

  it("uses the promotion's title and the word Promotion for a promotion lot", () => {
    const flyer = toFlyer(
      property({ promotion: true, promotionRef: "RLM-P01", title: "Les Jardins du Lac", name: "Lot A-3" }),
      "https://x.ch",
    );
    expect(flyer.heading).toBe("Les Jardins du Lac");
    expect(flyer.category).toBe("Promotion");
    expect(flyer.url).toBe("https://x.ch/vente/promotions/vevey-1800/rlm-p01/rlm-1047");
  });

  it("handles rent, missing figures, an unknown country and no picture", () => {
    const flyer = toFlyer(
      property({
        type: "rent",
        price: 2820,
        country: "ZZ",
        attachments: [],
        importantSpecifications: [],
        specifications: [{ name: "area_nwf", value: 70 }],
        features: [],
      }),
      "https://x.ch",
    );
    expect(flyer).toMatchObject({
      transaction: "Location",
      price: "CHF 2'820.–/mois",
      country: "",
      image: null,
      livingArea: "70 m² habitables",
      rooms: null,
      yearBuilt: null,
      features: [],
    });
    expect(toFlyer(property({ price: 0 }), "https://x.ch").price).toBe("Prix sur demande");
  });
});
