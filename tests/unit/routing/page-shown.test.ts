import { describe, expect, it } from "vitest";
import { pageShown } from "~/components/layout/PageChangeAnnouncer";

describe("the page an address shows (what the page-change announcer compares)", () => {
  it("is the same page with a window open over it or closed", () => {
    const page = pageShown("/vente/appartement/vevey-1800/rlm-1047", "");
    expect(pageShown("/vente/appartement/vevey-1800/rlm-1047", "?contact")).toBe(page);
    expect(pageShown("/vente/appartement/vevey-1800/rlm-1047", "?contact=RLM-1047")).toBe(page);
    expect(pageShown("/vente/appartement/vevey-1800/rlm-1047", "?photo=3")).toBe(page);
    expect(pageShown("/recherche", "?types=house&contact&page=2")).toBe(pageShown("/recherche", "?types=house&page=2"));
    expect(pageShown("/recherche", "?contact&page=2")).toBe(pageShown("/recherche", "?page=2"));
  });

  it("is another page when the path or any other parameter changes", () => {
    expect(pageShown("/recherche", "?page=2")).not.toBe(pageShown("/recherche", "?page=1"));
    expect(pageShown("/recherche", "?tri=prix")).not.toBe(pageShown("/recherche", ""));
    expect(pageShown("/equipe", "")).not.toBe(pageShown("/annonces", ""));
    // A parameter whose name only starts like a window's is not one.
    expect(pageShown("/recherche", "?photos=1")).toBe("/recherche?photos=1");
  });
});
