/**
 * What precedes an XML document's root element: the declaration, comments, processing instructions
 * and a document type declaration. Read without a parser, to tell an export's format from its first
 * bytes and to refuse a DTD before any parser sees it. Pure.
 */

export type Prolog = {
  /** Whether a `<!DOCTYPE …>` precedes the root element. */
  doctype: boolean;
  /** Offset of the root element's `<` in the text. */
  rootStart: number;
  /** The root element's name as written (with its prefix, if any). */
  rootName: string;
};

const namePattern = /[A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?/y;

/** End (exclusive) of a `<!DOCTYPE` declaration starting at `start`, brackets and quotes included; -1 if cut. */
function doctypeEnd(text: string, start: number): number {
  let quote: string | undefined;
  let depth = 0;
  for (let index = start + 2; index < text.length; index++) {
    const char = text[index];
    if (quote) {
      if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === "[") {
      depth++;
    } else if (char === "]") {
      depth--;
    } else if (char === ">" && depth <= 0) {
      return index + 1;
    }
  }
  return -1;
}

/**
 * The prolog of `text` up to its root element, or undefined when `text` does not reach a root
 * element (empty, not XML, or cut inside the prolog).
 */
export function readProlog(text: string): Prolog | undefined {
  let index = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let doctype = false;
  for (;;) {
    while (index < text.length && " \t\r\n".includes(text[index]!)) index++;
    if (text.startsWith("<?", index)) {
      const end = text.indexOf("?>", index + 2);
      if (end < 0) return undefined;
      index = end + 2;
    } else if (text.startsWith("<!--", index)) {
      const end = text.indexOf("-->", index + 4);
      if (end < 0) return undefined;
      index = end + 3;
    } else if (text.startsWith("<!", index)) {
      if (!/^<!DOCTYPE\s/i.test(text.slice(index, index + 10))) return undefined;
      doctype = true;
      const end = doctypeEnd(text, index);
      if (end < 0) return undefined;
      index = end;
    } else {
      break;
    }
  }
  if (text[index] !== "<") return undefined;
  namePattern.lastIndex = index + 1;
  const name = namePattern.exec(text);
  if (!name) return undefined;
  return { doctype, rootStart: index, rootName: name[0] };
}

/**
 * Whether `text` declares a document type before its root element; when the prolog cannot be read
 * (the text is not well-formed there), whether it holds a DOCTYPE anywhere.
 */
export function declaresDoctype(text: string): boolean {
  const prolog = readProlog(text);
  return prolog ? prolog.doctype : /<!DOCTYPE/i.test(text);
}
