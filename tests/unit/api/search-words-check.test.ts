import { describe, expect, it } from "vitest";
import { handleUpstreamRequest } from "@rli/upstream";
import { defaultCriteria } from "@rli/contract/agency/search-criteria";
import { createApiClient } from "~/api/client.server";
import type { Transport } from "~/api/transport.server";
import { listenToLog } from "@rli/contract/logging/logger";

/**
 * An agency API that does not know the search's words: the embedded upstream behind a transport that
 * takes `q` out of the search call, as an API written before it would read it. The site leaves out
 * the results without the words, says so once, and lets an API that knows `q` answer as it does.
 */

/** The stand-in upstream, as an API that has never heard of `q`. */
const withoutWords: Transport = async (request) => {
  if (request.method !== "POST" || !request.url.endsWith("/properties/search")) return handleUpstreamRequest(request);
  const body = (await request.json()) as Record<string, unknown>;
  delete body.q;
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

  it("keeps every result of an API that knows them", async () => {
    const client = createApiClient();
    const result = await client.searchProperties({ ...defaultCriteria(), q: "champery" });
    expect(result.properties.length).toBeGreaterThan(0);
    expect(result.totalItems).toBe(result.properties.length);
  });
});
