import { describe, expect, it } from "vitest";
import type { Place } from "@rli/contract/api/contract";
import { swissGeodata } from "~/map/geodata.server";
import { drawListMap } from "~/map/list-map.server";
import { drawPlaceMap } from "~/map/place-map.server";
import { frameOfBaseKey, signedBaseKey } from "~/map/base-keys.server";
import { baseOfKey, basesCache, bytesOf, keptBasesBytes, MAP_BASES_BYTES } from "~/map/region-map.server";
import { baseSvg } from "~/map/base-svg.server";

const geodata = swissGeodata();

function place(ref: string, postalCode: string, locality: string, extra: Partial<Place> = {}): Place {
  return {
    ref,
    isPromotion: false,
    type: "rent",
    categories: [{ name: "apartment" }],
    promotionRef: null,
    title: `Appartement ${ref}`,
    translations: [],
    postalCode,
    locality,
    country: "CH",
    ...extra,
  };
}

const hrefs = {
  listingHref: (item: Place) => `/listing/${item.ref}`,
  communeHref: (postalCodes: readonly string[]) => `/recherche?cities=${postalCodes.join(",")}`,
};

/** A régie's listings over French-speaking Switzerland, the same every run. */
function regie(count: number): Place[] {
  const pool = [...geodata.localitiesByPostcode.values()]
    .flat()
    .filter((locality) => ["VD", "VS", "FR", "GE"].includes(geodata.communes.get(locality.communeId)?.canton ?? ""));
  return Array.from({ length: count }, (_, index) => {
    const locality = pool[(index * 7919) % pool.length]!;
    return place(`R-${index}`, locality.postalCode, locality.name);
  });
}

