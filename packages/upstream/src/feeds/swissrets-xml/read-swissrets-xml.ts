import { FeedError, type FeedRead } from "../feed-result";
import { validatedExport } from "./swissrets-schema";
import { swissRetsInventoryOf } from "./inventory-from-xml";
import { declaresDoctype, readProlog } from "./xml-prolog";

/**
 * An agency's SwissRETS XML export (the standard's own form, schema v2.7.0) read into the SwissRETS
 * JSON model the site serves: checked against the XSD, then converted element for element.
 */

/**
 * The largest export read, in characters: some 20,000 listings, far above an agency's inventory, and
 * a bound on memory (≈ 10 MB of JavaScript objects per MB of XML while it is converted).
 */
export const maxSwissRetsXmlLength = 64 * 1024 * 1024;

/** Whether the beginning of a file (its first few kilobytes) is a SwissRETS XML export: its root element is `<export>`. */
export function looksLikeSwissRetsXml(head: string): boolean {
  const prolog = readProlog(head);
  return prolog !== undefined && prolog.rootName.replace(/^.*:/, "") === "export";
}

/**
 * The inventory of a SwissRETS XML export. Throws a FeedError, in French, for an empty or oversized
 * text, a JSON text, a DOCTYPE (no DTD or entity is ever read), malformed XML or an export the XSD
 * refuses (naming the element, its path and line).
 */
export function readSwissRetsXml(text: string): Omit<FeedRead, "encoding"> {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const start = /\S/.exec(body);
  if (!start) throw new FeedError("/", "fichier vide : aucun contenu XML");
  if (start[0] === "{" || start[0] === "[") {
    throw new FeedError(
      "/",
      "le fichier est du JSON, pas un export SwissRETS XML (il commence par « " + start[0] + " »)",
    );
  }
  if (body.length > maxSwissRetsXmlLength) {
    const megabytes = (length: number) => (length / (1024 * 1024)).toFixed(1).replace(".", ",");
    throw new FeedError(
      "/",
      `fichier trop volumineux : ${megabytes(body.length)} Mo, au plus ${megabytes(maxSwissRetsXmlLength)} Mo`,
    );
  }
  if (declaresDoctype(body)) {
    throw new FeedError(
      "/",
      "déclaration DOCTYPE refusée : un export SwissRETS n'en a pas, et ni DTD ni entité ne sont lues",
    );
  }
  const root = validatedExport(body);
  return { format: "swissrets-xml", inventory: swissRetsInventoryOf(root), skipped: [] };
}
