import { describe, expect, it } from "vitest";
import { readContactParam, withoutContact } from "~/agency/contact-url";
import { contactReference, returnPath, sameSitePath } from "~/forms/contact-form.server";

const origin = "https://www.rhone-leman-immobilier.ch";

describe("the contact window's address", () => {
  it("is open with ?contact, about a property with ?contact=REF", () => {
    expect(readContactParam("")).toEqual({ open: false });
    expect(readContactParam("?contact")).toEqual({ open: true, ref: undefined });
    expect(readContactParam("?page=2&contact=RLM-1047")).toEqual({ open: true, ref: "RLM-1047" });
    expect(readContactParam("?contact=%20")).toEqual({ open: true, ref: undefined });
  });

  it("closes by removing the parameter and nothing else", () => {
    expect(withoutContact("/vente", "?contact=RLM-1047")).toBe("/vente");
    expect(withoutContact("/annonces", "?page=2&contact")).toBe("/annonces?page=2");
  });

  it("accepts only references the API could know", () => {
    expect(contactReference("rlm-1047")).toBe("RLM-1047");
    expect(contactReference("<script>")).toBeUndefined();
    expect(contactReference("")).toBeUndefined();
    expect(contactReference(null)).toBeUndefined();
  });
});

describe("going back after sending", () => {
  it("follows only the site's own pages, without the contact parameter", () => {
    expect(sameSitePath("/vente/appartement/vevey-1800/rlm-1047?contact=RLM-1047", origin)).toBe(
      "/vente/appartement/vevey-1800/rlm-1047",
    );
    expect(sameSitePath(`${origin}/annonces?page=2&contact`, origin)).toBe("/annonces?page=2");
    expect(sameSitePath("https://exemple-malveillant.com/x", origin)).toBeUndefined();
    expect(sameSitePath("//exemple-malveillant.com/x", origin)).toBeUndefined();
    expect(sameSitePath("/\\exemple-malveillant.com/x", origin)).toBeUndefined();
    expect(sameSitePath("javascript:alert(1)", origin)).toBeUndefined();
    expect(sameSitePath(undefined, origin)).toBeUndefined();
  });

  it("goes home when there is no page to go back to", () => {
    expect(returnPath(undefined)).toBe("/");
    expect(returnPath("/contact?ref=RLM-1047")).toBe("/");
    expect(returnPath("/equipe")).toBe("/equipe");
  });
});
