import { describe, expect, it, vi } from "vitest";
import { createApiClient } from "~/api/client.server";
import type { Property } from "@rli/contract/api/contract";
import { UnavailableError } from "~/api/errors";
import { LRUCache } from "lru-cache";
import {
  kioskMemory,
  loadKioskPage,
  MAX_REMEMBERED_KIOSKS,
  type KioskDependencies,
  type KioskFlyer,
} from "~/kiosk/kiosk-page.server";

const ORIGIN = "https://www.example.ch";
const query = (search: string) => new URLSearchParams(search);

/** The embedded upstream's kiosk list, then whatever `failing` says. */
async function upstream() {
  const list = await createApiClient().getScreenProperties("1");
  let down = false;
  const fetchList = vi.fn(async (id: string): Promise<Property[]> => {
    if (down) throw new UnavailableError("down", "Connexion refusée", `/properties/screen/${id}`);
    return list;
  });
  return { list, fetchList, goDown: () => (down = true), comeBack: () => (down = false) };
}

function deps(fetchList: KioskDependencies["fetchList"]): KioskDependencies {
  return { origin: ORIGIN, fetchList, memory: new LRUCache<string, KioskFlyer[]>({ max: 4 }), onError: () => {} };
}

describe("kiosk page data", () => {
  it("loads the list at the start of a cycle and keeps it for the rest of the cycle", async () => {
    const { list, fetchList } = await upstream();
    const d = deps(fetchList);
    const start = await loadKioskPage("1", query(""), d);
    expect(start.source).toBe("fresh");
    expect(start.flyers).toHaveLength(list.length);
    expect(start.position).toEqual({ screen: "home", item: 0 });
    expect(start.nextHref).toBe("/vitrine/1?ecran=2");
    const flyer = await loadKioskPage("1", query("ecran=3&bien=2"), d);
    expect(flyer.source).toBe("remembered");
    expect(fetchList).toHaveBeenCalledTimes(1);
    expect(flyer.nextHref).toBe("/vitrine/1?ecran=3&bien=3");
    expect(flyer.flyers[1]!.qrSvg).toContain("<svg");
    expect(flyer.preloadImages).toEqual([flyer.flyers[2]!.image!.src]);
    await loadKioskPage("1", query("ecran=1"), d);
    expect(fetchList).toHaveBeenCalledTimes(2);
  });

  it("keeps showing the last good list when the upstream fails", async () => {
    const { list, fetchList, goDown, comeBack } = await upstream();
    const d = deps(fetchList);
    await loadKioskPage("1", query(""), d);
    goDown();
    // A new cycle cannot reload the list: the last good one is shown, flyers and all.
    const start = await loadKioskPage("1", query(""), d);
    expect(start.source).toBe("remembered");
    expect(start.flyers.map((f) => f.ref)).toEqual(list.map((p) => p.ref));
    const last = await loadKioskPage("1", query(`ecran=3&bien=${list.length}`), d);
    expect(last.position).toEqual({ screen: "properties", item: list.length - 1 });
    expect(last.flyers[list.length - 1]!.ref).toBe(list.at(-1)!.ref);
    expect(last.nextHref).toBe("/vitrine/1?ecran=4");
    comeBack();
    expect((await loadKioskPage("1", query(""), d)).source).toBe("fresh");
  });

  it("shows the agency screens only when the upstream fails before any good list", async () => {
    const { fetchList, goDown } = await upstream();
    goDown();
    const d = deps(fetchList);
    const start = await loadKioskPage("1", query(""), d);
    expect(start).toMatchObject({ source: "none", flyers: [], nextHref: "/vitrine/1?ecran=2" });
    const home2 = await loadKioskPage("1", query("ecran=2"), d);
    expect(home2.nextHref).toBe("/vitrine/1?ecran=4");
    const properties = await loadKioskPage("1", query("ecran=3&bien=1"), d);
    expect(properties.position.screen).toBe("services");
    expect(start.agency.offices).toHaveLength(2);
    expect(start.agency.offices[0]!.phone.display).toMatch(/^\+41 \d\d \d{3} \d\d \d\d$/);
    expect(start.agency.team).toHaveLength(5);
  });

  it("remembers a bounded number of kiosks, so ids typed in addresses cannot fill the memory", async () => {
    const { fetchList } = await upstream();
    const d = deps(fetchList);
    for (let id = 1; id <= 10; id += 1) await loadKioskPage(String(id), query(""), d);
    expect(d.memory.size).toBe(4);
    expect([...d.memory.keys()].sort()).toEqual(["7", "8", "9", "10"].map((id) => `${ORIGIN} ${id}`).sort());
    expect(kioskMemory.max).toBe(MAX_REMEMBERED_KIOSKS);
  });

  it("keeps one memory per origin, so a forged Host cannot change the real kiosk's codes", async () => {
    const { fetchList, goDown } = await upstream();
    const memory = new LRUCache<string, KioskFlyer[]>({ max: 4 });
    await loadKioskPage("1", query(""), { origin: ORIGIN, fetchList, memory });
    await loadKioskPage("1", query(""), { origin: "https://evil.example", fetchList, memory });
    goDown();
    const page = await loadKioskPage("1", query("ecran=3&bien=1"), {
      origin: ORIGIN,
      fetchList,
      memory,
      onError: () => {},
    });
    expect(page.flyers[0]!.url.startsWith(`${ORIGIN}/`)).toBe(true);
  });
});

describe("kiosk page data while the upstream is down from the start", () => {
  it("asks the upstream once per cycle, not at every screen", async () => {
    const { fetchList, goDown, comeBack } = await upstream();
    goDown();
    const d = deps(fetchList);
    await loadKioskPage("1", query(""), d);
    await loadKioskPage("1", query("ecran=2"), d);
    await loadKioskPage("1", query("ecran=4"), d);
    await loadKioskPage("1", query("ecran=5"), d);
    expect(fetchList).toHaveBeenCalledTimes(1);
    comeBack();
    const next = await loadKioskPage("1", query(""), d);
    expect(next.source).toBe("fresh");
    expect(next.flyers.length).toBeGreaterThan(0);
  });

  it("never replaces a good list by an empty one", async () => {
    const { list, fetchList, goDown } = await upstream();
    const d = deps(fetchList);
    await loadKioskPage("1", query(""), d);
    goDown();
    for (let round = 0; round < 3; round += 1) {
      const page = await loadKioskPage("1", query(""), d);
      expect(page.flyers).toHaveLength(list.length);
    }
  });
});
