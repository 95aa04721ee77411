import { parseDocument, DomUtils } from "htmlparser2";
import { beforeAll, describe, expect, it } from "vitest";
import { htmlLang, languageOfPath, pathInLanguage, type Language } from "@rli/contract/i18n/language";
import { ORIGIN, loadHandler, type Handler } from "../support/build";
import { frenchOnPage } from "../support/french-words";
import { crawl, siteRequest, sitemapPaths, type CrawlResult } from "./crawl";
import { checkHtml, type NuError } from "./nu-checker";

/**
 * The site in German and English (decision 114), through the production build: every French page of
 * the sitemap names its German and English twins, which answer 200 and name it back; the German and
 * English sites, crawled from their home pages, have no broken link, no link that falls back into
 * another language, no French outside what is marked French, and pass the Nu HTML Checker.
 */

const PAGES = [
  "",
  "/annonces",
  "/recherche",
  "/vendus",
  "/promotions",
  "/equipe",
  "/blog",
  "/favoris",
  "/contact",
  "/estimation-bien-immobilier",
  "/formulaire-satisfaction",
  "/calculateur-hypothecaire",
  "/conditions-generales-dutilisation",
  "/politique-de-confidentialite",
];

/** Addresses that are the same in every language: pictures, files, the kiosk, the share redirect. */
const SHARED =
  /^\/(images|documents|partage|visites|vitrine|favicon|assets|sitemap|robots)\b|^\/[^/]+\.(svg|png|ico|js|css)$/;

type Head = { lang: string | undefined; canonical: string | undefined; alternates: Record<string, string> };

function headOf(html: string): Head {
  const document = parseDocument(html);
  const links = DomUtils.getElementsByTagName("link", document);
  const alternates: Record<string, string> = {};
  for (const link of links) {
    if (link.attribs.rel === "alternate" && link.attribs.hreflang)
      alternates[link.attribs.hreflang] = link.attribs.href!;
  }
  return {
    lang: DomUtils.getElementsByTagName("html", document)[0]?.attribs.lang,
    canonical: links.find((link) => link.attribs.rel === "canonical")?.attribs.href,
    alternates,
  };
}

/** A page as the crawls read it, else drawn now (the crawls read most German and English twins). */
async function page(handle: Handler, url: string) {
  const crawled = crawledPages.get(url);
  if (crawled) return crawled;
  const response = await handle(siteRequest(url));
  return { status: response.status, html: await response.text() };
}

const local = (absolute: string) => {
  const url = new URL(absolute);
  return url.pathname + url.search;
};

let handle: Handler;
let frenchPages: string[];
const crawls = {} as Record<Exclude<Language, "fr">, CrawlResult>;
const crawledPages = new Map<string, { status: number; html: string }>();
/** The Nu HTML Checker's errors on both crawls, from one run of the checker (one JVM). */
let nuErrors: Promise<NuError[]> | undefined;

beforeAll(async () => {
  handle = await loadHandler();
  frenchPages = (await sitemapPaths(handle)).filter((path) => languageOfPath(path) === "fr");
  for (const language of ["de", "en"] as const) {
    crawls[language] = await crawl(handle, {
      seeds: PAGES.map((path) => `/${language}${path}`),
      reads: (url) => languageOfPath(new URL(url, ORIGIN).pathname) === language,
      maxPages: 120,
      maxVariantsPerShape: 2,
    });
    for (const { url, status, html } of crawls[language].pages) crawledPages.set(url, { status, html });
  }
}, 300_000);

