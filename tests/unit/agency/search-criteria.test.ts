import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  criteriaFromQuery,
  criteriaToQuery,
  defaultCriteria,
  maxPage,
  parseSearchQuery,
  withPage,
  type SearchCriteria,
} from "@rli/contract/agency/search-criteria";

function parse(query: string, options?: { sold?: boolean }) {
  return parseSearchQuery(new URLSearchParams(query), options);
}

describe("defaultCriteria", () => {
  it("is a new search to buy with no filter", () => {
    expect(defaultCriteria()).toEqual({
      actionType: "Acheter",
      budget: "0-999999999",
      cities: [],
      types: [],
      minRooms: 0,
      minArea: 0,
      amenities: [],
      freeBy: "",
      q: "",
      sort: "recent",
      page: 1,
      sold: false,
    });
    expect(defaultCriteria(true).sold).toBe(true);
  });
});

describe("criteriaToQuery (product §2.3)", () => {
  it("keeps only page for the default search", () => {
    expect(criteriaToQuery(defaultCriteria())).toBe("page=1");
  });

  it("writes every non-default filter in a fixed order with comma lists", () => {
    const criteria: SearchCriteria = {
      actionType: "Louer",
      budget: "100000-200000",
      cities: ["1800", "1870"],
      types: ["apartment", "house"],
      minRooms: 3.5,
      minArea: 100,
      amenities: ["balcon", "animaux"],
      freeBy: "2027-03-01",
      q: "attique lac",
      sort: "prix-croissant",
      page: 2,
      sold: false,
    };
    expect(criteriaToQuery(criteria)).toBe(
      "actionType=Louer&budget=100000-200000&cities=1800,1870&types=apartment,house&minRooms=3.5&avec=balcon,animaux&libreDes=2027-03-01&q=attique%20lac&surfaceMin=100&tri=prix-croissant&page=2",
    );
  });

  it("reads amenities in their own order, whatever their case or spelling, and drops unknown ones", () => {
    const read = (query: string) => criteriaFromQuery(new URLSearchParams(query)).amenities;
    expect(read("avec=animaux,BALCON&avec=piscine&avec=parking")).toEqual(["balcon", "parking", "animaux"]);
    expect(read("avec=")).toEqual([]);
  });

  it("reads a move-in day: a real day at most five years ahead, today or before as immediately", () => {
    const read = (query: string, sold = false) =>
      criteriaFromQuery(new URLSearchParams(query), { today: "2026-12-04", sold }).freeBy;
    expect(read("libreDes=2027-03-01")).toBe("2027-03-01");
    expect(read("libreDes=Immediatement")).toBe("immediatement");
    expect(read("libreDes=2026-12-04")).toBe("immediatement");
    expect(read("libreDes=2020-01-31")).toBe("immediatement");
    expect(read("libreDes=2031-12-04")).toBe("2031-12-04");
    expect(read("libreDes=2031-12-05")).toBe("");
    expect(read("libreDes=2027-02-30")).toBe("");
    expect(read("libreDes=1.3.2027")).toBe("");
    // The form sends its empty day beside the ticked "immediately", or a day beside it.
    expect(read("libreDes=&libreDes=immediatement")).toBe("immediatement");
    expect(read("libreDes=2027-03-01&libreDes=immediatement")).toBe("immediatement");
    expect(read("libreDes=2027-03-01&libreDes=")).toBe("2027-03-01");
    // A sold listing is free for no one.
    expect(read("libreDes=2027-03-01", true)).toBe("");
  });

  it("reads words as typed, spaces made single, and drops words too long to be a search", () => {
    const read = (query: string) => criteriaFromQuery(new URLSearchParams(query)).q;
    expect(read("q=%20%20Attique%20%20%20du%20lac%20")).toBe("Attique du lac");
    expect(read("q=")).toBe("");
    expect(read(`q=${"a".repeat(101)}`)).toBe("");
    expect(read("q=villa&q=")).toBe("villa");
  });

  it("drops actionType when it is the default", () => {
    expect(criteriaToQuery({ ...defaultCriteria(), cities: ["1870"] })).toBe("cities=1870&page=1");
  });

  it("never writes sold; the path carries it", () => {
    expect(criteriaToQuery(defaultCriteria(true))).toBe("page=1");
  });
});

