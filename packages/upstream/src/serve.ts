/**
 * The upstream alone, as its own HTTP server (`npm run upstream`): the agency's API contract
 * (product §7) under /api and the demo photos, for trying the site's HTTP transport (API_URL) on it.
 * It listens on the loopback only by default (UPSTREAM_HOST, UPSTREAM_PORT): its form calls send
 * e-mail, and the public site has no route to them.
 */
import { createServer } from "node:http";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { logger } from "@rli/contract/logging/logger";
import { handleUpstreamRequest, loadUpstreamLibraries, startUpstream, upstreamAddress } from "./index";

// What it uses now and then, read from its release now (decision 158).
await loadUpstreamLibraries();
startUpstream();

const server = createServer(async (req, res) => {
  try {
    const url = new URL(
      req.url ?? "/",
      `http://${req.headers.host ?? `${upstreamAddress.host}:${upstreamAddress.port}`}`,
    );
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === "string") headers.set(name, value);
      else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    }
    const hasBody = req.method !== "GET" && req.method !== "HEAD";
    const request = new Request(url, {
      method: req.method,
      headers,
      body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
      ...(hasBody ? { duplex: "half" } : {}),
    } as RequestInit);
    const response = await handleUpstreamRequest(request);
    res.writeHead(response.status, Object.fromEntries(response.headers));
    if (response.body && req.method !== "HEAD") {
      Readable.fromWeb(response.body as WebReadableStream<Uint8Array>).pipe(res);
    } else {
      res.end();
    }
  } catch (error) {
    logger.error({ component: "upstream", event: "error", err: error }, "[upstream] erreur");
    if (!res.headersSent) res.writeHead(500, { "content-type": "application/json; charset=utf-8" });
    res.end(JSON.stringify({ message: "Le service est momentanément indisponible." }));
  }
});

server.listen(upstreamAddress.port, upstreamAddress.host, () => {
  logger.info(
    { component: "upstream", event: "server.listening", host: upstreamAddress.host, port: upstreamAddress.port },
    `API embarquée servie sur http://${upstreamAddress.host}:${upstreamAddress.port}/api`,
  );
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => server.close(() => process.exit(0)));
}
