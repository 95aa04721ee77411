import { afterEach, describe, expect, it } from "vitest";
import { createDocumentLimits } from "~/api/application-limits.server";
import { createApiClient } from "~/api/client.server";
import { announcedMegabytes, documentLimits } from "@rli/contract/forms/document-limits";
import { startRawServer, type RunningServer } from "./support/http-server";

/**
 * The bounds of a dossier's documents: the settings, lowered to the agency API's bound when it
 * gives one (GET /contact/application/limits, decision 151); an API without that call, or one that
 * fails, leaves the settings (or what it said before) alone.
 */

const MB = 1024 * 1024;
const configured = { fileBytes: 5 * MB, totalBytes: 20 * MB };

let server: RunningServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** An agency API on 127.0.0.1 answering the limits' call with `answer()` (status and body). */
async function agencyApi(answer: () => { status: number; body: unknown }) {
  const paths: string[] = [];
  server = await startRawServer((request, reply) => {
    paths.push(request.url ?? "");
    const { status, body } = answer();
    reply.writeHead(status, { "content-type": "application/json" });
    reply.end(JSON.stringify(body));
  });
  const client = createApiClient({ apiUrl: `${server.origin}/api`, timeoutMs: 1000 });
  return { paths, ask: () => client.getApplicationLimits() };
}

describe("a dossier's bounds", () => {
  it("are the smaller of the settings and the API's bound, no file over all of them", () => {
    expect(documentLimits(configured)).toEqual(configured);
    expect(documentLimits(configured, 7 * MB)).toEqual({ fileBytes: 5 * MB, totalBytes: 7 * MB });
    expect(documentLimits(configured, 32_661)).toEqual({ fileBytes: 32_661, totalBytes: 32_661 });
    expect(documentLimits(configured, 30 * MB)).toEqual(configured);
  });

  it("are announced rounded down, to a tenth of a MB, to a hundredth below 1 MB", () => {
    expect(announcedMegabytes(20 * MB)).toBe(20);
    expect(announcedMegabytes(7.39 * MB)).toBe(7.3);
    expect(announcedMegabytes(32_661)).toBe(0.03);
    expect(announcedMegabytes(0)).toBe(0);
  });

  it("follow what the agency API answers, and stay the settings when it has no such call", async () => {
    let answer = { status: 404, body: { message: "Ressource introuvable." } as unknown };
    const api = await agencyApi(() => answer);
    let clock = 0;
    const limits = createDocumentLimits(api.ask, () => configured, { refreshMs: 1000, now: () => clock });
    expect(await limits.current()).toEqual(configured);
    expect(limits.known()).toEqual(configured);
    expect(api.paths).toEqual(["/api/contact/application/limits"]);

    // Asked again once the refresh is due, in the background: the next post sees the answer.
    answer = { status: 200, body: { data: { documentsBytes: 3 * MB } } };
    clock = 1001;
    expect(await limits.current()).toEqual(configured);
    await expect.poll(() => limits.known()).toEqual({ fileBytes: 3 * MB, totalBytes: 3 * MB });

    // An API that fails afterwards leaves what it said; one that says null has no bound.
    answer = { status: 503, body: { message: "Le service est momentanément indisponible." } };
    clock = 2002;
    await limits.current();
    await expect.poll(() => api.paths.length).toBe(3);
    expect(limits.known()).toEqual({ fileBytes: 3 * MB, totalBytes: 3 * MB });
    answer = { status: 200, body: { data: { documentsBytes: null } } };
    clock = 3003;
    await limits.current();
    await expect.poll(() => limits.known()).toEqual(configured);
  });
});
