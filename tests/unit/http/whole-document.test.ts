import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Readable, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { documentCollector, wholeDocument } from "~/http/whole-document.server";

const text = (chunks: string[]) => wholeDocument(chunks.map((chunk) => Buffer.from(chunk))).toString("utf8");

describe("wholeDocument", () => {
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

  // The writer of both Node builds of react-dom's server (patches/react-dom+18.3.1.patch): the development one that
  // tests load, and the production one the server runs.
  const load = createRequire(import.meta.url);
  const writers = {
    development: renderToPipeableStream,
    // Not an entry of the package: read from its folder.
    production: (
      load(join(dirname(load.resolve("react-dom/package.json")), "cjs/react-dom-server.node.production.min.js")) as {
        renderToPipeableStream: typeof renderToPipeableStream;
      }
    ).renderToPipeableStream,
  };

  it.each(Object.keys(writers) as (keyof typeof writers)[])(
    "receives React's page whole, each character intact wherever it falls (%s build)",
    async (build) => {
      const render = writers[build];
      // Short texts of two-byte characters after a varying start: some fall on the edge of React 18's
      // own 2 KB buffers, which cut them and left a zero byte in their place.
      const rooms = Array.from({ length: 300 }, (_, index) => `${"½".repeat(1 + (index % 5))} pièces — Genève`);
      for (let start = 0; start < 20; start++) {
        const page = createElement(
          "main",
          null,
          createElement("h1", null, "x".repeat(start)),
          createElement("ul", null, ...rooms.map((room, index) => createElement("li", { key: index }, room))),
        );
        const html = await new Promise<string>((resolve, reject) => {
          const stream = render(page, {
            onAllReady: () => stream.pipe(documentCollector((bytes) => resolve(Buffer.from(bytes).toString("utf8")))),
            onShellError: reject,
          });
        });
        expect(html).toBe(
          `<main><h1>${"x".repeat(start)}</h1><ul>${rooms.map((room) => `<li>${room}</li>`).join("")}</ul></main>`,
        );
      }
    },
  );

  it.each(Object.keys(writers) as (keyof typeof writers)[])(
    "receives a long page in strings V8 keeps in its ordinary heap (%s build)",
    async (build) => {
      // 3,000 list items of two-byte text: about 100,000 characters. One string of more than 64 Ki two-byte
      // characters (128 KB) would be a large object, mapped and unmapped on its own for every page.
      const rooms = Array.from({ length: 3000 }, (_, index) => `${index} — 3½ pièces à Genève`);
      const written: unknown[] = [];
      await new Promise<void>((resolve, reject) => {
        const stream = writers[build](
          createElement("ul", null, ...rooms.map((room, index) => createElement("li", { key: index }, room))),
          {
            onAllReady: () =>
              stream.pipe(
                new Writable({
                  decodeStrings: false,
                  write(chunk, _encoding, callback) {
                    written.push(chunk);
                    callback();
                  },
                  final(callback) {
                    resolve();
                    callback();
                  },
                }),
              ),
            onShellError: reject,
          },
        );
      });
      expect(written.every((chunk) => typeof chunk === "string")).toBe(true);
      const lengths = (written as string[]).map((chunk) => chunk.length);
      expect(Math.max(...lengths)).toBeLessThan(64 * 1024);
      expect(written.join("")).toBe(`<ul>${rooms.map((room) => `<li>${room}</li>`).join("")}</ul>`);
    },
  );
});
