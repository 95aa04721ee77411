import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { withSiteErrorPage } from "~/http/last-resort.server";

/**
 * A resource route that throws (a PDF sheet whose library cannot be loaded, say) answers the site's
 * error page in the address's language, not Remix's bare English; what Remix answers is taken from Remix
 * itself, through a build of one resource route in French and German.
 */

function brokenSheet(): Response {
  throw new Error("Cannot find module 'pdfkit'");
}

const build = {
  mode: "production",
  // The error is logged by the site's handleError; here, by nobody.
  entry: { module: { default: () => new Response("document"), handleError: () => undefined } },
  routes: {
    root: { id: "root", path: "", module: {} },
    "routes/sheet": { id: "routes/sheet", parentId: "root", path: "fiche/:ref", module: { loader: brokenSheet } },
    "routes/de.sheet": {
      id: "routes/de.sheet",
      parentId: "root",
      path: "de/fiche/:ref",
      module: { loader: brokenSheet },
    },
  },
  assets: { entry: { imports: [], module: "" }, routes: {}, url: "", version: "1" },
  assetsBuildDirectory: "",
  publicPath: "/",
  future: { v3_singleFetch: true },
  isSpaMode: false,
} as unknown as ServerBuild;

const remix = createRequestHandler(build, "production");

async function answer(path: string, method = "GET") {
  const request = new Request(`https://www.example.ch${path}`, { method });
  return withSiteErrorPage(await remix(request), request);
}

describe("a resource route that throws", () => {
  it("answers the site's error page, 500, never kept, in the address's language", async () => {
    const response = await answer("/fiche/casse.pdf");
    expect(response.status).toBe(500);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const html = await response.text();
    expect(html).toContain('<html lang="fr-CH">');
    expect(html).not.toContain("Unexpected");
    const german = await (await answer("/de/fiche/casse.pdf")).text();
    expect(german).toContain('<html lang="de-CH">');
  });

  it("has no body for HEAD", async () => {
    const response = await answer("/fiche/casse.pdf", "HEAD");
    expect(response.status).toBe(500);
    expect(await response.text()).toBe("");
  });
});

describe("every other answer", () => {
  it("passes as it is, a route's own plain-text 500 among them", async () => {
    const own = await withSiteErrorPage(
      new Response("relais indisponible", { status: 500, headers: { "Content-Type": "text/plain" } }),
      new Request("https://www.example.ch/fiche/x.pdf"),
    );
    expect(await own.text()).toBe("relais indisponible");
    const pdf = new Response("%PDF", { status: 200, headers: { "Content-Type": "application/pdf" } });
    expect(await withSiteErrorPage(pdf, new Request("https://www.example.ch/fiche/x.pdf"))).toBe(pdf);
  });
});
