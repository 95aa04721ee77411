import fc from "fast-check";
import iconv from "iconv-lite";
import { describe, expect, it } from "vitest";
import { FeedError } from "@rli/upstream/feeds/feed-result";
import { decodeIdx, idxField, splitIdxRecords } from "@rli/upstream/feeds/idx/idx-records";
import { readIdx } from "@rli/upstream/feeds/idx/read-idx";
import { fileUrl, idxLine, minimalRecord, now } from "./idx-lines";

/**
 * Random IDX files: records with accented texts, CRLF or LF, with or without the separator after
 * the last field, blank lines between them, broken lines among them. Every valid record must come
 * back with its values and line, every broken line be reported with its own.
 */

const letters = [
  ..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 éèêëàâäçôöûüùîïÉÈÀÇÖÜŒœ€’«»'-.,;:!?()/&<>\"\t",
];
const text = (minLength: number) => fc.string({ unit: fc.constantFrom(...letters), minLength, maxLength: 40 });
/** A text that is not blank: titles and towns. */
const named = fc.tuple(fc.constantFrom(..."ABCDÉŒÜ"), text(0)).map(([first, rest]) => `${first}${rest}`);

const validRecord = fc.record({
  kind: fc.constant("valid" as const),
  title: named,
  city: named,
  description: text(0),
  street: text(0),
  rooms: fc.integer({ min: 2, max: 20 }).map((halves) => halves / 2),
  price: fc.integer({ min: 0, max: 5_000_000 }),
  refProperty: fc.string({ unit: fc.constantFrom(..."abz09-_"), maxLength: 8 }),
  offer: fc.constantFrom("RENT", "SALE", "rent", "Sale"),
  trailing: fc.boolean(),
  decimalComma: fc.boolean(),
  grouping: fc.constantFrom("", "'", "’", ".", " "),
});

const brokenRecord = fc.record({
  kind: fc.constantFrom("few" as const, "many" as const, "version" as const),
  count: fc.integer({ min: 1, max: 400 }).filter((count) => count !== 183 && count !== 184),
});

const blankLine = fc.record({ kind: fc.constant("blank" as const), blanks: fc.constantFrom("", " ", "\t", "  ") });

const fileShape = fc.record({
  items: fc.array(fc.oneof({ arbitrary: validRecord, weight: 4 }, brokenRecord, blankLine), { maxLength: 25 }),
  lineEnd: fc.constantFrom("\r\n", "\n"),
  finalLineEnd: fc.boolean(),
});

type Item = (typeof fileShape extends fc.Arbitrary<infer T> ? T : never)["items"][number];

function lineOf(item: Item, index: number): string {
  if (item.kind === "blank") return item.blanks;
  if (item.kind === "valid") {
    const rooms = item.decimalComma ? String(item.rooms).replace(".", ",") : String(item.rooms);
    const line = idxLine({
      ...minimalRecord,
      offer_type: item.offer,
      ref_property: item.refProperty,
      ref_object: `R${index}`,
      object_title: item.title,
      object_city: item.city,
      object_description: item.description,
      object_street: item.street,
      number_of_rooms: rooms,
      selling_price: String(item.price).replace(/\B(?=(\d{3})+$)/g, item.grouping),
      currency: "CHF",
    });
    return item.trailing ? `${line}#` : line;
  }
  if (item.kind === "version") return `IDX3.0${item.count % 10 === 1 ? 2 : item.count % 10}#x#y`;
  return ["IDX3.01", ...Array.from({ length: item.count - 1 }, () => "v")].join("#");
}

describe("IDX 3.01 read back (property-based)", () => {
  it("gives every valid record with its values and line, and every broken line with its own", () => {
    fc.assert(
      fc.property(fileShape, ({ items, lineEnd, finalLineEnd }) => {
        const lines = items.map(lineOf);
        const bytes = iconv.encode(lines.join(lineEnd) + (finalLineEnd ? lineEnd : ""), "win1252");
        const valid = items.flatMap((item, index) => (item.kind === "valid" ? [{ item, line: index + 1 }] : []));
        const broken = items.flatMap((item, index) =>
          item.kind === "few" || item.kind === "many" || item.kind === "version" ? [index + 1] : [],
        );

        const split = splitIdxRecords(decodeIdx(bytes));
        expect(split.records.map((record) => record.line)).toEqual(valid.map(({ line }) => line));
        expect(split.skipped.map((skipped) => skipped.line)).toEqual(broken);
        split.records.forEach((record, index) => {
          const { item } = valid[index]!;
          expect(record.fields).toHaveLength(183);
          expect(idxField(record, "object_title")).toBe(item.title.trim());
          expect(idxField(record, "object_city")).toBe(item.city.trim());
          expect(idxField(record, "object_description")).toBe(item.description.trim());
          expect(idxField(record, "object_street")).toBe(item.street.trim());
        });

        if (valid.length === 0) {
          expect(() => readIdx(bytes, { fileUrl, now })).toThrow(FeedError);
          return;
        }
        const read = readIdx(bytes, { fileUrl, now });
        expect(read.skipped.map((skipped) => skipped.line)).toEqual(broken);
        const properties = read.inventory.properties ?? [];
        expect(properties).toHaveLength(valid.length);
        properties.forEach((property, index) => {
          const { item, line } = valid[index]!;
          const localization = property.localizations[0]!;
          expect(property.referenceId.endsWith(`R${line - 1}`)).toBe(true);
          expect(property.type).toBe(item.offer.toUpperCase() === "RENT" ? "rent" : "buy");
          expect(localization.title).toBe(item.title.trim());
          expect(localization.description).toBe(item.description.trim() || undefined);
          expect(property.address?.locality).toBe(item.city.trim());
          expect(property.characteristics?.numberOfRooms).toBe(item.rooms);
          const price =
            item.offer.toUpperCase() === "RENT" ? property.prices?.rent?.gross : property.prices?.buy?.price;
          expect(price).toBe(item.price > 0 ? item.price : undefined);
        });
      }),
      { numRuns: 150 },
    );
  });
});
