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
  /** An upstream whose text the test sets, counting what is fetched and what is parsed. */
  function counting(text = "A") {
    const counts = { fetches: 0, parses: 0, text };
    const fetch = async () => {
      counts.fetches += 1;
      return counts.text;
    };
    const parse = (body: string) => ({ body, parse: ++counts.parses });
    return { counts, fetch, parse };
  }

  it("shares one load in flight and keeps the answer for the freshness period only", async () => {
    const time = clock();
    const cache = createAnswerCache({ ttlMs: 1000, now: time.now });
    const { counts, fetch, parse } = counting();
    const [first, second] = await Promise.all([cache.get("k", fetch, parse), cache.get("k", fetch, parse)]);
    expect(first).toBe(second);
    expect(counts.fetches).toBe(1);
    time.advance(999);
    expect(await cache.get("k", fetch, parse)).toBe(first);
    expect(counts.fetches).toBe(1);
    counts.text = "B";
    time.advance(2);
    expect(await cache.get("k", fetch, parse)).toEqual({ body: "B", parse: 2 });
    expect(counts.fetches).toBe(2);
  });

  it("asks again after the period, and keeps the same answer, unparsed, when the text has not changed", async () => {
    const time = clock();
    const cache = createAnswerCache({ ttlMs: 1000, now: time.now });
    const { counts, fetch, parse } = counting();
    const first = await cache.get("k", fetch, parse);
    time.advance(1001);
    expect(await cache.get("k", fetch, parse)).toBe(first);
    expect(counts).toMatchObject({ fetches: 2, parses: 1 });
    // Kept for another period from the check.
    time.advance(999);
    expect(await cache.get("k", fetch, parse)).toBe(first);
    expect(counts.fetches).toBe(2);
  });

  it("keeps no failure: the next call loads again", async () => {
    const time = clock();
    const cache = createAnswerCache({ ttlMs: 1000, now: time.now });
    const { fetch, parse } = counting();
    await expect(cache.get("k", () => Promise.reject(new Error("down")), parse)).rejects.toThrow("down");
    expect(await cache.get("k", fetch, parse)).toEqual({ body: "A", parse: 1 });
    // An answer whose refresh fails is not served stale: the failure reaches the caller.
    time.advance(1001);
    await expect(cache.get("k", () => Promise.reject(new Error("down")), parse)).rejects.toThrow("down");
    expect(await cache.get("k", fetch, parse)).toEqual({ body: "A", parse: 2 });
  });

  it("answers the callers of a load in flight when everything is forgotten, and keeps nothing of it", async () => {
    const cache = createAnswerCache({ ttlMs: 1000 });
    const { counts, fetch, parse } = counting();
    let answer!: (text: string) => void;
    const pending = cache.get("k", () => new Promise<string>((resolve) => (answer = resolve)), parse);
    await Promise.resolve();
    cache.reset();
    answer("before the reset");
    expect(await pending).toEqual({ body: "before the reset", parse: 1 });
    expect(await cache.get("k", fetch, parse)).toEqual({ body: "A", parse: 2 });
    expect(counts.fetches).toBe(1);
  });

  it("freezes what it keeps, so that no request can change another's answer", async () => {
    const cache = createAnswerCache({ ttlMs: 1000 });
    const kept = await cache.get(
      "k",
      async () => "/images/a",
      (url) => ({ photos: [{ url }] }),
    );
    expect(() => {
      (kept.photos[0] as { url: string }).url = "/images/b";
    }).toThrow(TypeError);
  });

  it("keeps nothing when the period is 0", async () => {
    const cache = createAnswerCache({ ttlMs: 0 });
    const { counts, fetch, parse } = counting();
    await cache.get("k", fetch, parse);
    expect(await cache.get("k", fetch, parse)).toEqual({ body: "A", parse: 2 });
    expect(counts.fetches).toBe(2);
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
    // After the period the upstream is asked again; its text is the same, so is the answer.
    time.advance(ANSWER_TTL_MS + 1);
    expect(await client.getProperty("RLM-1001")).toBe(first);
    expect(calls).toHaveLength(2);
  });

  it("makes a new answer when the upstream's text has changed", async () => {
    const time = clock();
    const upstream = fixtureUpstream();
    let title = "";
    const client = createApiClient({
      transport: async (request) => {
        const answer = (await (await upstream(request)).json()) as { data: { title: string } };
        if (title) answer.data.title = title;
        return Response.json(answer);
      },
      cache: createMemoryCache({ ttlMs: ANSWER_TTL_MS }),
      answers: createAnswerCache({ ttlMs: ANSWER_TTL_MS, now: time.now }),
    });
    const first = await client.getProperty("RLM-1001");
    title = "Attique rénovée";
    time.advance(ANSWER_TTL_MS + 1);
    const later = await client.getProperty("RLM-1001");
    expect(later).not.toBe(first);
    expect(later).toEqual({ ...first, title: "Attique rénovée" });
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
