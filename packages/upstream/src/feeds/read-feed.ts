import type { SwissRetsInventory } from "@qualipool/swissrets-json";
import { looksLikeIdx, otherIdxVersion, readIdx } from "./idx/read-idx";
import { frenchJsonMessage, frenchJsonSyntax } from "./swissrets-json-messages";
import { readSwissRetsXml } from "./swissrets-xml/read-swissrets-xml";
import { decodeXml } from "./swissrets-xml/xml-encoding";
import { FeedError, type FeedFileUrl, type FeedFormat, type FeedRead } from "./feed-result";
import { swissRetsErrors } from "./swissrets-schema";

/**
 * An export of any of the three formats, recognised by its content rather than its name:
 * SwissRETS JSON (an object), SwissRETS XML (its root element), IDX 3.01 (records starting with
 * their version, `IDX3.01#…`). Pure: the bytes come in, the SwissRETS model comes out.
 */

const BOM = [0xef, 0xbb, 0xbf];

function firstSignificantByte(bytes: Uint8Array): number | undefined {
  let start = bytes[0] === BOM[0] && bytes[1] === BOM[1] && bytes[2] === BOM[2] ? 3 : 0;
  while (start < bytes.length && [0x20, 0x09, 0x0a, 0x0d].includes(bytes[start]!)) start += 1;
  return bytes[start];
}

/** The format of an export from its first bytes, or undefined when it is none of the three. */
export function detectFormat(bytes: Uint8Array): FeedFormat | undefined {
  const first = firstSignificantByte(bytes);
  if (first === 0x7b) return "swissrets-json";
  if (first === 0x3c) return "swissrets-xml";
  if (looksLikeIdx(bytes)) return "idx";
  return undefined;
}

/** A SwissRETS JSON inventory checked against the standard's schema; the first error names its path, in French. */
export function validateSwissRetsJson(data: unknown): SwissRetsInventory {
  if (data === null || typeof data !== "object" || Array.isArray(data)) {
    throw new FeedError("/", "doit être un objet SwissRETS");
  }
  const first = swissRetsErrors(data)[0];
  if (first) {
    const { where, detail } = frenchJsonMessage(first, data);
    throw new FeedError(where, detail);
  }
  return data as SwissRetsInventory;
}

function readJson(bytes: Uint8Array): FeedRead {
  let data: unknown;
  const text = Buffer.from(bytes)
    .toString("utf8")
    .replace(/^\uFEFF/, "");
  try {
    data = JSON.parse(text);
  } catch (error) {
    const { where, detail } = frenchJsonSyntax((error as Error).message, text);
    throw new FeedError(where, detail);
  }
  return { format: "swissrets-json", inventory: validateSwissRetsJson(data), skipped: [], encoding: "UTF-8" };
}

export type ReadFeedOptions = {
  /** Addresses of the files shipped beside the data (IDX pictures and documents). */
  fileUrl: FeedFileUrl;
};

/** Reads an export of any format; an unreadable one throws a FeedError naming where and why. */
export function readFeed(bytes: Uint8Array, options: ReadFeedOptions): FeedRead {
  if (bytes.length === 0) throw new FeedError("/", "fichier vide");
  const format = detectFormat(bytes);
  switch (format) {
    case "swissrets-json":
      return readJson(bytes);
    case "swissrets-xml": {
      const { text, encoding } = decodeXml(bytes);
      return { ...readSwissRetsXml(text), encoding };
    }
    case "idx":
      return readIdx(bytes, { fileUrl: options.fileUrl });
    default: {
      const version = otherIdxVersion(bytes);
      if (version === "3.01") throw new FeedError("/", "version écrite « IDX 3.01 » : IDX3.01 attendu, sans espace");
      if (version) throw new FeedError("/", `IDX ${version} n'est pas pris en charge : IDX 3.01 attendu`);
      throw new FeedError(
        "/",
        "format inconnu : ni SwissRETS (JSON ou XML) ni IDX 3.01 (le contenu décide, pas le nom du fichier)",
      );
    }
  }
}