describe("every French page and its German and English twins", () => {
  it("name each other, answer 200 and call themselves canonical", async () => {
    const problems: string[] = [];
    for (let index = 0; index < frenchPages.length; index += 4) {
      await Promise.all(
        frenchPages.slice(index, index + 4).map(async (path) => {
          const french = headOf((await page(handle, path)).html);
          if (path.startsWith("/blog/")) {
            // A post is written in French only (decision 144): no alternates; its German and English
            // addresses answer, name it as canonical, and are not alternates either.
            if (Object.keys(french.alternates).length > 0) problems.push(`${path}: alternates of a French-only post`);
            if (french.canonical !== `${ORIGIN}${path}`) problems.push(`${path}: canonical ${french.canonical}`);
            for (const language of ["de", "en"] as const) {
              const twin = pathInLanguage(path, language);
              const answer = await page(handle, twin);
              const head = headOf(answer.html);
              if (answer.status !== 200) problems.push(`${twin}: ${answer.status}`);
              if (head.lang !== htmlLang[language]) problems.push(`${twin}: <html lang="${head.lang}">`);
              if (head.canonical !== french.canonical) problems.push(`${twin}: canonical ${head.canonical}`);
              if (Object.keys(head.alternates).length > 0) problems.push(`${twin}: alternates of a French-only post`);
            }
            return;
          }
          const expected = ["de", "en", "fr", "x-default"];
          if (Object.keys(french.alternates).sort().join() !== expected.join()) {
            problems.push(`${path}: alternates ${JSON.stringify(french.alternates)}`);
            return;
          }
          if (french.alternates.fr !== french.canonical || french.alternates["x-default"] !== french.canonical) {
            problems.push(`${path}: fr/x-default ${french.alternates.fr} ≠ canonical ${french.canonical}`);
          }
          for (const language of ["de", "en"] as const) {
            const twin = local(french.alternates[language]!);
            const answer = await page(handle, twin);
            if (answer.status !== 200) {
              problems.push(`${path} → ${twin}: ${answer.status}`);
              continue;
            }
            const head = headOf(answer.html);
            if (head.lang !== htmlLang[language]) problems.push(`${twin}: <html lang="${head.lang}">`);
            if (head.canonical !== french.alternates[language]) problems.push(`${twin}: canonical ${head.canonical}`);
            if (JSON.stringify(head.alternates) !== JSON.stringify(french.alternates)) {
              problems.push(`${twin}: alternates ${JSON.stringify(head.alternates)}`);
            }
          }
        }),
      );
    }
    expect(frenchPages.length).toBeGreaterThan(20);
    expect(problems, problems.join("\n")).toEqual([]);
  });
});

describe.each(["de", "en"] as const)("the site in %s", (language) => {
  it("has no broken link or asset", () => {
    const { broken } = crawls[language];
    const report = broken.map((item) => `${item.url} → ${item.status} (${item.linkedFrom.slice(0, 3).join(", ")})`);
    expect(report, report.join("\n")).toEqual([]);
    expect(crawls[language].pages.length).toBeGreaterThan(30);
  });

  it("keeps its links in its language, but for the language switch", () => {
    const problems: string[] = [];
    for (const { url, html } of crawls[language].pages) {
      for (const anchor of DomUtils.getElementsByTagName("a", parseDocument(html))) {
        const href = anchor.attribs.href ?? "";
        if (!href.startsWith("/") || href.startsWith("//") || anchor.attribs.hreflang) continue;
        const target = new URL(href, ORIGIN).pathname;
        // The language switch names each language in it; on a French-only post it links the other
        // addresses without hreflang (decision 144).
        if (anchor.attribs.lang === languageOfPath(target)) continue;
        if (!SHARED.test(target) && languageOfPath(target) !== language) problems.push(`${url}: ${href}`);
      }
    }
    expect([...new Set(problems)], problems.join("\n")).toEqual([]);
  });

  it("shows no French outside what is marked French", () => {
    const problems = crawls[language].pages.flatMap(({ url, html }) =>
      [...new Set(frenchOnPage(html))].map((words) => `${url}: ${words}`),
    );
    expect(problems, problems.slice(0, 80).join("\n")).toEqual([]);
  });

  it("serves HTML that passes the Nu HTML Checker", async () => {
    nuErrors ??= checkHtml([...crawls.de.pages, ...crawls.en.pages].map(({ url, html }) => ({ url, html })));
    const mine = new Set(crawls[language].pages.map(({ url }) => url));
    // An error the checker names by no page of either crawl is told in both languages' reports.
    const errors = (await nuErrors).filter((error) => mine.has(error.url) || !crawledPages.has(error.url));
    const report = errors.map((error) => `${error.url}:${error.line ?? "?"} ${error.message}`);
    expect(report, report.join("\n")).toEqual([]);
  }, 120_000);
});
