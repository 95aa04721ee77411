import { describe, expect, it } from "vitest";
import { matchesTypeAhead } from "~/listing/type-ahead";

describe("matchesTypeAhead (product §2.3)", () => {
  it("keeps items containing the typed text, ignoring case", () => {
    expect(matchesTypeAhead("Monthey", "MON")).toBe(true);
    expect(matchesTypeAhead("La Tour-de-Peilz", "tour")).toBe(true);
    expect(matchesTypeAhead("Vevey", "mon")).toBe(false);
  });

  it("ignores accents and surrounding spaces; an empty box keeps everything", () => {
    expect(matchesTypeAhead("Champéry", "champery")).toBe(true);
    expect(matchesTypeAhead("Champery", "CHAMPÉ")).toBe(true);
    expect(matchesTypeAhead("Aigle", "  ")).toBe(true);
  });
});
