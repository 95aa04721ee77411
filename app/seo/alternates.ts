import { languages, pathInLanguage, type Language } from "@rli/contract/i18n/language";

/** One version of a page for search engines: `hreflang` and its absolute address. */
export type Alternate = { hrefLang: string; href: string };

/**
 * The same page in each language and, for any other, the French one (hreflang; decision 114), from
 * the page's absolute address in any of them; the query is kept. Used by the pages' heads and the sitemap.
 * A page written in fewer languages (`written`) has alternates in those only, and none when it is
 * written in one: its other addresses are not translations (a blog post only in French, decision 144).
 */
export function alternates(address: string, written: readonly Language[] = languages): Alternate[] {
  const kept = languages.filter((language) => written.includes(language));
  if (kept.length < 2) return [];
  const url = new URL(address);
  const at = (language: Language) => `${url.origin}${pathInLanguage(url.pathname, language)}${url.search}`;
  return [
    ...kept.map((language) => ({ hrefLang: language, href: at(language) })),
    { hrefLang: "x-default", href: at(kept.includes("fr") ? "fr" : kept[0]!) },
  ];
}
