import { describe, expect, it } from "vitest";
import { createPublicLimit, isCostlyPath } from "~/http/public-limit.server";
import { createVisitorLimit } from "~/http/visitor-limit.server";

describe("per-visitor limit of costly pages", () => {
  it("counts pictures, result lists and the sitemap, not pages that cost little", () => {
    for (const path of [
      "/images/biens/immeuble-10470",
      "/sitemap.xml",
      "/annonces",
      "/recherche",
      "/vendus",
      "/nos-maisons",
      "/vente",
      "/location/appartement",
      "/vente/maison/monthey-1870",
      "/annonces.data",
    ]) {
      expect(isCostlyPath(path), path).toBe(true);
    }
    for (const path of [
      "/",
      "/equipe",
      "/contact",
      "/vente/maison/monthey-1870/rlm-1001",
      "/vente/promotions",
      "/vente/promotions/monthey",
      "/robots.txt",
      "/assets/entry.js",
    ]) {
      expect(isCostlyPath(path), path).toBe(false);
    }
  });

  it("answers 429 in French with the seconds to wait, per visitor address", async () => {
    const limit = createPublicLimit(createVisitorLimit({ name: "essai", points: 2, windowSeconds: 60 }));
    const visit = (address: string, path = "/annonces") => limit({ path, address });
    expect(await visit("198.51.100.1")).toBeNull();
    expect(await visit("198.51.100.1", "/equipe")).toBeNull();
    expect(await visit("198.51.100.1")).toBeNull();
    const refused = await visit("198.51.100.1");
    expect(refused).toMatchObject({ status: 429, title: "Trop de demandes" });
    expect(refused!.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused!.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(await visit("198.51.100.2")).toBeNull();
  });
});
