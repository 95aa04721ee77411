/**
 * Favourites without an account (issue 15): the references a visitor keeps, held only in a signed
 * cookie of their own browser. Pure rules: what a cookie value may hold, adding and removing, and
 * what a posted "Garder" form must contain.
 */
import { REFERENCE_PATTERN, normalizeReference } from "@rli/contract/forms/reference";

/** A cookie stays far below the 4 KB browsers keep: 50 references of at most 64 characters. */
export const MAX_FAVOURITES = 50;

export const favouriteIntents = ["ajouter", "retirer"] as const;
export type FavouriteIntent = (typeof favouriteIntents)[number];

export function isReference(value: string): boolean {
  return REFERENCE_PATTERN.test(value);
}

/**
 * The references a cookie value holds: an array of valid references, without duplicates, at most
 * MAX_FAVOURITES. Anything else (a forged or broken cookie, another shape) reads as none.
 */
export function readFavourites(value: unknown): string[] {
  if (!Array.isArray(value) || value.length > MAX_FAVOURITES) return [];
  if (!value.every((item) => typeof item === "string" && isReference(item))) return [];
  return [...new Set(value as string[])];
}

/** Newest first; past the bound, the oldest kept reference makes room. */
export function addFavourite(favourites: readonly string[], ref: string): string[] {
  return [ref, ...favourites.filter((item) => item !== ref)].slice(0, MAX_FAVOURITES);
}

export function removeFavourite(favourites: readonly string[], ref: string): string[] {
  return favourites.filter((item) => item !== ref);
}

export function applyIntent(favourites: readonly string[], intent: FavouriteIntent, ref: string): string[] {
  return intent === "ajouter" ? addFavourite(favourites, ref) : removeFavourite(favourites, ref);
}

export const BAD_FAVOURITE =
  "Ce bien n'a pas pu être ajouté à vos favoris ni en être retiré : la demande est incomplète. Merci de recharger la page et de réessayer.";

/** Where the visitor goes back when nothing better is known. */
export const FAVOURITES_PATH = "/favoris";

/** The host a relative path is resolved against, to tell a same-site path from anything else. */
const PROBE = "http://site.invalid";

/**
 * A same-site path with its query ("/vente?page=2") from a posted `retour` field; undefined for
 * anything that could lead elsewhere ("//evil.example", "https://…", "/\\evil", control characters).
 */
export function sameSitePath(value: string | null | undefined): string | undefined {
  if (typeof value !== "string" || value.length === 0 || value.length > 2000) return undefined;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return undefined;
  // eslint-disable-next-line no-control-regex -- control characters and backslashes never make a safe path
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return undefined;
  try {
    const url = new URL(value, PROBE);
    if (url.origin !== PROBE) return undefined;
    return `${url.pathname}${url.search}`;
  } catch {
    return undefined;
  }
}

/** The path of a Referer header when it is an address of this site (same host as the request). */
export function refererPath(referer: string | null | undefined, requestUrl: string): string | undefined {
  if (!referer) return undefined;
  try {
    const from = new URL(referer);
    const site = new URL(requestUrl);
    if (from.host !== site.host || (from.protocol !== "http:" && from.protocol !== "https:")) return undefined;
    return sameSitePath(`${from.pathname}${from.search}`);
  } catch {
    return undefined;
  }
}

export type FavouriteRequest = {
  ref: string;
  intent: FavouriteIntent;
  /** Where a visitor without scripts is sent back. */
  returnTo: string;
  /**
   * The button's own request once scripts run (a fetch, which does not ask for HTML): answer the
   * new state rather than a redirect. A browser posting the form itself asks for HTML.
   */
  inPlace: boolean;
};

/** A browser's own form post asks for a page; a script's fetch asks for anything (`*\/*`). */
export function wantsPage(accept: string | null): boolean {
  return /\btext\/html\b/i.test(accept ?? "");
}

function field(form: FormData, name: string): string | undefined {
  const values = form.getAll(name);
  if (values.length !== 1) return undefined;
  const value = values[0];
  return typeof value === "string" ? value : undefined;
}

/** The posted form read strictly: one ref, one intent; undefined when either is missing or malformed. */
export function readFavouriteForm(
  form: FormData,
  headers: { referer: string | null; accept: string | null; url: string },
): FavouriteRequest | undefined {
  const ref = normalizeReference(field(form, "ref") ?? "");
  const intent = field(form, "intent");
  if (!isReference(ref) || !(favouriteIntents as readonly string[]).includes(intent ?? "")) return undefined;
  const returnTo = sameSitePath(field(form, "retour")) ?? refererPath(headers.referer, headers.url) ?? FAVOURITES_PATH;
  return { ref, intent: intent as FavouriteIntent, returnTo, inPlace: !wantsPage(headers.accept) };
}
