import { describe, expect, it } from "vitest";
import { createPublicLimit, createWorkCharge, isCostlyPage, limitResponse } from "~/http/public-limit.server";
import { createVisitorLimit } from "~/http/visitor-limit.server";

describe("per-visitor limit of the work pages cost", () => {
  it("counts result lists, the sitemap and PDF sheets when drawn; pictures are counted by their route when encoded", () => {
    for (const path of [
      "/sitemap.xml",
      "/fiche/rlm-1001.pdf",
      "/fiche/inconnu",
      "/annonces",
      "/recherche",
      "/vendus",
      "/nos-maisons",
      "/vente",
      "/location/appartement",
      "/vente/maison/monthey-1870",
      "/annonces.data",
    ]) {
      expect(isCostlyPage(path), path).toBe(true);
    }
    for (const path of [
      "/",
      "/images/site/hero",
      "/images/photos/abc.def",
      "/equipe",
      "/contact",
      "/vente/maison/monthey-1870/rlm-1001",
      "/vente/promotions",
      "/vente/promotions/monthey",
      "/robots.txt",
      "/assets/entry.js",
    ]) {
      expect(isCostlyPage(path), path).toBe(false);
    }
  });

  it("answers 429 in French with the seconds to wait, per visitor address", async () => {
    const limit = createPublicLimit(createVisitorLimit({ name: "essai", points: 2, windowSeconds: 60 }));
    const visit = (address: string, path = "/annonces") => limit({ path, address });
    expect(await visit("198.51.100.1")).toBeNull();
    expect(await visit("198.51.100.1", "/equipe")).toBeNull();
    expect(await visit("198.51.100.1", "/images/site/hero")).toBeNull();
    expect(await visit("198.51.100.1")).toBeNull();
    const refused = await visit("198.51.100.1");
    expect(refused).toMatchObject({ status: 429, title: "Trop de demandes" });
    expect(refused!.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused!.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(await visit("198.51.100.2")).toBeNull();
  });

  it("shares one allowance between pages drawn and pictures encoded", async () => {
    const shared = createVisitorLimit({ name: "essai-partage", points: 3, windowSeconds: 60 });
    const pages = createPublicLimit(shared);
    const encode = createWorkCharge(shared);
    expect(await encode("203.0.113.7")).toBeNull();
    expect(await pages({ path: "/vente", address: "203.0.113.7" })).toBeNull();
    expect(await encode("203.0.113.7")).toBeNull();
    const refused = await encode("203.0.113.7");
    expect(refused?.retryAfterSeconds).toBeGreaterThan(0);
    expect(await pages({ path: "/sitemap.xml", address: "203.0.113.7" })).toMatchObject({ status: 429 });
  });

  it("refuses an encode with the same 429 page and Retry-After, never kept by a cache", async () => {
    const response = limitResponse(17);
    expect(response.status).toBe(429);
    expect(response.headers.get("Retry-After")).toBe("17");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(await response.text()).toContain("Trop de demandes");
  });
});
