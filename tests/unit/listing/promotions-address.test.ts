import { describe, expect, it } from "vitest";
import {
  promotionsAt,
  promotionsCountText,
  promotionsHeading,
  resolvePromotionsAddress,
} from "~/listing/promotions-address";

const places = [
  { name: "Monthey", postalCode: "1870" },
  { name: "La Tour-de-Peilz", postalCode: "1814" },
];

describe("resolvePromotionsAddress", () => {
  it("reads the four addresses", () => {
    expect(resolvePromotionsAddress("/promotions", {}, places)).toEqual({
      kind: "list",
      address: { path: "/promotions" },
    });
    expect(resolvePromotionsAddress("/vente/promotions", {}, places)).toEqual({
      kind: "list",
      address: { path: "/vente/promotions", section: "buy" },
    });
    expect(resolvePromotionsAddress("/location/promotions/monthey-1870", { city: "monthey-1870" }, places)).toEqual({
      kind: "list",
      address: { path: "/location/promotions/monthey-1870", section: "rent", city: places[0] },
    });
  });

  it("an unknown city is a 404; another spelling redirects", () => {
    expect(resolvePromotionsAddress("/vente/promotions/x-9999", { city: "x-9999" }, places).kind).toBe("not-found");
    expect(resolvePromotionsAddress("/vente/promotions/1814", { city: "1814" }, places)).toEqual({
      kind: "redirect",
      path: "/vente/promotions/la-tour-de-peilz-1814",
    });
  });
});

describe("promotionsAt and texts", () => {
  const promotions = [
    { ref: "A", type: "buy" as const, postalCode: "1870" },
    { ref: "B", type: "buy" as const, postalCode: "1814" },
    { ref: "C", type: "rent" as const, postalCode: "1870" },
  ];

  it("filters by section and city", () => {
    expect(promotionsAt({ path: "/promotions" }, promotions).map((p) => p.ref)).toEqual(["A", "B", "C"]);
    expect(promotionsAt({ path: "", section: "buy" }, promotions).map((p) => p.ref)).toEqual(["A", "B"]);
    expect(promotionsAt({ path: "", section: "rent", city: places[0] }, promotions).map((p) => p.ref)).toEqual(["C"]);
  });

  it("headings and counts", () => {
    expect(promotionsHeading({ path: "/promotions" })).toBe("Nos promotions immobilières neuves");
    expect(promotionsHeading({ path: "", section: "buy", city: places[0] })).toBe(
      "Promotions neuves à vendre à Monthey",
    );
    expect(promotionsCountText(1)).toBe("1 promotion");
    expect(promotionsCountText(3)).toBe("3 promotions");
  });
});
