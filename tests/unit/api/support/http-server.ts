import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type RunningServer = { origin: string; close(): Promise<void> };

function toRequest(message: IncomingMessage, body: Buffer): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const method = message.method ?? "GET";
  return new Request(`http://${message.headers.host ?? "127.0.0.1"}${message.url ?? "/"}`, {
    method,
    headers,
    body: method === "GET" || method === "HEAD" ? undefined : new Uint8Array(body),
  });
}

/** The server listening on 127.0.0.1, on a random port; closing it drops open connections. */
async function listenLocal(server: Server): Promise<RunningServer> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A real HTTP server on 127.0.0.1 (random port) serving a web-standard handler. */
export async function startHttpServer(handle: (request: Request) => Promise<Response>): Promise<RunningServer> {
  const server = createServer(async (message, reply) => {
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of message) chunks.push(chunk as Buffer);
      const response = await handle(toRequest(message, Buffer.concat(chunks)));
      reply.writeHead(response.status, Object.fromEntries(response.headers));
      reply.end(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      reply.writeHead(500, { "content-type": "text/plain" });
      reply.end(String(error));
    }
  });
  return listenLocal(server);
}

/** A raw server answering every request with the given function (fake upstreams). */
export async function startRawServer(
  respond: (request: IncomingMessage, reply: import("node:http").ServerResponse) => void,
): Promise<RunningServer> {
  const server = createServer(respond);
  return listenLocal(server);
}
