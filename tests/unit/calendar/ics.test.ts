import { describe, expect, it } from "vitest";
import { escapeIcsText, foldIcsLine, icsCalendar, icsUtcTime, icsZurichTime } from "~/calendar/ics";
import { visitCalendar, visitFileName } from "~/detail/visit-calendar";

const octets = (text: string) => new TextEncoder().encode(text).length;

describe("escapeIcsText", () => {
  it("escapes backslashes, semicolons, commas and line breaks", () => {
    expect(escapeIcsText("a,b;c\\d\ne\r\nf")).toBe("a\\,b\\;c\\\\d\\ne\\nf");
  });

  it("drops other control characters", () => {
    expect(escapeIcsText("a\u0000b\u0007c")).toBe("abc");
  });
});

describe("foldIcsLine", () => {
  it("leaves a line of 75 octets as it is", () => {
    const line = `SUMMARY:${"x".repeat(67)}`;
    expect(octets(line)).toBe(75);
    expect(foldIcsLine(line)).toBe(line);
  });

  it("folds longer lines at 75 octets, continuation lines starting with a space", () => {
    const line = `DESCRIPTION:${"a".repeat(200)}`;
    const folded = foldIcsLine(line);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(" "))).toBe(true);
    expect(folded.replace(/\r\n /g, "")).toBe(line);
  });

  it("never cuts a character in the middle of its bytes", () => {
    const line = `SUMMARY:${"é".repeat(100)}`;
    const parts = foldIcsLine(line).split("\r\n");
    for (const part of parts) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      expect(part).not.toContain("\uFFFD");
    }
    expect(parts[0]).toBe(`SUMMARY:${"é".repeat(33)}`);
    expect(parts.join("").replace(/ /g, "")).toBe(line);
  });
});

describe("times", () => {
  it("writes local Swiss time for TZID, winter and summer, and UTC with Z", () => {
    expect(icsZurichTime(new Date("2027-01-16T09:00:00Z"))).toBe("20270116T100000");
    expect(icsZurichTime(new Date("2027-07-03T15:30:00Z"))).toBe("20270703T173000");
    expect(icsUtcTime(new Date("2026-11-23T14:05:09.123Z"))).toBe("20261123T140509Z");
  });
});

describe("icsCalendar", () => {
  const text = icsCalendar(
    [
      {
        uid: "rlm-1001-2027-01-16-1000@rhone-leman-immobilier.ch",
        start: new Date("2027-01-16T09:00:00Z"),
        end: new Date("2027-01-16T11:00:00Z"),
        stamp: new Date("2026-11-23T10:00:00Z"),
        summary: "Portes ouvertes, samedi",
        location: "Rue du Bourg 12, 1870 Monthey",
        description: "Ligne 1\nLigne 2; fin",
        url: "https://www.rhone-leman-immobilier.ch/location/appartement/monthey-1870/rlm-1001",
      },
    ],
    "-//Test//FR",
  );

  it("is a VCALENDAR with CRLF line ends only", () => {
    expect(text.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//FR\r\n")).toBe(true);
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  it("carries the event in Europe/Zurich time with its time zone, a UID and escaped texts", () => {
    const unfolded = text.replace(/\r\n /g, "");
    expect(unfolded).toContain("BEGIN:VTIMEZONE\r\nTZID:Europe/Zurich\r\n");
    expect(unfolded).toContain("UID:rlm-1001-2027-01-16-1000@rhone-leman-immobilier.ch\r\n");
    expect(unfolded).toContain("DTSTAMP:20261123T100000Z\r\n");
    expect(unfolded).toContain("DTSTART;TZID=Europe/Zurich:20270116T100000\r\n");
    expect(unfolded).toContain("DTEND;TZID=Europe/Zurich:20270116T120000\r\n");
    expect(unfolded).toContain("SUMMARY:Portes ouvertes\\, samedi\r\n");
    expect(unfolded).toContain("LOCATION:Rue du Bourg 12\\, 1870 Monthey\r\n");
    expect(unfolded).toContain("DESCRIPTION:Ligne 1\\nLigne 2\\; fin\r\n");
    expect(unfolded).toContain(
      "URL:https://www.rhone-leman-immobilier.ch/location/appartement/monthey-1870/rlm-1001\r\n",
    );
  });

  it("has no line over 75 octets", () => {
    for (const line of text.split("\r\n")) expect(octets(line)).toBeLessThanOrEqual(75);
  });
});

describe("visitCalendar", () => {
  const property = {
    ref: "RLM-1001",
    title: "Appartement de 3½ pièces",
    name: "Appartement de 3½ pièces",
    postalCode: "1870",
    locality: "Monthey",
    visitInformation: "Clés chez la concierge",
  };
  const visit = {
    id: "2027-01-16-1000",
    name: "Portes ouvertes",
    start: "2027-01-16T09:00:00Z",
    end: "2027-01-16T11:00:00Z",
  };
  const listingUrl = "https://www.rhone-leman-immobilier.ch/location/appartement/monthey-1870/rlm-1001";

  it("names the listing, its place and its address on the site", () => {
    const unfolded = visitCalendar(property, visit, { listingUrl, now: new Date("2026-11-23T10:00:00Z") }).replace(
      /\r\n /g,
      "",
    );
    expect(unfolded).toContain("UID:rlm-1001-2027-01-16-1000@rhone-leman-immobilier.ch\r\n");
    expect(unfolded).toContain("SUMMARY:Portes ouvertes – Appartement de 3½ pièces\r\n");
    expect(unfolded).toContain("LOCATION:1870 Monthey\r\n");
    expect(unfolded).toContain(`Annonce : ${listingUrl}`);
    expect(unfolded).toContain("Clés chez la concierge");
    expect(unfolded).toContain(`URL:${listingUrl}\r\n`);
  });

  it("prefers the visit's own location", () => {
    const text = visitCalendar(property, { ...visit, location: "Bureau de Monthey" }, { listingUrl, now: new Date() });
    expect(text).toContain("LOCATION:Bureau de Monthey\r\n");
  });

  it("offers a file name made of the reference and the visit", () => {
    expect(visitFileName("RLM-1001", "2027-01-16-1000")).toBe("visite-rlm-1001-2027-01-16-1000.ics");
  });
});
