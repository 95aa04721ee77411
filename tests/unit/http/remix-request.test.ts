import express from "express";
import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { remixRequest } from "../../../server/remix-http";

/**
 * The request the production server hands to Remix: its signal tells loaders, actions and Remix
 * itself that nobody waits for the answer any more, whether the visitor left early or the answer
 * was sent whole (Remix clears its data stream's timer on that signal, decision 128).
 */

let server: http.Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
  server = undefined;
});

/** A server answering with `answer(request, res)`; resolves with its address and the requests it made. */
async function serve(answer: (request: Request, res: express.Response) => void) {
  const requests: Request[] = [];
  const app = express();
  app.get("*", (req, res) => {
    const request = remixRequest(req, res);
    requests.push(request);
    answer(request, res);
  });
  server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/annonces?page=2`, requests };
}

describe("remixRequest", () => {
  it("carries the address and headers the visitor sent", async () => {
    const { url, requests } = await serve((_request, res) => res.end("ok"));
    await fetch(url, { headers: { "Accept-Language": "de-CH" } }).then((response) => response.text());
    expect(requests[0]?.url).toBe(url);
    expect(requests[0]?.headers.get("accept-language")).toBe("de-CH");
  });

  it("aborts its signal once the answer is written", async () => {
    let abortedWhileAnswering: boolean | undefined;
    const { url, requests } = await serve((request, res) => {
      abortedWhileAnswering = request.signal.aborted;
      res.end("ok");
    });
    expect(await fetch(url).then((response) => response.text())).toBe("ok");
    expect(abortedWhileAnswering).toBe(false);
    await expect.poll(() => requests[0]?.signal.aborted).toBe(true);
  });

  it("aborts its signal when the visitor leaves before the answer", async () => {
    const { url, requests } = await serve(() => undefined);
    const visitor = new AbortController();
    const asked = fetch(url, { signal: visitor.signal }).catch(() => "left");
    await expect.poll(() => requests.length).toBe(1);
    expect(requests[0]!.signal.aborted).toBe(false);
    visitor.abort();
    expect(await asked).toBe("left");
    await expect.poll(() => requests[0]!.signal.aborted).toBe(true);
  });
});
