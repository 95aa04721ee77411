import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";

const outbox = vi.hoisted(() => {
  const dir = `${process.env.TMPDIR ?? "/tmp"}/default-outbox-${process.pid}-${Date.now()}`;
  process.env.CATALOGUE_FILE = "tests/fixtures/api/inventory.json";
  process.env.OUTBOX_DIR = dir;
  delete process.env.API_URL;
  delete process.env.SMTP_URL;
  return dir;
});

import { createApiClient } from "~/api/client.server";
import { createMemoryCache } from "~/api/cache.server";
import { inventoryFile } from "@rli/upstream/inventory.server";
import { captureLog } from "../../support/log";

afterAll(async () => {
  await rm(outbox, { recursive: true, force: true });
});

describe("the embedded upstream configured by the environment", () => {
  it("serves CATALOGUE_FILE in-process when API_URL is unset", async () => {
    expect(inventoryFile()).toBe(path.resolve("tests/fixtures/api/inventory.json"));
    const client = createApiClient({ cache: createMemoryCache({ ttlMs: 1000 }) });
    const property = await client.getProperty("rlm-2001");
    expect(property).toMatchObject({ ref: "RLM-2001", type: "rent", price: 1850 });
    expect((await client.getCities()).length).toBe(4);
  });

  it("writes form e-mails to OUTBOX_DIR", async () => {
    const log = captureLog();
    const client = createApiClient({ cache: createMemoryCache({ ttlMs: 1000 }) });
    const reply = await client.sendSatisfaction({
      type: "Maison",
      globalSatisfaction: "Satisfait",
      communicationWithAgent: "Bonne",
      agentSkills: "Compétent",
      marketingSupportsSatisfaction: "Bonne",
      wouldYouRecommend: true,
      description: "Merci.",
      rgpd: true,
    });
    expect(reply).toEqual({ data: { sent: true } });
    expect((await readdir(outbox)).filter((name) => name.endsWith(".eml"))).toHaveLength(1);
    log.stop();
    expect(log.records.map((record) => [record.event, record.via])).toEqual([
      ["mail.outbox", undefined],
      ["form.forwarded", "outbox"],
    ]);
    expect(log.records[1]).toMatchObject({ level: "info", component: "mail", form: "satisfaction" });
  });
});
