import { useLocation, useMatches } from "@remix-run/react";
import { isLanguage, languageOfPath, languages, localPath, type Language } from "@rli/contract/i18n/language";
import type { AnyCatalogue } from "@rli/contract/i18n/texts";

/** The page's language, read from its address (/de…, /en…, else French): known on the server and in the browser alike. */
export function useLanguage(): Language {
  return languageOfPath(useLocation().pathname);
}

/** A catalogue's texts in the page's language. */
export function useTexts<C extends AnyCatalogue>(catalogue: C): C[Language] {
  return catalogue[useLanguage()];
}

/** Turns the site's French addresses into the page's language: `href={local("/equipe")}`. */
export function useLocalPath(): (path: string) => string {
  const language = useLanguage();
  return (path) => localPath(path, language);
}

/**
 * The languages the page is written in: all three, unless its route's data says `writtenIn` (a blog
 * post only written in French, decision 144), so that its other addresses are not offered as translations.
 */
export function useWrittenLanguages(): readonly Language[] {
  const data = useMatches().at(-1)?.data as { writtenIn?: unknown } | null | undefined;
  const written = Array.isArray(data?.writtenIn) ? data.writtenIn.filter(isLanguage) : [];
  return written.length > 0 ? written : languages;
}
