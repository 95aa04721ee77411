import { describe, expect, it } from "vitest";
import { ANSWER_TTL_MS, createAnswerCache, perAnswer } from "~/api/answer-cache.server";
import { createMemoryCache } from "~/api/cache.server";
import { createApiClient } from "~/api/client.server";
import { defaultCriteria } from "@rli/contract/agency/search-criteria";
import { fixtureUpstream } from "../../../packages/upstream/tests/support/upstream";

function clock(start = 1_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

/** A client on the fixture upstream that counts the calls it sends, on a clock the test moves. */
function countingClient() {
  const time = clock();
  const upstream = fixtureUpstream();
  const calls: string[] = [];
  const client = createApiClient({
    transport: (request) => {
      calls.push(`${request.method} ${new URL(request.url).pathname}`);
      return upstream(request);
    },
    cache: createMemoryCache({ ttlMs: ANSWER_TTL_MS }),
    answers: createAnswerCache({ ttlMs: ANSWER_TTL_MS, now: time.now }),
  });
  return { client, calls, time };
}

describe("answer cache", () => {
  it("shares one load in flight and keeps the answer for the freshness period only", async () => {
    const time = clock();
    const cache = createAnswerCache({ ttlMs: 1000, now: time.now });
    let loads = 0;
    const load = async () => ({ load: ++loads });
    const [first, second] = await Promise.all([cache.get("k", load), cache.get("k", load)]);
    expect(first).toBe(second);
    time.advance(999);
    expect(await cache.get("k", load)).toBe(first);
    time.advance(2);
    expect(await cache.get("k", load)).toEqual({ load: 2 });
  });

  it("keeps no failure: the next call loads again", async () => {
    const cache = createAnswerCache({ ttlMs: 1000 });
    await expect(cache.get("k", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("k", async () => "up")).toBe("up");
  });

  it("freezes what it keeps, so that no request can change another's answer", async () => {
    const cache = createAnswerCache({ ttlMs: 1000 });
    const kept = await cache.get("k", async () => ({ photos: [{ url: "/images/a" }] }));
    expect(() => {
      (kept.photos[0] as { url: string }).url = "/images/b";
    }).toThrow(TypeError);
  });

  it("keeps nothing when the period is 0", async () => {
    const cache = createAnswerCache({ ttlMs: 0 });
    let loads = 0;
    await cache.get("k", async () => ++loads);
    expect(await cache.get("k", async () => ++loads)).toBe(2);
  });
});

describe("values derived from an answer", () => {
  it("derives once per answer and variant, frozen, and again for a new answer", () => {
    let calls = 0;
    const view = perAnswer((answer: { ref: string }, origin: string) => ({
      href: `${origin}/${answer.ref}`,
      n: ++calls,
    }));
    const first = { ref: "A" };
    expect(view(first, "https://a.ch")).toEqual({ href: "https://a.ch/A", n: 1 });
    expect(view(first, "https://a.ch")).toBe(view(first, "https://a.ch"));
    expect(Object.isFrozen(view(first, "https://a.ch"))).toBe(true);
    expect(view(first, "https://b.ch")).toEqual({ href: "https://b.ch/A", n: 2 });
    expect(view({ ref: "A" }, "https://a.ch").n).toBe(3);
  });

  it("keeps a few variants of an answer only: others are derived on each call", () => {
    let calls = 0;
    const view = perAnswer((_answer: object, origin: string) => ({ origin, n: ++calls }));
    const answer = {};
    for (const host of ["a", "b", "c", "d", "e"]) view(answer, host);
    expect(view(answer, "a").n).toBe(1);
    expect(view(answer, "e").n).toBe(6);
    expect(view(answer, "e").n).toBe(7);
  });
});

describe("API client answers", () => {
  it("parses, sanitises and rewrites a property once per freshness period", async () => {
    const { client, calls, time } = countingClient();
    const first = await client.getProperty("RLM-1001");
    const again = await client.getProperty("RLM-1001");
    // The same object: nothing was parsed, sanitised or signed again.
    expect(again).toBe(first);
    expect(calls).toEqual(["GET /api/properties/RLM-1001"]);
    expect(first.attachments.some((item) => item.url.startsWith("/images/"))).toBe(true);
    time.advance(ANSWER_TTL_MS + 1);
    const later = await client.getProperty("RLM-1001");
    expect(later).not.toBe(first);
    expect(later).toEqual(first);
    expect(calls).toHaveLength(2);
  });

  it("keeps each search under its own criteria", async () => {
    const { client, calls } = countingClient();
    const all = await client.searchProperties(defaultCriteria());
    expect(await client.searchProperties(defaultCriteria())).toBe(all);
    const rent = await client.searchProperties({ ...defaultCriteria(), actionType: "Louer" });
    expect(rent).not.toBe(all);
    expect(calls).toEqual(["POST /api/properties/search", "POST /api/properties/search"]);
  });

  it("does not keep a failed call: the next request asks again", async () => {
    const upstream = fixtureUpstream();
    let calls = 0;
    const client = createApiClient({
      transport: (request) => {
        calls += 1;
        return calls === 1 ? Promise.resolve(new Response("panne", { status: 500 })) : upstream(request);
      },
      cache: createMemoryCache({ ttlMs: ANSWER_TTL_MS }),
      answers: createAnswerCache({ ttlMs: ANSWER_TTL_MS }),
    });
    await expect(client.getProperty("RLM-1001")).rejects.toThrow();
    expect((await client.getProperty("RLM-1001")).ref).toBe("RLM-1001");
    expect(calls).toBe(2);
  });
});
