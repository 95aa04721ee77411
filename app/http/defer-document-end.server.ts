import { Transform, type TransformCallback } from "node:stream";

const END = Buffer.from("</body></html>");

/**
 * React 18 writes `</body></html>` with the shell, then streams the content of late Suspense
 * boundaries (`<template>`, `<div hidden>`, `<script>`) after it: a parse error of every streamed
 * page. The document stream holds that closing back and writes it once the stream ends.
 */
export class DeferDocumentEnd extends Transform {
  private held = false;
  private tail = Buffer.alloc(0);

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    if (this.held) return callback(null, chunk);
    let data = this.tail.length > 0 ? Buffer.concat([this.tail, chunk]) : chunk;
    this.tail = Buffer.alloc(0);
    const index = data.indexOf(END);
    if (index !== -1) {
      this.held = true;
      return callback(null, Buffer.concat([data.subarray(0, index), data.subarray(index + END.length)]));
    }
    // The closing may be split between two chunks: keep a partial match for the next one.
    const keep = partialMatchLength(data);
    if (keep > 0) {
      this.tail = Buffer.from(data.subarray(data.length - keep));
      data = data.subarray(0, data.length - keep);
    }
    callback(null, data);
  }

  override _flush(callback: TransformCallback) {
    callback(null, this.held ? END : this.tail);
  }
}

/** Length of the longest end of `data` that begins END. */
function partialMatchLength(data: Buffer): number {
  for (let length = Math.min(END.length - 1, data.length); length > 0; length--) {
    if (data.subarray(data.length - length).equals(END.subarray(0, length))) return length;
  }
  return 0;
}
