import { describe, expect, it } from "vitest";
import { criteriaFromQuery, withPage } from "@rli/contract/agency/search-criteria";
import { resolveListAddress, type ListAddress } from "~/listing/list-address";
import { canonicalListHref, listHref, readListQuery } from "~/listing/list-query";

function at(path: string, params: { type?: string; city?: string } = {}): ListAddress {
  const result = resolveListAddress(path, params, [{ name: "Monthey", postalCode: "1870" }]);
  if (result.kind !== "list") throw new Error(path);
  return result.address;
}

const read = (address: ListAddress, query: string) => readListQuery(address, new URLSearchParams(query));

describe("tri and surfaceMin in the address", () => {
  it("reads every order and the area options; newest first and any area by default", () => {
    expect(criteriaFromQuery(new URLSearchParams(""))).toMatchObject({ sort: "recent", minArea: 0 });
    for (const sort of ["prix-croissant", "prix-decroissant", "surface", "recent"]) {
      expect(criteriaFromQuery(new URLSearchParams(`tri=${sort}`)).sort).toBe(sort);
    }
    for (const area of [50, 75, 100, 150, 200]) {
      expect(criteriaFromQuery(new URLSearchParams(`surfaceMin=${area}`)).minArea).toBe(area);
    }
  });

  it("drops values outside the choices", () => {
    for (const query of ["tri=prix", "tri=%3Cscript%3E", "tri=", "surfaceMin=60", "surfaceMin=-50", "surfaceMin=1e3"]) {
      expect(criteriaFromQuery(new URLSearchParams(query)), query).toMatchObject({ sort: "recent", minArea: 0 });
    }
    expect(criteriaFromQuery(new URLSearchParams("surfaceMin=99999999999999999999")).minArea).toBe(0);
  });

  it("a search spells them after the rooms and before the page; the default order is never written", () => {
    const search = at("/recherche");
    expect(read(search, "minRooms=3&surfaceMin=100&tri=surface&page=1").isCanonical).toBe(true);
    const swapped = read(search, "tri=surface&surfaceMin=100&page=1");
    expect(swapped.isCanonical).toBe(false);
    expect(listHref(search, swapped.criteria)).toBe("/recherche?surfaceMin=100&tri=surface&page=1");
    const recent = read(search, "tri=recent&page=1");
    expect(recent.isCanonical).toBe(false);
    expect(listHref(search, recent.criteria)).toBe("/recherche?page=1");
  });

  it("bad values on a search redirect to the query without them", () => {
    const parsed = read(search(), "surfaceMin=abc&tri=cher&page=1");
    expect(parsed.isCanonical).toBe(false);
    expect(listHref(search(), parsed.criteria)).toBe("/recherche?page=1");
  });

  it("fixed lists keep them with the page, and drop bad ones", () => {
    const list = at("/vente/appartement", { type: "appartement" });
    expect(read(list, "surfaceMin=75&tri=prix-decroissant").isCanonical).toBe(true);
    expect(read(list, "surfaceMin=75&tri=prix-decroissant&page=2").criteria).toMatchObject({
      minArea: 75,
      sort: "prix-decroissant",
      page: 2,
      types: ["apartment"],
    });
    const bad = read(list, "tri=n-importe&surfaceMin=75");
    expect(bad.isCanonical).toBe(false);
    expect(listHref(list, bad.criteria)).toBe("/vente/appartement?surfaceMin=75");
    const later = withPage(read(list, "tri=surface").criteria, 3);
    expect(listHref(list, later)).toBe("/vente/appartement?tri=surface&page=3");
  });

  it("the canonical address keeps them", () => {
    const all = at("/annonces");
    const criteria = read(all, "tri=prix-croissant&surfaceMin=150").criteria;
    expect(canonicalListHref(all, criteria)).toBe("/recherche?surfaceMin=150&tri=prix-croissant&page=1");
  });
});

function search(): ListAddress {
  return at("/recherche");
}
