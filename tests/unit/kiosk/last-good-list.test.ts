import { describe, expect, it } from "vitest";
import { createLastGoodLists } from "~/kiosk/last-good-list";

describe("last good lists", () => {
  it("keeps the latest list of each kiosk with the time it was stored", () => {
    let now = 1000;
    const memory = createLastGoodLists<string[]>({ maxKiosks: 3, now: () => now });
    memory.set("1", ["a"]);
    now = 2000;
    memory.set("1", ["b"]);
    expect(memory.get("1")).toEqual({ value: ["b"], storedAt: 2000 });
    expect(memory.get("2")).toBeUndefined();
  });

  it("never holds more kiosks than its bound, forgetting the least recently used", () => {
    const memory = createLastGoodLists<number>({ maxKiosks: 3 });
    memory.set("a", 1);
    memory.set("b", 2);
    memory.set("c", 3);
    memory.get("a");
    memory.set("d", 4);
    expect(memory.size).toBe(3);
    expect(memory.get("b")).toBeUndefined();
    expect(memory.get("a")?.value).toBe(1);
    for (let i = 0; i < 10_000; i += 1) memory.set(`kiosk-${i}`, i);
    expect(memory.size).toBe(3);
  });
});
