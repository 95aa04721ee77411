import { afterEach, describe, expect, it } from "vitest";
import { createMemoryCache } from "~/api/cache.server";
import { createApiClient } from "~/api/client.server";
import { BadRequestError, InvalidAnswerError, NotFoundError, UnavailableError } from "~/api/errors";
import { closedSmtpUrl } from "../../../packages/upstream/tests/support/smtp";
import { startRawServer, type RunningServer } from "./support/http-server";
import { defaultCriteria } from "@rli/contract/agency/search-criteria";

let server: RunningServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

function clientFor(origin: string, timeoutMs = 500, maxAnswerBytes?: number) {
  return createApiClient({
    apiUrl: `${origin}/api`,
    timeoutMs,
    maxAnswerBytes,
    cache: createMemoryCache({ ttlMs: 1000 }),
  });
}

describe("client errors", () => {
  it("gives unavailable (504) when the upstream is too slow", async () => {
    server = await startRawServer((_request, reply) => {
      setTimeout(() => {
        reply.writeHead(200, { "content-type": "application/json" });
        reply.end('{"data":[]}');
      }, 2000);
    });
    const started = Date.now();
    const error = await clientFor(server.origin, 200)
      .getBlogPosts()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UnavailableError);
    expect(error).toMatchObject({ reason: "timeout", status: 504 });
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it("times out a body that never ends", async () => {
    server = await startRawServer((_request, reply) => {
      reply.writeHead(200, { "content-type": "application/json" });
      reply.write('{"data":');
    });
    await expect(clientFor(server.origin, 200).getBlogPosts()).rejects.toMatchObject({
      kind: "unavailable",
      reason: "timeout",
    });
  });

  it("gives unavailable (503) when nothing listens", async () => {
    const origin = (await closedSmtpUrl()).replace("smtp:", "http:");
    await expect(clientFor(origin).getCities()).rejects.toMatchObject({
      kind: "unavailable",
      reason: "down",
      status: 503,
    });
  });

  it("gives unavailable for a 5xx answer", async () => {
    server = await startRawServer((_request, reply) => {
      reply.writeHead(500, { "content-type": "text/html" });
      reply.end("<h1>Internal Server Error</h1>");
    });
    await expect(clientFor(server.origin).getProperty("RLM-1")).rejects.toMatchObject({
      kind: "unavailable",
      status: 503,
    });
  });

  it("gives invalid-answer (502) for HTML instead of JSON", async () => {
    server = await startRawServer((_request, reply) => {
      reply.writeHead(200, { "content-type": "text/html" });
      reply.end("<!doctype html><title>Maintenance</title>");
    });
    const error = await clientFor(server.origin)
      .getBlogPosts()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidAnswerError);
    expect(error).toMatchObject({ reason: "not-json", status: 502 });
  });

  it("gives invalid-answer for the wrong shape", async () => {
    server = await startRawServer((_request, reply) => {
      reply.writeHead(200, { "content-type": "application/json" });
      reply.end(JSON.stringify({ items: [], total: 3 }));
    });
    await expect(clientFor(server.origin).searchProperties(defaultCriteria())).rejects.toMatchObject({
      kind: "invalid-answer",
      reason: "wrong-shape",
      status: 502,
    });
  });

  it("gives invalid-answer for a body over the size cap", async () => {
    server = await startRawServer((_request, reply) => {
      reply.writeHead(200, { "content-type": "application/json" });
      reply.end(
        JSON.stringify({ data: [{ title: "x".repeat(5000), content: "", created_at: "2025-01-01", author: {} }] }),
      );
    });
    await expect(clientFor(server.origin, 500, 1024).getBlogPosts()).rejects.toMatchObject({
      kind: "invalid-answer",
      reason: "too-large",
    });
  });

  it("gives not-found for a 404 and for data null", async () => {
    server = await startRawServer((request, reply) => {
      const known = request.url?.endsWith("/RLM-1");
      reply.writeHead(known ? 200 : 404, { "content-type": "application/json" });
      reply.end(JSON.stringify(known ? { data: null } : { message: "Not found" }));
    });
    await expect(clientFor(server.origin).getProperty("rlm-1")).rejects.toBeInstanceOf(NotFoundError);
    await expect(clientFor(server.origin).getPromotion("X")).rejects.toBeInstanceOf(NotFoundError);
  });

  it("upper-cases references and encodes them in the path", async () => {
    const urls: string[] = [];
    const client = createApiClient({
      transport: async (request) => {
        urls.push(request.url);
        return Response.json({ data: null });
      },
      apiUrl: "http://api.test/api/",
    });
    await client.getProperty(" rlm-1024 ").catch(() => undefined);
    await client.getPromotion("a/b").catch(() => undefined);
    expect(urls).toEqual(["http://api.test/api/properties/RLM-1024", "http://api.test/api/promotions/A%2FB"]);
  });

  it("returns a form reply with field errors as a result, not an error", async () => {
    server = await startRawServer((_request, reply) => {
      reply.writeHead(400, { "content-type": "application/json" });
      reply.end(
        JSON.stringify({ data: { sent: false }, errors: { email: ["Veuillez entrer une adresse email valide."] } }),
      );
    });
    const reply = await clientFor(server.origin).sendContact({} as never);
    expect(reply).toEqual({ data: { sent: false }, errors: { email: ["Veuillez entrer une adresse email valide."] } });
  });

  it("gives bad-request for a 4xx read with a message", async () => {
    server = await startRawServer((_request, reply) => {
      reply.writeHead(400, { "content-type": "application/json" });
      reply.end(JSON.stringify({ message: "Critères de recherche invalides." }));
    });
    const error = await clientFor(server.origin)
      .getCities()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error).toMatchObject({ message: "Critères de recherche invalides.", status: 400 });
  });
});
