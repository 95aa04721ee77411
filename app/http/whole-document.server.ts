import { Writable } from "node:stream";

const END = Buffer.from("</body></html>");

/**
 * A rendered page as one buffer, made valid: React 18's renderer writes `</body></html>` with the
 * shell before the content of Suspense boundaries that finished late (`<template>`, `<div hidden>`,
 * `<script>`); valid HTML closes after them, so the closing is moved to the end.
 */
export function wholeDocument(chunks: readonly Uint8Array[]): Buffer {
  const html =
    chunks.length === 1
      ? Buffer.from(chunks[0]!.buffer, chunks[0]!.byteOffset, chunks[0]!.length)
      : Buffer.concat(chunks);
  const end = html.indexOf(END);
  if (end === -1 || end === html.length - END.length) return html;
  return Buffer.concat([html.subarray(0, end), html.subarray(end + END.length), END]);
}

/** A writable that keeps what it is given and hands the whole document over once it ends. */
export function documentCollector(onDocument: (html: Uint8Array<ArrayBuffer>) => void): Writable {
  const chunks: Uint8Array[] = [];
  return new Writable({
    write(chunk: Uint8Array, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
    final(callback) {
      const html = wholeDocument(chunks);
      onDocument(new Uint8Array(html.buffer as ArrayBuffer, html.byteOffset, html.length));
      callback();
    },
  });
}
