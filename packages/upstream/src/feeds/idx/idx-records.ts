import iconv from "iconv-lite";
import type { SkippedRecord } from "../feed-result";
import { IDX_FIELD_COUNT, IDX_VERSION, idxFieldIndex, type IdxField } from "./idx-fields";

/**
 * The records of an IDX 3.01 file: one a line, fields separated by "#" (a "#" after the last one
 * is allowed), lines ended by CRLF or LF (CR alone in a file without LF), empty lines ignored. A line that is not a record of 183
 * fields starting with the version is left out with its line number and the reason.
 */

export type IdxRecord = {
  /** 1-based line of the file. */
  line: number;
  /** The 183 fields as written (not trimmed). */
  fields: readonly string[];
};

export type IdxLines = {
  records: IdxRecord[];
  skipped: SkippedRecord[];
  /** Lines that are not empty: records and skipped ones. */
  lineCount: number;
};

const UTF8_BOM = [0xef, 0xbb, 0xbf] as const;

export function hasUtf8Bom(bytes: Uint8Array): boolean {
  return bytes[0] === UTF8_BOM[0] && bytes[1] === UTF8_BOM[1] && bytes[2] === UTF8_BOM[2];
}

/** How the text of an export was read (told in the import's log line). */
export type TextEncoding = "UTF-8" | "Windows-1252" | "ASCII";

const strictUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

function isAscii(bytes: Uint8Array): boolean {
  for (const byte of bytes) if (byte >= 0x80) return false;
  return true;
}

/**
 * The text of the file. The format says ISO-8859-1 and many Swiss CRMs write Windows-1252 (its
 * superset for every printable character), but others write UTF-8, most without a byte-order mark.
 * A file that starts with the mark, or whose bytes are all valid UTF-8 with some beyond ASCII, is
 * read as UTF-8: Windows-1252 text with accents is practically never valid UTF-8 ("é" is the byte
 * E9, which UTF-8 only accepts followed by two bytes from 80 to BF, symbols rather than letters in
 * Windows-1252). Anything else is read as Windows-1252.
 */
export function decodeIdxText(bytes: Uint8Array): { text: string; encoding: TextEncoding } {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (hasUtf8Bom(bytes)) return { text: buffer.toString("utf8", UTF8_BOM.length), encoding: "UTF-8" };
  if (isAscii(bytes)) return { text: buffer.toString("latin1"), encoding: "ASCII" };
  try {
    return { text: strictUtf8.decode(buffer), encoding: "UTF-8" };
  } catch {
    return { text: iconv.decode(buffer, "win1252"), encoding: "Windows-1252" };
  }
}

/** The text of the file (see `decodeIdxText`). */
export function decodeIdx(bytes: Uint8Array): string {
  return decodeIdxText(bytes).text;
}

/** The value of a field of a record, trimmed. */
export function idxField(record: IdxRecord, name: IdxField): string {
  return (record.fields[idxFieldIndex(name)] ?? "").trim();
}

/** Line breaks written as text: the two characters "\n" (also "\r\n", "\r"), as some CRMs escape them. */
const WRITTEN_LINE_BREAK = /\\r\\n|\\n|\\r/g;

/**
 * The value of a text field (a description, a remark, a caption) with the line breaks some CRMs
 * write as the characters "\n" made real ones, trimmed: a description that is only "\n" is empty.
 */
export function idxText(record: IdxRecord, name: IdxField): string {
  const value = record.fields[idxFieldIndex(name)] ?? "";
  return (value.includes("\\") ? value.replace(WRITTEN_LINE_BREAK, "\n") : value).trim();
}

/** A value quoted in a message: one line, short. */
export function quoted(value: string): string {
  // eslint-disable-next-line no-control-regex
  const line = value.trim().replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, "?");
  return `« ${line.length > 30 ? `${line.slice(0, 30)}…` : line} »`;
}

function fieldsText(count: number): string {
  return `${count} champ${count > 1 ? "s" : ""} au lieu de ${IDX_FIELD_COUNT}`;
}

function separatorCount(line: string): number {
  let count = 0;
  for (let at = line.indexOf("#"); at !== -1; at = line.indexOf("#", at + 1)) count += 1;
  return count;
}

/** Why a line is not a record, or undefined when it is one. */
function lineProblem(line: string, cutShort: boolean): string | undefined {
  const end = line.indexOf("#");
  const version = end === -1 ? line : line.slice(0, end);
  if (version.trim().toUpperCase() !== IDX_VERSION) {
    return version.trim() === ""
      ? `version absente au lieu de ${IDX_VERSION}`
      : `version ${quoted(version.slice(0, 60))} au lieu de ${IDX_VERSION}`;
  }
  const fields = separatorCount(line) + 1;
  const trailing = line.endsWith("#");
  if (fields === IDX_FIELD_COUNT || (fields === IDX_FIELD_COUNT + 1 && trailing)) return undefined;
  const count = trailing ? fields - 1 : fields;
  if (cutShort && count < IDX_FIELD_COUNT) return `ligne coupée à la fin du fichier : ${fieldsText(count)}`;
  return fieldsText(count);
}

/** The line without the CR of its CRLF and without blanks after its last field. */
function withoutLineEnd(line: string): string {
  let end = line.length;
  for (let code = line.charCodeAt(end - 1); code === 13 || code === 32 || code === 9; code = line.charCodeAt(end - 1)) {
    end -= 1;
  }
  return end === line.length ? line : line.slice(0, end);
}

/** Splits the text into records; pure and linear in the size of the text. */
export function splitIdxRecords(text: string): IdxLines {
  // Lines end with LF or CRLF; a file without any LF may come from a system that ends them with CR.
  const lines = text.split(text.includes("\n") ? "\n" : "\r");
  const records: IdxRecord[] = [];
  const skipped: SkippedRecord[] = [];
  let lineCount = 0;
  let last = lines.length - 1;
  while (last >= 0 && lines[last]!.trim() === "") last -= 1;
  // The file was cut inside its last record when that record has no line end after it.
  const unterminated = last === lines.length - 1;
  for (let index = 0; index <= last; index += 1) {
    const line = withoutLineEnd(lines[index]!);
    if (line.trim() === "") continue;
    lineCount += 1;
    const problem = lineProblem(line, unterminated && index === last);
    if (problem) {
      skipped.push({ line: index + 1, reason: problem });
      continue;
    }
    const fields = line.split("#");
    if (fields.length > IDX_FIELD_COUNT) fields.length = IDX_FIELD_COUNT;
    records.push({ line: index + 1, fields });
  }
  return { records, skipped, lineCount };
}
