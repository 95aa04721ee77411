import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PDFParse } from "pdf-parse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadHandler, ORIGIN, type Handler } from "../support/build";
import { withHoneypot } from "../support/honeypot";
import { validContact } from "../support/forms";

/**
 * Without a trusted proxy (no TRUST_PROXY) and without SITE_URL, X-Forwarded-Host and -Proto are
 * anybody's words: no absolute address of the site follows them (robots.txt's sitemap line,
 * canonical links, feed ids, the address printed on a PDF sheet and in its QR code, the page
 * named in the broker's mail).
 */

let handle: Handler;
const outbox = mkdtempSync(path.join(tmpdir(), "forwarded-outbox-"));

beforeAll(async () => {
  handle = await loadHandler({ TRUST_PROXY: "", SITE_URL: "", OUTBOX_DIR: outbox });
}, 60_000);

afterAll(() => {
  rmSync(outbox, { recursive: true, force: true });
});

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

  it("the broker's mail names the page of origin on the request's own origin", async () => {
    const fields = withHoneypot({
      ...validContact,
      link: "/annonces?page=2&contact=RLM-1047",
      jeton: `forwarded-origin-${Date.now()}`,
    });
    const response = await handle(
      new Request(`${ORIGIN}/contact?ref=RLM-1047`, {
        method: "POST",
        headers: {
          Host: "localhost:3000",
          // The in-process guard takes X-Forwarded-Host for the site's host (the production server drops that
          // header without TRUST_PROXY): an Origin matching it lets the post through.
          Origin: "https://evil.example",
          "Content-Type": "application/x-www-form-urlencoded",
          ...forged,
        },
        body: new URLSearchParams(fields).toString(),
      }),
    );
    expect(response.status).toBe(302);
    const files = readdirSync(outbox).filter((name) => name.endsWith(".eml"));
    expect(files).toHaveLength(1);
    // Quoted-printable soft line breaks removed, so that an address cut across lines reads whole.
    const mail = readFileSync(path.join(outbox, files[0]!), "utf8").replace(/=\r?\n/g, "");
    expect(mail).toContain("http://localhost:3000/annonces?page");
    expect(mail).not.toContain("evil.example");
  });
});
