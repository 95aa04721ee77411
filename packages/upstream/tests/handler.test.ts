import { describe, expect, it } from "vitest";
import { listenToLog } from "@rli/contract/logging/logger";
import { MAX_REQUEST_BYTES } from "@rli/upstream/handler.server";
import { fixtureUpstream, memoryMailer } from "./support/upstream";

const upstream = fixtureUpstream();
const base = "http://upstream.test/api";

function postJson(path: string, body: string, type = "application/json") {
  return upstream(new Request(`${base}${path}`, { method: "POST", headers: { "content-type": type }, body }));
}

describe("embedded upstream: bad input gets a 4xx with a French message", () => {
  it("refuses a body that is not JSON, or not an object", async () => {
    const notJson = await postJson("/properties/search", "{ actionType: Acheter");
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({ message: "Le corps de la requête n'est pas du JSON valide." });
    const array = await postJson("/contact", "[1, 2]");
    expect(array.status).toBe(400);
    expect((await array.json()).message).toBe("Le corps de la requête doit être un objet JSON.");
  });

  it("refuses search criteria it cannot read, naming the field", async () => {
    const response = await postJson(
      "/properties/search",
      JSON.stringify({ types: ["castle"], page: -1, budget: "cheap" }),
    );
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.message).toBe("Critères de recherche invalides.");
    expect(Object.keys(body.errors).sort()).toEqual(["budget", "page", "types.0"]);
  });

  it("reads loose criteria as a query string would give them", async () => {
    const response = await postJson(
      "/properties/search",
      JSON.stringify({
        actionType: "",
        cities: "1800,1870",
        types: "house",
        minRooms: "4.5",
        page: "1",
        sold: "false",
        budget: 0,
      }),
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.properties.map((item: { ref: string }) => item.ref)).toEqual(["RLM-1006", "RLM-1002"]);
  });

  it("treats an empty search body as the default criteria", async () => {
    const response = await upstream(new Request(`${base}/properties/search`, { method: "POST" }));
    expect(response.status).toBe(200);
    expect((await response.json()).totalItems).toBe(17);
  });

  it("refuses a body over the limit", async () => {
    const response = await postJson("/contact", JSON.stringify({ message: "x".repeat(MAX_REQUEST_BYTES) }));
    expect(response.status).toBe(413);
    expect((await response.json()).message).toBe("La requête est trop volumineuse.");
  });

  it("answers 404 for an unknown path and 405 for a wrong method", async () => {
    const unknown = await upstream(new Request(`${base}/nothing-here`));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: "Ressource introuvable." });
    const outside = await upstream(new Request("http://upstream.test/other"));
    expect(outside.status).toBe(404);
    const wrongMethod = await upstream(new Request(`${base}/contact`));
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get("allow")).toBe("POST");
  });

  it("answers data null for a reference that cannot exist", async () => {
    for (const ref of ["%E0%A4%A", "-bad-", "x".repeat(80)]) {
      const response = await upstream(new Request(`${base}/properties/${ref}`));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ data: null });
    }
  });

  it("refuses a slideshow id that is not one", async () => {
    const response = await upstream(new Request(`${base}/properties/screen/${"9".repeat(50)}`));
    expect(response.status).toBe(400);
  });

  it("accepts an HTML form post as well as JSON", async () => {
    const mailer = memoryMailer();
    const handler = fixtureUpstream(mailer);
    const form = new URLSearchParams({
      type: "Terrain",
      globalSatisfaction: "Neutre",
      communicationWithAgent: "Moyenne",
      agentSkills: "Compétent",
      marketingSupportsSatisfaction: "Bonne",
      description: "Correct.",
      rgpd: "on",
    });
    const response = await handler(
      new Request(`${base}/contact/satisfaction`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: form.toString(),
      }),
    );
    expect(response.status).toBe(200);
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]!.text).toMatch(/Recommanderait l'agence\s*:\s+Non/);
  });

  it("answers 503, not 500, when the inventory cannot be loaded", async () => {
    const { createUpstreamHandler } = await import("@rli/upstream/handler.server");
    const broken = createUpstreamHandler({
      inventory: () => {
        throw new Error("Inventaire SwissRETS invalide");
      },
      blog: () => [],
      mailer: () => memoryMailer(),
      siteOrigin: "https://example.ch",
    });
    const errors: { level: string; err?: { message: string } }[] = [];
    const stop = listenToLog((line) => errors.push(JSON.parse(line)), { mute: true });
    try {
      const response = await broken(new Request(`${base}/data/cities`));
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ message: "Le service est momentanément indisponible." });
    } finally {
      stop();
    }
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ level: "error", err: { message: "Inventaire SwissRETS invalide" } });
  });
});
