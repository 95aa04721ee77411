/**
 * /sitemap.xml and /robots.txt for search engines: every listing, promotion and lot, the
 * static pages and the blog posts, with absolute addresses.
 */

import { languages, pathInLanguage, type Language } from "@rli/contract/i18n/language";
import { team } from "@rli/contract/agency/agency";
import { memberPath } from "~/agency/team-view";
import { zurichDay, zurichInstantOf } from "@rli/contract/agency/zurich-time";
import { alternates } from "~/seo/alternates";

export type SitemapEntry = {
  path: string;
  lastmod?: string | null;
  /** The languages the page is written in, all three by default (a blog post: French only). */
  languages?: readonly Language[];
};

/** Pages that always exist, in the order of the menu. */
export const staticPaths: readonly string[] = [
  "/",
  "/annonces",
  "/vente",
  "/location",
  "/promotions",
  "/nos-appartements",
  "/nos-maisons",
  "/vendus",
  "/equipe",
  ...team.map((member) => memberPath(member)),
  "/estimation-bien-immobilier",
  "/verifier",
  "/calculateur-hypothecaire",
  "/formulaire-satisfaction",
  "/blog",
  "/conditions-generales-dutilisation",
  "/politique-de-confidentialite",
  "/declaration-accessibilite",
];

/** Search pages read at most per transaction type, so that a huge inventory cannot stall the sitemap. */
export const MAX_SEARCH_PAGES = 400;

/** The sitemap protocol's limit of addresses per file. */
const MAX_SITEMAP_URLS = 50_000;

export function xmlEscape(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** W3C date (YYYY-MM-DD) of an ISO date or date-time, the day in Switzerland; undefined when it is not a date. */
export function lastmodDate(iso: string | null | undefined): string | undefined {
  const date = zurichInstantOf(iso);
  return date ? zurichDay(date) : undefined;
}

/** Entries without duplicate paths (the first wins, but a later lastmod fills a missing one). */
export function uniqueEntries(entries: readonly SitemapEntry[]): SitemapEntry[] {
  const byPath = new Map<string, SitemapEntry>();
  for (const entry of entries) {
    const existing = byPath.get(entry.path);
    if (!existing) byPath.set(entry.path, { ...entry });
    else if (!existing.lastmod && entry.lastmod) existing.lastmod = entry.lastmod;
  }
  return [...byPath.values()];
}

/**
 * Every page in each language it is written in (decision 114), each address with its alternates
 * (`xhtml:link`: fr, de, en and x-default, the French one), as search engines read them. A page written
 * in one language (a blog post, decision 144) is listed at that language's address alone, without
 * alternates: its German and English addresses only show it with a notice.
 */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = uniqueEntries(entries)
    .slice(0, Math.floor(MAX_SITEMAP_URLS / languages.length))
    .flatMap((entry) => {
      const lastmod = lastmodDate(entry.lastmod);
      const written = entry.languages ?? languages;
      const url = new URL(entry.path, origin);
      const links = alternates(url.toString(), written);
      const linked = links
        .map((link) => `<xhtml:link rel="alternate" hreflang="${link.hrefLang}" href="${xmlEscape(link.href)}"/>`)
        .join("");
      const addresses = languages
        .filter((language) => written.includes(language))
        .map((language) => `${url.origin}${pathInLanguage(url.pathname, language)}${url.search}`);
      return addresses.map(
        (address) =>
          `  <url><loc>${xmlEscape(address)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}${linked}</url>`,
      );
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** Everything may be crawled except the embedded API's JSON; the sitemap is named with its absolute address. */
export function robotsTxt(origin: string): string {
  return ["User-agent: *", "Allow: /", "Disallow: /api/", "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
}
