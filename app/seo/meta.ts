import type { MetaDescriptor } from "@remix-run/node";
import { agency } from "@rli/contract/agency/agency";
import { htmlLang, languageOfPath, ogLocale, type Language } from "@rli/contract/i18n/language";
import { alternates } from "./alternates";

/**
 * The head of a page for search engines and link previews: a unique title in the page's language, a
 * description, the canonical address with its alternates in the other languages, Open Graph and
 * Twitter tags with the first image, and robots rules.
 */
export type PageMetaInput = {
  title: string;
  description: string;
  /** Absolute address of the preview image. */
  image?: string;
  noindex?: boolean;
  type?: "website" | "article";
  /** The language of the title and description when it is not the page's (a post only written in French). */
  textLanguage?: Language;
  /** Absolute canonical address, in the page's language (/de/…, /en/… or French). */
  canonical?: string;
  /** The page's language, for a page without a canonical address (forms, favourites); else the canonical's. */
  language?: Language;
  /**
   * The languages the page is written in, all three by default: its alternates name only these, and
   * none when there is one (a blog post only written in French, decision 144).
   */
  languages?: readonly Language[];
};

export function pageMeta({
  title,
  description,
  canonical,
  image,
  noindex,
  type = "website",
  textLanguage,
  language,
  languages,
}: PageMetaInput): MetaDescriptor[] {
  const pageLanguage = language ?? (canonical ? languageOfPath(new URL(canonical).pathname) : "fr");
  const lang = textLanguage ? { lang: htmlLang[textLanguage] } : {};
  const fullTitle = title.includes(agency.name) ? title : `${title} | ${agency.name}`;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description, ...lang },
    { property: "og:title", content: fullTitle, ...lang },
    { property: "og:description", content: description, ...lang },
    { property: "og:type", content: type },
    { property: "og:locale", content: ogLocale[pageLanguage] },
    { property: "og:site_name", content: agency.name },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: fullTitle, ...lang },
    { name: "twitter:description", content: description, ...lang },
  ];
  if (canonical) {
    tags.push({ tagName: "link", rel: "canonical", href: canonical }, { property: "og:url", content: canonical });
    tags.push(...languageAlternates(canonical, languages));
  }
  if (image) tags.push({ property: "og:image", content: image }, { name: "twitter:image", content: image });
  if (noindex) tags.push({ name: "robots", content: "noindex, follow" });
  return tags;
}

/**
 * The same page in each language and, for any other, the French one (hreflang; decision 114),
 * from the page's canonical address in any of them; only in the `languages` it is written in.
 */
export function languageAlternates(canonical: string, languages?: readonly Language[]): MetaDescriptor[] {
  return alternates(canonical, languages).map(({ hrefLang, href }) => ({
    tagName: "link",
    rel: "alternate",
    hrefLang,
    href,
  }));
}

/** A description cut at a word boundary, for meta tags. */
export function summarize(text: string, max = 160): string {
  const plain = text
    // Inline tags join what they mark to its neighbours ("<strong>Résidence</strong>: 10", not "Résidence : 10").
    .replace(/<\/?(strong|b|em|i|u|a|span)\b[^>]*>/gi, "")
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (plain.length <= max) return plain;
  return `${plain.slice(0, max - 1).replace(/\s+\S*$/, "")}…`;
}
