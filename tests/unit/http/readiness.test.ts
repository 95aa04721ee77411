import { describe, expect, it, vi } from "vitest";
import { logger } from "@rli/contract/logging/logger";
import { createReadiness, notReadyCauses, type ReadinessProbes, type ReadinessReport } from "~/http/readiness.server";

/**
 * The readiness report of /sante/pret in each state, from probes made for the test, and its
 * caching: one computation per second whatever the number of callers (decision 147).
 */

type Upstream = Awaited<NonNullable<ReturnType<ReadinessProbes["upstream"]>>>;

const healthyUpstream: Upstream = {
  inventory: { loaded: true, awaitingFirstUpload: false, entries: 51, ageS: 3600, servedS: 60 },
  mail: { waiting: 0, oldestS: null, refused: 0, oldestRefusedS: null },
  importStore: true,
  ftp: "here",
};

/** The upstream of an import folder that has had no upload yet. */
const awaitingUpstream: Upstream = {
  ...healthyUpstream,
  inventory: { loaded: true, awaitingFirstUpload: true, entries: 0, ageS: null, servedS: 0 },
};

function probes(overrides: Partial<ReadinessProbes> = {}): ReadinessProbes & { calls: number } {
  const counted = {
    calls: 0,
    upstream: () => Promise.resolve(healthyUpstream),
    api: () => undefined,
    redis: () => Promise.resolve(undefined),
    imageCache: () => Promise.resolve(true),
    ...overrides,
  };
  const imageCache = counted.imageCache;
  counted.imageCache = () => {
    counted.calls += 1;
    return imageCache();
  };
  return counted;
}

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

/**
 * Every value of the report is a yes-or-no, a count, an age, nothing, or the FTP receiver's state (one of
 * five words of the code): no text a visitor or an attacker could read.
 */
function leaves(value: unknown): unknown[] {
  if (value !== null && typeof value === "object") return Object.values(value).flatMap(leaves);
  return [value];
}
const receiverStates = ["off", "starting", "here", "sibling", "taken"];

describe("readiness report", () => {
  it("is ready with an inventory served, the folders writable and no Redis configured", async () => {
    const report = await createReadiness(probes()).check();
    expect(report).toEqual<ReadinessReport>({
      ready: true,
      inventory: { loaded: true, awaitingFirstUpload: false, entries: 51, ageS: 3600, servedS: 60 },
      ftp: "here",
      mail: { waiting: 0, oldestS: null, refused: 0, oldestRefusedS: null },
      redis: { configured: false, reachable: null },
      folders: { imageCache: true, importStore: true },
      stopping: false,
    });
    for (const leaf of leaves(report)) {
      const word = typeof leaf === "string" && receiverStates.includes(leaf);
      expect(leaf === null || typeof leaf === "boolean" || typeof leaf === "number" || word, String(leaf)).toBe(true);
    }
  });

  it("is ready while its import folder awaits the first upload, and says so", async () => {
    const report = await createReadiness(probes({ upstream: () => Promise.resolve(awaitingUpstream) })).check();
    expect(report.ready).toBe(true);
    expect(report.inventory).toEqual({ loaded: true, awaitingFirstUpload: true, entries: 0, ageS: null, servedS: 0 });
  });

  it("is ready with an upload that left nothing online: the agency is not taken off the air", async () => {
    const empty = { ...healthyUpstream, inventory: { ...healthyUpstream.inventory, entries: 0 } };
    expect((await createReadiness(probes({ upstream: () => Promise.resolve(empty) })).check()).ready).toBe(true);
  });

  it("is ready when a sibling process receives the uploads, not when a stranger holds the FTP port", async () => {
    for (const ftp of ["off", "starting", "here", "sibling"] as const) {
      const upstream = () => Promise.resolve({ ...healthyUpstream, ftp });
      expect((await createReadiness(probes({ upstream })).check()).ready, ftp).toBe(true);
    }
    const taken = await createReadiness(
      probes({ upstream: () => Promise.resolve({ ...healthyUpstream, ftp: "taken" }) }),
    ).check();
    expect(taken.ready).toBe(false);
    expect(taken.ftp).toBe("taken");
  });

  it("is not ready when the configured Redis does not answer, ready when it does", async () => {
    const down = await createReadiness(probes({ redis: () => Promise.resolve(false) })).check();
    expect(down.ready).toBe(false);
    expect(down.redis).toEqual({ configured: true, reachable: false });
    const up = await createReadiness(probes({ redis: () => Promise.resolve(true) })).check();
    expect(up.ready).toBe(true);
    expect(up.redis).toEqual({ configured: true, reachable: true });
  });

  it("is not ready when the image cache or the import store cannot be written", async () => {
    const cache = await createReadiness(probes({ imageCache: () => Promise.resolve(false) })).check();
    expect(cache.ready).toBe(false);
    expect(cache.folders.imageCache).toBe(false);
    const store = await createReadiness(
      probes({ upstream: () => Promise.resolve({ ...healthyUpstream, importStore: false }) }),
    ).check();
    expect(store.ready).toBe(false);
    expect(store.folders.importStore).toBe(false);
  });

  it("tells the mail spool's backlog and the refused messages without leaving the rotation for them", async () => {
    const mail = { waiting: 3, oldestS: 7200, refused: 2, oldestRefusedS: 86_400 };
    const upstream = () => Promise.resolve({ ...healthyUpstream, mail });
    const report = await createReadiness(probes({ upstream })).check();
    expect(report.ready).toBe(true);
    expect(report.mail).toEqual(mail);
  });

  it("with API_URL, tells when the agency's API answered without depending on it", async () => {
    const report = await createReadiness(
      probes({ upstream: () => undefined, api: () => ({ answeredS: null, failedS: 4 }) }),
    ).check();
    expect(report.ready).toBe(true);
    expect(report.api).toEqual({ answeredS: null, failedS: 4 });
    expect(report).not.toHaveProperty("inventory");
    expect(report).not.toHaveProperty("mail");
  });

  it("takes a probe that throws for a no, never for an error", async () => {
    const report = await createReadiness(
      probes({
        imageCache: () => Promise.reject(new Error("EIO")),
        upstream: () => Promise.reject(new Error("boom")),
      }),
    ).check();
    expect(report.ready).toBe(false);
    expect(report.folders.imageCache).toBe(false);
    expect(report).not.toHaveProperty("inventory");
  });

  it("is not ready from the moment the process stops taking visitors", async () => {
    const time = clock();
    const readiness = createReadiness(probes(), { now: time.now });
    expect((await readiness.check()).ready).toBe(true);
    readiness.markStopping();
    const report = await readiness.check();
    expect(report.ready).toBe(false);
    expect(report.stopping).toBe(true);
  });
});

