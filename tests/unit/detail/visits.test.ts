import { describe, expect, it } from "vitest";
import { findVisit, upcomingVisits, visitCalendarPath, visitWhen, withVisitIds } from "@rli/contract/agency/visits";
import { visitRequestHref } from "~/agency/contact-url";

const openHouse = {
  name: "Portes ouvertes",
  start: "2027-01-16T09:00:00.000Z",
  end: "2027-01-16T11:00:00.000Z",
};
const summerVisit = { name: "Visite", start: "2027-07-03T15:30:00.000Z", end: "2027-07-03T16:00:00.000Z" };
const pastVisit = { name: "Visite passée", start: "2026-10-01T08:00:00.000Z", end: "2026-10-01T09:00:00.000Z" };
const now = new Date("2026-11-23T10:00:00Z");

describe("visit ids", () => {
  it("name a visit by its start in Swiss time, with a suffix for a second one at the same minute", () => {
    expect(withVisitIds([openHouse, summerVisit, { ...openHouse, name: "Autre" }]).map((visit) => visit.id)).toEqual([
      "2027-01-16-1000",
      "2027-07-03-1730",
      "2027-01-16-1000-2",
    ]);
  });

  it("find a visit by id, and nothing for an unknown or malformed one", () => {
    expect(findVisit([openHouse, summerVisit], "2027-07-03-1730")?.name).toBe("Visite");
    expect(findVisit([openHouse], "2027-01-16-1100")).toBeUndefined();
    expect(findVisit([openHouse], "<script>")).toBeUndefined();
    expect(findVisit(undefined, "2027-01-16-1000")).toBeUndefined();
  });
});

describe("upcomingVisits", () => {
  it("keeps visits not over yet, soonest first", () => {
    const shown = upcomingVisits([summerVisit, pastVisit, openHouse], now);
    expect(shown.map((visit) => visit.name)).toEqual(["Portes ouvertes", "Visite"]);
  });

  it("keeps a visit under way", () => {
    expect(upcomingVisits([openHouse], new Date("2027-01-16T10:00:00Z"))).toHaveLength(1);
    expect(upcomingVisits([openHouse], new Date("2027-01-16T11:00:00Z"))).toHaveLength(0);
  });

  it("shows none for a listing sold or let, and at most six", () => {
    expect(upcomingVisits([openHouse], now, "taken")).toEqual([]);
    const many = Array.from({ length: 9 }, (_, i) => ({
      name: `Visite ${i}`,
      start: `2027-02-0${i + 1}T09:00:00.000Z`,
      end: `2027-02-0${i + 1}T10:00:00.000Z`,
    }));
    expect(upcomingVisits(many, now)).toHaveLength(6);
  });
});

describe("visit wording and addresses", () => {
  it("says the day and the hours in Swiss time", () => {
    expect(visitWhen(openHouse)).toBe("Samedi 16.01.2027, 10:00 – 12:00");
    expect(visitWhen(summerVisit)).toBe("Samedi 03.07.2027, 17:30 – 18:00");
    expect(visitWhen({ start: "2027-01-16T09:00:00Z", end: "2027-01-17T16:00:00Z" })).toBe(
      "16.01.2027 10:00 – 17.01.2027 17:00",
    );
  });

  it("builds the calendar file's address and the visit request", () => {
    expect(visitCalendarPath("RLM-1001", "2027-01-16-1000")).toBe("/visites/rlm-1001/2027-01-16-1000.ics");
    expect(visitRequestHref("RLM-1001", "2027-01-16-1000")).toBe("?contact=RLM-1001&visite=2027-01-16-1000");
  });
});
