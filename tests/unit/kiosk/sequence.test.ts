import { describe, expect, it } from "vitest";
import {
  cycleLength,
  isKioskId,
  nextPosition,
  positionHref,
  readPause,
  readPosition,
  startsCycle,
  type KioskPosition,
} from "~/kiosk/sequence";

const query = (search: string) => new URLSearchParams(search);

/** Every position of one cycle, from the start, for a list of `count` flyers. */
function cycle(count: number): KioskPosition[] {
  const positions: KioskPosition[] = [{ screen: "home", item: 0 }];
  for (;;) {
    const next = nextPosition(positions.at(-1)!, count);
    if (next.screen === "home") return positions;
    positions.push(next);
  }
}

describe("kiosk sequence", () => {
  it("runs home, home2, one flyer per property, services, team, then home again", () => {
    expect(cycle(3).map((p) => (p.screen === "properties" ? `properties#${p.item + 1}` : p.screen))).toEqual([
      "home",
      "home2",
      "properties#1",
      "properties#2",
      "properties#3",
      "services",
      "team",
    ]);
    expect(nextPosition({ screen: "team", item: 0 }, 3)).toEqual({ screen: "home", item: 0 });
    expect(cycle(3)).toHaveLength(cycleLength(3));
  });

  it("skips the properties screen when there is no property", () => {
    expect(cycle(0).map((p) => p.screen)).toEqual(["home", "home2", "services", "team"]);
    expect(cycleLength(0)).toBe(4);
  });

  it("writes positions as /vitrine/{id}?ecran=N&bien=M and reads them back", () => {
    for (const position of cycle(12)) {
      const href = positionHref("salon-1", position);
      const url = new URL(href, "http://localhost");
      expect(url.pathname).toBe("/vitrine/salon-1");
      expect(readPosition(url.searchParams, 12)).toEqual(position);
    }
    expect(positionHref("1", { screen: "home", item: 0 })).toBe("/vitrine/1");
    expect(positionHref("1", { screen: "home2", item: 0 })).toBe("/vitrine/1?ecran=2");
    expect(positionHref("1", { screen: "properties", item: 2 })).toBe("/vitrine/1?ecran=3&bien=3");
  });

  it("keeps the visitor's choice to hold or play in the address, and reads only pause=1 and pause=0", () => {
    expect(positionHref("1", { screen: "home", item: 0 }, true)).toBe("/vitrine/1?pause=1");
    expect(positionHref("1", { screen: "properties", item: 0 }, false)).toBe("/vitrine/1?ecran=3&bien=1&pause=0");
    expect(readPause(query("pause=1"))).toBe(true);
    expect(readPause(query("ecran=2&pause=0"))).toBe(false);
    expect(readPause(query("pause=0&pause=1"))).toBe(true);
    for (const other of ["", "pause=", "pause=oui", "pause=2"]) expect(readPause(query(other))).toBeUndefined();
  });

  it("normalises malformed or out-of-range parameters", () => {
    expect(readPosition(query(""), 5)).toEqual({ screen: "home", item: 0 });
    expect(readPosition(query("ecran=abc"), 5)).toEqual({ screen: "home", item: 0 });
    expect(readPosition(query("ecran=0"), 5)).toEqual({ screen: "home", item: 0 });
    expect(readPosition(query("ecran=6"), 5)).toEqual({ screen: "home", item: 0 });
    expect(readPosition(query("ecran=-2"), 5)).toEqual({ screen: "home", item: 0 });
    expect(readPosition(query("ecran=2.5"), 5)).toEqual({ screen: "home", item: 0 });
    expect(readPosition(query(`ecran=${"9".repeat(400)}`), 5)).toEqual({ screen: "home", item: 0 });
    expect(readPosition(query("ecran=%00"), 5)).toEqual({ screen: "home", item: 0 });
    // Flyer numbers: missing or garbage → the first; past the end (the list shrank) → the next screen.
    expect(readPosition(query("ecran=3"), 5)).toEqual({ screen: "properties", item: 0 });
    expect(readPosition(query("ecran=3&bien=zz"), 5)).toEqual({ screen: "properties", item: 0 });
    expect(readPosition(query("ecran=3&bien=0"), 5)).toEqual({ screen: "properties", item: 0 });
    expect(readPosition(query("ecran=3&bien=5"), 5)).toEqual({ screen: "properties", item: 4 });
    expect(readPosition(query("ecran=3&bien=6"), 5)).toEqual({ screen: "services", item: 0 });
    expect(readPosition(query("ecran=3&bien=99999999999999999999"), 5)).toEqual({ screen: "services", item: 0 });
    expect(readPosition(query("ecran=3&bien=-1"), 5)).toEqual({ screen: "properties", item: 0 });
    expect(readPosition(query("ecran=3&bien=2"), 0)).toEqual({ screen: "services", item: 0 });
    // `bien` means nothing on the other screens.
    expect(readPosition(query("ecran=4&bien=2"), 5)).toEqual({ screen: "services", item: 0 });
    // Repeated parameters: the last valid value wins.
    expect(readPosition(query("ecran=2&ecran=x&bien=1"), 5)).toEqual({ screen: "home2", item: 0 });
    expect(readPosition(query("ecran=3&bien=1&bien=3"), 5)).toEqual({ screen: "properties", item: 2 });
  });

  it("starts a cycle (and reloads the list) on the first screen only", () => {
    expect(startsCycle(query(""))).toBe(true);
    expect(startsCycle(query("ecran=1"))).toBe(true);
    expect(startsCycle(query("ecran=nope"))).toBe(true);
    expect(startsCycle(query("ecran=2"))).toBe(false);
    expect(startsCycle(query("ecran=3&bien=4"))).toBe(false);
  });

  it("accepts the kiosk ids the API accepts", () => {
    expect(isKioskId("1")).toBe(true);
    expect(isKioskId("vitrine_monthey-2")).toBe(true);
    expect(isKioskId("")).toBe(false);
    expect(isKioskId("a b")).toBe(false);
    expect(isKioskId("x".repeat(41))).toBe(false);
    expect(isKioskId("<script>")).toBe(false);
    expect(isKioskId(undefined)).toBe(false);
  });
});
