import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import iconv from "iconv-lite";
import { describe, expect, it } from "vitest";
import { FeedError } from "@rli/upstream/feeds/feed-result";
import { decodeIdxText } from "@rli/upstream/feeds/idx/idx-records";
import { otherIdxVersion, readIdx } from "@rli/upstream/feeds/idx/read-idx";
import { readFeed } from "@rli/upstream/feeds/read-feed";
import { prepareExport } from "@rli/upstream/inventory.server";
import { describeUpload } from "@rli/upstream/import/check-upload";
import { fileUrl, idxFile, idxLine, minimalRecord, now, type IdxValues } from "./idx-lines";

/**
 * IDX exports as third-party CRMs write them: line breaks escaped as text (Gestimmo), UTF-8 without
 * a byte-order mark, files of another IDX version.
 */

/** Gestimmo's way: "\n" written as two characters, descriptions that are only "\n". */
const gestimmo: IdxValues = {
  ...minimalRecord,
  ref_property: "G1",
  object_title: "Appartement\\nde 3.5 pièces",
  object_situation: "Centre-ville\\r\\nproche des écoles",
  object_description: "Bel appartement lumineux.\\nCharges chauffage en sus\\r\\nLibre de suite",
  visit_remark: "\\n",
  picture_1_filename: "salon.jpg",
  picture_1_description: "Salon\\navec cheminée",
};

const onlyBreak: IdxValues = { ...minimalRecord, ref_property: "G2", object_description: "\\n" };

describe("IDX: line breaks written as text", () => {
  const read = readIdx(idxFile([idxLine(gestimmo), idxLine(onlyBreak)]), { fileUrl, now });
  const [first, second] = read.inventory.properties ?? [];
  const texts = first?.localizations[0];

  it("become real line breaks in descriptions, situations and captions", () => {
    expect(texts?.description).toBe("Bel appartement lumineux.\nCharges chauffage en sus\nLibre de suite");
    expect(texts?.excerpt).toBe("Centre-ville\nproche des écoles");
    expect(texts?.attachments?.images?.[0]?.description).toBe("Salon\navec cheminée");
    expect(JSON.stringify(read.inventory)).not.toContain("\\\\n");
  });

  it("become a space in a title, which is one line", () => {
    expect(texts?.title).toBe("Appartement de 3.5 pièces");
  });

  it("leave a field that is only a line break empty", () => {
    expect(texts?.visitInformation).toBeUndefined();
    expect(second?.localizations[0]?.description).toBeUndefined();
  });

  it("leave a backslash that is not a line break as written", () => {
    const other = readIdx(idxFile([idxLine({ ...minimalRecord, object_description: "Prix 1\\2 TTC \\nuit" })]), {
      fileUrl,
      now,
    });
    // "\n" followed by "uit" is still the two characters CRMs write for a line break.
    expect(other.inventory.properties?.[0]?.localizations[0]?.description).toBe("Prix 1\\2 TTC \nuit");
  });
});

describe("IDX: the text's encoding", () => {
  const record = { ...minimalRecord, object_city: "Le Vaud", object_title: "Maison 4.5 pièces à Le Vaud" };

  it("reads UTF-8 without a byte-order mark as UTF-8", () => {
    const bytes = Buffer.from(idxLine(record) + "\r\n", "utf8");
    const read = readIdx(bytes, { fileUrl, now });
    expect(read.inventory.properties?.[0]?.localizations[0]?.title).toBe("Maison 4.5 pièces à Le Vaud");
    expect(read.encoding).toBe("UTF-8");
  });

  it("reads UTF-8 with its mark as UTF-8", () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(idxLine(record), "utf8")]);
    const read = readIdx(bytes, { fileUrl, now });
    expect(read.inventory.properties?.[0]?.localizations[0]?.title).toBe("Maison 4.5 pièces à Le Vaud");
    expect(read.encoding).toBe("UTF-8");
  });

  it("reads Windows-1252 as Windows-1252, even where a few bytes would pass for UTF-8", () => {
    // "Ã©" in Windows-1252 is C3 A9, the UTF-8 of "é": one such pair does not make the file UTF-8.
    const text = idxLine({ ...record, object_description: "Cuisine Ã© équipée, 2 × 10 m², 30 €" });
    const read = readIdx(iconv.encode(text, "win1252"), { fileUrl, now });
    expect(read.encoding).toBe("Windows-1252");
    expect(read.inventory.properties?.[0]?.localizations[0]?.title).toBe("Maison 4.5 pièces à Le Vaud");
    expect(read.inventory.properties?.[0]?.localizations[0]?.description).toBe("Cuisine Ã© équipée, 2 × 10 m², 30 €");
  });

  it("calls a file of ASCII only ASCII (both encodings read it alike)", () => {
    expect(decodeIdxText(Buffer.from(idxLine({ ...minimalRecord, object_title: "Studio" }))).encoding).toBe("ASCII");
    expect(decodeIdxText(Buffer.from(idxLine(minimalRecord))).encoding).toBe("UTF-8");
  });

  it("is told by the import's description of the upload", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "idx-encoding-"));
    try {
      const file = path.join(dir, "unload.txt");
      writeFileSync(file, Buffer.from(idxLine(record) + "\r\n", "utf8"));
      const prepared = prepareExport(file, { now, siteOrigins: [] });
      expect(prepared.encoding).toBe("UTF-8");
      expect(describeUpload(prepared)[0]).toBe(`Format : IDX 3.01, encodage UTF-8 (${file})`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("IDX: another version than 3.01", () => {
  /** The start of a record of an IDX 1.02 file, as a public parser's sample writes it. */
  const idx102 =
    "IDX1.02#bnl#APPT#1#RENT###000410#Avenue de Floréal 9#1008#PRILLY#VD#CH#Sous-Gare##2022-11-29#Appartement\r\n";

  function refusal(bytes: Uint8Array): FeedError {
    try {
      readFeed(bytes, { fileUrl });
    } catch (error) {
      if (error instanceof FeedError) return error;
      throw error;
    }
    throw new Error("read without refusal");
  }

  it("is refused naming its version, not as an unknown format", () => {
    const error = refusal(iconv.encode(idx102, "win1252"));
    expect(error.detail).toBe("IDX 1.02 n'est pas pris en charge : IDX 3.01 attendu");
    expect(refusal(Buffer.from("\r\nidx2.0#x#y\r\n")).detail).toBe(
      "IDX 2.0 n'est pas pris en charge : IDX 3.01 attendu",
    );
    expect(refusal(Buffer.from("IDX 3.0#x#y\n")).detail).toBe("IDX 3.0 n'est pas pris en charge : IDX 3.01 attendu");
    expect(refusal(Buffer.from("IDX 3.01#x#y\n")).detail).toBe(
      "version écrite « IDX 3.01 » : IDX3.01 attendu, sans espace",
    );
  });

  it("is only named from a version field: other text stays an unknown format", () => {
    expect(otherIdxVersion(Buffer.from("IDX3.01#x"))).toBeUndefined();
    expect(otherIdxVersion(Buffer.from("IDX#x"))).toBeUndefined();
    expect(otherIdxVersion(Buffer.from("IDXA.1#x"))).toBeUndefined();
    expect(otherIdxVersion(Buffer.from("IDX1.02"))).toBeUndefined();
    expect(refusal(Buffer.from("ref;title;price\n")).detail).toMatch(/^format inconnu/);
  });
});
