import { describe, expect, it } from "vitest";
import { readCitySegment, readTypeSegment, resolveListAddress, type ListAddressResult } from "~/listing/list-address";

const cities = [
  { name: "Monthey", postalCode: "1870" },
  { name: "Vevey", postalCode: "1800" },
  { name: "Corsier-sur-Vevey", postalCode: "1804" },
];

function address(result: ListAddressResult) {
  if (result.kind !== "list") throw new Error(`attendu une liste, reçu ${result.kind}`);
  return result.address;
}

describe("resolveListAddress", () => {
  it("/annonces lists everything for sale, points search engines to /recherche and hides the 'all' link", () => {
    const all = address(resolveListAddress("/annonces", {}, cities));
    expect(all.base).toMatchObject({ actionType: "Acheter", types: [], cities: [], sold: false });
    expect(all.canonicalPath).toBe("/recherche");
    expect(all.showAllLink).toBe(false);
    expect(all.filtersFromQuery).toBe(false);
  });

  it("/recherche and /vendus read their filters from the query; /vendus is the sold mode", () => {
    expect(address(resolveListAddress("/recherche", {}, cities))).toMatchObject({
      filtersFromQuery: true,
      searchPath: "/recherche",
    });
    const sold = address(resolveListAddress("/vendus", {}, cities));
    expect(sold).toMatchObject({ filtersFromQuery: true, searchPath: "/vendus", showAllLink: true });
    expect(sold.base.sold).toBe(true);
  });

  it("/nos-appartements and /nos-maisons list one type for sale", () => {
    expect(address(resolveListAddress("/nos-appartements", {}, cities)).base.types).toEqual(["apartment"]);
    expect(address(resolveListAddress("/nos-maisons", {}, cities)).base.types).toEqual(["house"]);
  });

  it("/vente and /location choose the action", () => {
    expect(address(resolveListAddress("/vente", {}, cities)).base.actionType).toBe("Acheter");
    expect(address(resolveListAddress("/location", {}, cities)).base.actionType).toBe("Louer");
  });

  it("a type group slug filters on that group", () => {
    const list = address(resolveListAddress("/location/maison", { type: "maison" }, cities));
    expect(list.base).toMatchObject({ actionType: "Louer", types: ["house"] });
    expect(list.canonicalPath).toBeUndefined();
  });

  it("a category slug lists its whole group, with the group's address as canonical", () => {
    const list = address(resolveListAddress("/vente/villa/vevey-1800", { type: "villa", city: "vevey-1800" }, cities));
    expect(list.base).toMatchObject({ types: ["house"], cities: ["1800"] });
    expect(list.canonicalPath).toBe("/vente/maison/vevey-1800");
    expect(list.categoryLabel).toBe("Villa");
  });

  it("the fallback category slug of listings without a known category lists every type", () => {
    const list = address(resolveListAddress("/vente/bien", { type: "bien" }, cities));
    expect(list.base.types).toEqual([]);
  });

  it("an unknown type is a 404", () => {
    expect(resolveListAddress("/vente/chateau-fort", { type: "chateau-fort" }, cities).kind).toBe("not-found");
    expect(resolveListAddress("/vente/<script>", { type: "<script>" }, cities).kind).toBe("not-found");
  });

  it("a city segment filters on its postal code", () => {
    const list = address(
      resolveListAddress("/vente/appartement/monthey-1870", { type: "appartement", city: "monthey-1870" }, cities),
    );
    expect(list.base).toMatchObject({ types: ["apartment"], cities: ["1870"] });
    expect(list.city).toEqual({ name: "Monthey", postalCode: "1870" });
  });

  it("an unknown or malformed city is a 404", () => {
    expect(
      resolveListAddress("/vente/maison/nulle-part-9999", { type: "maison", city: "nulle-part-9999" }, cities).kind,
    ).toBe("not-found");
    expect(resolveListAddress("/vente/maison/monthey", { type: "maison", city: "monthey" }, cities).kind).toBe(
      "not-found",
    );
  });

  it("a known postal code with another spelling, or another case, redirects to the address", () => {
    expect(
      resolveListAddress("/vente/maison/ailleurs-1870", { type: "maison", city: "ailleurs-1870" }, cities),
    ).toEqual({
      kind: "redirect",
      path: "/vente/maison/monthey-1870",
    });
    expect(resolveListAddress("/Vente/Maison/1804", { type: "Maison", city: "1804" }, cities)).toEqual({
      kind: "redirect",
      path: "/vente/maison/corsier-sur-vevey-1804",
    });
    expect(resolveListAddress("/ANNONCES", {}, cities)).toEqual({ kind: "redirect", path: "/annonces" });
  });

  it("without the list of cities, any well-formed city segment is accepted", () => {
    const list = address(
      resolveListAddress(
        "/vente/maison/villars-sur-ollon-1884",
        { type: "maison", city: "villars-sur-ollon-1884" },
        null,
      ),
    );
    expect(list.city).toEqual({ name: "Villars-sur-Ollon", postalCode: "1884" });
  });
});

describe("readTypeSegment and readCitySegment", () => {
  it("reads groups and categories", () => {
    expect(readTypeSegment("appartement")?.group?.value).toBe("apartment");
    expect(readTypeSegment("parking")?.group?.value).toBe("parking");
    expect(readTypeSegment("terrain")?.group?.value).toBe("land");
    expect(readTypeSegment("commercial")?.group?.value).toBe("commercial");
    expect(readTypeSegment("nope")).toBeUndefined();
  });

  it("picks the city whose name matches among those sharing a postal code", () => {
    const shared = [
      { name: "Collombey", postalCode: "1868" },
      { name: "Muraz", postalCode: "1868" },
    ];
    expect(readCitySegment("muraz-1868", shared)).toEqual({ kind: "city", city: shared[1], segment: "muraz-1868" });
    expect(readCitySegment("1868", shared)).toEqual({ kind: "city", city: shared[0], segment: "collombey-1868" });
  });
});
