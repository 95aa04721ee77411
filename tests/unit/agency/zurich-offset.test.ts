import { describe, expect, it } from "vitest";
import { zurichOffsetAtWallTime, zurichOffsetMs } from "@rli/contract/agency/zurich-time";

const HOUR = 3_600_000;

describe("Swiss time offsets", () => {
  it("is one hour in winter, two in summer, changing on the hour", () => {
    expect(zurichOffsetMs(Date.UTC(2027, 0, 15, 12))).toBe(HOUR);
    expect(zurichOffsetMs(Date.UTC(2027, 6, 15, 12))).toBe(2 * HOUR);
    // 28 March 2027: clocks go forward at 01:00 UTC.
    expect(zurichOffsetMs(Date.UTC(2027, 2, 28, 0, 59))).toBe(HOUR);
    expect(zurichOffsetMs(Date.UTC(2027, 2, 28, 1, 0))).toBe(2 * HOUR);
  });

  it("reads a wall-clock time around the changes as a Swiss clock shows it", () => {
    // 10:00 on a summer and a winter day.
    expect(zurichOffsetAtWallTime(Date.UTC(2027, 5, 1, 10))).toBe(2 * HOUR);
    expect(zurichOffsetAtWallTime(Date.UTC(2027, 11, 1, 10))).toBe(HOUR);
    // 03:30 on the morning clocks went forward, and 03:30 on the morning they went back.
    expect(zurichOffsetAtWallTime(Date.UTC(2027, 2, 28, 3, 30))).toBe(2 * HOUR);
    expect(zurichOffsetAtWallTime(Date.UTC(2027, 9, 31, 3, 30))).toBe(HOUR);
  });
});
