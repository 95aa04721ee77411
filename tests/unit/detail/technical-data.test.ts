import { describe, expect, it } from "vitest";
import { featureList, keyFacts, technicalData } from "~/detail/technical-data";

const property = {
  categories: [{ name: "apartment" }],
  importantSpecifications: [
    { name: "number_of_rooms", value: 3.5 },
    { name: "area_bwf", value: 82 },
  ],
  specifications: [
    { name: "number_of_rooms", value: 4 },
    { name: "floor", value: 0 },
    { name: "area_nwf", value: "73" },
    { name: "ceiling_height", value: 2.69 },
    { name: "rental_deposit", value: 4500 },
    { name: "year_built", value: 2019 },
    { name: "unknown_thing", value: 1 },
    { name: "number_of_bathrooms", value: "" },
  ],
  features: [
    "has-elevator",
    "has-garage-underground",
    "has-parking",
    "has-lake-view",
    "no-such-feature",
    "has-elevator",
  ],
};

describe("technicalData", () => {
  it("lists the category and known specifications with French labels and units, important ones first", () => {
    expect(technicalData(property)).toEqual([
      { label: "Catégorie", value: "Appartement" },
      { label: "Pièce(s)", value: "3½" },
      { label: "Surface habitable brute", value: "82 m²" },
      { label: "Étage", value: "Rez" },
      { label: "Surface habitable nette", value: "73 m²" },
      { label: "Hauteur sous plafond", value: "2.69 m" },
      { label: "Garantie de loyer", value: "CHF 4'500.–" },
      { label: "Année de construction", value: "2019" },
      { label: "Garage", value: "oui" },
      { label: "Place de parc", value: "oui" },
    ]);
  });

  it("shows no garage nor parking row without the flags", () => {
    const rows = technicalData({ ...property, features: ["has-elevator"] });
    expect(rows.map((row) => row.label)).not.toContain("Garage");
    expect(rows.map((row) => row.label)).not.toContain("Place de parc");
  });

  it("writes upper floors and basements in French", () => {
    const floor = (value: number) =>
      technicalData({ ...property, importantSpecifications: [], specifications: [{ name: "floor", value }] }).find(
        (row) => row.label === "Étage",
      )?.value;
    expect(floor(1)).toBe("1er étage");
    expect(floor(3)).toBe("3e étage");
    expect(floor(-1)).toBe("-1 (sous-sol)");
  });
});

describe("featureList", () => {
  it("gives French labels once each, unknown keys left out", () => {
    expect(featureList(property.features)).toEqual(["Ascenseur", "Garage souterrain", "Parking", "Vue sur le lac"]);
  });
});

describe("keyFacts", () => {
  it("gives rooms with ½, the gross area as 'bruts', the floor and bathrooms", () => {
    expect(
      keyFacts({
        importantSpecifications: [
          { name: "number_of_rooms", value: 3.5 },
          { name: "area_bwf", value: 82 },
          { name: "floor", value: 0 },
          { name: "number_of_bathrooms", value: 2 },
        ],
        specifications: [],
      }),
    ).toEqual(["3½ pièces", "82 m² bruts", "Rez", "2 salles de bain"]);
  });

  it("falls back to the net area, 'habitables', when the gross area is not a number", () => {
    expect(
      keyFacts({
        importantSpecifications: [{ name: "area_bwf", value: "n/a" }],
        specifications: [
          { name: "area_nwf", value: 73 },
          { name: "number_of_rooms", value: 1 },
        ],
      }),
    ).toEqual(["1 pièce", "73 m² habitables"]);
  });

  it("is empty without specifications", () => {
    expect(keyFacts({ importantSpecifications: [], specifications: [] })).toEqual([]);
  });
});
