import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { getBlogPosts } from "@rli/upstream/blog.server";
import { createUpstreamHandler } from "@rli/upstream/handler.server";
import { DEMO_INVENTORY_FILE, loadInventoryFile } from "@rli/upstream/inventory.server";
import type { Mailer, OutgoingMail } from "@rli/upstream/mail/mailer.server";

/**
 * The agency's API as the site sees it through API_URL, misbehaving on demand: one node:http
 * server on 127.0.0.1 whose behaviour is switched between requests. "healthy" hands each request
 * to the embedded upstream (demo inventory, messages kept in memory); "refused" closes the port.
 */

export type Fault =
  | "refused"
  | "slow"
  | "slow-body"
  | "status-500"
  | "status-503"
  | "html"
  | "wrong-shape"
  | "truncated"
  | "cut"
  | "huge"
  | "huge-declared";

export type Behaviour = "healthy" | Fault;

/** Size of the huge answers: far above the client's cap. */
export const HUGE_BYTES = 256 * 1024 * 1024;

/** What one huge answer cost the fake: bytes written, whether it is over, and whether it was sent to the end. */
export type HugeAnswer = { written: number; closed: boolean; finished: boolean };

export type FakeUpstream = {
  /** Base URL for API_URL. */
  apiUrl: string;
  set(behaviour: Behaviour): Promise<void>;
  /** Healthy answers wait this long before they are written (0 at first): a slow API, within its time-out. */
  delay(ms: number): void;
  /** Requests received, by path, since the last `set`. */
  readonly requests: string[];
  readonly hugeAnswers: HugeAnswer[];
  /** Messages the healthy upstream forwarded. */
  readonly mails: OutgoingMail[];
  close(): Promise<void>;
};

const ENGLISH_500 = JSON.stringify({
  message: "Internal Server Error",
  stack: "TypeError: Cannot read properties of undefined (reading 'ref')\n    at handler (/srv/api/index.js:42:13)",
});

const NGINX_PAGE =
  "<!DOCTYPE html><html><head><title>Welcome to nginx!</title></head><body><h1>Welcome to nginx!</h1>" +
  "<script>alert('upstream')</script></body></html>";

const WRONG_SHAPE = JSON.stringify({
  data: { unexpected: "Unexpected field", ref: 42 },
  properties: "none",
  totalItems: "many",
});

const TRUNCATED = '{"data":[{"ref":"RLM-1047","type":"buy","status":"active","title":"Bel appartement en terr';

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function memoryMailer(mails: OutgoingMail[]): Mailer {
  return {
    async send(mail) {
      mails.push(mail);
      return { via: "outbox", messageId: `<${mails.length}@test>` };
    },
  };
}

export async function startFakeUpstream(): Promise<FakeUpstream> {
  const mails: OutgoingMail[] = [];
  const index = loadInventoryFile(DEMO_INVENTORY_FILE);
  const embedded = createUpstreamHandler({
    inventory: () => index,
    blog: getBlogPosts,
    mailer: () => memoryMailer(mails),
    siteOrigin: "https://www.rhone-leman-immobilier.ch",
  });

  let behaviour: Behaviour = "healthy";
  let delayMs = 0;
  const requests: string[] = [];
  const hugeAnswers: HugeAnswer[] = [];
  const sockets = new Set<Socket>();

  async function healthy(request: IncomingMessage, response: ServerResponse) {
    const body = request.method === "POST" ? new Uint8Array(await readBody(request)) : undefined;
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === "string") headers.set(name, value);
    }
    const answer = await embedded(
      new Request(`http://upstream.test${request.url}`, { method: request.method, headers, body }),
    );
    const bytes = Buffer.from(await answer.arrayBuffer());
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    response.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "application/json" });
    response.end(bytes);
  }

  /** Writes HUGE_BYTES of a JSON array, as fast as the site reads it, and no faster. */
  function huge(response: ServerResponse, declareLength: boolean) {
    const record: HugeAnswer = { written: 0, closed: false, finished: false };
    hugeAnswers.push(record);
    const chunk = Buffer.from(`"${"x".repeat(64 * 1024 - 3)}",`);
    response.writeHead(200, {
      "content-type": "application/json",
      ...(declareLength ? { "content-length": String(HUGE_BYTES) } : {}),
    });
    response.on("close", () => {
      record.closed = true;
      record.finished = response.writableFinished;
    });
    const pump = () => {
      while (record.written < HUGE_BYTES && !response.destroyed) {
        const part = chunk.subarray(0, Math.min(chunk.length, HUGE_BYTES - record.written));
        record.written += part.length;
        if (record.written >= HUGE_BYTES) {
          response.end(part);
          return;
        }
        if (!response.write(part)) {
          response.once("drain", pump);
          return;
        }
      }
    };
    pump();
  }

  function misbehave(response: ServerResponse, fault: Fault) {
    switch (fault) {
      case "refused":
        // Not reached: the port is closed.
        response.socket?.destroy();
        return;
      case "slow":
        // Never answers; the site gives up after API_TIMEOUT_MS.
        return;
      case "slow-body":
        response.writeHead(200, { "content-type": "application/json" });
        response.write('{"data":[');
        return;
      case "status-500":
        response.writeHead(500, { "content-type": "application/json" }).end(ENGLISH_500);
        return;
      case "status-503":
        response.writeHead(503, { "content-type": "text/html" }).end("<h1>503 Service Unavailable</h1>");
        return;
      case "html":
        response.writeHead(200, { "content-type": "text/html" }).end(NGINX_PAGE);
        return;
      case "wrong-shape":
        response.writeHead(200, { "content-type": "application/json" }).end(WRONG_SHAPE);
        return;
      case "truncated":
        response.writeHead(200, { "content-type": "application/json" }).end(TRUNCATED);
        return;
      case "cut":
        response.writeHead(200, { "content-type": "application/json", "content-length": "5000" });
        response.write(TRUNCATED, () => response.socket?.destroy());
        return;
      case "huge":
        huge(response, false);
        return;
      case "huge-declared":
        huge(response, true);
        return;
    }
  }

  let server: Server = createServer();
  let port = 0;

  async function listen() {
    server = createServer((request, response) => {
      requests.push(request.url ?? "");
      // No connection outlives its answer: a switch of behaviour never meets a pooled connection.
      response.setHeader("connection", "close");
      if (behaviour === "healthy") {
        healthy(request, response).catch((error: unknown) => {
          response.writeHead(599).end(String(error));
        });
        return;
      }
      // The body of a post is read (and dropped) so that the fault is the answer, not the upload.
      request.resume();
      misbehave(response, behaviour);
    });
    server.on("connection", (socket) => {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve());
    });
    const address = server.address();
    if (address && typeof address !== "string") port = address.port;
  }

  async function shut() {
    if (!server.listening) return;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    await closed;
  }

  await listen();

  return {
    apiUrl: `http://127.0.0.1:${port}/api`,
    requests,
    hugeAnswers,
    mails,
    delay(ms) {
      delayMs = ms;
    },
    async set(next) {
      // Answers held by the previous behaviour end now.
      for (const socket of sockets) socket.destroy();
      requests.length = 0;
      hugeAnswers.length = 0;
      behaviour = next;
      if (next === "refused") await shut();
      else if (!server.listening) await listen();
    },
    close: shut,
  };
}
