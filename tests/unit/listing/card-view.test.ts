import { describe, expect, it } from "vitest";
import { propertySchema, promotionSchema, searchItemSchema } from "@rli/contract/api/contract";
import { cardImage, cardSrcSet } from "~/listing/card-image";
import { imageSrcSet } from "~/images/catalog";
import { promotionPriceText, propertyFacts, searchItemCard } from "~/listing/card-view";

const property = propertySchema.parse({
  ref: "RLM-1047",
  type: "buy",
  status: "reserved",
  title: "Bel appartement",
  subtitle: "Proche de tout",
  price: 1080000,
  postalCode: "1800",
  locality: "Vevey",
  categories: [{ name: "terrace-flat" }],
  attachments: [
    { url: "/docs/plan.pdf", type: "document" },
    {
      url: "/images/photos/aHR0cDovL2VtYmVkZGVkLnVwc3RyZWFtL2FwaS9waG90b3MvaW1tZXVibGUtMTA0NzAucG5n.8l_YVyeBze5n0pvWArS1v7",
      type: "image",
    },
  ],
  importantSpecifications: [
    { name: "number_of_rooms", value: 3.5 },
    { name: "area_bwf", value: 82 },
  ],
});

describe("searchItemCard", () => {
  it("a property card: address, category, place, price, facts, status", () => {
    const card = searchItemCard({ ...property, isPromotion: false });
    expect(card).toMatchObject({
      kind: "property",
      href: "/vente/appartement-en-terrasse/vevey-1800/rlm-1047",
      title: "Bel appartement",
      place: "1800 Vevey",
      price: "CHF 1'080'000.–",
      facts: ["3½ pièces", "82 m² bruts"],
      status: "reserved",
    });
    const path =
      "/images/photos/aHR0cDovL2VtYmVkZGVkLnVwc3RyZWFtL2FwaS9waG90b3MvaW1tZXVibGUtMTA0NzAucG5n.8l_YVyeBze5n0pvWArS1v7";
    expect(card.image).toEqual({ src: `${path}?size=640`, responsive: true, width: 640, height: 480 });
    // The browser's sources, made from `src`, are those of the image catalog.
    expect(cardSrcSet(card.image!)).toBe(imageSrcSet(path, [320, 480, 640, 960]));
  });

  it("names the listing's Minergie label among its facts, in the card's language, and nothing for a code it does not know", () => {
    const card = (minergie: string, language: "fr" | "de" = "fr") =>
      searchItemCard({ ...property, minergie, isPromotion: false }, language).facts;
    expect(card("minergie-p")).toEqual(["3½ pièces", "82 m² bruts", "Minergie-P"]);
    expect(card("Minergie-A-Eco")).toContain("Minergie-A-ECO");
    expect(card("minergie-mqs-bau", "de").at(-1)).toMatch(/^Minergie \(MQS /);
    expect(card("passivhaus")).toEqual(["3½ pièces", "82 m² bruts"]);
  });

  it("names the energy certificate's overall class (CECB, GEAK) in each language, and nothing for another value", () => {
    const card = (value: string | number, language: "fr" | "de" | "en" = "fr") =>
      searchItemCard(
        {
          ...property,
          specifications: [...property.specifications, { name: "geak_total", value }],
          isPromotion: false,
        },
        language,
      ).facts;
    expect(card("c")).toEqual(["3½ pièces", "82 m² bruts", "CECB C"]);
    expect(card("B", "de").at(-1)).toBe("GEAK B");
    expect(card("A", "en").at(-1)).toBe("Energy certificate A");
    for (const value of ["H", "AB", 3, ""]) expect(card(value), String(value)).toEqual(["3½ pièces", "82 m² bruts"]);
  });

  it("rent is monthly and 0 is on request", () => {
    expect(searchItemCard({ ...property, type: "rent", price: 2200, isPromotion: false }).price).toBe(
      "CHF 2'200.–/mois",
    );
    expect(searchItemCard({ ...property, price: 0, isPromotion: false }).price).toBe("Prix sur demande");
  });

  it("a promotion card: its address, lot texts and the lowest available price", () => {
    const lot = (ref: string, status: string, price: number) => ({ ...property, ref, status, price });
    const item = searchItemSchema.parse({
      ...promotionSchema.parse({
        ref: "RLM-P01",
        title: "Les Jardins",
        locality: "Monthey",
        postalCode: "1870",
        buildings: [
          {
            ref: "RLM-P01-A",
            properties: [lot("A-1", "active", 900000), lot("A-2", "taken", 500000), lot("A-3", "active", 700000)],
          },
        ],
      }),
      isPromotion: true,
    });
    const card = searchItemCard(item);
    expect(card).toMatchObject({
      kind: "promotion",
      href: "/vente/promotions/monthey-1870/rlm-p01",
      eyebrow: "Promotion neuve",
      price: "Dès CHF 700'000.–",
      lots: { size: "Promotion de 3 biens", availability: "(plus que 2 biens disponibles)" },
    });
  });
});

describe("card parts", () => {
  it("facts fall back to a usable or plot area", () => {
    expect(propertyFacts([{ name: "area_sia_gsf", value: 1523 }])).toEqual(["1'523 m² de terrain"]);
    expect(propertyFacts([{ name: "area_sia_nf", value: 290 }])).toEqual(["290 m² utiles"]);
    expect(propertyFacts([{ name: "area_nwf", value: "73" }])).toEqual(["73 m² habitables"]);
    expect(propertyFacts([])).toEqual([]);
  });

  it("an image from elsewhere keeps its address with nominal dimensions; none gives null", () => {
    expect(cardImage([{ url: "https://cdn.example.ch/a.jpg", type: "image" }])).toEqual({
      src: "https://cdn.example.ch/a.jpg",
      width: 800,
      height: 600,
    });
    expect(cardImage([])).toBeNull();
  });

  it("a promotion without an available priced lot shows no price", () => {
    expect(promotionPriceText({ buildings: [] })).toBe("");
  });
});
