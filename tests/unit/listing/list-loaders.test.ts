import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { InvalidAnswerError, NotFoundError, UnavailableError } from "~/api/errors";
import { captureLog, type LogCapture } from "../../support/log";

/**
 * The list loaders against a failing API: the search failing gives the French error page's
 * status (502/503/504); the city or type list failing never breaks the page.
 */
const api = vi.hoisted(() => ({
  searchProperties: vi.fn(),
  searchPlaces: vi.fn(),
  getCities: vi.fn(),
  getTypes: vi.fn(),
  getPromotions: vi.fn(),
}));
vi.mock("~/api/client.server", () => api);

const { loader: resultsLoader } = await import("~/routes/results");
const { loader: promotionsLoader } = await import("~/routes/promotions");
const { loader: homeLoader } = await import("~/routes/home");

function args(path: string, params: Record<string, string> = {}) {
  return { request: new Request(`http://localhost:3000${path}`), params, context: {} };
}

async function thrown(call: Promise<unknown>): Promise<Response> {
  try {
    await call;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("aucune réponse levée");
}

// The failures these tests cause are logged: kept off the output.
let log: LogCapture;
beforeEach(() => {
  log = captureLog();
  api.getCities.mockResolvedValue([{ name: "Monthey", postalCode: "1870" }]);
  api.getTypes.mockResolvedValue([{ name: "Appartement", value: "apartment" }]);
  api.searchProperties.mockResolvedValue({ properties: [], totalItems: 0, itemsPerPage: 12 });
  api.getPromotions.mockResolvedValue([]);
});
afterEach(() => log.stop());

describe("results loader", () => {
  it("answers 503, 504 and 502 when the search fails", async () => {
    api.searchProperties.mockRejectedValueOnce(new UnavailableError("down", "hors service", "/properties/search"));
    expect((await thrown(resultsLoader(args("/recherche?page=1")))).status).toBe(503);
    api.searchProperties.mockRejectedValueOnce(new UnavailableError("timeout", "lent", "/properties/search"));
    expect((await thrown(resultsLoader(args("/vente")))).status).toBe(504);
    api.searchProperties.mockRejectedValueOnce(new InvalidAnswerError("not-json", "garbage", "/properties/search"));
    expect((await thrown(resultsLoader(args("/vendus")))).status).toBe(502);
  });

  it("shows the list in the map's place when the upstream cannot give the places", async () => {
    api.searchPlaces.mockRejectedValueOnce(new NotFoundError("/properties/places : inconnu", "/properties/places"));
    const data = await resultsLoader(args("/annonces?vue=carte"));
    expect(data.isMap).toBe(true);
    expect(data.map).toBeNull();
    expect(api.searchProperties).toHaveBeenCalled();
    expect(log.records).toContainEqual(
      expect.objectContaining({ level: "warn", event: "upstream.unavailable", part: "places" }),
    );
  });

  it("still shows the results when the city and type lists fail", async () => {
    api.getCities.mockRejectedValue(new UnavailableError("down", "hors service", "/data/cities"));
    api.getTypes.mockRejectedValue(new UnavailableError("down", "hors service", "/data/types"));
    const data = await resultsLoader(
      args("/vente/appartement/monthey-1870", { type: "appartement", city: "monthey-1870" }),
    );
    expect(data.lists.cities).toBeNull();
    expect(data.lists.types.map((type) => type.value)).toEqual(["apartment", "house", "commercial", "parking", "land"]);
    expect(data.heading).toBe("Appartements à vendre à Monthey");
    expect(api.searchProperties).toHaveBeenLastCalledWith(
      expect.objectContaining({ actionType: "Acheter", types: ["apartment"], cities: ["1870"], page: 1, sold: false }),
    );
  });

  it("a page past the end redirects to the last page", async () => {
    api.searchProperties.mockResolvedValue({ properties: [], totalItems: 30, itemsPerPage: 12 });
    const response = await thrown(resultsLoader(args("/recherche?cities=1870&page=7")));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/recherche?cities=1870&page=3");
  });

  it("an empty list is a page, not an error", async () => {
    const data = await resultsLoader(args("/recherche?budget=0-100000&page=1"));
    expect(data.cards).toEqual([]);
    expect(data.count).toBe("0 élément");
    expect(data.seo.noindex).toBe(true);
  });
});

describe("promotions and home loaders", () => {
  it("the promotions list fails with the upstream's status", async () => {
    api.getPromotions.mockRejectedValueOnce(new UnavailableError("timeout", "lent", "/promotions"));
    expect((await thrown(promotionsLoader(args("/promotions")))).status).toBe(504);
  });

  it("the home page renders its form when both lists fail", async () => {
    api.getCities.mockRejectedValue(new UnavailableError("down", "hors service", "/data/cities"));
    api.getTypes.mockRejectedValue(new InvalidAnswerError("wrong-shape", "garbage", "/data/types"));
    const data = await homeLoader(args("/"));
    expect(data.lists.cities).toBeNull();
    expect(data.lists.types.length).toBe(5);
  });
});
