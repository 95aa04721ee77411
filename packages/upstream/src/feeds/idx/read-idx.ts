import { SwissRetsVersion, type Property, type SwissRetsInventory } from "@qualipool/swissrets-json";
import { FeedError, type FeedFileUrl, type FeedRead, type SkippedRecord } from "../feed-result";
import { IDX_VERSION } from "./idx-fields";
import { decodeIdxText, hasUtf8Bom, idxField, splitIdxRecords } from "./idx-records";
import { mapIdxRecord } from "./map-idx";

/**
 * An IDX 3.01 export (the `data/unload.txt` of Swiss CRMs, pictures in `images/` and documents in
 * `doc/` beside it) read into the SwissRETS model. Each record that cannot be read is left out
 * with its line and the reason; the others are served. A file without a single readable record
 * is refused.
 */

export type ReadIdxOptions = {
  /** Address of a file of the export's `images/` or `doc/` folder. */
  fileUrl: FeedFileUrl;
  now?: Date;
};

const WHERE = "unload.txt";

/** Bytes looked at to recognise the format: blank lines before the first record, then its version. */
const SNIFF_BYTES = 4096;

/** Where the first record starts: after a byte-order mark and blank lines. */
function firstRecordAt(bytes: Uint8Array): number {
  let at = hasUtf8Bom(bytes) ? 3 : 0;
  const end = Math.min(bytes.length, SNIFF_BYTES);
  while (at < end && (bytes[at] === 0x0a || bytes[at] === 0x0d || bytes[at] === 0x20 || bytes[at] === 0x09)) at += 1;
  return at;
}

/** Whether the bytes start as an IDX 3.01 file does: its first record starts with "IDX3.01#". */
export function looksLikeIdx(bytes: Uint8Array): boolean {
  const at = firstRecordAt(bytes);
  const head = `${IDX_VERSION}#`;
  if (bytes.length - at < head.length) return false;
  for (let index = 0; index < head.length; index += 1) {
    const byte = bytes[at + index]!;
    const lower = byte >= 0x61 && byte <= 0x7a ? byte - 0x20 : byte;
    if (lower !== head.charCodeAt(index)) return false;
  }
  return true;
}

/** A version field as IDX writes it in every record: "IDX3.01", "IDX1.02", "IDX 2.0". */
const VERSION_FIELD = /^IDX ?(\d{1,2}(?:\.\d{1,3})?)#/i;

/**
 * The version of an IDX file of another version than 3.01 ("1.02" for a record starting
 * "IDX1.02#"), so that it is refused by name rather than as an unknown format; undefined otherwise.
 */
export function otherIdxVersion(bytes: Uint8Array): string | undefined {
  if (looksLikeIdx(bytes)) return undefined;
  const at = firstRecordAt(bytes);
  const head = Buffer.from(bytes.buffer, bytes.byteOffset + at, Math.min(16, bytes.length - at)).toString("latin1");
  return VERSION_FIELD.exec(head)?.[1];
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count > 1 ? "s" : ""}`;
}

/**
 * Adds the texts of a record that repeats a reference in another language to the property read
 * first (its other fields are those of the first record); false when that language is already there.
 */
function addLocalization(property: Property, repeat: Property): boolean {
  const localization = repeat.localizations[0];
  if (!localization) return false;
  const language = localization.languageCode.toLowerCase();
  if (property.localizations.some((known) => known.languageCode.toLowerCase() === language)) return false;
  property.localizations.push(localization);
  return true;
}

/** Reads an IDX 3.01 file; throws a FeedError when no record of it can be served. */
export function readIdx(bytes: Uint8Array, options: ReadIdxOptions): FeedRead {
  const now = options.now ?? new Date();
  const { text, encoding } = decodeIdxText(bytes);
  const { records, skipped, lineCount } = splitIdxRecords(text);
  if (lineCount === 0) throw new FeedError(WHERE, "fichier vide : aucune annonce");

  const context = { fileUrl: options.fileUrl, now, phones: new Map<string, string | undefined>() };
  const properties: Property[] = [];
  const lineOfReference = new Map<string, number>();
  const propertyOfReference = new Map<string, Property>();
  const left: SkippedRecord[] = [...skipped];
  for (const record of records) {
    const mapped = mapIdxRecord(record, context);
    if ("reason" in mapped) {
      left.push({ line: record.line, reason: mapped.reason });
      continue;
    }
    const reference = mapped.property.referenceId;
    const first = lineOfReference.get(reference);
    if (first !== undefined) {
      // IDX has one language per record: the same reference in another language adds its texts.
      if (addLocalization(propertyOfReference.get(reference)!, mapped.property)) continue;
      left.push({ line: record.line, reason: `référence ${reference} déjà donnée ligne ${first}` });
      continue;
    }
    lineOfReference.set(reference, record.line);
    propertyOfReference.set(reference, mapped.property);
    properties.push(mapped.property);
  }
  left.sort((a, b) => a.line - b.line);

  if (properties.length === 0) {
    const first = left[0]!;
    const others =
      left.length > 1 ? ` (et ${plural(left.length - 1, "autre ligne")} écartée${left.length > 2 ? "s" : ""})` : "";
    throw new FeedError(WHERE, `aucune annonce lisible : ligne ${first.line} : ${first.reason}${others}`);
  }
  const sender = records.map((record) => idxField(record, "sender_id").slice(0, 100)).find((name) => name !== "");
  const inventory: SwissRetsInventory = {
    created: now.toISOString(),
    generator: { name: sender ? `${sender} (IDX 3.01)` : "IDX 3.01", version: SwissRetsVersion.latest },
    properties,
  };
  return { format: "idx", inventory, skipped: left, encoding };
}
