import { describe, expect, it } from "vitest";
import { mapLink } from "~/detail/map-link";
import { shareLinks, shareUrl } from "~/detail/share-links";

describe("shareUrl", () => {
  it("is the absolute /partage/{ref} address, lower-cased and encoded", () => {
    expect(shareUrl("https://www.example.ch", "RLM-1047")).toBe("https://www.example.ch/partage/rlm-1047");
    expect(shareUrl("https://www.example.ch", " A B ")).toBe("https://www.example.ch/partage/a%20b");
  });
});

describe("shareLinks", () => {
  const url = "https://www.example.ch/partage/rlm-1047";
  const links = shareLinks(url, "Villa & jardin");

  it("offers WhatsApp, SMS, Facebook, LinkedIn, X and e-mail, in that order", () => {
    expect(links.map((link) => link.network)).toEqual(["whatsapp", "sms", "facebook", "linkedin", "x", "email"]);
  });

  it("points every link to the share address, encoded", () => {
    const encoded = encodeURIComponent(url);
    for (const link of links) expect(link.href, link.network).toContain(encoded);
    expect(links.find((link) => link.network === "facebook")?.href).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
    );
    expect(links.find((link) => link.network === "email")?.href).toMatch(
      /^mailto:\?subject=Villa%20%26%20jardin&body=/,
    );
    expect(links.find((link) => link.network === "sms")?.href).toMatch(/^sms:\?&body=Villa%20%26%20jardin%20https/);
  });

  it("has a text even without a title", () => {
    expect(shareLinks(url, " ")[0]?.href).toContain(encodeURIComponent("Une annonce immobilière"));
  });
});

describe("mapLink", () => {
  it("searches OpenStreetMap by postal code, locality, region and country, never by street", () => {
    expect(mapLink({ locality: "Vevey", postalCode: "1800", region: "Vaud", country: "CH" })).toEqual({
      label: "Vevey, Vaud",
      href: "https://www.openstreetmap.org/search?query=1800%20Vevey%2C%20Vaud%2C%20Suisse",
    });
  });

  it("names the canton in the page's language; a region that is not a canton as the feed writes it", () => {
    const monthey = { locality: "Monthey", postalCode: "1870", region: "Valais", country: "CH" };
    expect(mapLink(monthey, "de")?.label).toBe("Monthey, Wallis");
    expect(mapLink(monthey, "en")?.label).toBe("Monthey, Valais");
    expect(mapLink({ ...monthey, region: "Waadt" }, "fr")?.label).toBe("Monthey, Vaud");
    expect(mapLink({ ...monthey, region: "Haute-Savoie", country: "FR" }, "de")?.label).toBe("Monthey, Haute-Savoie");
    // The search itself is the same in every language.
    expect(mapLink(monthey, "de")?.href).toBe(mapLink(monthey, "fr")?.href);
  });

  it("copes with missing parts", () => {
    expect(mapLink({ locality: "", postalCode: "1870", region: "", country: "" })).toEqual({
      label: "1870",
      href: "https://www.openstreetmap.org/search?query=1870%2C%20Suisse",
    });
    expect(mapLink({ locality: " ", postalCode: "", region: "Valais", country: "CH" })).toBeNull();
  });
});
