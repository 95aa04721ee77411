import { beforeEach, describe, expect, it, vi } from "vitest";
import { NotFoundError, UnavailableError } from "~/api/errors";
import { aProperty } from "./listing-fixtures";

const api = vi.hoisted(() => ({
  getProperty: vi.fn(),
  getPromotion: vi.fn(),
  getPromotions: vi.fn(),
  getBlogPosts: vi.fn(),
  searchProperties: vi.fn(),
}));
vi.mock("~/api/client.server", () => api);

const { loader: sitemapLoader } = await import("~/routes/sitemap");
const { loader: shareLoader } = await import("~/routes/share");
const { loader: legacyLoader } = await import("~/routes/legacy");
const { loader: propertyLoader } = await import("~/routes/property");
const { loader: promotionLoader } = await import("~/routes/promotion");

const args = (path: string, params: Record<string, string> = {}) => ({
  request: new Request(`http://localhost:3000${path}`),
  params,
  context: {},
});

const down = () => Promise.reject(new UnavailableError("down", "API injoignable", "/x"));
const missing = () => Promise.reject(new NotFoundError("inconnu", "/x"));

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
});

describe("sitemap with the API down", () => {
  it("answers 503 with a short French text and no cache", async () => {
    api.searchProperties.mockImplementation(down);
    api.getPromotions.mockResolvedValue([]);
    api.getBlogPosts.mockResolvedValue([]);
    const response = await sitemapLoader(args("/sitemap.xml"));
    expect(response.status).toBe(503);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("Retry-After")).toBe("300");
    expect(await response.text()).toContain("Plan du site momentanément indisponible");
  });

  it("reads every search page up to the cap, four at a time", async () => {
    api.searchProperties.mockImplementation(async (criteria: { page: number }) => ({
      properties: [{ ...aProperty({ ref: `R-${criteria.page}` }), isPromotion: false }],
      totalItems: 12 * 5000,
      itemsPerPage: 12,
    }));
    api.getPromotions.mockResolvedValue([]);
    api.getBlogPosts.mockResolvedValue([]);
    const response = await sitemapLoader(args("/sitemap.xml"));
    expect(response.status).toBe(200);
    // Four searches (buy, rent, sold buy, sold rent), 400 pages each.
    expect(api.searchProperties).toHaveBeenCalledTimes(1600);
    expect(await response.text()).toContain("/vente/appartement/monthey-1870/r-400</loc>");
  });
});

describe("share and legacy links with the API down or the reference unknown", () => {
  it("share goes home when the look-up fails", async () => {
    api.getProperty.mockImplementation(down);
    const response = await shareLoader(args("/partage/rlm-1", { ref: "rlm-1" }));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
  });

  it("share tries a promotion when no property has the reference", async () => {
    api.getProperty.mockImplementation(missing);
    api.getPromotion.mockImplementation(down);
    const response = await shareLoader(args("/partage/rlm-p1", { ref: "rlm-p1" }));
    expect(response.headers.get("Location")).toBe("/");
    expect(api.getPromotion).toHaveBeenCalledWith("RLM-P1");
  });

  it("a legacy property link goes home, temporarily, when the API fails", async () => {
    api.getProperty.mockImplementation(down);
    const response = await legacyLoader(args("/propriete?ref=rlm-1"));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    expect(api.getProperty).toHaveBeenCalledWith("RLM-1");
  });

  it("a legacy promotion link goes home when the API fails", async () => {
    api.getPromotion.mockImplementation(down);
    const response = await legacyLoader(args("/promotion/rlm-p1/projet", { promotionref: "rlm-p1" }));
    expect(response.headers.get("Location")).toBe("/");
  });
});

describe("property and promotion pages with the API down", () => {
  async function thrown(call: Promise<unknown>): Promise<Response> {
    const outcome = await call.then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(outcome).toBeInstanceOf(Response);
    return outcome as Response;
  }

  it("a property page answers 503 for the French error screen", async () => {
    api.getProperty.mockImplementation(down);
    const response = await thrown(
      propertyLoader(args("/vente/appartement/monthey-1870/rlm-1", { propertyname: "rlm-1" })),
    );
    expect(response.status).toBe(503);
  });

  it("a promotion page answers 504 when the API is too slow", async () => {
    api.getPromotion.mockImplementation(() => Promise.reject(new UnavailableError("timeout", "lent", "/x")));
    const response = await thrown(
      promotionLoader(args("/vente/promotions/monthey-1870/rlm-p1", { promotionname: "rlm-p1" })),
    );
    expect(response.status).toBe(504);
  });

  it("an unknown property answers 404 with a French message", async () => {
    api.getProperty.mockImplementation(missing);
    const response = await thrown(
      propertyLoader(args("/vente/appartement/monthey-1870/rlm-1", { propertyname: "rlm-1" })),
    );
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Ce bien n'existe pas");
  });
});
