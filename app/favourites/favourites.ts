/**
 * Favourites without an account (issue 15): the references a visitor keeps, held only in a signed
 * cookie of their own browser. Pure rules: what a cookie value may hold, adding and removing, and
 * what a posted "Garder" form must contain.
 */
import { REFERENCE_PATTERN, normalizeReference } from "@rli/contract/forms/reference";
import { defineTexts } from "@rli/contract/i18n/texts";

/**
 * At most 40 references: 40 references of the longest kind (64 characters) make a cookie of about
 * 3.7 KB once signed and encoded, under the 4 KB browsers keep (45 would not fit); with their prices
 * at keeping, 40 of up to 40 characters fit (a CRM's are about 10). Past it, the oldest kept
 * reference makes room for the new one, as it does for a list that would not fit.
 */
export const MAX_FAVOURITES = 40;

export const favouriteIntents = ["ajouter", "retirer"] as const;
export type FavouriteIntent = (typeof favouriteIntents)[number];

export function isReference(value: string): boolean {
  return REFERENCE_PATTERN.test(value);
}

/** A kept listing: its reference, and its price in CHF when it was kept (none when on request). */
export type Kept = { ref: string; price?: number };

/** One entry of the cookie: "RLM-1047", or "RLM-1047:1250000" with the price at keeping. */
function readEntry(entry: unknown): Kept | undefined {
  if (typeof entry !== "string") return undefined;
  const [ref = "", price, ...rest] = entry.split(":");
  if (!isReference(ref) || rest.length > 0) return undefined;
  if (price === undefined) return { ref };
  return /^[1-9]\d{0,9}$/.test(price) ? { ref, price: Number(price) } : undefined;
}

/**
 * What a cookie value holds: an array of entries (readEntry), without duplicate references, the
 * newest MAX_FAVOURITES of them (a cookie written when the bound was higher keeps its newest).
 * Anything else (a forged or broken cookie, another shape) reads as none.
 */
export function readKept(value: unknown): Kept[] {
  if (!Array.isArray(value)) return [];
  const kept = value.map(readEntry);
  if (!kept.every((entry) => entry !== undefined)) return [];
  const seen = new Set<string>();
  return (kept as Kept[]).filter((entry) => !seen.has(entry.ref) && seen.add(entry.ref)).slice(0, MAX_FAVOURITES);
}

/** The kept references of a cookie value (readKept). */
export function readFavourites(value: unknown): string[] {
  return readKept(value).map((entry) => entry.ref);
}

/** The cookie's entries for `favourites`, each with its price at keeping when one is known. */
export function keptEntries(favourites: readonly string[], prices: ReadonlyMap<string, number>): string[] {
  return favourites.map((ref) => {
    const price = prices.get(ref);
    return price !== undefined && Number.isInteger(price) && price > 0 && price < 1e10 ? `${ref}:${price}` : ref;
  });
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

/** What a refused "Garder" or "Retirer" answers, in each language. */
export const favouriteAnswerTexts = defineTexts({
  fr: {
    unknown: "Ce bien n'existe pas ou n'est plus proposé : il n'a pas été ajouté à vos favoris.",
    bad: "Ce bien n'a pas pu être ajouté à vos favoris ni en être retiré : la demande est incomplète. Merci de recharger la page et de réessayer.",
  },
  de: {
    unknown:
      "Dieses Objekt existiert nicht oder wird nicht mehr angeboten: Es wurde nicht zu Ihren Favoriten hinzugefügt.",
    bad: "Dieses Objekt konnte weder zu Ihren Favoriten hinzugefügt noch daraus entfernt werden: Die Anfrage ist unvollständig. Bitte laden Sie die Seite neu und versuchen Sie es nochmals.",
  },
  en: {
    unknown: "This property does not exist or is no longer on offer: it has not been added to your favourites.",
    bad: "This property could not be added to or removed from your favourites: the request is incomplete. Please reload the page and try again.",
  },
});

/** Where the visitor goes back when nothing better is known. */
export const FAVOURITES_PATH = "/favoris";

/** The host a relative path is resolved against, to tell a same-site path from anything else. */
const PROBE = "http://site.invalid";

/**
 * True for a plain path of this site: starts with one "/", is not a scheme-relative address ("//",
 * "/\\"), and holds no control character nor backslash.
 */
function isPlainPath(value: string): boolean {
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return false;
  // eslint-disable-next-line no-control-regex -- control characters and backslashes never make a safe path
  return !/[\u0000-\u001f\u007f\\]/.test(value);
}

/**
 * A same-site path with its query ("/vente?page=2") from a posted `retour` field; undefined for
 * anything that could lead elsewhere ("//evil.example", "https://…", "/\\evil", control characters).
 * The value is checked as posted and again once normalised: "/.//evil.example" resolves to
 * "//evil.example", which a browser would follow to another host.
 */
export function sameSitePath(value: string | null | undefined): string | undefined {
  if (typeof value !== "string" || value.length === 0 || value.length > 2000) return undefined;
  if (!isPlainPath(value)) return undefined;
  try {
    const url = new URL(value, PROBE);
    if (url.origin !== PROBE) return undefined;
    const path = `${url.pathname}${url.search}`;
    return isPlainPath(path) ? path : undefined;
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
  // A posted return address that is not a same-site path leads to the favourites page, never
  // to the Referer's page instead: a hostile form gains nothing by trying.
  const posted = field(form, "retour");
  const returnTo =
    posted === undefined
      ? (refererPath(headers.referer, headers.url) ?? FAVOURITES_PATH)
      : (sameSitePath(posted) ?? FAVOURITES_PATH);
  return { ref, intent: intent as FavouriteIntent, returnTo, inPlace: !wantsPage(headers.accept) };
}