describe("parseSearchQuery", () => {
  it("reads a canonical query as canonical", () => {
    const result = parse("actionType=Louer&budget=0-1000&cities=1800,1870&types=apartment&minRooms=2&page=3");
    expect(result.criteria).toEqual({
      actionType: "Louer",
      budget: "0-1000",
      cities: ["1800", "1870"],
      types: ["apartment"],
      minRooms: 2,
      minArea: 0,
      amenities: [],
      freeBy: "",
      q: "",
      sort: "recent",
      page: 3,
      sold: false,
    });
    expect(result.isCanonical).toBe(true);
  });

  it("treats percent-encoded commas as the same canonical query", () => {
    const result = parse("cities=1800%2C1870&page=1");
    expect(result.criteria.cities).toEqual(["1800", "1870"]);
    expect(result.isCanonical).toBe(true);
  });

  it("accepts repeated parameters as a plain GET form sends them", () => {
    const result = parse(
      "actionType=Acheter&budget=0-999999999&cities=1870&cities=1800&types=house&types=apartment&minRooms=0&page=1",
    );
    expect(result.criteria.cities).toEqual(["1800", "1870"]);
    expect(result.criteria.types).toEqual(["apartment", "house"]);
    expect(result.canonicalQuery).toBe("cities=1800,1870&types=apartment,house&page=1");
    expect(result.isCanonical).toBe(false);
  });

  it("dedupes and sorts lists", () => {
    const result = parse("cities=1870,1800,1870&types=land,apartment,land&page=1");
    expect(result.criteria.cities).toEqual(["1800", "1870"]);
    expect(result.criteria.types).toEqual(["apartment", "land"]);
  });

  it("lets the last valid value of a single-valued parameter win", () => {
    expect(parse("actionType=Louer&actionType=Acheter").criteria.actionType).toBe("Acheter");
    expect(parse("actionType=Acheter&actionType=Louer").criteria.actionType).toBe("Louer");
    expect(parse("page=4&page=abc").criteria.page).toBe(4);
  });

  it("reads actionType case-insensitively", () => {
    const result = parse("actionType=louer&page=1");
    expect(result.criteria.actionType).toBe("Louer");
    expect(result.canonicalQuery).toBe("actionType=Louer&page=1");
    expect(result.isCanonical).toBe(false);
  });

  it("drops garbage", () => {
    const result = parse(
      "actionType=Vendre&budget=1-2&cities=187,18700,abcd,<b>1870</b>,1870%00,%201800%20&types=castle,<script>,house" +
        "&minRooms=3.25&page=-2&utm_source=x",
    );
    expect(result.criteria).toEqual({ ...defaultCriteria(), cities: ["1800"], types: ["house"] });
    expect(result.canonicalQuery).toBe("cities=1800&types=house&page=1");
    expect(result.isCanonical).toBe(false);
  });

  it("accepts only budgets of the option list", () => {
    expect(parse("budget=100000-250000").criteria.budget).toBe("0-999999999");
    expect(parse("budget=1000000-999999999").criteria.budget).toBe("1000000-999999999");
  });

  it("accepts only minRooms of the option list", () => {
    expect(parse("minRooms=4.5").criteria.minRooms).toBe(4.5);
    expect(parse("minRooms=4,5").criteria.minRooms).toBe(4.5);
    expect(parse("minRooms=9").criteria.minRooms).toBe(0);
    expect(parse("minRooms=NaN").criteria.minRooms).toBe(0);
  });

  it("reads page as an integer from 1, capped", () => {
    expect(parse("page=0").criteria.page).toBe(1);
    expect(parse("page=2.5").criteria.page).toBe(1);
    expect(parse("page=1e3").criteria.page).toBe(1);
    expect(parse("page=007").criteria.page).toBe(7);
    expect(parse("page=99999999999999999999").criteria.page).toBe(maxPage);
    expect(parse("page=007").isCanonical).toBe(false);
  });

  it("takes sold from the route, not from the query", () => {
    expect(parse("page=1", { sold: true }).criteria.sold).toBe(true);
    expect(parse("sold=true&page=1").criteria.sold).toBe(false);
    expect(parse("sold=true&page=1", { sold: true }).isCanonical).toBe(false);
  });

  it("wants page in the canonical query", () => {
    const result = parse("");
    expect(result.canonicalQuery).toBe("page=1");
    expect(result.isCanonical).toBe(false);
  });

  it("is stable: the canonical query parses to the same criteria and is canonical", () => {
    const token = fc.oneof(
      fc.constantFrom("actionType", "budget", "cities", "types", "minRooms", "avec", "libreDes", "page", "sold", "x"),
      fc.string(),
    );
    const value = fc.oneof(
      fc.constantFrom(
        "Louer",
        "acheter",
        "0-100000",
        "1870",
        "1800,1870",
        "house",
        "apartment,land",
        "3.5",
        "2",
        "",
        "balcon,Neuf",
        "immediatement",
        "2027-03-01",
        "2019-05-05",
      ),
      fc.string(),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(token, value), { maxLength: 8 }), (pairs) => {
        const first = parseSearchQuery(new URLSearchParams(pairs));
        const second = parse(first.canonicalQuery);
        expect(second.criteria).toEqual(first.criteria);
        expect(second.isCanonical).toBe(true);
        expect(second.canonicalQuery).toBe(first.canonicalQuery);
      }),
    );
  });
});

describe("withPage", () => {
  it("changes only the page, within bounds", () => {
    const criteria = { ...defaultCriteria(), cities: ["1870"] };
    expect(withPage(criteria, 3)).toEqual({ ...criteria, page: 3 });
    expect(withPage(criteria, 0).page).toBe(1);
    expect(withPage(criteria, Number.NaN).page).toBe(1);
    expect(withPage(criteria, 2.7).page).toBe(2);
    expect(withPage(criteria, 1e9).page).toBe(maxPage);
    expect(criteria.page).toBe(1);
  });
});

describe("a budget of the kind searched", () => {
  it("keeps a monthly rent when renting and a price when buying, and ignores the other kind", () => {
    expect(parse("actionType=Louer&budget=1000-1500").criteria.budget).toBe("1000-1500");
    expect(parse("actionType=Louer&budget=100000-200000").criteria.budget).toBe("0-999999999");
    expect(parse("budget=1000-1500").criteria.budget).toBe("0-999999999");
    expect(parse("budget=100000-200000").criteria.budget).toBe("100000-200000");
  });
});
