import { describe, expect, it } from "vitest";
import { breadcrumbTrail, cityLabelFromSegment, localityFromSlug } from "~/agency/breadcrumb";

describe("breadcrumbTrail (product §2.8)", () => {
  it("gives Accueil > Vente > type > city > REF for a property", () => {
    expect(breadcrumbTrail("/vente/appartement/monthey-1870/rlm-1024")).toEqual([
      { label: "Accueil", href: "/" },
      { label: "Vente", href: "/vente" },
      { label: "Appartement", href: "/vente/appartement" },
      { label: "Monthey (1870)", href: "/vente/appartement/monthey-1870" },
      { label: "RLM-1024", href: "/vente/appartement/monthey-1870/rlm-1024" },
    ]);
  });

  it("uses Location for rent and category labels from the slug", () => {
    const trail = breadcrumbTrail("/location/appartement-en-attique/vevey-1800");
    expect(trail.map((c) => c.label)).toEqual(["Accueil", "Location", "Appartement en attique", "Vevey (1800)"]);
  });

  it("falls back to the type group name", () => {
    expect(breadcrumbTrail("/vente/parking")[2]).toEqual({ label: "Parking", href: "/vente/parking" });
  });

  it("prefers the labels it is given", () => {
    const trail = breadcrumbTrail("/vente/maison/la-tour-de-peilz-1814/x-1", {
      category: "Villa",
      city: "La Tour-de-Peilz (1814)",
    });
    expect(trail.map((c) => c.label)).toEqual(["Accueil", "Vente", "Villa", "La Tour-de-Peilz (1814)", "X-1"]);
  });

  it("handles the promotions branch", () => {
    expect(breadcrumbTrail("/vente/promotions/monthey-1870/bellevue/bellevue-a-03")).toEqual([
      { label: "Accueil", href: "/" },
      { label: "Vente", href: "/vente" },
      { label: "Promotions", href: "/vente/promotions" },
      { label: "Monthey (1870)", href: "/vente/promotions/monthey-1870" },
      { label: "BELLEVUE", href: "/vente/promotions/monthey-1870/bellevue" },
      { label: "BELLEVUE-A-03", href: "/vente/promotions/monthey-1870/bellevue/bellevue-a-03" },
    ]);
  });

  it("ignores trailing slashes, query and hash", () => {
    expect(breadcrumbTrail("/vente/maison/?page=2#top").map((c) => c.href)).toEqual(["/", "/vente", "/vente/maison"]);
  });

  it("gives only Accueil outside the listing sections", () => {
    expect(breadcrumbTrail("/")).toEqual([{ label: "Accueil", href: "/" }]);
    expect(breadcrumbTrail("/equipe")).toEqual([{ label: "Accueil", href: "/" }]);
  });
});

describe("city labels from slugs", () => {
  it("capitalises the locality, keeping French particles lowercase", () => {
    expect(localityFromSlug("monthey")).toBe("Monthey");
    expect(localityFromSlug("saint-maurice")).toBe("Saint-Maurice");
    expect(localityFromSlug("villars-sur-ollon")).toBe("Villars-sur-Ollon");
    expect(cityLabelFromSegment("collombey-muraz-1868")).toBe("Collombey-Muraz (1868)");
  });

  it("returns a segment that is no city segment unchanged", () => {
    expect(cityLabelFromSegment("nowhere")).toBe("nowhere");
  });
});
