import iconv from "iconv-lite";
import { FeedError } from "../feed-result";

/**
 * The text of an XML file, decoded as its byte order mark or its declaration
 * (`<?xml version="1.0" encoding="…"?>`) says, UTF-8 when it says nothing. ISO-8859-1 is read as
 * Windows-1252, its superset that Windows CRMs actually write (€, œ, ’ in 0x80–0x9F). Bytes that
 * are not valid UTF-8 in a UTF-8 file are refused with their line rather than turned into "�".
 */

const declaredEncoding = /^<\?xml\s[^>]*?encoding\s*=\s*["']([A-Za-z][\w.:-]*)["']/;

const windows1252Names = new Set(["iso-8859-1", "iso8859-1", "latin1", "latin-1", "l1", "windows-1252", "cp1252"]);

/** Index of the first byte of `bytes` that does not belong to a well-formed UTF-8 sequence, or -1. */
function firstInvalidUtf8(bytes: Uint8Array): number {
  let index = 0;
  while (index < bytes.length) {
    const byte = bytes[index]!;
    if (byte < 0x80) {
      index++;
      continue;
    }
    let length: number;
    let min: number;
    if (byte >= 0xc2 && byte <= 0xdf) [length, min] = [2, 0x80];
    else if (byte >= 0xe0 && byte <= 0xef) [length, min] = [3, 0x800];
    else if (byte >= 0xf0 && byte <= 0xf4) [length, min] = [4, 0x10000];
    else return index;
    let code = byte & (0xff >> (length + 1));
    for (let next = 1; next < length; next++) {
      const continuation = bytes[index + next];
      if (continuation === undefined || (continuation & 0xc0) !== 0x80) return index;
      code = (code << 6) | (continuation & 0x3f);
    }
    if (code < min || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return index;
    index += length;
  }
  return -1;
}

function lineAt(bytes: Uint8Array, index: number): number {
  let line = 1;
  for (let position = 0; position < index; position++) if (bytes[position] === 0x0a) line++;
  return line;
}

function strictUtf8(buffer: Buffer): string {
  const invalid = firstInvalidUtf8(buffer);
  if (invalid >= 0) {
    throw new FeedError(
      `ligne ${lineAt(buffer, invalid)}`,
      'encodage invalide : octets qui ne sont pas de l\'UTF-8 (un export en Latin-1 le déclare : encoding="ISO-8859-1")',
    );
  }
  return buffer.toString("utf8");
}

/** The text of an XML export's bytes and the encoding it was read in (see the module's comment). */
export function decodeXml(bytes: Uint8Array): { text: string; encoding: string } {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf) {
    return { text: strictUtf8(buffer.subarray(3)), encoding: "UTF-8" };
  }
  if (buffer[0] === 0xff && buffer[1] === 0xfe)
    return { text: iconv.decode(buffer.subarray(2), "utf-16le"), encoding: "UTF-16" };
  if (buffer[0] === 0xfe && buffer[1] === 0xff)
    return { text: iconv.decode(buffer.subarray(2), "utf-16be"), encoding: "UTF-16" };
  const declared = declaredEncoding.exec(buffer.subarray(0, 256).toString("latin1"))?.[1]?.toLowerCase();
  if (declared === undefined || declared === "utf-8" || declared === "utf8") {
    return { text: strictUtf8(buffer), encoding: "UTF-8" };
  }
  if (windows1252Names.has(declared)) return { text: iconv.decode(buffer, "windows-1252"), encoding: "Windows-1252" };
  if (!iconv.encodingExists(declared) || declared.startsWith("utf-16") || declared.startsWith("utf-32")) {
    throw new FeedError("ligne 1", `encodage « ${declared} » non pris en charge (UTF-8, ISO-8859-1 ou Windows-1252)`);
  }
  return { text: iconv.decode(buffer, declared), encoding: declared.toUpperCase() };
}

/** The text of an XML export's bytes; a FeedError for an unknown or wrong encoding. */
export function decodeXmlBytes(bytes: Uint8Array): string {
  return decodeXml(bytes).text;
}
