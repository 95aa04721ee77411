// Between Express and Remix: the visitor's request as a Fetch Request, and Remix's Response
// written back, with the public helpers of @remix-run/node.
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@remix-run/node";
import type { IncomingHttpHeaders } from "node:http";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";

function fetchHeaders(incoming: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, values] of Object.entries(incoming)) {
    if (values === undefined) continue;
    for (const value of Array.isArray(values) ? values : [values]) headers.append(name, value);
  }
  return headers;
}

/** The port a Host header names, or undefined ("example.ch:8443" → 8443). */
function portOf(host: string | undefined): number | undefined {
  const port = Number.parseInt(host?.split(":")[1] ?? "", 10);
  return Number.isSafeInteger(port) ? port : undefined;
}

/**
 * The request as Remix reads it. Its address: the scheme and host name as Express resolves them
 * ("trust proxy" decides whether X-Forwarded-Proto and -Host count), the port of X-Forwarded-Host
 * or of Host, the path as asked. Its signal aborts when the connection closes: before the answer
 * is written, so that loaders and actions stop working for nobody, and once it is written, so that
 * nothing keeps the request's work any longer. Remix clears the timer it sets on each answer's data
 * stream (`streamTimeout`, 4.95 s) only when this signal aborts; without it, every answer's data stayed
 * in memory for five seconds after it was sent (decision 128).
 */
export function remixRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const port = portOf(req.get("X-Forwarded-Host")) ?? portOf(req.get("Host"));
  const url = new URL(`${req.protocol}://${req.hostname}${port ? `:${port}` : ""}${req.originalUrl}`);
  const controller = new AbortController();
  res.on("close", () => controller.abort());
  // Node's fetch streams a request body only in half-duplex mode, which the DOM typings do not know.
  const init: RequestInit & { duplex?: "half" } = {
    method: req.method,
    headers: fetchHeaders(req.headers),
    signal: controller.signal,
  };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new Request(url.href, init);
}

type CommonHeaders = Readonly<Record<string, string>>;

/**
 * Status and headers of an answer. The headers a Remix answer sets itself replace the common ones
 * (set on every answer beforehand) instead of doubling them.
 */
function writeHead(res: ExpressResponse, status: number, statusText: string, headers: Headers, common: CommonHeaders) {
  for (const name of Object.keys(common)) if (headers.has(name)) res.removeHeader(name);
  if (statusText) res.statusMessage = statusText;
  res.status(status);
  for (const [name, value] of headers) res.append(name, value);
}

export type WholeAnswer = { status: number; statusText?: string; headers: Headers; body: Uint8Array | string };

/** Writes an answer in one piece: its status, its headers (in place of the common ones) and its body. */
export function writeWhole(res: ExpressResponse, answer: WholeAnswer, common: CommonHeaders): void {
  writeHead(res, answer.status, answer.statusText ?? "", answer.headers, common);
  res.end(answer.body);
}

/**
 * Pages are rendered whole (app/http/whole-document.server.ts) and written in one piece; other
 * answers (pictures, files) are streamed.
 */
export async function sendResponse(res: ExpressResponse, response: Response, common: CommonHeaders): Promise<void> {
  const { status, statusText, headers, body } = response;
  if (body && /^text\/html/i.test(headers.get("Content-Type") ?? "")) {
    writeWhole(res, { status, statusText, headers, body: new Uint8Array(await response.arrayBuffer()) }, common);
    return;
  }
  writeHead(res, status, statusText, headers, common);
  if (body) await writeReadableStreamToWritable(body, res);
  else res.end();
}
