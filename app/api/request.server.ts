import { z } from "zod";
import { endpointUrl } from "./endpoints";
import { BadRequestError, InvalidAnswerError, isUpstreamError, NotFoundError, UnavailableError } from "./errors";
import { readLimitedText } from "@rli/contract/api/read-body";
import { collectGarbage } from "@rli/contract/limits/collect-garbage";
import type { Transport } from "./transport.server";
import { unlessAborted } from "./unless-aborted";

/**
 * One call to the upstream: time-out through an AbortSignal, body read with a
 * size cap, JSON parsed; failures turned into the typed errors of errors.ts.
 */

export const DEFAULT_MAX_ANSWER_BYTES = 5 * 1024 * 1024;

export type CallSettings = {
  transport: Transport;
  baseUrl: string;
  timeoutMs: number;
  maxAnswerBytes: number;
};

export type Call = {
  method: "GET" | "POST";
  path: string;
  body?: unknown;
};

/** One call whose answer is checked against `schema`: its data, or a typed error of errors.ts. */
export type AnswerReader = <T extends z.ZodTypeAny>(
  settings: CallSettings,
  call: Call,
  schema: T,
) => Promise<z.infer<T>>;

type RawAnswer = { status: number; json: unknown };

class TimeoutSignal extends Error {}

async function readCapped(response: Response, maxBytes: number, path: string): Promise<string> {
  const text = await readLimitedText(response.body, maxBytes, response.headers.get("content-length"));
  if (text === undefined) {
    // Read past the cap (not refused on its announced length): megabytes dropped, given back now
    // rather than once V8 has let a hundred of them pile up.
    if (!(Number(response.headers.get("content-length")) > maxBytes)) collectGarbage();
    throw new InvalidAnswerError("too-large", `La réponse de ${path} dépasse ${maxBytes} octets.`, path);
  }
  return text;
}

function parseJson(text: string, path: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new InvalidAnswerError("not-json", `La réponse de ${path} n'est pas du JSON.`, path, { cause: error });
  }
}

/**
 * Failures whose JSON body is read: 503 (the API or its mail server is down), 502 (its mail server
 * refused a form's message for good). Without a JSON body, or for a read, they are unavailability.
 */
const ANSWERED_FAILURES = new Set([502, 503]);

/** Sends the call and returns its status and the text of its body, whatever the status. */
async function sendCallText(settings: CallSettings, call: Call): Promise<{ status: number; text: string }> {
  const url = endpointUrl(settings.baseUrl, call.path);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new TimeoutSignal()), settings.timeoutMs);
  try {
    const headers: Record<string, string> = { accept: "application/json" };
    if (call.body !== undefined) headers["content-type"] = "application/json";
    const request = new Request(url, {
      method: call.method,
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: controller.signal,
    });
    const response = await unlessAborted(settings.transport(request), controller.signal);
    const status = response.status;
    if (status >= 500 && !ANSWERED_FAILURES.has(status)) {
      await response.body?.cancel().catch(() => undefined);
      throw new UnavailableError("server-error", `${call.path} a répondu ${status}.`, call.path);
    }
    const text = await unlessAborted(readCapped(response, settings.maxAnswerBytes, call.path), controller.signal);
    if (ANSWERED_FAILURES.has(status) && tryParse(text) === undefined) {
      throw new UnavailableError("server-error", `${call.path} a répondu ${status}.`, call.path);
    }
    return { status, text };
  } catch (error) {
    if (controller.signal.reason instanceof TimeoutSignal) {
      throw new UnavailableError("timeout", `${call.path} n'a pas répondu en ${settings.timeoutMs} ms.`, call.path, {
        cause: error,
      });
    }
    if (isUpstreamError(error)) throw error;
    throw new UnavailableError("down", `${call.path} est injoignable.`, call.path, { cause: error });
  } finally {
    clearTimeout(timer);
  }
}

/** Sends the call and returns its status and JSON body, whatever the status. */
async function sendCall(settings: CallSettings, call: Call): Promise<RawAnswer> {
  const { status, text } = await sendCallText(settings, call);
  return { status, json: parseJson(text, call.path) };
}

function tryParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function checkShape<T extends z.ZodTypeAny>(schema: T, json: unknown, path: string): z.infer<T> {
  const result = schema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue ? `${issue.path.join(".") || "(racine)"}: ${issue.message}` : "";
    throw new InvalidAnswerError("wrong-shape", `Réponse inattendue de ${path} ${where}`.trim(), path, {
      cause: result.error,
    });
  }
  return result.data;
}

function refusalMessage(json: unknown, fallback: string): string {
  if (json && typeof json === "object" && "message" in json && typeof json.message === "string") return json.message;
  return fallback;
}

/** 404 as not-found, 502 and 503 as unavailable, any other 4xx as a refused request; other statuses pass. */
function throwRefusal(status: number, json: unknown, path: string): void {
  if (status === 404) throw new NotFoundError(refusalMessage(json, `${path} introuvable.`), path);
  if (ANSWERED_FAILURES.has(status)) throw new UnavailableError("server-error", `${path} a répondu ${status}.`, path);
  if (status >= 400 && status < 500) {
    throw new BadRequestError(refusalMessage(json, `${path} a refusé la requête (${status}).`), path);
  }
}

/**
 * The text of a read's answer: a 200's body; 404 as not-found, 503 as unavailable, any other
 * status as a typed error. `parseAnswer` checks it; apart, so that a kept answer can be compared
 * with the text of the next one before anything is parsed again (answer-cache.server.ts).
 */
export async function readAnswerText(settings: CallSettings, call: Call): Promise<string> {
  const { status, text } = await sendCallText(settings, call);
  if (status === 200) return text;
  throwRefusal(status, tryParse(text), call.path);
  throw new InvalidAnswerError("unexpected-status", `${call.path} a répondu ${status}.`, call.path);
}

/** The data of a read's answer text, checked against `schema`, or a typed error. */
export function parseAnswer<T extends z.ZodTypeAny>(schema: T, text: string, path: string): z.infer<T> {
  return checkShape(schema, parseJson(text, path), path);
}

/** A read: 200 with the expected shape, 404 as not-found, 503 as unavailable. */
export const readAnswer: AnswerReader = async (settings, call, schema) =>
  parseAnswer(schema, await readAnswerText(settings, call), call.path);

/**
 * A form post: a reply `{ data: { sent } }` is a normal result whatever its
 * status (field errors come with 400, a mail failure with 503, a refusal of the mail server with 502).
 */
export const formAnswer: AnswerReader = async (settings, call, schema) => {
  const { status, json } = await sendCall(settings, call);
  const reply = schema.safeParse(json);
  if (reply.success) return reply.data;
  throwRefusal(status, json, call.path);
  return checkShape(schema, json, call.path);
};

/** The bytes of a body, or undefined once they pass `maxBytes` (the rest is not read). */
async function readCappedBytes(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
): Promise<Uint8Array | undefined> {
  if (!body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > maxBytes) {
      await body.cancel().catch(() => undefined);
      collectGarbage();
      return undefined;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * A file of the API (a document of the export): its bytes and type, null for a 404, a typed error
 * when the API is down, slow, or sends more than `maxBytes`.
 */
export async function readDocument(
  settings: CallSettings,
  path: string,
  maxBytes: number,
): Promise<{ body: Uint8Array; contentType: string } | null> {
  const url = endpointUrl(settings.baseUrl, path);
  const signal = AbortSignal.timeout(settings.timeoutMs);
  try {
    const response = await settings.transport(new Request(url, { signal }));
    if (response.status === 404) {
      await response.body?.cancel().catch(() => undefined);
      return null;
    }
    if (response.status !== 200) {
      await response.body?.cancel().catch(() => undefined);
      throw new UnavailableError("server-error", `${path} a répondu ${response.status}.`, path);
    }
    const body = await readCappedBytes(response.body, maxBytes);
    if (!body) throw new InvalidAnswerError("too-large", `${path} dépasse ${maxBytes} octets.`, path);
    return { body, contentType: response.headers.get("content-type") ?? "application/octet-stream" };
  } catch (error) {
    if (isUpstreamError(error)) throw error;
    if (signal.aborted)
      throw new UnavailableError("timeout", `${path} n'a pas répondu en ${settings.timeoutMs} ms.`, path);
    throw new UnavailableError("down", `${path} est injoignable.`, path, { cause: error });
  }
}
