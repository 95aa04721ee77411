import { useLocation } from "@remix-run/react";
import { languageOfPath, localPath, type Language } from "@rli/contract/i18n/language";
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
