import { mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { SwissRetsInventory } from "@qualipool/swissrets-json";
import { describe, expect, it } from "vitest";
import { formatDate } from "@rli/contract/agency/format";
import { zurichInstantOf } from "@rli/contract/agency/zurich-time";
import { availableFromOf, dateTimeOf, endOfDayOf } from "@rli/upstream/feeds/idx/idx-values";
import { jsonDateTime } from "@rli/upstream/feeds/swissrets-xml/xml-dates";
import { buildIndex } from "@rli/upstream/inventory-index";
import { prepareExport } from "@rli/upstream/inventory.server";
import { mapInventory } from "@rli/upstream/map-swissrets";
import { availabilityText } from "~/detail/availability";
import { propertyJsonLd } from "~/detail/json-ld";
import { lastmodDate } from "~/detail/sitemap";
import { idxFile, idxLine, minimalRecord } from "./idx-lines";

/**
 * Posting dates and date-only values, from the feed to the page: a listing's availability is never
 * its posting date, and every date is a day in Switzerland (Europe/Zurich), around midnight and
 * across the changes of summer time (30 March and 26 October 2025).
 */

const now = new Date("2025-06-02T08:00:00Z");
const uploadedAt = new Date("2025-06-01T06:15:00Z");

type SourceProperty = NonNullable<SwissRetsInventory["properties"]>[number];

function inventoryOf(properties: Partial<SourceProperty>[]): SwissRetsInventory {
  return {
    generator: { version: "3.6.0" },
    properties: properties.map((overrides, index) => ({
      id: String(index),
      referenceId: `rlm-${index}`,
      type: "buy",
      availability: { state: "active" },
      localizations: [{ languageCode: "fr", title: `Annonce ${index}` }],
      ...overrides,
    })),
  } as SwissRetsInventory;
}

describe("posting date", () => {
  const mapped = mapInventory(
    inventoryOf([
      { availability: { state: "active" as never, start: "2030-01-01T00:00:00+01:00" } },
      {
        created: "2025-05-20T09:00:00+02:00",
        availability: { state: "active" as never, start: "2030-01-01T00:00:00+01:00" },
      },
      { modified: "2025-05-25T09:00:00+02:00" },
    ]),
    { now, uploadedAt, siteOrigins: [] },
  );
  const [future, created, modified] = mapped.listings.map((listing) => listing.property);

  it("is never the availability: without a date of its own, a listing takes the upload's", () => {
    expect(future?.publishedAt).toBe(uploadedAt.toISOString());
    expect(future?.availableFrom).toBe("2029-12-31T23:00:00.000Z");
    expect(created?.publishedAt).toBe("2025-05-20T07:00:00.000Z");
    expect(modified?.publishedAt).toBe("2025-05-25T07:00:00.000Z");
  });

  it("does not make a listing free in 2030 the newest one, nor date it 2029-12-31 for search engines", () => {
    // Ordered by posting date, it stands with the upload's date, not years ahead of the others.
    const times = new Map(
      [...buildIndex(mapped).listingsByRef.values()].map((entry) => [entry.property.ref, entry.time]),
    );
    expect(times.get(future!.ref)).toBe(uploadedAt.getTime());
    expect(Math.max(...times.values())).toBe(uploadedAt.getTime());
    const jsonLd = propertyJsonLd(future!, { url: "https://www.example.ch/x", images: [] });
    expect(jsonLd.datePosted).toBe("2025-06-01");
    expect(lastmodDate(future!.publishedAt)).toBe("2025-06-01");
  });

  it("is the data file's modification time for an upload read from disk", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "posting-date-"));
    try {
      const file = path.join(dir, "unload.txt");
      writeFileSync(file, idxFile([idxLine({ ...minimalRecord, available_from: "01.01.2030" })]));
      const arrived = new Date("2025-05-31T22:30:00Z");
      utimesSync(file, arrived, arrived);
      const listing = prepareExport(file, { now, siteOrigins: [] }).mapped.listings[0]!.property;
      expect(listing.publishedAt).toBe(arrived.toISOString());
      // Read again later (another start): the same date, not the time of reading.
      const again = prepareExport(file, { now: new Date("2025-07-01T00:00:00Z"), siteOrigins: [] });
      expect(again.mapped.listings[0]!.property.publishedAt).toBe(arrived.toISOString());
      // 00:30 in Zurich on 1 June: posted that day, not on 31 May as a cut in UTC says.
      expect(propertyJsonLd(listing, { url: "https://www.example.ch/x", images: [] }).datePosted).toBe("2025-06-01");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("date-only values are days in Switzerland", () => {
  it("IDX: a date is midnight in Zurich, with the offset of that day", () => {
    expect(availableFromOf("29.03.2025", now)).toBe("2025-03-28T23:00:00.000Z");
    expect(availableFromOf("30.03.2025", now)).toBe("2025-03-29T23:00:00.000Z"); // the change is at 02:00
    expect(availableFromOf("31.03.2025", now)).toBe("2025-03-30T22:00:00.000Z");
    expect(availableFromOf("26.10.2025", now)).toBe("2025-10-25T22:00:00.000Z");
    expect(availableFromOf("27.10.2025", now)).toBe("2025-10-26T23:00:00.000Z");
    expect(endOfDayOf("30.03.2025")).toBe("2025-03-30T21:59:59.000Z");
    expect(endOfDayOf("26.10.2025")).toBe("2025-10-26T22:59:59.000Z");
    expect(dateTimeOf("30.03.2025 03:00:00")).toBe("2025-03-30T01:00:00.000Z");
  });

  it("SwissRETS XML: a time without a zone is Zurich's, on either side of a change", () => {
    expect(jsonDateTime("2025-03-30T00:00:00")).toBe("2025-03-30T00:00:00+01:00");
    expect(jsonDateTime("2025-03-31T00:00:00")).toBe("2025-03-31T00:00:00+02:00");
    expect(jsonDateTime("2025-10-26T00:00:00")).toBe("2025-10-26T00:00:00+02:00");
    expect(jsonDateTime("2025-10-27T00:00:00")).toBe("2025-10-27T00:00:00+01:00");
    expect(jsonDateTime("2025-12-31T24:00:00")).toBe("2026-01-01T00:00:00+01:00");
  });

  it("JSON and the site: a date alone is midnight in Zurich, a time without zone is Zurich's, whatever the server's zone", () => {
    expect(zurichInstantOf("2030-01-01")?.toISOString()).toBe("2029-12-31T23:00:00.000Z");
    expect(zurichInstantOf("2025-03-31")?.toISOString()).toBe("2025-03-30T22:00:00.000Z");
    expect(zurichInstantOf("2025-10-27T00:30:00")?.toISOString()).toBe("2025-10-26T23:30:00.000Z");
    expect(zurichInstantOf("2025-06-01T00:00:00Z")?.toISOString()).toBe("2025-06-01T00:00:00.000Z");
    expect(zurichInstantOf("2025-02-30")).toBeUndefined();
    expect(zurichInstantOf("bientôt")).toBeUndefined();
    const mapped = mapInventory(inventoryOf([{ availability: { state: "active" as never, start: "2030-01-01" } }]), {
      now,
      siteOrigins: [],
    });
    expect(mapped.listings[0]?.property.availableFrom).toBe("2029-12-31T23:00:00.000Z");
  });

  it("are shown as that day: availability, formatted dates, JSON-LD and sitemap", () => {
    const midnight = "2029-12-31T23:00:00.000Z"; // 1 January 2030, 00:00 in Zurich
    expect(availabilityText(midnight, now)).toBe("Libre dès le 01.01.2030");
    expect(availabilityText("2030-01-01", now)).toBe("Libre dès le 01.01.2030");
    expect(formatDate(midnight)).toBe("01.01.2030");
    expect(formatDate("2030-01-01T00:00:00")).toBe("01.01.2030");
    expect(lastmodDate(midnight)).toBe("2030-01-01");
    expect(lastmodDate("2025-10-26T22:30:00Z")).toBe("2025-10-26"); // 23:30 in winter time
    expect(lastmodDate("2025-10-26T23:30:00Z")).toBe("2025-10-27");
  });
});
