import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keptUntil, MAX_ALERTS_PER_ADDRESS, PENDING_HOURS } from "~/alerts/alert-rules";
import { alertStore } from "~/alerts/alert-store.server";
import { openSqliteStore, type Store } from "~/store/database.server";

/**
 * The alerts as the site keeps them: one address (in any case) is one mailbox, a search asked twice is
 * one alert, an address holds at most ten, an unconfirmed alert is gone after 48 h, and deleting an
 * alert deletes what it sent.
 */

const folder = mkdtempSync(path.join(tmpdir(), "alerts-"));
let store: Store;
beforeAll(async () => {
  store = (await openSqliteStore(path.join(folder, "site.sqlite"))).store;
});
afterAll(async () => {
  await store.destroy();
  rmSync(folder, { recursive: true, force: true });
});

const request = (email: string, criteria = "/vente/maison") => ({
  email,
  language: "fr",
  criteria,
  frequency: "daily" as const,
});

describe("the alert store", () => {
  it("keeps a new alert pending, keyed by the address in small letters, kept six months", async () => {
    const at = new Date("2026-12-03T10:00:00Z");
    const alerts = alertStore(store, () => at);
    const made = await alerts.subscribe(request("  Claire.Dupont@Example.CH "));
    expect(made.kind).toBe("new");
    if (made.kind !== "new") return;
    expect(made.alert).toMatchObject({ email: "claire.dupont@example.ch", status: "pending", frequency: "daily" });
    expect(made.alert.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(made.alert.keepUntil).toBe(keptUntil(at).toISOString());
    expect(await alerts.ofAddress("CLAIRE.dupont@example.ch")).toHaveLength(1);
  });

  it("answers a search asked again with the alert it has, its frequency and language updated", async () => {
    const alerts = alertStore(store);
    const first = await alerts.subscribe(request("marc@example.ch"));
    const again = await alerts.subscribe({ ...request("Marc@example.ch"), frequency: "weekly", language: "de" });
    expect(again.kind).toBe("known");
    expect(again.kind === "known" && again.alert.id).toBe(first.kind === "new" && first.alert.id);
    expect(await alerts.ofAddress("marc@example.ch")).toEqual([
      expect.objectContaining({ frequency: "weekly", language: "de" }),
    ]);
  });

  it("holds at most ten alerts per address, and makes no eleventh once ten are confirmed", async () => {
    const alerts = alertStore(store);
    for (let index = 0; index < MAX_ALERTS_PER_ADDRESS; index++) {
      const made = await alerts.subscribe(request("plein@example.ch", `/vente?budget=${index + 1}00000`));
      expect(made.kind).toBe("new");
      if (made.kind === "new") await alerts.confirm(made.alert.id);
    }
    expect((await alerts.subscribe(request("plein@example.ch", "/location"))).kind).toBe("full");
    expect(await alerts.ofAddress("plein@example.ch")).toHaveLength(MAX_ALERTS_PER_ADDRESS);
  });

  it("lets ten alerts asked in an address's name and never confirmed give way to its owner's", async () => {
    // A second between two requests: the oldest is known.
    let at = Date.parse("2026-12-03T10:00:00Z");
    const alerts = alertStore(store, () => new Date((at += 1000)));
    const asked = [];
    for (let index = 0; index < MAX_ALERTS_PER_ADDRESS; index++) {
      asked.push(await alerts.subscribe(request("victime@example.ch", `/vente?budget=${index + 1}00000`)));
    }
    const own = await alerts.subscribe(request("victime@example.ch", "/location"));
    expect(own.kind).toBe("new");
    const left = await alerts.ofAddress("victime@example.ch");
    expect(left).toHaveLength(MAX_ALERTS_PER_ADDRESS);
    expect(left.map((alert) => alert.criteria)).toContain("/location");
    // The oldest unconfirmed one went.
    expect(left.map((alert) => alert.id)).not.toContain(asked[0]!.kind === "new" && asked[0]!.alert.id);
  });

  it("deletes an alert nobody confirmed within 48 h, and keeps a confirmed one", async () => {
    const start = new Date("2026-12-01T08:00:00Z");
    let now = start;
    const alerts = alertStore(store, () => now);
    const forgotten = await alerts.subscribe(request("oubli@example.ch", "/vente"));
    const confirmed = await alerts.subscribe(request("oubli@example.ch", "/location"));
    if (forgotten.kind !== "new" || confirmed.kind !== "new") throw new Error("two new alerts expected");
    await alerts.confirm(confirmed.alert.id);
    now = new Date(start.getTime() + PENDING_HOURS * 3600_000 - 1000);
    expect(await alerts.find(forgotten.alert.id)).toBeDefined();
    now = new Date(start.getTime() + PENDING_HOURS * 3600_000 + 1000);
    expect(await alerts.find(forgotten.alert.id)).toBeUndefined();
    expect(await alerts.find(confirmed.alert.id)).toMatchObject({ status: "active" });
  });

  it("pauses and resumes a confirmed alert only; keeps it six months from the click; removes one or all", async () => {
    let now = new Date("2026-12-03T10:00:00Z");
    const alerts = alertStore(store, () => now);
    const one = await alerts.subscribe(request("geste@example.ch", "/vente"));
    const two = await alerts.subscribe(request("geste@example.ch", "/location"));
    if (one.kind !== "new" || two.kind !== "new") throw new Error("two new alerts expected");
    await alerts.pause(one.alert.id, true);
    expect(await alerts.find(one.alert.id)).toMatchObject({ status: "pending" });
    await alerts.confirm(one.alert.id);
    await alerts.pause(one.alert.id, true);
    expect(await alerts.find(one.alert.id)).toMatchObject({ status: "paused" });
    await alerts.pause(one.alert.id, false);
    expect(await alerts.find(one.alert.id)).toMatchObject({ status: "active" });
    now = new Date("2027-03-01T10:00:00Z");
    await alerts.keep(one.alert.id);
    expect((await alerts.find(one.alert.id))?.keepUntil).toBe("2027-09-01T10:00:00.000Z");

    await store
      .insertInto("alert_sent")
      .values({ alert_id: one.alert.id, reference: "R-1", price: 500000, sent_at: now.toISOString() })
      .execute();
    await alerts.remove(one.alert.id);
    expect(await alerts.find(one.alert.id)).toBeUndefined();
    expect(await store.selectFrom("alert_sent").selectAll().where("alert_id", "=", one.alert.id).execute()).toEqual([]);
    await alerts.removeAll("GESTE@example.ch");
    expect(await alerts.ofAddress("geste@example.ch")).toEqual([]);
  });
});
