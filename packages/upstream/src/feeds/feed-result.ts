import type { SwissRetsInventory } from "@qualipool/swissrets-json";
import type { LogFields } from "@rli/contract/logging/logger";

/**
 * What reading an agency's export gives, whatever its format: the inventory in the SwissRETS JSON
 * model (the one the mapper of map-swissrets.ts turns into the contract), and the records left out.
 */

export type FeedFormat = "swissrets-json" | "swissrets-xml" | "idx";

export const feedFormatNames: Record<FeedFormat, string> = {
  "swissrets-json": "SwissRETS JSON",
  "swissrets-xml": "SwissRETS XML",
  idx: "IDX 3.01",
};

/**
 * A record of the export that was left out and why, in French: its line in the file (1-based), or
 * for formats read as a whole (SwissRETS), `where` names its place and `line` is 0.
 */
export type SkippedRecord = { line: number; reason: string; where?: string };

/** "ligne 12", or the place of a record in a SwissRETS export. */
export function skippedPlace(record: SkippedRecord): string {
  return record.where ?? `ligne ${record.line}`;
}

/** The log line of a record left out of an export. */
export function skippedLogLine(file: string, record: SkippedRecord): string {
  return `[import] ${file} ${skippedPlace(record)} : ${record.reason} ; annonce ignorée`;
}

/** The fields of that line. */
export function skippedLogFields(record: SkippedRecord): LogFields {
  return { level: "warn", event: "import.record-skipped", place: skippedPlace(record), reason: record.reason };
}

export type FeedRead = {
  format: FeedFormat;
  inventory: SwissRetsInventory;
  skipped: SkippedRecord[];
  /** How the text was read ("UTF-8", "Windows-1252", …), told in the import's log line. */
  encoding: string;
};

/** Folders of an export that hold its files, beside its data (IDX's portal layout). */
export type FeedFolder = "images" | "doc";

/**
 * The address an inventory gives to a file shipped with the export (a picture of `images/`, a
 * document of `doc/`), named as the export names it.
 */
export type FeedFileUrl = (folder: FeedFolder, name: string) => string;

/**
 * An export that cannot be served: `where` names the place (an XML element, a JSON path, a line),
 * `detail` what is wrong, both in French.
 */
export class FeedError extends Error {
  constructor(
    readonly where: string,
    readonly detail: string,
  ) {
    super(`${where} : ${detail}`);
    this.name = "FeedError";
  }
}
