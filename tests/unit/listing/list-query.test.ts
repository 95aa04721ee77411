import { describe, expect, it } from "vitest";
import { withPage } from "@rli/contract/agency/search-criteria";
import { resolveListAddress, type ListAddress } from "~/listing/list-address";
import { canonicalListHref, listHref, pageCount, readListQuery, withKept } from "~/listing/list-query";

function at(path: string, params: { type?: string; city?: string } = {}): ListAddress {
  const result = resolveListAddress(path, params, [{ name: "Monthey", postalCode: "1870" }]);
  if (result.kind !== "list") throw new Error(path);
  return result.address;
}

const read = (address: ListAddress, query: string) => readListQuery(address, new URLSearchParams(query));

describe("readListQuery on /recherche", () => {
  const search = at("/recherche");

  it("accepts the canonical query and an empty one", () => {
    expect(read(search, "cities=1800,1870&page=2")).toMatchObject({ isCanonical: true, kept: "" });
    expect(read(search, "").isCanonical).toBe(true);
  });

  it("asks for a redirect for repeated parameters, defaults and garbage", () => {
    const noJs = read(
      search,
      "actionType=Louer&actionType=Acheter&cities=1870&cities=1800&budget=0-999999999&minRooms=0&page=1",
    );
    expect(noJs.isCanonical).toBe(false);
    expect(listHref(search, noJs.criteria)).toBe("/recherche?cities=1800,1870&page=1");
    for (const query of [
      "page=-1",
      "page=abc",
      "budget=xyz",
      "cities=%3Cscript%3E",
      "types=%00",
      "page=1&utm_source=x",
    ]) {
      const parsed = read(search, query);
      expect(parsed.isCanonical, query).toBe(false);
      expect(listHref(search, parsed.criteria), query).toBe("/recherche?page=1");
    }
  });

  it("keeps the contact modal parameter aside and ignores Remix's own", () => {
    expect(read(search, "page=1&contact")).toMatchObject({ isCanonical: true, kept: "contact" });
    expect(read(search, "page=1&contact=RLM-1047").kept).toBe("contact=RLM-1047");
    expect(read(search, "page=1&_routes=root").isCanonical).toBe(true);
  });

  it("caps huge pages", () => {
    expect(read(search, "page=999999").criteria.page).toBe(10_000);
  });
});

describe("readListQuery on a fixed address", () => {
  const list = at("/vente/appartement/monthey-1870", { type: "appartement", city: "monthey-1870" });

  it("reads only a page; page 1 is the bare address", () => {
    expect(read(list, "").isCanonical).toBe(true);
    expect(read(list, "page=2")).toMatchObject({ isCanonical: true });
    expect(read(list, "page=2").criteria).toMatchObject({
      page: 2,
      types: ["apartment"],
      cities: ["1870"],
      actionType: "Acheter",
    });
    expect(read(list, "page=1").isCanonical).toBe(false);
    expect(listHref(list, read(list, "page=1").criteria)).toBe("/vente/appartement/monthey-1870");
  });

  it("drops filters the path already fixes", () => {
    const parsed = read(list, "types=house&actionType=Louer&page=3");
    expect(parsed.isCanonical).toBe(false);
    expect(listHref(list, parsed.criteria)).toBe("/vente/appartement/monthey-1870?page=3");
  });
});

describe("canonical addresses", () => {
  it("/annonces points to the search path with page=1 (product §2.4)", () => {
    const all = at("/annonces");
    expect(canonicalListHref(all, all.base)).toBe("/recherche?page=1");
    expect(canonicalListHref(all, withPage(all.base, 2))).toBe("/recherche?page=2");
  });

  it("a search is its own canonical, page included", () => {
    const search = at("/recherche");
    expect(canonicalListHref(search, search.base)).toBe("/recherche?page=1");
  });
});

describe("helpers", () => {
  it("counts pages", () => {
    expect(pageCount(0, 12)).toBe(0);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
  });

  it("adds kept parameters back", () => {
    expect(withKept("/vente", "contact")).toBe("/vente?contact");
    expect(withKept("/recherche?page=1", "contact")).toBe("/recherche?page=1&contact");
    expect(withKept("/vente", "")).toBe("/vente");
  });
});
