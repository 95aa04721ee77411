import { describe, expect, it } from "vitest";
import { buildingLetter, lotSummary, lotTable } from "~/detail/lot-table";
import { aPromotion } from "./listing-fixtures";

describe("buildingLetter", () => {
  it("is what follows the promotion's reference", () => {
    expect(buildingLetter("RLM-P01-A", "RLM-P01")).toBe("A");
    expect(buildingLetter("rlm-p01-b", "RLM-P01")).toBe("B");
    expect(buildingLetter("OTHER-C", "RLM-P01")).toBe("C");
  });
});

describe("lotTable", () => {
  const table = lotTable(aPromotion());

  it("groups the lots by building, buildings and lots in order", () => {
    expect(table.buildings.map((building) => building.label)).toEqual(["Bâtiment A", "Bâtiment B"]);
    expect(table.buildings[1]?.lots.map((lot) => lot.ref)).toEqual(["RLM-P9-B-2", "RLM-P9-B-10"]);
  });

  it("gives each lot its address, facts, price and availability (product §4)", () => {
    const [reserved, available, other] = table.buildings[0]?.lots ?? [];
    expect(reserved).toEqual({
      ref: "RLM-P9-A-1",
      href: "/vente/promotions/monthey-1870/rlm-p9/rlm-p9-a-1",
      name: "Lot RLM-P9-A-1",
      lang: null,
      rooms: "3½ pièces",
      area: "95 m² bruts",
      floor: "2e étage",
      price: "CHF 650'000.–",
      availability: { label: "Réservé", tone: "warning" },
    });
    expect(available).toMatchObject({
      floor: "Rez",
      rooms: "–",
      area: "–",
      availability: { label: "Disponible", tone: "ok" },
    });
    expect(other).toMatchObject({ price: "–", availability: { label: "Indisponible", tone: "muted" } });
    expect(table.buildings[1]?.lots[0]).toMatchObject({ price: "–", availability: { label: "Vendu", tone: "danger" } });
  });

  it("counts the lots and the available ones", () => {
    expect(table).toMatchObject({ total: 5, available: 2 });
  });

  it("leaves out buildings without lots", () => {
    expect(lotTable(aPromotion({ buildings: [{ ref: "RLM-P9-Z", properties: [] }] })).buildings).toEqual([]);
  });
});

describe("lotSummary", () => {
  it("says how many lots are left", () => {
    expect(lotSummary({ total: 12, available: 5 })).toBe("12 biens, dont 5 disponibles");
    expect(lotSummary({ total: 12, available: 1 })).toBe("12 biens, dont 1 disponible");
    expect(lotSummary({ total: 4, available: 4 })).toBe("4 biens, tous disponibles");
    expect(lotSummary({ total: 1, available: 1 })).toBe("1 bien, disponible");
    expect(lotSummary({ total: 3, available: 0 })).toBe("3 biens, aucun disponible actuellement");
    expect(lotSummary({ total: 0, available: 0 })).toBe("Lots bientôt disponibles");
  });
});
