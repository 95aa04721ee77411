import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import packed from "~/map/data/localities.json";
import { packLocalities, parseLocalities } from "~/map/localities";

describe("swisstopo's directory of localities", () => {
  const rows = parseLocalities(readFileSync("app/map/data/AMTOVZ_CSV_WGS84.csv", "utf8"));

  it("is packed as published (npx tsx scripts/pack-localities.ts after a new edition)", () => {
    expect(packLocalities(rows)).toEqual(packed);
  });

  it("reads every Swiss row, and leaves out Liechtenstein's, which name no canton", () => {
    expect(rows.length).toBe(5742);
    expect(rows.filter((row) => row.locality.postalCode === "1870").map((row) => row.communeName)).toEqual([
      "Monthey",
      "Monthey",
    ]);
    expect(rows.some((row) => row.locality.postalCode === "9490")).toBe(false);
  });
});
