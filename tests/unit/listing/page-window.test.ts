import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pageWindow } from "~/listing/page-window";

const pages = (current: number, total: number) =>
  pageWindow(current, total).map((item) => (item.kind === "page" ? item.page : "…"));

describe("pageWindow", () => {
  it("shows nothing for one page or none", () => {
    expect(pageWindow(1, 1)).toEqual([]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it("shows every page of a short list", () => {
    expect(pages(2, 3)).toEqual([1, 2, 3]);
    expect(pages(1, 5)).toEqual([1, 2, "…", 5]);
  });

  it("keeps first, last and the neighbours of the current page", () => {
    expect(pages(10, 20)).toEqual([1, "…", 9, 10, 11, "…", 20]);
    expect(pages(3, 20)).toEqual([1, 2, 3, 4, "…", 20]);
    expect(pages(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("only ever offers pages 1 to total, in order, with the current one", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 500 }), fc.integer({ min: -5, max: 600 }), (total, current) => {
        const numbers = pageWindow(current, total).flatMap((item) => (item.kind === "page" ? [item.page] : []));
        expect(numbers[0]).toBe(1);
        expect(numbers[numbers.length - 1]).toBe(total);
        expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
        expect(new Set(numbers).size).toBe(numbers.length);
        expect(numbers).toContain(Math.min(Math.max(1, current), total));
      }),
    );
  });
});
