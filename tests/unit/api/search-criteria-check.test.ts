import { describe, expect, it } from "vitest";
import { handleUpstreamRequest } from "@rli/upstream";
import { defaultCriteria } from "@rli/contract/agency/search-criteria";
import { createApiClient } from "~/api/client.server";
import type { Transport } from "~/api/transport.server";
import { listenToLog } from "@rli/contract/logging/logger";
import { zurichDay, zurichInstantOf } from "@rli/contract/agency/zurich-time";

/**
 * An agency API that does not know the criteria added after product §7 (the words, the amenities,
 * the move-in day): the embedded upstream behind a transport that takes them out of the search call,
 * as an API written before them would read it. The site leaves out the results that do not meet
 * them, says so once per criterion, and lets an API that knows them answer as it does.
 */

/** The stand-in upstream, as an API that has never heard of `q`, `amenities` or `freeBy`. */
const withoutWords: Transport = async (request) => {
  if (request.method !== "POST" || !request.url.endsWith("/properties/search")) return handleUpstreamRequest(request);
  const body = (await request.json()) as Record<string, unknown>;
  delete body.q;
  delete body.amenities;
  delete body.freeBy;
  return handleUpstreamRequest(
    new Request(request.url, { method: "POST", headers: request.headers, body: JSON.stringify(body) }),
  );
};

describe("an agency API that ignores the words of a search", () => {
  it("gets its results without the words left out, and the site says so once", async () => {
    const lines: string[] = [];
    const stop = listenToLog((line) => lines.push(line));
    try {
      const client = createApiClient({ transport: withoutWords });
      const criteria = { ...defaultCriteria(), q: "champery" };
      const result = await client.searchProperties(criteria);
      expect(result.properties.every((item) => item.locality === "Champéry")).toBe(true);
      const unfiltered = await client.searchProperties(defaultCriteria());
      expect(unfiltered.properties.some((item) => item.locality !== "Champéry")).toBe(true);
      await client.searchProperties({ ...criteria, page: 2 });
      expect(lines.filter((line) => line.includes("upstream.criterion-ignored"))).toHaveLength(1);
    } finally {
      stop();
    }
  });

  it("gets its results without a lift or not free yet left out, each criterion told once", async () => {
    const lines: string[] = [];
    const stop = listenToLog((line) => lines.push(line));
    try {
      const client = createApiClient({ transport: withoutWords });
      const rent = { ...defaultCriteria(), actionType: "Louer" as const };
      const lifted = await client.searchProperties({ ...rent, amenities: ["ascenseur"] });
      expect(lifted.properties.length).toBeGreaterThan(0);
      for (const item of lifted.properties) expect(item.isPromotion ? [] : item.features).toContain("has-elevator");
      const all = await client.searchProperties(rent);
      expect(all.properties.length).toBeGreaterThan(lifted.properties.length);
      const now = await client.searchProperties({ ...rent, freeBy: "immediatement" });
      const today = zurichDay(new Date());
      const freeDay = (text = "") => zurichDay(zurichInstantOf(text) ?? new Date(8.64e15));
      for (const item of now.properties)
        expect(freeDay(item.isPromotion ? "" : item.availableFrom) <= today).toBe(true);
      await client.searchProperties({ ...rent, amenities: ["ascenseur"], page: 2 });
      const told = lines.filter((line) => line.includes("upstream.criterion-ignored"));
      expect(told).toHaveLength(2);
      expect(told[0]).toContain('"criterion":"amenities"');
      expect(told[1]).toContain('"criterion":"freeBy"');
    } finally {
      stop();
    }
  });

  it("keeps every result of an API that knows them", async () => {
    const client = createApiClient();
    const result = await client.searchProperties({ ...defaultCriteria(), q: "champery" });
    expect(result.properties.length).toBeGreaterThan(0);
    expect(result.totalItems).toBe(result.properties.length);
  });
});
