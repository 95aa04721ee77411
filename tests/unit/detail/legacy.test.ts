import { describe, expect, it } from "vitest";
import { legacyTarget } from "~/detail/legacy";
import { listingReference } from "~/detail/reference";

const target = (path: string) => {
  const url = new URL(path, "http://localhost");
  return legacyTarget(url.pathname, url.searchParams);
};

describe("listingReference", () => {
  it("upper-cases a reference", () => {
    expect(listingReference(" rlm-1047 ")).toBe("RLM-1047");
    expect(listingReference("rlm_p01.a")).toBe("RLM_P01.A");
  });

  it("refuses what cannot be a reference", () => {
    for (const value of [null, undefined, "", "<script>", "a b", "a\u0000", "-abc", "a/b", "x".repeat(65)]) {
      expect(listingReference(value), String(value)).toBeUndefined();
    }
  });
});

describe("legacyTarget (product §2.1)", () => {
  it("maps the old fixed addresses", () => {
    expect(target("/acheter")).toEqual({ kind: "page", path: "/vente" });
    expect(target("/louer/")).toEqual({ kind: "page", path: "/location" });
    expect(target("/vendre")).toEqual({ kind: "page", path: "/estimation-bien-immobilier" });
    expect(target("/contact/satisfaction")).toEqual({ kind: "page", path: "/formulaire-satisfaction" });
  });

  it("looks properties up by upper-cased reference", () => {
    expect(target("/propriete?ref=rlm-1047")).toEqual({ kind: "property", ref: "RLM-1047" });
    expect(target("/propriete")).toEqual({ kind: "home" });
    expect(target("/propriete?ref=%3Cb%3E")).toEqual({ kind: "home" });
  });

  it("looks promotions and their lots up", () => {
    expect(target("/promotion/rlm-p01")).toEqual({ kind: "promotion", ref: "RLM-P01" });
    expect(target("/promotion/rlm-p01/projet")).toEqual({ kind: "promotion", ref: "RLM-P01" });
    expect(target("/promotion/rlm-p01/propriete?ref=rlm-p01-a-2")).toEqual({
      kind: "property",
      ref: "RLM-P01-A-2",
      promotionRef: "RLM-P01",
    });
    expect(target("/promotion/rlm-p01/propriete")).toEqual({ kind: "promotion", ref: "RLM-P01" });
  });

  it("goes home for anything it cannot read", () => {
    expect(target("/promotion/%3Cscript%3E")).toEqual({ kind: "home" });
    expect(target("/promotion/%E0%A4%A")).toEqual({ kind: "home" });
    expect(target("/promotion/rlm-p01/autre")).toEqual({ kind: "home" });
    expect(target("/ailleurs")).toEqual({ kind: "home" });
  });
});
