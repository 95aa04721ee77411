import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import { PDFParse } from "pdf-parse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startSite, type SiteProcess } from "../support/site-process";
import { ORIGIN } from "./request-fixture";

/**
 * The PDF sheet of a listing, read back as text: what a visitor who prints it gets. Through the
 * production build's handler in-process; the API-down case against a production process whose API
 * refuses connections.
 */
let handle: (request: Request) => Promise<Response>;

beforeAll(async () => {
  const buildDir = process.env.BUILD_DIR || "build";
  const build = (await import(/* @vite-ignore */ `${process.cwd()}/${buildDir}/server/index.js`)) as ServerBuild;
  const remix = createRequestHandler(build, "production");
  handle = (request) => remix(request, { clientAddress: "127.0.0.1" });
}, 60_000);

async function pdfText(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  const parser = new PDFParse({ data: bytes });
  try {
    const result = await parser.getText();
    return { text: result.text, pages: result.total };
  } finally {
    await parser.destroy();
  }
}

describe("/fiche/{ref}.pdf", () => {
  it("is a PDF with the title, price, facts, description as text, broker, agency and the page's address", async () => {
    const response = await handle(new Request(`${ORIGIN}/fiche/rlm-1001.pdf`));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toBe('inline; filename="fiche-rlm-1001.pdf"');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const { text, pages } = await pdfText(bytes);
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(text).toContain("Spacieux appartement de 5½ pièces avec balcon");
    expect(text).toContain("CHF 3'970.–/mois");
    expect(text).toContain("Référence RLM-1001");
    expect(text).toContain("148 m² bruts");
    expect(text).toContain("Année de construction 2022");
    expect(text).toContain("Étage 4e étage");
    // The description's HTML became plain text: list items with a dash, no tags or entities.
    expect(text).toContain("– Balcon de 7 m²");
    expect(text).not.toMatch(/<\/?(p|li|ul|br)\b|&amp;|&#/);
    expect(text).toContain("Nadia Perrin");
    expect(text).toContain("+41 21 921 20 03");
    expect(text).toContain("Rhône-Léman Immobilier");
    expect(text).toContain("Place Centrale 4, 1870 Monthey");
    expect(text.replace(/\s+/g, "")).toContain(`${ORIGIN}/location/appartement/corsier-sur-vevey-1804/rlm-1001`);
  });

  it("embeds the listing's first three photos as JPEG", async () => {
    const response = await handle(new Request(`${ORIGIN}/fiche/rlm-1001.pdf`));
    const raw = Buffer.from(await response.arrayBuffer()).toString("latin1");
    expect(raw.match(/\/Subtype \/Image/g)?.length).toBe(3);
    expect(raw).toContain("/Filter /DCTDecode");
  });

  it("answers a French 404 page for an unknown or malformed reference", async () => {
    for (const path of ["/fiche/rlm-9999.pdf", "/fiche/rlm-1001.txt", "/fiche/%3Cscript%3E.pdf"]) {
      const response = await handle(new Request(`${ORIGIN}${path}`));
      expect(response.status, path).toBe(404);
      expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
      const html = await response.text();
      expect(html).toContain('lang="fr-CH"');
      expect(html).toContain("Ce bien n'existe pas ou n'est plus proposé");
      expect(html).not.toContain("<script>");
    }
  });
});

describe("/fiche/{ref}.pdf while the API is down", () => {
  let site: SiteProcess;
  beforeAll(async () => {
    site = await startSite({ API_URL: `http://127.0.0.1:${await freePort()}/api`, API_TIMEOUT_MS: "2000" });
  }, 30_000);
  afterAll(async () => {
    await site?.stop();
  });

  it("answers a French 503 page", async () => {
    const page = await site.get("/fiche/rlm-1001.pdf");
    expect(page.status).toBe(503);
    expect(page.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(page.headers.get("Retry-After")).toBe("30");
    expect(page.html).toContain("Service momentanément indisponible");
    expect(site.alive()).toBe(true);
  });
});
