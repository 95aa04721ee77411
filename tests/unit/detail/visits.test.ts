import { describe, expect, it } from "vitest";
import {
  findVisit,
  upcomingVisits,
  visitCalendarPath,
  visitKindTexts,
  visitLabel,
  visitName,
  visitRequestMessage,
  visitWhen,
  withVisitIds,
} from "@rli/contract/agency/visits";
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

describe("a visit's name in the page's language", () => {
  const openViewing = { ...openHouse, name: "Visite libre" };
  const tasting = { ...openHouse, name: "Visite découverte avec apéritif" };

  it("names a kind the site knows in the page's language, whatever language the feed names it in", () => {
    expect(visitName(openViewing, "de")).toEqual({ name: visitKindTexts.de.open });
    expect(visitName(openHouse, "en")).toEqual({ name: visitKindTexts.en.openHouse });
    expect(visitName({ name: " open  house " }, "fr", "en")).toEqual({ name: "Portes ouvertes" });
    expect(visitName({ name: "BESICHTIGUNG" }, "en", "de")).toEqual({ name: visitKindTexts.en.viewing });
  });

  it("keeps any other name as the feed writes it, with the feed's language when it is not the page's", () => {
    expect(visitName(tasting, "de")).toEqual({ name: tasting.name, lang: "fr" });
    expect(visitName(tasting, "fr")).toEqual({ name: tasting.name });
    // A page in the feed's language shows its name as written, a known kind too.
    expect(visitName({ name: "visite libre" }, "fr")).toEqual({ name: "visite libre" });
  });

  it("starts a visit request with the name in the page's language, or with the date alone", () => {
    const when = visitWhen(openViewing, "de");
    expect(visitRequestMessage(openViewing, "de")).toContain(`${visitKindTexts.de.open} am ${when}`);
    expect(visitRequestMessage(openViewing, "de")).not.toContain("Visite libre");
    expect(visitRequestMessage(tasting, "en")).toContain(visitWhen(tasting, "en"));
    expect(visitRequestMessage(tasting, "en")).not.toContain(tasting.name);
    // French pages and the brokers' e-mail are as before.
    expect(visitRequestMessage(openViewing)).toBe(
      "Bonjour, je souhaite participer à la visite « Visite libre » (Samedi 16.01.2027, 10:00 – 12:00). Merci de me confirmer ma venue.",
    );
    expect(visitLabel(openViewing)).toBe("Visite libre – Samedi 16.01.2027, 10:00 – 12:00");
  });
});