describe("causes of not being ready", () => {
  const ready = (): ReadinessReport => ({
    ready: true,
    inventory: healthyUpstream.inventory,
    ftp: "here",
    mail: healthyUpstream.mail,
    redis: { configured: true, reachable: true },
    folders: { imageCache: true, importStore: true },
    stopping: false,
  });

  it("names each cause, in a fixed order; none when ready", () => {
    expect(notReadyCauses(ready(), true)).toEqual([]);
    const everything: ReadinessReport = {
      ...ready(),
      inventory: undefined,
      ftp: "taken",
      redis: { configured: true, reachable: false },
      folders: { imageCache: false, importStore: false },
      stopping: true,
    };
    expect(notReadyCauses(everything, true)).toEqual([
      "no-inventory",
      "ftp-port-taken",
      "redis-unreachable",
      "image-cache-not-writable",
      "import-store-not-writable",
      "stopping",
    ]);
    expect(notReadyCauses({ ...ready(), inventory: undefined }, false)).toEqual(["api-unknown"]);
  });

  it("writes one warn line per cause when it appears, and one line when ready again", async () => {
    const lines: { level: string; record: Record<string, unknown>; message: string }[] = [];
    const spy = (level: "warn" | "info") =>
      vi.spyOn(logger, level).mockImplementation(((record: Record<string, unknown>, message: string) => {
        if (record.component === "readiness") lines.push({ level, record, message });
      }) as never);
    const spies = [spy("warn"), spy("info")];
    try {
      let cacheWritable = true;
      let redisUp = false;
      const time = clock();
      const readiness = createReadiness(
        probes({ imageCache: () => Promise.resolve(cacheWritable), redis: () => Promise.resolve(redisUp) }),
        { now: time.now },
      );
      const next = async () => {
        time.advance(1000);
        return readiness.check();
      };
      await readiness.check();
      await next();
      cacheWritable = false;
      await next();
      redisUp = true;
      cacheWritable = true;
      expect((await next()).ready).toBe(true);
      await next();
      expect(lines.map((line) => [line.level, line.record.event, line.record.cause])).toEqual([
        ["warn", "readiness.not-ready", "redis-unreachable"],
        ["warn", "readiness.not-ready", "image-cache-not-writable"],
        ["info", "readiness.ready", undefined],
      ]);
      expect(lines[0]!.message).toBe("Pas prêt à recevoir des visiteurs : Redis (REDIS_URL) ne répond pas");
    } finally {
      for (const each of spies) each.mockRestore();
    }
  });
});

describe("readiness cache", () => {
  it("computes once for every call within the same second, then again", async () => {
    const time = clock();
    const counted = probes();
    const readiness = createReadiness(counted, { now: time.now });
    await readiness.check();
    time.advance(400);
    await readiness.check();
    time.advance(599);
    await readiness.check();
    expect(counted.calls).toBe(1);
    time.advance(1);
    await readiness.check();
    expect(counted.calls).toBe(2);
  });

  it("shares one computation between simultaneous callers, however long it takes", async () => {
    const time = clock();
    let finish!: () => void;
    const slow = new Promise<void>((resolve) => (finish = resolve));
    const counted = probes({ imageCache: () => slow.then(() => true) });
    const readiness = createReadiness(counted, { now: time.now });
    const first = readiness.check();
    time.advance(5000);
    const others = Array.from({ length: 100 }, () => readiness.check());
    finish();
    const reports = await Promise.all([first, ...others]);
    expect(counted.calls).toBe(1);
    expect(new Set(reports).size).toBe(1);
  });
});
