import { open } from "node:fs/promises";
import path from "node:path";
import { IDX_FIELD_COUNT } from "../feeds/idx/idx-fields";
import type { UploadData } from "./upload-layout";

/**
 * Whether an upload's data file looks cut short, as a transfer that stopped in the middle leaves
 * it (a client writing the file in place, without a temporary name, then pausing or breaking):
 * an IDX file whose last record has no line end and fewer fields than the first, a SwissRETS XML
 * without the end of its root element, a JSON whose brackets are not all closed, a zip without its
 * end of central directory. Only the head and the tail are read, except for JSON (read through,
 * a few milliseconds a megabyte). Such an upload is held, never refused: the rest may still come.
 */

const EDGE_BYTES = 256 * 1024;
/** The end of central directory record sits in the last 22 bytes, after a comment of up to 64 KB. */
const ZIP_TAIL_BYTES = 22 + 0xffff;

async function readAt(file: string, position: number, length: number): Promise<Buffer> {
  const handle = await open(file, "r");
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(length), 0, length, position);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

function count(bytes: Buffer, byte: number): number {
  let found = 0;
  for (let index = bytes.indexOf(byte); index !== -1; index = bytes.indexOf(byte, index + 1)) found += 1;
  return found;
}

const LF = 0x0a;
const CR = 0x0d;
const HASH = 0x23;

/** IDX: lines of `#`-separated fields; the reader skips a cut last line, which must not be served. */
export function idxCutShort(head: Buffer, tail: Buffer, whole: boolean): string | undefined {
  let end = tail.length;
  while (end > 0 && (tail[end - 1] === 0x20 || tail[end - 1] === 0x09)) end -= 1;
  if (end === 0 || tail[end - 1] === LF || tail[end - 1] === CR) return undefined;
  const lastBreak = Math.max(tail.lastIndexOf(LF, end - 1), tail.lastIndexOf(CR, end - 1));
  if (lastBreak === -1 && !whole) return undefined;
  const last = count(tail.subarray(lastBreak + 1, end), HASH) + 1;
  const firstBreak = [head.indexOf(LF), head.indexOf(CR)].filter((index) => index !== -1);
  const expected =
    lastBreak === -1 || firstBreak.length === 0
      ? IDX_FIELD_COUNT
      : Math.min(IDX_FIELD_COUNT, count(head.subarray(0, Math.min(...firstBreak)), HASH) + 1);
  return last < expected
    ? `dernier enregistrement sans fin de ligne, ${last} champs au lieu de ${expected}`
    : undefined;
}

/** XML: the name of the root element, from the head (declaration, comments and doctype skipped). */
function xmlRoot(head: string): string | undefined {
  const tags = /<(\?[\s\S]*?\?>|!--[\s\S]*?-->|![^>]*>|([A-Za-z_][\w.:-]*))/g;
  for (let match = tags.exec(head); match; match = tags.exec(head)) if (match[2]) return match[2];
  return undefined;
}

export function xmlCutShort(head: string, tail: string): string | undefined {
  const root = xmlRoot(head);
  if (!root) return undefined;
  // What may follow the root element: blanks, comments, processing instructions.
  let end = tail.trimEnd();
  for (let before = ""; before !== end;) {
    before = end;
    end = end.replace(/(<!--[\s\S]*?-->|<\?[\s\S]*?\?>)$/, "").trimEnd();
  }
  if (new RegExp(`</${root.replaceAll(".", "\\.")}\\s*>$`).test(end)) return undefined;
  if (
    end.endsWith("/>") &&
    new RegExp(`^\\s*<${root.replaceAll(".", "\\.")}\\b[^>]*/>$`).test(end.slice(end.lastIndexOf("<")))
  ) {
    return undefined;
  }
  return `élément racine <${root}> pas fermé`;
}

/** JSON: brackets counted outside strings, through the whole text, in chunks. */
export function jsonDepth() {
  let depth = 0;
  let opened = false;
  let inString = false;
  let escaped = false;
  let after = false;
  return {
    feed(chunk: Buffer) {
      for (let index = 0; index < chunk.length; index += 1) {
        const byte = chunk[index]!;
        if (inString) {
          if (escaped) escaped = false;
          else if (byte === 0x5c) escaped = true;
          else if (byte === 0x22) inString = false;
        } else if (byte === 0x22) inString = true;
        else if (byte === 0x7b || byte === 0x5b) {
          depth += 1;
          opened = true;
        } else if (byte === 0x7d || byte === 0x5d) {
          depth -= 1;
          if (depth === 0) after = true;
        } else if (after && depth === 0 && byte > 0x20) after = false;
      }
    },
    /** True when every bracket opened was closed and the text ends there. */
    whole: () => opened && depth === 0 && !inString && after,
  };
}

async function jsonCutShort(file: string, size: number): Promise<string | undefined> {
  const depth = jsonDepth();
  const handle = await open(file, "r");
  try {
    const chunk = Buffer.alloc(1024 * 1024);
    for (let position = 0; position < size;) {
      const { bytesRead } = await handle.read(chunk, 0, chunk.length, position);
      if (bytesRead === 0) break;
      depth.feed(chunk.subarray(0, bytesRead));
      position += bytesRead;
    }
  } finally {
    await handle.close();
  }
  return depth.whole() ? undefined : "accolades ou crochets pas tous fermés";
}

function zipCutShort(tail: Buffer): string | undefined {
  return tail.includes(Buffer.from([0x50, 0x4b, 0x05, 0x06])) ? undefined : "fin de l'archive absente";
}

/** Why the upload's data looks cut short, or undefined when it looks whole (or is not known). */
export async function uploadCutShort(data: UploadData): Promise<string | undefined> {
  const handle = await open(data.file, "r");
  const { size } = await handle.stat().finally(() => handle.close());
  if (size === 0) return undefined;
  const name = path.basename(data.file);
  const tailBytes = data.kind === "zip" ? ZIP_TAIL_BYTES : EDGE_BYTES;
  const tail = await readAt(data.file, Math.max(0, size - tailBytes), Math.min(size, tailBytes));
  let reason: string | undefined;
  if (data.kind === "zip") reason = zipCutShort(tail);
  else {
    const head = await readAt(data.file, 0, Math.min(size, EDGE_BYTES));
    const start = head
      .toString("latin1")
      .replace(/^\uFEFF|^\u00EF\u00BB\u00BF/, "")
      .trimStart();
    if (/^IDX/i.test(start)) reason = idxCutShort(head, tail, size <= EDGE_BYTES);
    else if (start.startsWith("<")) reason = xmlCutShort(start, tail.toString("latin1"));
    else if (start.startsWith("{") || start.startsWith("[")) reason = await jsonCutShort(data.file, size);
  }
  return reason && `${name} semble coupé (${reason})`;
}
