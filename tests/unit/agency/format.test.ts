import { describe, expect, it } from "vitest";
import { agency, team } from "@rli/contract/agency/agency";
import {
  formatBathrooms,
  formatChf,
  formatDate,
  formatFloor,
  formatHalf,
  formatLivingArea,
  formatNumber,
  formatPhone,
  formatPrice,
  formatRooms,
  phoneHref,
  toNumber,
} from "@rli/contract/agency/format";

describe("formatNumber", () => {
  it("groups thousands with an apostrophe", () => {
    expect(formatNumber(1250000)).toBe("1'250'000");
    expect(formatNumber(1000)).toBe("1'000");
    expect(formatNumber(999)).toBe("999");
    expect(formatNumber(0)).toBe("0");
    expect(formatNumber(-45000)).toBe("-45'000");
  });

  it("keeps up to two decimals with a point", () => {
    expect(formatNumber(1234.5)).toBe("1'234.5");
    expect(formatNumber(2.456)).toBe("2.46");
  });

  it("gives an empty string for non-numbers", () => {
    expect(formatNumber(Number.NaN)).toBe("");
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe("");
  });
});

describe("formatPrice (product §9)", () => {
  it("writes CHF n.– with apostrophes", () => {
    expect(formatPrice(1000, "buy")).toBe("CHF 1'000.–");
    expect(formatPrice(1250000, "buy")).toBe("CHF 1'250'000.–");
  });

  it("adds /mois for rent", () => {
    expect(formatPrice(1850, "rent")).toBe("CHF 1'850.–/mois");
  });

  it("shows centimes when there are any", () => {
    expect(formatPrice(1234.5, "rent")).toBe("CHF 1'234.50/mois");
    expect(formatChf(99.05)).toBe("CHF 99.05");
  });

  it("says 'Prix sur demande' for 0, missing or invalid prices", () => {
    expect(formatPrice(0, "buy")).toBe("Prix sur demande");
    expect(formatPrice(0, "rent")).toBe("Prix sur demande");
    expect(formatPrice(undefined, "buy")).toBe("Prix sur demande");
    expect(formatPrice(null, "rent")).toBe("Prix sur demande");
    expect(formatPrice(-5, "buy")).toBe("Prix sur demande");
    expect(formatPrice(Number.NaN, "buy")).toBe("Prix sur demande");
  });
});

describe("rooms and bathrooms", () => {
  it("shows half rooms with ½", () => {
    expect(formatHalf(3.5)).toBe("3½");
    expect(formatHalf(0.5)).toBe("½");
    expect(formatHalf(4)).toBe("4");
    expect(formatRooms(3.5)).toBe("3½ pièces");
    expect(formatRooms(1.5)).toBe("1½ pièces");
  });

  it("uses the singular up to one room", () => {
    expect(formatRooms(1)).toBe("1 pièce");
    expect(formatRooms(0.5)).toBe("½ pièce");
    expect(formatRooms(2)).toBe("2 pièces");
  });

  it("gives nothing for no rooms", () => {
    expect(formatRooms(0)).toBe("");
    expect(formatRooms(Number.NaN)).toBe("");
  });

  it("counts bathrooms", () => {
    expect(formatBathrooms(1)).toBe("1 salle de bain");
    expect(formatBathrooms(2)).toBe("2 salles de bain");
    expect(formatBathrooms(0)).toBe("");
  });
});

describe("formatFloor", () => {
  it("shows floor 0 as Rez", () => {
    expect(formatFloor(0)).toBe("Rez");
  });

  it("writes French ordinals", () => {
    expect(formatFloor(1)).toBe("1er étage");
    expect(formatFloor(2)).toBe("2e étage");
    expect(formatFloor(3)).toBe("3e étage");
  });

  it("marks basements", () => {
    expect(formatFloor(-1)).toBe("-1 (sous-sol)");
    expect(formatFloor(-2)).toBe("-2 (sous-sol)");
  });
});

describe("formatLivingArea", () => {
  it("prefers a numeric gross area, labelled 'bruts'", () => {
    expect(formatLivingArea({ gross: 120, net: 110 })).toBe("120 m² bruts");
    expect(formatLivingArea({ gross: "120" })).toBe("120 m² bruts");
  });

  it("falls back to the net area, labelled 'habitables'", () => {
    expect(formatLivingArea({ gross: "n/a", net: 110 })).toBe("110 m² habitables");
    expect(formatLivingArea({ net: "1250" })).toBe("1'250 m² habitables");
    expect(formatLivingArea({ gross: 0, net: 95.5 })).toBe("95.5 m² habitables");
  });

  it("is undefined without a usable area", () => {
    expect(formatLivingArea({})).toBeUndefined();
    expect(formatLivingArea({ gross: "", net: "abc" })).toBeUndefined();
  });
});

describe("toNumber", () => {
  it("reads numbers and numeric strings", () => {
    expect(toNumber(3)).toBe(3);
    expect(toNumber(" 3.5 ")).toBe(3.5);
    expect(toNumber("3,5")).toBe(3.5);
    expect(toNumber("1'250")).toBe(1250);
    expect(toNumber("-1")).toBe(-1);
  });

  it("rejects anything else", () => {
    expect(toNumber("")).toBeUndefined();
    expect(toNumber("12abc")).toBeUndefined();
    expect(toNumber(Number.NaN)).toBeUndefined();
    expect(toNumber(null)).toBeUndefined();
    expect(toNumber(true)).toBeUndefined();
  });
});

describe("formatDate", () => {
  it("writes dd.mm.yyyy", () => {
    expect(formatDate("2025-05-15")).toBe("15.05.2025");
    expect(formatDate(new Date(Date.UTC(2025, 4, 15, 10)))).toBe("15.05.2025");
  });

  it("shows date-times in Swiss local time", () => {
    expect(formatDate("2025-05-14T22:30:00Z")).toBe("15.05.2025");
    expect(formatDate("2025-01-01T12:00:00+01:00")).toBe("01.01.2025");
  });

  it("gives an empty string for invalid dates", () => {
    expect(formatDate("not a date")).toBe("");
    expect(formatDate("2025-02-30")).toBe("");
    expect(formatDate(new Date(Number.NaN))).toBe("");
  });
});

describe("phones", () => {
  it("formats E.164 and national numbers in the grouped +41 format", () => {
    expect(formatPhone(agency.mainPhone)).toBe("+41 24 471 20 01");
    expect(formatPhone("024 471 20 01")).toBe("+41 24 471 20 01");
    expect(formatPhone("+41794123310")).toBe("+41 79 412 33 10");
    expect(formatPhone("+33450000000")).toBe("+33 4 50 00 00 00");
  });

  it("returns unparsable input unchanged", () => {
    expect(formatPhone("abc")).toBe("abc");
    expect(formatPhone("12")).toBe("12");
    expect(formatPhone("")).toBe("");
  });

  it("builds tel: links", () => {
    expect(phoneHref("+41244712001")).toBe("tel:+41244712001");
    expect(phoneHref("+41 24 471 20 01")).toBe("tel:+41244712001");
    expect(phoneHref("024 471 20 01")).toBe("tel:+41244712001");
    expect(phoneHref("12 34")).toBe("tel:1234");
  });

  it("formats every team phone", () => {
    for (const member of team) {
      expect(formatPhone(member.phone)).toMatch(/^\+41 \d{2} \d{3} \d{2} \d{2}$/);
    }
  });
});
