import { readFileSync } from "node:fs";
import { swissRetsErrors } from "@rli/upstream/feeds/swissrets-schema";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FeedError } from "@rli/upstream/feeds/feed-result";
import { readSwissRetsXml } from "@rli/upstream/feeds/swissrets-xml/read-swissrets-xml";
import { jsonDateTime } from "@rli/upstream/feeds/swissrets-xml/xml-dates";

const full = readFileSync("tests/fixtures/feeds/swissrets-xml/full.xml", "utf8");

/** full.xml with a stretch replaced by arbitrary text: what a broken or hand-edited export may hold. */
const mutated = fc
  .tuple(fc.nat({ max: full.length }), fc.nat({ max: 40 }), fc.string({ maxLength: 12, unit: "binary" }))
  .map(([start, length, insert]) => full.slice(0, start) + insert + full.slice(start + length));

describe("SwissRETS XML: any text is read or refused, never a crash", () => {
  it("gives an inventory valid against the JSON schema, or a FeedError", () => {
    let read = 0;
    fc.assert(
      fc.property(fc.oneof(mutated, fc.string({ unit: "binary" })), (text) => {
        try {
          const { inventory } = readSwissRetsXml(text);
          // ajv compiles the JSON schema on each call: a few of the inventories read are checked.
          if (read++ < 5) expect(swissRetsErrors(inventory)).toEqual([]);
        } catch (error) {
          if (!(error instanceof FeedError)) throw error;
          expect(error.where).not.toBe("");
          expect(error.detail).not.toMatch(/\n/);
        }
      }),
      { numRuns: 300, seed: 20_251_125 },
    );
  });
});

const two = (value: number) => String(value).padStart(2, "0");

/** Valid xs:dateTime texts, with or without a zone, of every month, day and hour (24:00:00 included). */
const xmlDateTime = fc
  .record({
    year: fc.integer({ min: 1000, max: 9998 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
    hour: fc.integer({ min: 0, max: 24 }),
    minute: fc.integer({ min: 0, max: 59 }),
    second: fc.integer({ min: 0, max: 59 }),
    fraction: fc.constantFrom("", ".5", ".123456"),
    zone: fc.constantFrom("", "", "Z", "+02:00", "-05:30", "+14:00"),
  })
  .map(({ year, month, day, hour, minute, second, fraction, zone }) =>
    hour === 24
      ? `${year}-${two(month)}-${two(day)}T24:00:00${zone}`
      : `${year}-${two(month)}-${two(day)}T${two(hour)}:${two(minute)}:${two(second)}${fraction}${zone}`,
  );

const zurich = new Intl.DateTimeFormat("sv-SE", {
  timeZone: "Europe/Zurich",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

describe("SwissRETS XML: dates as the JSON model wants them", () => {
  it("gives every valid xs:dateTime a zone the JSON schema accepts, at the Swiss wall-clock time", () => {
    const texts = fc.sample(xmlDateTime, { numRuns: 400, seed: 7 });
    const events = texts
      .map((text) => `<event><name>Visite</name><start>${text}</start><end>${text}</end></event>`)
      .join("");
    const xml = `<export><properties><property id="1"><referenceId>A</referenceId><availability>active</availability><type>rent</type><localizations><localization lang="fr"><name>A</name><events>${events}</events></localization></localizations></property></properties></export>`;
    const { inventory } = readSwissRetsXml(xml);
    expect(inventory.properties![0]!.localizations[0]!.events).toHaveLength(texts.length);
    expect(swissRetsErrors(inventory)).toEqual([]);
    // Before 1894 Zurich kept local mean time (+00:34:08), which an offset in minutes cannot write exactly.
    const local = texts.filter((text) => !/Z|[+-]\d\d:\d\d$/.test(text) && !text.includes("T24") && text >= "1900");
    expect(local.length).toBeGreaterThan(100);
    for (const text of local) {
      const converted = jsonDateTime(text)!;
      const wall = zurich.format(new Date(Date.parse(converted))).replace(" ", "T");
      const written = text.slice(0, 19);
      // A time in the hour skipped when clocks go forward does not exist in Zurich: it lands an hour later.
      if (wall !== written) expect(Date.parse(`${wall}Z`) - Date.parse(`${written}Z`)).toBe(3_600_000);
    }
  });
});
