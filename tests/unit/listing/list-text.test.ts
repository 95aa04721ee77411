import { describe, expect, it } from "vitest";
import { defaultCriteria, type SearchCriteria } from "@rli/contract/agency/search-criteria";
import { resolveListAddress, type ListAddress } from "~/listing/list-address";
import {
  budgetPhrase,
  cityNames,
  countText,
  describeList,
  joinFrench,
  listHeading,
  listMeta,
  roomsPhrase,
  shouldNoindex,
} from "~/listing/list-text";

const names = cityNames([
  { name: "Monthey", postalCode: "1870" },
  { name: "Vevey", postalCode: "1800" },
  { name: "Aigle", postalCode: "1860" },
]);

function at(path: string): ListAddress {
  const result = resolveListAddress(path, {}, null);
  if (result.kind !== "list") throw new Error(path);
  return result.address;
}

const criteria = (changes: Partial<SearchCriteria>): SearchCriteria => ({ ...defaultCriteria(), ...changes });

describe("describeList", () => {
  it("names types, action and cities in French", () => {
    expect(describeList(defaultCriteria(), names)).toBe("Biens immobiliers à vendre");
    expect(describeList(criteria({ types: ["apartment"], cities: ["1870"] }), names)).toBe(
      "Appartements à vendre à Monthey",
    );
    expect(
      describeList(criteria({ actionType: "Louer", types: ["house", "apartment"], cities: ["1800", "1870"] }), names),
    ).toBe("Maisons et appartements à louer à Vevey et Monthey");
    expect(describeList(criteria({ cities: ["1800", "1870", "1860", "1234"] }), names)).toBe(
      "Biens immobiliers à vendre dans 4 localités",
    );
  });

  it("agrees the sold participle", () => {
    expect(describeList(criteria({ sold: true }), names)).toBe("Biens immobiliers vendus");
    expect(describeList(criteria({ sold: true, types: ["house"] }), names)).toBe("Maisons vendues");
    expect(describeList(criteria({ sold: true, actionType: "Louer", types: ["apartment"] }), names)).toBe(
      "Appartements loués",
    );
  });

  it("shows a postal code when the city name is unknown", () => {
    expect(describeList(criteria({ cities: ["1999"] }), names)).toBe("Biens immobiliers à vendre à 1999");
  });
});

describe("phrases", () => {
  it("budget and rooms", () => {
    expect(budgetPhrase("0-999999999")).toBe("");
    expect(budgetPhrase("0-100000")).toBe("jusqu'à CHF 100'000.–");
    expect(budgetPhrase("100000-200000")).toBe("de CHF 100'000.– à CHF 200'000.–");
    expect(budgetPhrase("1000000-999999999")).toBe("plus de CHF 1'000'000.–");
    expect(budgetPhrase("1000-1500", "fr", "Louer")).toBe("de CHF 1'000.– à CHF 1'500.– par mois");
    expect(budgetPhrase("0-1000", "en", "Louer")).toBe("up to CHF 1'000.– a month");
    expect(roomsPhrase(0)).toBe("");
    expect(roomsPhrase(3.5)).toBe("dès 3½ pièces");
  });

  it("joins and counts", () => {
    expect(joinFrench(["a", "b", "c"])).toBe("a, b et c");
    expect(countText(0)).toBe("0 élément");
    expect(countText(1)).toBe("1 élément");
    expect(countText(26)).toBe("26 éléments");
  });
});

describe("headings and meta", () => {
  it("fixed pages have their own heading", () => {
    expect(listHeading(at("/annonces"), defaultCriteria(), names)).toBe("Toutes nos annonces");
    expect(listHeading(at("/nos-maisons"), criteria({ types: ["house"] }), names)).toBe("Nos maisons à vendre");
  });

  it("the title names the filters and the page; searches say so", () => {
    const search = at("/recherche");
    const meta = listMeta(search, criteria({ cities: ["1870"], budget: "0-500000", minRooms: 3, page: 2 }), names, 30);
    expect(meta.title).toBe(
      "Recherche : Biens immobiliers à vendre à Monthey, jusqu'à CHF 500'000.–, dès 3 pièces – page 2",
    );
    expect(meta.description).toContain("30 annonces");
  });

  it("titles of different list pages differ", () => {
    const titles = ["/annonces", "/recherche", "/vente", "/nos-appartements"].map(
      (path) => listMeta(at(path), at(path).base, names, 5).title,
    );
    expect(new Set(titles).size).toBe(titles.length);
  });
});

describe("shouldNoindex", () => {
  const search = at("/recherche");
  it("indexes fixed addresses and simple searches, page 2 included", () => {
    expect(shouldNoindex(at("/vente"), defaultCriteria(), 10)).toBe(false);
    expect(shouldNoindex(search, criteria({ types: ["apartment"], cities: ["1870"], page: 2 }), 10)).toBe(false);
  });

  it("keeps filter combinations and empty lists out of the index", () => {
    expect(shouldNoindex(search, criteria({ budget: "0-100000" }), 10)).toBe(true);
    expect(shouldNoindex(search, criteria({ minRooms: 2 }), 10)).toBe(true);
    expect(shouldNoindex(search, criteria({ cities: ["1870", "1800"] }), 10)).toBe(true);
    expect(shouldNoindex(search, criteria({ types: ["apartment", "house"] }), 10)).toBe(true);
    expect(shouldNoindex(at("/vente"), defaultCriteria(), 0)).toBe(true);
  });
});
