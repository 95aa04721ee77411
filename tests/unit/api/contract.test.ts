import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { typeGroupOf } from "@rli/contract/agency/type-groups";
import { defaultCriteria, type SearchCriteria } from "@rli/contract/agency/search-criteria";
import { createMemoryCache, ONE_HOUR_MS } from "~/api/cache.server";
import { createApiClient, type ApiClient } from "~/api/client.server";
import {
  blogAnswerSchema,
  citiesAnswerSchema,
  formReplySchema,
  promotionAnswerSchema,
  promotionsAnswerSchema,
  propertyAnswerSchema,
  screenAnswerSchema,
  searchResultSchema,
  typesAnswerSchema,
  type SearchItem,
} from "@rli/contract/api/contract";
import { endpointUrl } from "~/api/endpoints";
import { BadRequestError, NotFoundError } from "~/api/errors";
import { messages } from "@rli/contract/forms/messages";
import { contactRequest } from "../../../packages/upstream/tests/support/form-requests";
import { startHttpServer, type RunningServer } from "./support/http-server";
import { fixtureUpstream, memoryMailer } from "../../../packages/upstream/tests/support/upstream";

/**
 * Every call of product §7, through both transports: the upstream handed the
 * Request in-process, and the same upstream behind a real HTTP server.
 */

const mailer = memoryMailer();
const upstream = fixtureUpstream(mailer);

const criteria = (overrides: Partial<SearchCriteria> = {}): SearchCriteria => ({ ...defaultCriteria(), ...overrides });

const refs = (items: SearchItem[]) => items.map((item) => item.ref);
const properties = (items: SearchItem[]) => items.filter((item) => !item.isPromotion);

let server: RunningServer;

beforeAll(async () => {
  server = await startHttpServer(upstream);
});

afterAll(async () => {
  await server.close();
});

const transports: [string, () => ApiClient][] = [
  ["in-process", () => createApiClient({ transport: upstream, cache: createMemoryCache({ ttlMs: ONE_HOUR_MS }) })],
  ["HTTP", () => createApiClient({ apiUrl: `${server.origin}/api`, cache: createMemoryCache({ ttlMs: ONE_HOUR_MS }) })],
];

