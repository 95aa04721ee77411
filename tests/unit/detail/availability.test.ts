import { describe, expect, it } from "vitest";
import { availabilityText } from "~/detail/availability";

const now = new Date("2026-11-23T10:00:00Z");

describe("availabilityText", () => {
  it("says the day the property is free when it is still to come", () => {
    expect(availabilityText("2027-01-01T00:00:00+01:00", now)).toBe("Libre dès le 01.01.2027");
    expect(availabilityText("2026-11-24T00:00:00+01:00", now)).toBe("Libre dès le 24.11.2026");
  });

  it("says 'De suite' once that day has come in Switzerland, or when it is past", () => {
    expect(availabilityText("2026-11-23T23:30:00+01:00", now)).toBe("De suite");
    expect(availabilityText("2020-01-01T00:00:00+01:00", now)).toBe("De suite");
    // 23:30 UTC on the 23rd is already the 24th in Zurich: not yet free on the 23rd.
    expect(availabilityText("2026-11-23T23:30:00Z", now)).toBe("Libre dès le 24.11.2026");
  });

  it("reads the day in Swiss time, summer time included", () => {
    expect(availabilityText("2031-06-30T22:00:00Z", now)).toBe("Libre dès le 01.07.2031");
  });

  it("says nothing without a date, with an invalid one, or for a listing no longer offered", () => {
    expect(availabilityText(undefined, now)).toBeNull();
    expect(availabilityText("", now)).toBeNull();
    expect(availabilityText("bientôt", now)).toBeNull();
    expect(availabilityText("2027-01-01T00:00:00+01:00", now, "taken")).toBeNull();
    expect(availabilityText("2027-01-01T00:00:00+01:00", now, "reserved")).toBe("Libre dès le 01.01.2027");
  });
});
