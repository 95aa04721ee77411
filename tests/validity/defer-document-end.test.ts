import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { DeferDocumentEnd } from "~/http/defer-document-end.server";

async function through(chunks: string[]): Promise<string> {
  const output = Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(new DeferDocumentEnd());
  const parts: Buffer[] = [];
  for await (const part of output) parts.push(part as Buffer);
  return Buffer.concat(parts).toString("utf8");
}

describe("DeferDocumentEnd", () => {
  it("moves the document's closing after content streamed late", async () => {
    expect(
      await through(["<html><body><p>a</p></body></html>", '<div hidden id="S:0">b</div>', "<script>$RC()</script>"]),
    ).toBe('<html><body><p>a</p><div hidden id="S:0">b</div><script>$RC()</script></body></html>');
  });

  it("finds the closing split between chunks", async () => {
    expect(await through(["<body>a</bo", "dy></ht", "ml>", "<template></template>"])).toBe(
      "<body>a<template></template></body></html>",
    );
  });

  it("leaves a document without the closing, or with a near miss, unchanged", async () => {
    expect(await through(["<p>a</b", "r>"])).toBe("<p>a</br>");
    expect(await through(["<p>é</body"])).toBe("<p>é</body");
  });
});