describe.each(transports)("contract through the %s transport", (_name, makeClient) => {
  let client: ApiClient;
  beforeAll(() => {
    client = makeClient();
  });

  describe("POST /properties/search", () => {
    it("answers the buy list, promotions included, newest first, 12 per page", async () => {
      const first = await client.searchProperties(criteria());
      expect(searchResultSchema.safeParse(first).success).toBe(true);
      expect(first.itemsPerPage).toBe(12);
      expect(first.totalItems).toBe(17);
      expect(first.properties).toHaveLength(12);
      expect(refs(first.properties).slice(0, 3)).toEqual(["RLM-1006", "RLM-1001", "RLM-1002"]);
      expect(first.properties.filter((item) => item.isPromotion).map((item) => item.ref)).toEqual([
        "LES-VERGERS",
        "CLOS-DU-LAC",
      ]);
      for (const item of properties(first.properties)) {
        expect(item.type).toBe("buy");
        expect(["active", "reserved"]).toContain(item.status);
        expect(item.promotion).toBe(false);
      }
      const second = await client.searchProperties(criteria({ page: 2 }));
      expect(second.properties).toHaveLength(5);
      expect(new Set([...refs(first.properties), ...refs(second.properties)]).size).toBe(17);
      const beyond = await client.searchProperties(criteria({ page: 3 }));
      expect(beyond).toEqual({ properties: [], totalItems: 17, itemsPerPage: 12 });
    });

    it("keeps rentals apart and leaves promotions out of them", async () => {
      const result = await client.searchProperties(criteria({ actionType: "Louer" }));
      expect(refs(result.properties).sort()).toEqual(["RLM-2001", "RLM-2002", "RLM-2003", "RLM-2005"]);
      expect(result.properties.every((item) => !item.isPromotion && item.type === "rent")).toBe(true);
    });

    it("shows only taken properties when sold", async () => {
      expect(refs((await client.searchProperties(criteria({ sold: true }))).properties)).toEqual(["RLM-1004"]);
      expect(refs((await client.searchProperties(criteria({ sold: true, actionType: "Louer" }))).properties)).toEqual([
        "RLM-2004",
      ]);
    });

    it("filters by budget, leaving out prices on request", async () => {
      const result = await client.searchProperties(criteria({ budget: "500000-700000" }));
      for (const item of properties(result.properties)) {
        expect(item.price).toBeGreaterThanOrEqual(500_000);
        expect(item.price).toBeLessThanOrEqual(700_000);
      }
      expect(refs(result.properties)).toContain("LES-VERGERS");
      expect(refs(result.properties)).not.toContain("CLOS-DU-LAC");
      expect(refs(result.properties)).not.toContain("RLM-1006");
      expect(result.totalItems).toBe(7);
      const indifferent = await client.searchProperties(criteria());
      expect(refs(indifferent.properties)).toContain("RLM-1006");
    });

    it("filters by city, type and rooms", async () => {
      const vevey = await client.searchProperties(criteria({ cities: ["1800"] }));
      expect(refs(vevey.properties).sort()).toEqual(["CLOS-DU-LAC", "RLM-1003", "RLM-1006"]);
      expect(vevey.properties.every((item) => item.postalCode === "1800")).toBe(true);

      const houses = await client.searchProperties(criteria({ types: ["house"] }));
      expect(refs(houses.properties)).toEqual(["RLM-1006", "RLM-1002"]);
      for (const item of properties(houses.properties)) {
        expect(item.categories.some((category) => typeGroupOf(category.name) === "house")).toBe(true);
      }

      const land = await client.searchProperties(criteria({ types: ["land", "parking"] }));
      expect(refs(land.properties)).toEqual(["RLM-1005"]);

      const large = await client.searchProperties(criteria({ minRooms: 4.5 }));
      expect(refs(large.properties)).toEqual(["RLM-1006", "RLM-1002", "RLM-1003", "LES-VERGERS", "CLOS-DU-LAC"]);
    });
  });

  describe("GET /properties/{ref}", () => {
    it("answers a property, the reference upper-cased", async () => {
      const property = await client.getProperty("rlm-1001");
      expect(property).toMatchObject({
        ref: "RLM-1001",
        type: "buy",
        status: "active",
        title: "Appartement 3½ pièces à Monthey",
        price: 650000,
        postalCode: "1870",
        locality: "Monthey",
        country: "CH",
        categories: [{ name: "apartment" }],
        promotion: false,
        contact: { agentGivenName: "Sophie", agentFamilyName: "Carron", company: "Rhône-Léman Immobilier SA" },
      });
      expect(property.attachments[0]).toEqual({ url: "/images/biens/rlm-1001-1", type: "image" });
      expect(property.features).toEqual(expect.arrayContaining(["has-elevator", "has-balcony", "is-quiet"]));
      expect(property.importantSpecifications.map((spec) => spec.name)).toEqual([
        "number_of_rooms",
        "area_bwf",
        "year_built",
        "floor",
      ]);
      expect(property.description).not.toContain("<script");
    });

    it("answers a lot with its promotion", async () => {
      const lot = await client.getProperty("les-vergers-a-2");
      expect(lot).toMatchObject({
        ref: "LES-VERGERS-A-2",
        promotion: true,
        promotionRef: "LES-VERGERS",
        status: "reserved",
      });
    });

    it("gives not-found for an unknown reference", async () => {
      await expect(client.getProperty("RLM-9999")).rejects.toBeInstanceOf(NotFoundError);
      await expect(client.getProperty("RLM-9999")).rejects.toMatchObject({ status: 404 });
    });
  });

  describe("promotions", () => {
    it("lists the promotions with their buildings", async () => {
      const promotions = await client.getPromotions();
      expect(promotionsAnswerSchema.safeParse({ data: promotions }).success).toBe(true);
      expect(promotions.map((promotion) => promotion.ref)).toEqual(["LES-VERGERS", "CLOS-DU-LAC"]);
    });

    it("answers one promotion with lots grouped by building letter", async () => {
      const promotion = await client.getPromotion("les-vergers");
      expect(promotionAnswerSchema.safeParse({ data: promotion }).success).toBe(true);
      expect(promotion.buildings.map((building) => building.ref)).toEqual(["LES-VERGERS-A", "LES-VERGERS-B"]);
      expect(promotion.buildings[0]!.properties.map((lot) => `${lot.ref}:${lot.status}`)).toEqual([
        "LES-VERGERS-A-1:active",
        "LES-VERGERS-A-2:reserved",
        "LES-VERGERS-A-3:taken",
        "LES-VERGERS-A-4:active",
      ]);
      await expect(client.getPromotion("NOPE")).rejects.toBeInstanceOf(NotFoundError);
    });
  });

  it("GET /properties/screen/{id} answers active properties for the slideshow", async () => {
    const screen = await client.getScreenProperties(1);
    expect(screenAnswerSchema.safeParse({ data: screen }).success).toBe(true);
    expect(screen.length).toBeGreaterThan(0);
    expect(screen.length).toBeLessThanOrEqual(12);
    expect(screen.every((property) => property.status === "active" && !property.promotion)).toBe(true);
    expect(screen[0]!.ref).toBe("RLM-1006");
  });

  it("GET /blog answers the posts newest first, content made safe", async () => {
    const posts = await client.getBlogPosts();
    expect(blogAnswerSchema.safeParse({ data: posts }).success).toBe(true);
    expect(posts.map((post) => post.title)).toEqual(["Préparer une estimation", "Acheter à Monthey en 2025"]);
    expect(posts[1]!.content).toBe("<p>Le marché <strong>reste dynamique</strong>.</p>");
    expect(posts[1]!.author).toEqual({ name: "Sophie", image: "/images/equipe/sophie-carron" });
  });

  it("GET /data/cities and /data/types answer what the inventory holds", async () => {
    const cities = await client.getCities();
    expect(citiesAnswerSchema.safeParse({ data: cities }).success).toBe(true);
    expect(cities).toEqual([
      { name: "Collombey", postalCode: "1868" },
      { name: "Massongex", postalCode: "1869" },
      { name: "Monthey", postalCode: "1870" },
      { name: "Vevey", postalCode: "1800" },
    ]);
    const types = await client.getTypes();
    expect(typesAnswerSchema.safeParse({ data: types }).success).toBe(true);
    expect(types.map((type) => type.value)).toEqual(["apartment", "house", "commercial", "parking", "land"]);
  });

  describe("form posts", () => {
    it("POST /contact sends a valid request", async () => {
      const before = mailer.sent.length;
      const reply = await client.sendContact(contactRequest);
      expect(formReplySchema.safeParse(reply).success).toBe(true);
      expect(reply).toEqual({ data: { sent: true } });
      expect(mailer.sent.length).toBe(before + 1);
      expect(mailer.sent.at(-1)!.subject).toBe("Demande de contact – RLM-1001 – Appartement 3½ pièces à Monthey");
    });

    it("POST /contact answers per-field French messages for an invalid request", async () => {
      const before = mailer.sent.length;
      const reply = await client.sendContact({ ...contactRequest, email: "nope", lastName: "" } as never);
      expect(reply.data.sent).toBe(false);
      if (!reply.data.sent && "errors" in reply) {
        expect(reply.errors.email).toEqual([messages.email]);
        expect(reply.errors.lastName).toEqual([messages.required]);
      }
      expect(mailer.sent.length).toBe(before);
    });

    it("POST /contact/sell and /contact/satisfaction send valid requests", async () => {
      const valuation = await client.sendValuation({
        type: "Appartement",
        livingArea: 90,
        terrainArea: 400,
        rooms: 3.5,
        bathrooms: 1,
        constructionYear: 1995,
        state: "Bon état",
        garage: true,
        parkingSpot: false,
        city: "Monthey",
        postalCode: "1870",
        title: "Monsieur",
        lastName: "Favre",
        name: "Luc",
        email: "luc@example.ch",
        motive: "Vendre",
        rgpd: true,
      });
      expect(valuation).toEqual({ data: { sent: true } });
      const survey = await client.sendSatisfaction({
        type: "Maison",
        globalSatisfaction: "Satisfait",
        communicationWithAgent: "Bonne",
        agentSkills: "Compétent",
        marketingSupportsSatisfaction: "Moyenne",
        wouldYouRecommend: true,
        description: "Très bien.",
        rgpd: true,
      });
      expect(survey).toEqual({ data: { sent: true } });
    });
  });

  it("answers every read in the documented envelope", async () => {
    expect(propertyAnswerSchema.safeParse({ data: await client.getProperty("RLM-2002") }).success).toBe(true);
  });
});

describe("malformed endpoints", () => {
  it("the client refuses a path with a double slash", () => {
    expect(() => endpointUrl("http://127.0.0.1/api", "/properties//RLM-1001")).toThrowError(
      new BadRequestError("Incorrect endpoint", "/properties//RLM-1001"),
    );
  });

  it("the upstream refuses it in-process and over HTTP", async () => {
    const inProcess = await upstream(new Request("http://upstream.test/api//properties/RLM-1001"));
    expect(inProcess.status).toBe(400);
    expect(await inProcess.json()).toEqual({ message: "Incorrect endpoint" });
    const overHttp = await fetch(`${server.origin}/api//properties/RLM-1001`);
    expect(overHttp.status).toBe(400);
    expect(await overHttp.json()).toEqual({ message: "Incorrect endpoint" });
  });
});
