import { Transform, type TransformCallback } from "node:stream";

/**
 * React 18's streaming renderer writes its whole 2 KB buffer when a multi-byte character does not
 * fit at its end, leaving a zero byte in the page (e.g. "3\0½ pièces"). Valid HTML never contains
 * NUL, so the document stream drops them.
 */
export class StripNulBytes extends Transform {
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    callback(null, chunk.includes(0) ? chunk.filter((byte) => byte !== 0) : chunk);
  }
}
