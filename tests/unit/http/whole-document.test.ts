import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { describe, expect, it } from "vitest";
import { documentCollector, wholeDocument } from "~/http/whole-document.server";

const text = (chunks: (string | number[])[]) =>
  wholeDocument(chunks.map((chunk) => (typeof chunk === "string" ? Buffer.from(chunk) : Buffer.from(chunk)))).toString(
    "utf8",
  );

describe("wholeDocument", () => {
  it("drops the zero bytes React leaves at a buffer boundary and keeps every character", () => {
    expect(text(["<p>3", [0], "½ pièces</p>"])).toBe("<p>3½ pièces</p>");
    expect(text([[0], "<p>a", [0, 0], "b</p>", [0]])).toBe("<p>ab</p>");
  });

  it("moves the document's closing after content that finished late", () => {
    expect(text(["<html><body><p>a</p></body></html>", '<div hidden id="S:0">b</div>', "<script>$RC()</script>"])).toBe(
      '<html><body><p>a</p><div hidden id="S:0">b</div><script>$RC()</script></body></html>',
    );
  });

  it("finds the closing split between chunks", () => {
    expect(text(["<body>a</bo", "dy></ht", "ml>", "<template></template>"])).toBe(
      "<body>a<template></template></body></html>",
    );
  });

  it("leaves a clean document, or one without the closing, byte for byte", () => {
    const clean = Buffer.from('<html lang="fr-CH"><body>é</body></html>', "utf8");
    expect(wholeDocument([clean]).equals(clean)).toBe(true);
    expect(text(["<p>a</b", "r>"])).toBe("<p>a</br>");
    expect(text(["<p>é</body"])).toBe("<p>é</body");
  });
});

describe("documentCollector", () => {
  it("hands over the whole document once the stream ends", async () => {
    let html = "";
    await pipeline(
      Readable.from([Buffer.from("<body>a</body></html>"), Buffer.from("<template></template>")]),
      documentCollector((document) => (html = Buffer.from(document).toString("utf8"))),
    );
    expect(html).toBe("<body>a<template></template></body></html>");
  });
});
