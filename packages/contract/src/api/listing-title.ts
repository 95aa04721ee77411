import { withLeadingText } from "./rich-text";

/**
 * How long a listing's title may be wherever it names the listing: page heading, cards, the
 * document's title and meta, JSON-LD, the PDF sheet, the kiosk, e-mails (decision 136). IDX allows
 * 70 characters; some CRMs write whole sentences. A longer title is cut after its last whole word
 * that fits, with "…", and given whole as the description's first paragraph. Pure.
 */

export const TITLE_MAX_LENGTH = 80;

const ELLIPSIS = "…";

/** Punctuation and spaces a cut title should not end on before its "…". */
const TRAILING = /[\s,;:.!?\-–—/(«"'’]+$/u;

/** The title in at most TITLE_MAX_LENGTH characters (code points), cut at a word boundary. */
export function shortTitle(title: string): string {
  const text = title.replace(/\s+/g, " ").trim();
  const characters = Array.from(text);
  if (characters.length <= TITLE_MAX_LENGTH) return title.trim();
  const room = TITLE_MAX_LENGTH - ELLIPSIS.length;
  let head = characters.slice(0, room).join("");
  // The cut falls inside a word unless the next character is a space: back to the last space,
  // unless that leaves less than half the room (one long word: cut it).
  if (characters[room] !== " ") {
    const space = head.lastIndexOf(" ");
    if (space >= room / 2) head = head.slice(0, space);
  }
  return `${head.replace(TRAILING, "")}${ELLIPSIS}`;
}

/**
 * A listing's title and description as the site shows them: the title shortened when it is too
 * long, then the whole title kept at the start of the description (unless it already starts it).
 */
export function boundedTitle(
  title: string,
  description: string | undefined,
): { title: string; description: string | undefined } {
  const short = shortTitle(title);
  if (short === title.trim()) return { title: short, description };
  return { title: short, description: withLeadingText(description, title) };
}
