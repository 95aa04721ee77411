import { beforeAll, describe, expect, it } from "vitest";
import { languageOfPath } from "@rli/contract/i18n/language";
import { ORIGIN, loadHandler, type Handler } from "../support/build";
import { valuationSteps } from "../support/forms";
import { post } from "../support/requests";
import { crawl, siteRequest, sitemapPaths, type CrawlResult } from "./crawl";
import { checkHtml } from "./nu-checker";

/**
 * The whole French site, crawled through the production build: no broken internal link or asset,
 * and every HTML document passes the Nu HTML Checker.
 */

const seeds = [
  "/",
  "/?contact",
  "/annonces",
  "/recherche",
  "/vendus",
  "/promotions",
  "/equipe",
  "/blog",
  "/estimation-bien-immobilier",
  "/estimation-bien-immobilier?etape=1",
  "/formulaire-satisfaction",
  "/conditions-generales-dutilisation",
  "/politique-de-confidentialite",
  "/vitrine/1",
];

let result: CrawlResult;
let seconds: number;
/** Documents a crawl cannot reach by links: the 404 page, forms answered with errors, later wizard steps. */
let extra: { url: string; html: string }[] = [];

const satisfactionPath = "/formulaire-satisfaction";
const wizardPath = "/estimation-bien-immobilier";

async function document(handle: Handler, label: string, request: Request, status: number) {
  const response = await handle(request);
  const html = await response.text();
  if (response.status !== status) throw new Error(`${label}: ${response.status} instead of ${status}`);
  return { url: label, html, response };
}

/** The wizard followed step by step with its cookie, and pages answering with errors. */
async function uncrawlableDocuments(handle: Handler): Promise<{ url: string; html: string }[]> {
  const documents = [
    await document(handle, "/cette-page-n-existe-pas (404)", siteRequest("/cette-page-n-existe-pas"), 404),
    await document(handle, `POST ${satisfactionPath} (vide, 400)`, post(satisfactionPath, {}), 400),
    await document(
      handle,
      `POST ${wizardPath}?etape=1 (erreurs, 400)`,
      post(`${wizardPath}?etape=1`, { type: "Château", livingArea: "10", intent: "next" }),
      400,
    ),
  ];
  const steps: Record<number, Record<string, string>> = {
    1: { ...valuationSteps[0], intent: "next" },
    2: { ...valuationSteps[1], intent: "next" },
    3: { ...valuationSteps[2], intent: "next" },
  };
  let cookie = "";
  for (const step of [1, 2, 3]) {
    const response = await handle(post(`${wizardPath}?etape=${step}`, steps[step]!, cookie));
    await response.arrayBuffer();
    const setCookie = response.headers.get("Set-Cookie");
    if (response.status !== 302 || !setCookie) throw new Error(`wizard step ${step}: ${response.status}`);
    cookie = setCookie.split(";")[0]!;
    const next = `${wizardPath}?etape=${step + 1}`;
    documents.push(
      await document(handle, `${next} (avec le cookie)`, siteRequest(next, { headers: { Cookie: cookie } }), 200),
    );
  }
  return documents.map(({ url, html }) => ({ url, html }));
}

beforeAll(async () => {
  const started = Date.now();
  const handle = await loadHandler();
  // The French site; the German and English ones are crawled by languages.test.ts.
  const sitemap = (await sitemapPaths(handle)).filter((path) => languageOfPath(path) === "fr");
  const property = sitemap.find((path) => /^\/(vente|location)\/(?!promotions\/)[^/]+\/[^/]+\/[^/]+$/.test(path));
  if (!property) throw new Error("no property page in /sitemap.xml");
  // The last segment of a property's address is its reference in lower case (…/rlm-1047).
  const ref = property.split("/").pop()!;
  result = await crawl(handle, {
    seeds: [
      ...seeds,
      `${property}?photo=1`,
      `${property}?contact=${encodeURIComponent(ref.toUpperCase())}`,
      ...sitemap,
    ],
    reads: (url) => languageOfPath(new URL(url, ORIGIN).pathname) === "fr",
  });
  extra = await uncrawlableDocuments(handle);
  seconds = (Date.now() - started) / 1000;
  console.log(
    `Crawl: ${result.pages.length} pages lues (+${extra.length} hors liens), ` +
      `${result.linksChecked} adresses internes vérifiées (dont ${result.skipped} variantes au-delà des limites, vérifiées sans être lues), ` +
      `${result.assetsChecked} ressources vérifiées (${result.picturesDrawn} images dessinées), en ${seconds.toFixed(1)} s`,
  );
  // About a minute of processor time (every page of the sitemap and the links they hold): the
  // budget leaves room for a machine shared with other work.
}, 480_000);

describe("site crawl", () => {
  it("finds no broken internal link or asset", () => {
    const report = result.broken.map(
      (item) => `${item.url} → ${item.status}\n    liée depuis : ${item.linkedFrom.slice(0, 5).join(", ")}`,
    );
    expect(report, report.join("\n")).toEqual([]);
  });

  it("ends every document once, after the content streamed late", () => {
    const unclosed = result.pages
      .filter(({ html }) => !html.trimEnd().endsWith("</body></html>") || html.split("</body>").length !== 2)
      .map(({ url }) => url);
    expect(unclosed).toEqual([]);
  });

  it("crawls the whole site", () => {
    expect(result.pages.length).toBeGreaterThan(30);
  });

  it("serves HTML that passes the Nu HTML Checker", async () => {
    const started = Date.now();
    const documents = [...result.pages.map(({ url, html }) => ({ url, html })), ...extra];
    const errors = await checkHtml(documents);
    console.log(
      `Nu HTML Checker: ${documents.length} documents, ${errors.length} erreurs, en ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const report = errors.map(
      (error) =>
        `${error.url}:${error.line ?? "?"}:${error.column ?? "?"} ${error.message}${error.extract ? `\n    ${error.extract.replace(/\s+/g, " ")}` : ""}`,
    );
    expect(report, report.join("\n")).toEqual([]);
  }, 120_000);
});
