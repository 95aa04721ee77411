import { PDFParse } from "pdf-parse";
import { beforeAll, describe, expect, it } from "vitest";
import { loadHandler, ORIGIN, type Handler } from "../support/build";

/**
 * Without a trusted proxy (no TRUST_PROXY) and without SITE_URL, X-Forwarded-Host and -Proto are
 * anybody's words: no absolute address of the site follows them (robots.txt's sitemap line,
 * canonical links, feed ids, the address printed on a PDF sheet and in its QR code).
 */

let handle: Handler;

beforeAll(async () => {
  handle = await loadHandler({ TRUST_PROXY: "", SITE_URL: "" });
}, 60_000);

const forged = { "X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "https" };

async function text(path: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await handle(new Request(`${ORIGIN}${path}`, { headers: { Host: "localhost:3000", ...headers } }));
  expect(response.status, path).toBe(200);
  return response.text();
}

describe("absolute addresses without a trusted proxy", () => {
  it("robots.txt names the sitemap on the request's own origin", async () => {
    const robots = await text("/robots.txt", forged);
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(robots).not.toContain("evil.example");
  });

  it("canonical links and the feed's ids ignore the forwarded headers", async () => {
    const list = await text("/annonces", forged);
    expect(list).toContain(`<link rel="canonical" href="${ORIGIN}/recherche?page=1"/>`);
    expect(list).not.toContain("evil.example");
    const feed = await text("/flux/annonces.xml", forged);
    expect(feed).toContain(`<id>${ORIGIN}/`);
    expect(feed).not.toContain("evil.example");
  });

  it("the PDF sheet prints the listing's address on the request's own origin", async () => {
    const response = await handle(
      new Request(`${ORIGIN}/fiche/rlm-1001.pdf`, { headers: { Host: "localhost:3000", ...forged } }),
    );
    expect(response.status).toBe(200);
    const parser = new PDFParse({ data: new Uint8Array(await response.arrayBuffer()) });
    try {
      const printed = (await parser.getText()).text.replace(/\s+/g, "");
      expect(printed).toContain(`${ORIGIN}/location/appartement/corsier-sur-vevey-1804/rlm-1001`);
      expect(printed).not.toContain("evil.example");
    } finally {
      await parser.destroy();
    }
  }, 30_000);
});
