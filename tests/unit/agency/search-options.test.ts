import { describe, expect, it } from "vitest";
import {
  budgetOptions,
  budgetOptionsIn,
  indifferentBudget,
  isBudgetOption,
  isRoomOption,
  parseBudget,
  roomOptions,
} from "@rli/contract/agency/search-options";

describe("budgetOptions (product §9)", () => {
  it("starts with 'Indifférent' over the whole range", () => {
    expect(budgetOptions[0]).toEqual({ name: "Indifférent", value: "0-999999999" });
    expect(indifferentBudget).toBe("0-999999999");
  });

  it("steps by 100'000 from 0 to 1'000'000, then over 1'000'000", () => {
    expect(budgetOptions.map((o) => o.value)).toEqual([
      "0-999999999",
      "0-100000",
      "100000-200000",
      "200000-300000",
      "300000-400000",
      "400000-500000",
      "500000-600000",
      "600000-700000",
      "700000-800000",
      "800000-900000",
      "900000-1000000",
      "1000000-999999999",
    ]);
  });

  it("names the steps with Swiss prices", () => {
    expect(budgetOptions[1]?.name).toBe("Jusqu'à CHF 100'000.–");
    expect(budgetOptions[2]?.name).toBe("CHF 100'000.– à CHF 200'000.–");
    expect(budgetOptions.at(-1)?.name).toBe("Plus de CHF 1'000'000.–");
  });

  it("recognises option values only", () => {
    expect(isBudgetOption("100000-200000")).toBe(true);
    expect(isBudgetOption("100000-250000")).toBe(false);
  });
});

describe("parseBudget", () => {
  it("reads min and max", () => {
    expect(parseBudget("100000-200000")).toEqual({ min: 100000, max: 200000 });
    expect(parseBudget("0-999999999")).toEqual({ min: 0, max: 999999999 });
  });

  it("rejects malformed ranges", () => {
    expect(parseBudget("200000-100000")).toBeUndefined();
    expect(parseBudget("abc")).toBeUndefined();
    expect(parseBudget("-5-10")).toBeUndefined();
    expect(parseBudget("0-9999999999")).toBeUndefined();
    expect(parseBudget("")).toBeUndefined();
    expect(parseBudget(null)).toBeUndefined();
  });
});

describe("roomOptions (product §9)", () => {
  it("offers 'Indifférent' then 1+ to 7½+ in half steps", () => {
    expect(roomOptions[0]).toEqual({ name: "Indifférent", value: 0 });
    expect(roomOptions.slice(1).map((o) => o.value)).toEqual([1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 5.5, 6, 6.5, 7, 7.5]);
  });

  it("names them with ½ and pièce(s)", () => {
    expect(roomOptions[1]?.name).toBe("1+ pièce");
    expect(roomOptions[2]?.name).toBe("1½+ pièces");
    expect(roomOptions.at(-1)?.name).toBe("7½+ pièces");
  });

  it("recognises option values only", () => {
    expect(isRoomOption(3.5)).toBe(true);
    expect(isRoomOption(0)).toBe(true);
    expect(isRoomOption(8)).toBe(false);
    expect(isRoomOption(3.25)).toBe(false);
  });
});

describe("budget options to rent: monthly rents", () => {
  it("offers any, up to CHF 1'000.– a month, by steps to 4'000.–, then more, in each language", () => {
    expect(budgetOptionsIn("fr", "Louer").map((option) => option.value)).toEqual([
      indifferentBudget,
      "0-1000",
      "1000-1500",
      "1500-2000",
      "2000-2500",
      "2500-3000",
      "3000-4000",
      "4000-999999999",
    ]);
    expect(budgetOptionsIn("fr", "Louer")[1]?.name).toBe("Jusqu'à CHF 1'000.– par mois");
    expect(budgetOptionsIn("de", "Louer")[2]?.name).toBe("CHF 1'000.– bis CHF 1'500.– pro Monat");
    expect(budgetOptionsIn("en", "Louer").at(-1)?.name).toBe("Over CHF 4'000.– a month");
  });

  it("tells a rent from a price: each kind takes its own choices only", () => {
    expect(isBudgetOption("1000-1500", "Louer")).toBe(true);
    expect(isBudgetOption("1000-1500")).toBe(false);
    expect(isBudgetOption("100000-200000", "Louer")).toBe(false);
    expect(isBudgetOption(indifferentBudget, "Louer")).toBe(true);
  });
});
