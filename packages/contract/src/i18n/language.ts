/**
 * The site's languages and their addresses (decision 114): French at the root, as always;
 * German under /de and English under /en, with the same French path segments after the prefix.
 */
export const languages = ["fr", "de", "en"] as const;

export type Language = (typeof languages)[number];

export const defaultLanguage: Language = "fr";

/** The languages that live under a prefix (/de, /en). */
export const prefixedLanguages = ["de", "en"] as const satisfies readonly Language[];

/** `<html lang>` and `xml:lang`: Swiss French and German, British English. */
export const htmlLang: Record<Language, string> = { fr: "fr-CH", de: "de-CH", en: "en-GB" };

/** Open Graph's `og:locale`. */
export const ogLocale: Record<Language, string> = { fr: "fr_CH", de: "de_CH", en: "en_GB" };

/** Each language named in itself, for the language switch. */
export const languageNames: Record<Language, string> = { fr: "Français", de: "Deutsch", en: "English" };

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

const PREFIX = /^\/(de|en)(?=\/|$|\.data$)/;

/** The language of a path: /de… is German, /en… English, anything else French. */
export function languageOfPath(pathname: string): Language {
  const match = PREFIX.exec(pathname);
  return match ? (match[1] as Language) : defaultLanguage;
}

/** The language of a request: the language of its address's path. */
export function languageOfRequest(request: { url: string }): Language {
  return languageOfPath(new URL(request.url).pathname);
}

/** The French address of a path in any language: /de/equipe → /equipe, /en → /. */
export function frenchPath(pathname: string): string {
  const rest = pathname.replace(PREFIX, "");
  return rest === "" || rest.startsWith(".") ? `/${rest}` : rest;
}

/**
 * A site address (a French path, with its query or fragment) in a language: /equipe → /de/equipe,
 * / → /de, /recherche?page=2 → /en/recherche?page=2. External and relative addresses are left alone.
 */
export function localPath(path: string, language: Language): string {
  if (language === defaultLanguage || !path.startsWith("/") || path.startsWith("//")) return path;
  if (languageOfPath(path) !== defaultLanguage) return path;
  if (path === "/" || path.startsWith("/?") || path.startsWith("/#")) return `/${language}${path.slice(1)}`;
  return `/${language}${path}`;
}

/** The same page in another language: /de/equipe → /en/equipe or /equipe. */
export function pathInLanguage(pathname: string, language: Language): string {
  return localPath(frenchPath(pathname), language);
}
