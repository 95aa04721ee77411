import { describe, expect, it } from "vitest";
import { base64Bytes, base64Head, isBase64 } from "@rli/contract/api/base64";

/**
 * Base64 as the API carries documents, checked in one pass (api/base64.ts): what a backtracking
 * regular expression cannot do on a phone's photo (zod's overflowed V8's stack past ~3 MB).
 */

describe("base64 of a document", () => {
  it("takes what Buffer writes, of any length, and measures it without decoding", () => {
    for (const length of [0, 1, 2, 3, 4, 5, 100, 1001]) {
      const bytes = Buffer.from(Array.from({ length }, (_, n) => (n * 37 + 11) % 256));
      const text = bytes.toString("base64");
      expect(isBase64(text), `${length} octets`).toBe(true);
      expect(base64Bytes(text)).toBe(length);
      expect(base64Head(text, 16).equals(bytes.subarray(0, 16))).toBe(true);
    }
  });

  it("refuses what a decoder would read otherwise or not at all", () => {
    for (const text of [
      "QUJD=", // not whole quanta
      "QUJ", // missing padding
      "QU=D", // padding inside
      "Q===",
      "QUJD QUJD", // a space
      "QUJD\nQUJD", // a line break
      "QUJ-", // URL alphabet
      "QUJ_",
      "QUJé",
      "%PDF",
    ]) {
      expect(isBase64(text), JSON.stringify(text)).toBe(false);
    }
  });

  it("checks a document of 10 MB, the API's bound, in one pass, and finds one wrong character at its end", () => {
    const bytes = Buffer.alloc(10 * 1024 * 1024, 0xa5);
    bytes[0] = 0xff;
    const text = bytes.toString("base64");
    const started = performance.now();
    expect(isBase64(text)).toBe(true);
    expect(isBase64(`${text.slice(0, -5)}!${text.slice(-4)}`)).toBe(false);
    // A guard against a check that backtracks, not a speed test: one pass is some 50 ms.
    expect(performance.now() - started).toBeLessThan(2000);
    expect(base64Bytes(text)).toBe(bytes.length);
    expect([...base64Head(text, 3)]).toEqual([0xff, 0xa5, 0xa5]);
  });
});
