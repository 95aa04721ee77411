import { describe, expect, it } from "vitest";
import { keptEntries, readKept } from "~/favourites/favourites";
import { NEW_DAYS, REDUCED_DAYS, newsLine, newsOf, sinceKeptLine } from "~/listing/listing-news";

const now = new Date("2026-12-04T12:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 3600_000).toISOString();
const row = (set: Partial<Parameters<typeof newsOf>[0]> = {}) => ({
  price: 900_000,
  first_seen_at: daysAgo(100),
  price_fell_at: null,
  price_before: null,
  gone_at: null,
  ...set,
});

describe("what is new about a listing", () => {
  it("is new within its first days on offer, never when the first look found it", () => {
    expect(newsOf(row({ first_seen_at: daysAgo(1) }), now)).toEqual({ kind: "new" });
    expect(newsOf(row({ first_seen_at: daysAgo(NEW_DAYS) }), now)).toEqual({ kind: "new" });
    expect(newsOf(row({ first_seen_at: daysAgo(NEW_DAYS + 0.01) }), now)).toBeNull();
    expect(newsOf(row({ first_seen_at: new Date(0).toISOString() }), now)).toBeNull();
  });

  it("is reduced for a while after its price fell, while it stays below, a fall winning over new", () => {
    const fell = { price: 880_000, price_before: 900_000, price_fell_at: daysAgo(2), first_seen_at: daysAgo(3) };
    expect(newsOf(row(fell), now)).toEqual({
      kind: "reduced",
      at: fell.price_fell_at,
      before: 900_000,
      price: 880_000,
    });
    expect(newsOf(row({ ...fell, price_fell_at: daysAgo(REDUCED_DAYS + 1) }), now)).toEqual({ kind: "new" });
    // Back up to its old price, or on request now: nothing to say of a fall.
    expect(newsOf(row({ ...fell, price: 900_000, first_seen_at: daysAgo(50) }), now)).toBeNull();
    expect(newsOf(row({ ...fell, price: 0, first_seen_at: daysAgo(50) }), now)).toBeNull();
    expect(newsOf(row({ ...fell, gone_at: daysAgo(1) }), now)).toBeNull();
  });

  it("says it in each language, with the day and the amount", () => {
    const news = { kind: "reduced", at: "2026-11-30T09:00:00.000Z", before: 900_000, price: 880_000 } as const;
    expect(newsLine(news, "fr")).toBe("Prix baissé le 30.11.2026 : CHF 20'000.– de moins");
    expect(newsLine(news, "de")).toBe("Preis am 30.11.2026 gesenkt: CHF 20'000.– weniger");
    expect(newsLine(news, "en")).toBe("Price reduced on 30 November 2026: CHF 20'000.– less");
    expect(sinceKeptLine(900_000, 880_000, "fr")).toBe("CHF 20'000.– de moins depuis que vous l'avez gardé");
    expect(sinceKeptLine(880_000, 900_000, "fr")).toBeNull();
    expect(sinceKeptLine(undefined, 900_000, "en")).toBeNull();
    expect(sinceKeptLine(900_000, 0, "en")).toBeNull();
  });
});

describe("the price at keeping in the favourites cookie", () => {
  it("reads the entries with and without a price, and writes the prices it knows", () => {
    expect(readKept(["RLM-1047:1250000", "RLM-1001", "RLM-1047"])).toEqual([
      { ref: "RLM-1047", price: 1_250_000 },
      { ref: "RLM-1001" },
    ]);
    expect(
      keptEntries(
        ["RLM-1047", "RLM-1001"],
        new Map([
          ["RLM-1047", 1_250_000],
          ["RLM-1001", 0],
        ]),
      ),
    ).toEqual(["RLM-1047:1250000", "RLM-1001"]);
  });

  it("reads a broken entry as a broken cookie: nothing kept", () => {
    for (const bad of ["RLM-1047:", "RLM-1047:-5", "RLM-1047:12.5", "RLM-1047:1:2", "RLM-1047:0", ":100"]) {
      expect(readKept(["RLM-1001", bad]), bad).toEqual([]);
    }
  });
});
