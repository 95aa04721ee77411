import { describe, expect, it } from "vitest";
import { lotCounts, promotionAvailabilityText, promotionSizeText } from "~/listing/promotion-lots";

const lot = (status: string) => ({ status }) as never;

describe("promotion card texts (product §4)", () => {
  it("counts every lot and the active ones", () => {
    const buildings = [{ properties: [lot("active"), lot("reserved"), lot("taken")] }, { properties: [lot("active")] }];
    expect(lotCounts(buildings)).toEqual({ total: 4, available: 2 });
  });

  it("'Promotion de N bien(s)'", () => {
    expect(promotionSizeText({ total: 12, available: 3 })).toBe("Promotion de 12 biens");
    expect(promotionSizeText({ total: 1, available: 1 })).toBe("Promotion de 1 bien");
    expect(promotionSizeText({ total: 0, available: 0 })).toBe("Promotion immobilière neuve");
  });

  it("'(plus que M bien(s) disponible(s))' when some are active", () => {
    expect(promotionAvailabilityText({ total: 12, available: 3 })).toBe("(plus que 3 biens disponibles)");
    expect(promotionAvailabilityText({ total: 12, available: 1 })).toBe("(plus que 1 bien disponible)");
  });

  it("a parenthesis saying all are available, or none", () => {
    expect(promotionAvailabilityText({ total: 8, available: 8 })).toBe("(tous les biens sont disponibles)");
    expect(promotionAvailabilityText({ total: 1, available: 1 })).toBe("(le bien est disponible)");
    expect(promotionAvailabilityText({ total: 8, available: 0 })).toBe("(plus aucun bien disponible)");
    expect(promotionAvailabilityText({ total: 0, available: 0 })).toBeNull();
  });
});
