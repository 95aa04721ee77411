import { describe, expect, it } from "vitest";
import { lastmodDate, robotsTxt, sitemapXml, staticPaths, uniqueEntries, xmlEscape } from "~/detail/sitemap";

describe("sitemapXml", () => {
  const xml = sitemapXml("https://www.example.ch", [
    { path: "/" },
    { path: "/vente/appartement/monthey-1870/rlm-1?a=1&b=2", lastmod: "2026-05-04T23:30:00.000Z" },
    { path: "/", lastmod: "2026-01-01" },
  ]);

  const alternates = (path: string) =>
    [
      `<xhtml:link rel="alternate" hreflang="fr" href="https://www.example.ch${path === "" ? "/" : path}"/>`,
      `<xhtml:link rel="alternate" hreflang="de" href="https://www.example.ch/de${path}"/>`,
      `<xhtml:link rel="alternate" hreflang="en" href="https://www.example.ch/en${path}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="https://www.example.ch${path === "" ? "/" : path}"/>`,
    ].join("");
  const listing = "/vente/appartement/monthey-1870/rlm-1?a=1&amp;b=2";

  it("lists absolute, XML-escaped addresses with their date, each once in each language with its alternates", () => {
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        `  <url><loc>https://www.example.ch/</loc><lastmod>2026-01-01</lastmod>${alternates("")}</url>`,
        `  <url><loc>https://www.example.ch/de</loc><lastmod>2026-01-01</lastmod>${alternates("")}</url>`,
        `  <url><loc>https://www.example.ch/en</loc><lastmod>2026-01-01</lastmod>${alternates("")}</url>`,
        `  <url><loc>https://www.example.ch${listing}</loc><lastmod>2026-05-05</lastmod>${alternates(listing)}</url>`,
        `  <url><loc>https://www.example.ch/de${listing}</loc><lastmod>2026-05-05</lastmod>${alternates(listing)}</url>`,
        `  <url><loc>https://www.example.ch/en${listing}</loc><lastmod>2026-05-05</lastmod>${alternates(listing)}</url>`,
        "</urlset>",
        "",
      ].join("\n"),
    );
  });

  it("lists a page written in French only at its French address, without alternates (decision 144)", () => {
    const post = sitemapXml("https://www.example.ch", [
      { path: "/blog/vendre-son-bien", lastmod: "2026-10-14", languages: ["fr"] },
    ]);
    expect(post).toContain(
      "  <url><loc>https://www.example.ch/blog/vendre-son-bien</loc><lastmod>2026-10-14</lastmod></url>",
    );
    expect(post).not.toContain("/de/blog");
    expect(post).not.toContain("/en/blog");
    expect(post).not.toContain("xhtml:link rel");
  });
});

describe("helpers", () => {
  it("escapes the five XML characters", () => {
    expect(xmlEscape(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;");
  });

  it("reads dates for lastmod, as days in Switzerland", () => {
    expect(lastmodDate("2026-05-04")).toBe("2026-05-04");
    // 23:30 in UTC is 01:30 the next day in Zurich (summer) and 00:30 in winter.
    expect(lastmodDate("2026-05-04T23:30:00.000Z")).toBe("2026-05-05");
    expect(lastmodDate("2026-01-04T23:30:00Z")).toBe("2026-01-05");
    expect(lastmodDate("2026-01-04T22:59:59Z")).toBe("2026-01-04");
    expect(lastmodDate("2026-05-04T00:30:00")).toBe("2026-05-04");
    expect(lastmodDate("pas une date")).toBeUndefined();
    expect(lastmodDate(null)).toBeUndefined();
  });

  it("keeps the first of duplicate paths", () => {
    expect(
      uniqueEntries([
        { path: "/a", lastmod: "2026-01-01" },
        { path: "/a", lastmod: "2025-01-01" },
      ]),
    ).toEqual([{ path: "/a", lastmod: "2026-01-01" }]);
  });

  it("lists the static pages of the site", () => {
    for (const path of [
      "/",
      "/annonces",
      "/promotions",
      "/equipe",
      "/blog",
      "/estimation-bien-immobilier",
      "/formulaire-satisfaction",
      "/vendus",
      "/nos-appartements",
      "/nos-maisons",
      "/vente",
      "/location",
      "/conditions-generales-dutilisation",
      "/politique-de-confidentialite",
    ]) {
      expect(staticPaths).toContain(path);
    }
  });
});

describe("robotsTxt", () => {
  it("allows crawling and names the sitemap's absolute address", () => {
    expect(robotsTxt("https://www.example.ch")).toBe(
      "User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: https://www.example.ch/sitemap.xml\n",
    );
  });
});