describe("the map of a list", () => {
  it("counts every result once: one mark per listing alone in its commune, one per commune with more", () => {
    const map = drawListMap({
      places: [
        place("A", "1870", "Monthey"),
        place("B", "1870", "Monthey"),
        place("C", "1800", "Vevey", { translations: [{ language: "de", title: "Wohnung C" }] }),
        place("D", "74500", "Évian-les-Bains", { country: "FR" }),
      ],
      language: "de",
      ...hrefs,
    });
    expect(map.marks.map(({ count, href, name, nameLanguage }) => ({ count, href, name, nameLanguage }))).toEqual([
      { count: 2, href: "/recherche?cities=1870", name: "2 Angebote in Monthey", nameLanguage: undefined },
      { count: 1, href: "/listing/C", name: "Wohnung C, Vevey", nameLanguage: undefined },
    ]);
    expect(map.title).toBe("Karte der 4 Angebote");
    expect(map.description).toContain("ein Angebot ohne bekannten Ort fehlt");
    expect(map.lakeLabels.map((label) => label.text)).toContain("Genfersee");
  });

  it("names a listing titled only in French in French, marked so", () => {
    const map = drawListMap({ places: [place("A", "1870", "Monthey")], language: "en", ...hrefs });
    expect(map.marks[0]).toMatchObject({ name: "Appartement A, Monthey", nameLanguage: "fr" });
  });

  it("keeps 3'000 listings readable: marks merged so none covers another, all inside the frame", () => {
    const places = regie(3000);
    const map = drawListMap({ places, language: "fr", ...hrefs });
    expect(map.marks.reduce((sum, mark) => sum + mark.count, 0)).toBe(3000);
    expect(map.marks.length).toBeLessThan(250);
    for (const [index, mark] of map.marks.entries()) {
      expect(mark.x).toBeGreaterThanOrEqual(0);
      expect(mark.x).toBeLessThanOrEqual(map.width);
      expect(mark.y).toBeGreaterThanOrEqual(0);
      expect(mark.y).toBeLessThanOrEqual(map.height);
      for (const other of map.marks.slice(index + 1)) {
        expect(Math.hypot(mark.x - other.x, mark.y - other.y)).toBeGreaterThanOrEqual(24);
      }
    }
    const merged = map.marks.find((mark) => mark.name.includes("autres communes"));
    expect(merged?.name).toMatch(/^\d+ annonces à [^,]+, [^,]+ et \d+ autres communes$/);
  });

  it("draws a base any address can name only for keys the site writes", () => {
    const map = drawListMap({ places: regie(50), language: "fr", ...hrefs });
    const svg = baseSvg(baseOfKey(map.baseKey)!);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 800 \d+"/);
    expect(svg).not.toContain("<style");
    expect(baseOfKey(signedBaseKey(frameOfBaseKey(map.baseKey)!.replace(/^2024/, "2023")))).toBeUndefined();
    expect(baseOfKey(signedBaseKey("2024-800x560-0.000-0.000-50.000-50.000"))).toBeUndefined();
    expect(baseOfKey(signedBaseKey("2024-100000x560-6.500-46.000-7.000-46.500"))).toBeUndefined();
    expect(baseOfKey(signedBaseKey("2024-800x560-6.500-46.000-7.000-46.500-c9999"))).toBeUndefined();
    expect(baseOfKey(signedBaseKey("2024-800x560-6.500-46.000-7.000-46.500-c6153"))?.focusOutline).toMatch(/^M/);
  });

  it("draws no well-formed key without the site's signature: 0 drawings for 200 made-up frames", () => {
    const before = keptBasesBytes();
    const started = performance.now();
    for (let i = 0; i < 200; i++) {
      const west = (6 + i / 1000).toFixed(3);
      const east = (6.4 + i / 1000).toFixed(3);
      expect(baseOfKey(`2024-1600x1600-${west}-46.300-${east}-46.700`)).toBeUndefined();
      expect(baseOfKey(`2024-1600x1600-${west}-46.300-${east}-46.700.AAAAAAAAAAAAAAAAAAAAAA`)).toBeUndefined();
    }
    expect(keptBasesBytes()).toBe(before);
    // 400 refusals cost 400 HMACs, not 400 drawings of 20 ms and more each.
    expect(performance.now() - started).toBeLessThan(1000);
    const map = drawListMap({ places: regie(50), language: "fr", ...hrefs });
    expect(map.baseKey).toMatch(/^2024-800x\d+-[\d.-]+\.[\w-]{22}$/);
  });

  it(`keeps the drawn bases within their bytes (${MAP_BASES_BYTES / 1024 / 1024} MB on the site), however many are drawn`, () => {
    // The site's cache is this one with 16 MB; filling 1 MB shows the bound with 40 drawings instead of 400.
    const bound = 1024 * 1024;
    const cache = basesCache(bound);
    const sizes: number[] = [];
    for (let i = 0; i < 40; i++) {
      const west = (8.5 + i / 1000).toFixed(3);
      const east = (8.9 + i / 1000).toFixed(3);
      const key = signedBaseKey(`2024-1600x1600-${west}-47.300-${east}-47.700`);
      const base = baseOfKey(key)!;
      cache.set(key, base);
      sizes.push(bytesOf(base));
      expect(cache.calculatedSize).toBeLessThanOrEqual(bound);
    }
    // Each base of Zurich's communes at 1600 pixels counts its paths, about 26 KB of characters and more.
    expect(Math.min(...sizes)).toBeGreaterThan(26 * 1024);
    expect(cache.calculatedSize).toBeGreaterThan(bound * 0.9);
    expect(cache.size).toBeLessThan(40);
    expect(keptBasesBytes()).toBeLessThanOrEqual(MAP_BASES_BYTES);
  });
});

describe("the map of one listing", () => {
  it("outlines its commune among its named neighbours, by its lake", () => {
    const map = drawPlaceMap({ place: { postalCode: "1800", locality: "Vevey", country: "CH" }, language: "de" })!;
    expect(map.title).toBe("Lage: Vevey");
    expect(frameOfBaseKey(map.baseKey)).toMatch(/-c5890$/);
    expect(baseSvg(baseOfKey(map.baseKey)!)).toMatch(/<path d="M[\d.,]+L[^"]+" fill="#0e5378"/);
    expect(map.labels[0]?.text).toBe("Vevey");
    expect(map.labels.length).toBeGreaterThan(1);
    expect(map.description).toMatch(/^Die Gemeinde Vevey, zwischen .+\.$/);
    expect(map.lakeLabels.map((label) => label.text)).toEqual(["Genfersee"]);
    expect(map.marks).toHaveLength(1);
    expect(map.marks[0]?.href).toBeUndefined();
  });

  it("has none for a listing abroad", () => {
    expect(drawPlaceMap({ place: { postalCode: "74500", locality: "Évian", country: "FR" }, language: "fr" })).toBe(
      undefined,
    );
  });
});
