import { promotionSchema, propertySchema, type Promotion, type Property } from "@rli/contract/api/contract";

/** A property as the contract gives it, with only what a test changes spelled out. */
export function aProperty(fields: Record<string, unknown> = {}): Property {
  return propertySchema.parse({
    ref: "RLM-1",
    type: "buy",
    status: "active",
    title: "Appartement lumineux",
    name: "Appartement lumineux",
    subtitle: "Au centre",
    description: "<p>Un bel appartement.</p>",
    price: 750000,
    postalCode: "1870",
    locality: "Monthey",
    region: "Valais",
    country: "CH",
    categories: [{ name: "apartment" }],
    attachments: [
      { url: "/images/biens/salon-1", type: "image" },
      { url: "/images/biens/cuisine-2", type: "image" },
    ],
    importantSpecifications: [
      { name: "number_of_rooms", value: 3.5 },
      { name: "area_bwf", value: 95 },
      { name: "floor", value: 2 },
    ],
    publishedAt: "2026-05-04T08:00:00.000Z",
    ...fields,
  });
}

export function aLot(ref: string, status: string, price: number, fields: Record<string, unknown> = {}): Property {
  return aProperty({ ref, status, price, promotion: true, promotionRef: "RLM-P9", title: `Lot ${ref}`, ...fields });
}

export function aPromotion(fields: Record<string, unknown> = {}): Promotion {
  return promotionSchema.parse({
    ref: "RLM-P9",
    title: "Les Vergers",
    name: "Les Vergers",
    subtitle: "8 appartements neufs",
    description: "<p>Un projet neuf.</p>",
    status: "active",
    type: "buy",
    locality: "Monthey",
    postalCode: "1870",
    region: "Valais",
    country: "CH",
    attachments: [{ url: "/images/biens/immeuble-9", type: "image" }],
    buildings: [
      { ref: "RLM-P9-B", properties: [aLot("RLM-P9-B-10", "active", 900000), aLot("RLM-P9-B-2", "taken", 500000)] },
      {
        ref: "RLM-P9-A",
        properties: [
          aLot("RLM-P9-A-1", "reserved", 650000),
          aLot("RLM-P9-A-2", "active", 610000, { importantSpecifications: [{ name: "floor", value: 0 }] }),
          aLot("RLM-P9-A-3", "inactive", 0),
        ],
      },
    ],
    publishedAt: "2026-03-01",
    ...fields,
  });
}
