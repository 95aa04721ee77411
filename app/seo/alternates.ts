import { languages, pathInLanguage } from "@rli/contract/i18n/language";

/** One version of a page for search engines: `hreflang` and its absolute address. */
export type Alternate = { hrefLang: string; href: string };

/**
 * The same page in each language and, for any other, the French one (hreflang; decision 114), from
 * the page's absolute address in any of them; the query is kept. Used by the pages' heads and the sitemap.
 */
export function alternates(address: string): Alternate[] {
  const url = new URL(address);
  const at = (language: (typeof languages)[number]) =>
    `${url.origin}${pathInLanguage(url.pathname, language)}${url.search}`;
  return [
    ...languages.map((language) => ({ hrefLang: language, href: at(language) })),
    { hrefLang: "x-default", href: at("fr") },
  ];
}
