import iconv from "iconv-lite";
import { IDX_FIELDS, type IdxField } from "@rli/upstream/feeds/idx/idx-fields";

/** IDX 3.01 records for tests: a line of 183 fields from the values given, the rest empty. */

export type IdxValues = Partial<Record<IdxField, string>>;

export const minimalRecord: IdxValues = {
  version: "IDX3.01",
  sender_id: "Test-CRM 1.0",
  object_category: "APPT",
  object_type: "1",
  offer_type: "RENT",
  ref_property: "100",
  object_city: "Vevey",
  object_zip: "1800",
  object_title: "Appartement de 3.5 pièces",
};

export function idxLine(values: IdxValues, options: { trailingSeparator?: boolean } = {}): string {
  const line = IDX_FIELDS.map((name) => values[name] ?? "").join("#");
  return options.trailingSeparator ? `${line}#` : line;
}

/** A file of lines in Windows-1252, ended by CRLF (or LF). */
export function idxFile(lines: readonly string[], options: { lineEnd?: "\r\n" | "\n"; final?: boolean } = {}): Buffer {
  const end = options.lineEnd ?? "\r\n";
  const text = lines.join(end) + (options.final === false ? "" : end);
  return iconv.encode(text, "win1252");
}

export const fileUrl = (folder: string, name: string): string => `/api/files/${folder}/${encodeURIComponent(name)}`;

export const now = new Date("2025-06-02T08:00:00Z");
