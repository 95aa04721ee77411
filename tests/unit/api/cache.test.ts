import { describe, expect, it } from "vitest";
import { createMemoryCache } from "~/api/cache.server";

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** A clock the test moves by hand, started at a real date (a clock never reads 0). */
function clock(start = Date.parse("2026-11-23T10:00:00Z")) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

const HOUR = 3_600_000;

describe("memory cache", () => {
  it("shares one load in flight between concurrent callers", async () => {
    const cache = createMemoryCache({ ttlMs: HOUR });
    const pending = deferred<string[]>();
    let calls = 0;
    const load = () => {
      calls += 1;
      return pending.promise;
    };
    const all = Promise.all([cache.get("cities", load), cache.get("cities", load), cache.get("cities", load)]);
    pending.resolve(["Monthey"]);
    expect(await all).toEqual([["Monthey"], ["Monthey"], ["Monthey"]]);
    expect(calls).toBe(1);
    expect(await cache.get("cities", load)).toEqual(["Monthey"]);
    expect(calls).toBe(1);
  });

  it("serves the stale value at once while one refresh runs", async () => {
    const time = clock();
    const cache = createMemoryCache({ ttlMs: HOUR, now: time.now });
    await cache.get("types", async () => "v1");
    time.advance(HOUR + 1);
    const refresh = deferred<string>();
    let calls = 0;
    const load = () => {
      calls += 1;
      return refresh.promise;
    };
    expect(await cache.get("types", load)).toBe("v1");
    expect(await cache.get("types", load)).toBe("v1");
    expect(calls).toBe(1);
    refresh.resolve("v2");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get("types", load)).toBe("v2");
    expect(calls).toBe(1);
  });

  it("keeps serving the stale value while the upstream is down, and retries later", async () => {
    const time = clock();
    const errors: string[] = [];
    const cache = createMemoryCache({
      ttlMs: HOUR,
      retryAfterMs: 30_000,
      now: time.now,
      onRefreshError: (key) => errors.push(key),
    });
    await cache.get("promotions", async () => ["LES-VERGERS"]);
    time.advance(HOUR + 1);
    let calls = 0;
    const down = async (): Promise<string[]> => {
      calls += 1;
      throw new Error("upstream down");
    };
    expect(await cache.get("promotions", down)).toEqual(["LES-VERGERS"]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(errors).toEqual(["promotions"]);
    expect(await cache.get("promotions", down)).toEqual(["LES-VERGERS"]);
    expect(calls).toBe(1);
    time.advance(30_000 + 1);
    expect(await cache.get("promotions", async () => ["CLOS-DU-LAC"])).toEqual(["LES-VERGERS"]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get("promotions", down)).toEqual(["CLOS-DU-LAC"]);
  });

  it("lets the first load's error reach the caller and tries again next time", async () => {
    const cache = createMemoryCache({ ttlMs: HOUR });
    await expect(cache.get("cities", async () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("cities", async () => ["Vevey"])).toEqual(["Vevey"]);
  });

  it("forgets everything on reset", async () => {
    const cache = createMemoryCache({ ttlMs: HOUR });
    await cache.get("cities", async () => ["Monthey"]);
    cache.reset();
    expect(await cache.get("cities", async () => ["Vevey"])).toEqual(["Vevey"]);
  });
});

describe("API client cache", () => {
  it("asks the upstream once an hour for cities, types and promotions", async () => {
    const { createApiClient } = await import("~/api/client.server");
    const { fixtureUpstream } = await import("../../../packages/upstream/tests/support/upstream");
    const upstream = fixtureUpstream();
    const paths: string[] = [];
    const client = createApiClient({
      transport: (request) => {
        paths.push(new URL(request.url).pathname);
        return upstream(request);
      },
      cache: createMemoryCache({ ttlMs: HOUR }),
    });
    await Promise.all([client.getCities(), client.getCities(), client.getTypes(), client.getPromotions()]);
    await client.getCities();
    await client.getPromotions();
    expect(paths.sort()).toEqual(["/api/data/cities", "/api/data/types", "/api/promotions"]);
  });
});
