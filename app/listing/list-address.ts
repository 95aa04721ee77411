/**
 * What a list address shows (product §2.1, §2.4): the criteria fixed by the path
 * (/vendus → sold, /nos-maisons → houses, /location/appartement/monthey-1870 → apartments
 * for rent in 1870…) and whether its query may add filters or only choose a page.
 */
import { citySegment, parseCitySegment, sectionPath, sectionType } from "@rli/contract/agency/addresses";
import { localityFromSlug } from "~/agency/breadcrumb";
import type { TransactionType } from "@rli/contract/agency/format";
import { defaultCriteria, type ActionType, type SearchCriteria } from "@rli/contract/agency/search-criteria";
import { slugify } from "@rli/contract/agency/slug";
import { typeGroupBySlug, typeGroupByValue, typeGroupOf, type TypeGroup } from "@rli/contract/agency/type-groups";
import { categoryBySlug, fallbackCategorySlug } from "@rli/contract/agency/vocabulary";
import type { Language } from "@rli/contract/i18n/language";
import { defineTexts } from "@rli/contract/i18n/texts";

type ListKind = "all" | "search" | "sold" | "apartments" | "houses" | "section";

export type ListCity = { name: string; postalCode: string };

export type ListAddress = {
  kind: ListKind;
  /** The page's own path, lowercase, without trailing slash. */
  path: string;
  /** The criteria the address stands for, page 1. */
  base: SearchCriteria;
  /** /recherche and /vendus read every filter from the query; the other addresses only a page. */
  filtersFromQuery: boolean;
  /** Where a search form on this page sends its query. */
  searchPath: "/recherche" | "/vendus";
  /**
   * The address search engines should index for the same list, when it is another one:
   * /annonces → /recherche, /vente/villa → /vente/maison (a category lists its whole type group).
   */
  canonicalPath?: string;
  /** The 'Voir toutes nos annonces' link (product §2.4: not on /annonces). */
  showAllLink: boolean;
  /** Set for /vente/… and /location/… lists (breadcrumb, headings). */
  section?: TransactionType;
  typeGroup?: TypeGroup;
  /** The category named in the path when it is not a type group (/vente/villa). */
  categoryLabel?: string;
  city?: ListCity;
};

/** Why a list address answers 404. */
export type NotFoundReason = "page" | "type" | "city";

export type ListAddressResult =
  | { kind: "list"; address: ListAddress }
  | { kind: "redirect"; path: string }
  | { kind: "not-found"; reason: NotFoundReason };

/** What the 404 page of a list address says, in each language. */
export const listAddressTexts = defineTexts({
  fr: {
    page: "La page que vous cherchez n'existe pas ou n'est plus disponible.",
    type: "Ce type de bien n'existe pas sur notre site.",
    city: "Cette localité ne fait pas partie des localités de nos annonces.",
  },
  de: {
    page: "Die gesuchte Seite existiert nicht oder ist nicht mehr verfügbar.",
    type: "Diese Objektart gibt es auf unserer Website nicht.",
    city: "In dieser Ortschaft haben wir keine Inserate.",
  },
  en: {
    page: "The page you are looking for does not exist or is no longer available.",
    type: "This type of property does not exist on our website.",
    city: "This locality is not one where we have listings.",
  },
});

export function notFoundMessage(reason: NotFoundReason, language: Language): string {
  return listAddressTexts[language][reason];
}

const actionOf: Record<TransactionType, ActionType> = { buy: "Acheter", rent: "Louer" };

function list(kind: ListKind, path: string, base: SearchCriteria, extra: Partial<ListAddress> = {}): ListAddressResult {
  return {
    kind: "list",
    address: {
      kind,
      path,
      base,
      filtersFromQuery: false,
      searchPath: base.sold ? "/vendus" : "/recherche",
      showAllLink: true,
      ...extra,
    },
  };
}

/** The type segment of /vente/{type}: a type group slug, or a category slug read as its group. */
type TypeSegment = { slug: string; group?: TypeGroup; categoryLabel?: string };

export function readTypeSegment(segment: string): TypeSegment | undefined {
  const slug = segment.trim().toLowerCase();
  const group = typeGroupBySlug(slug);
  if (group) return { slug, group };
  if (slug === fallbackCategorySlug) return { slug, categoryLabel: "Biens immobiliers" };
  const category = categoryBySlug(slug);
  if (!category) return undefined;
  const value = typeGroupOf(category.code);
  return { slug, group: value ? typeGroupByValue(value) : undefined, categoryLabel: category.label };
}

/**
 * The city segment of a list address against the localities of the listings.
 * `cities` null: the list could not be read, any well-formed segment is accepted.
 */
type CitySegment = { kind: "city"; city: ListCity; segment: string } | { kind: "unknown" };

export function readCitySegment(segment: string, cities: readonly ListCity[] | null): CitySegment {
  const parsed = parseCitySegment(segment);
  if (!parsed) return { kind: "unknown" };
  if (cities === null) {
    const name = parsed.localitySlug ? localityFromSlug(parsed.localitySlug) : parsed.postalCode;
    return { kind: "city", city: { name, postalCode: parsed.postalCode }, segment: segment.trim().toLowerCase() };
  }
  const sameCode = cities.filter((city) => city.postalCode === parsed.postalCode);
  const first = sameCode[0];
  if (!first) return { kind: "unknown" };
  const named = sameCode.find((city) => slugify(city.name) === parsed.localitySlug) ?? first;
  return { kind: "city", city: named, segment: citySegment(named.name, named.postalCode) };
}

function trimPath(pathname: string): string {
  const path = pathname.replace(/\/+$/, "");
  return path === "" ? "/" : path;
}

/**
 * Reads a list address. `params` are the route parameters (type, city); `cities` the
 * localities known to the API, or null when they could not be read.
 */
export function resolveListAddress(
  pathname: string,
  params: { type?: string; city?: string },
  cities: readonly ListCity[] | null,
): ListAddressResult {
  const result = listAddressOf(pathname, params, cities);
  if (result.kind === "list" && trimPath(pathname) !== result.address.path) {
    return { kind: "redirect", path: result.address.path };
  }
  return result;
}

function listAddressOf(
  pathname: string,
  params: { type?: string; city?: string },
  cities: readonly ListCity[] | null,
): ListAddressResult {
  const first = (trimPath(pathname).split("/")[1] ?? "").toLowerCase();
  switch (first) {
    case "annonces":
      return list("all", "/annonces", defaultCriteria(), { canonicalPath: "/recherche", showAllLink: false });
    case "recherche":
      return list("search", "/recherche", defaultCriteria(), { filtersFromQuery: true });
    case "vendus":
      return list("sold", "/vendus", defaultCriteria(true), { filtersFromQuery: true });
    case "nos-appartements":
      return list("apartments", "/nos-appartements", { ...defaultCriteria(), types: ["apartment"] });
    case "nos-maisons":
      return list("houses", "/nos-maisons", { ...defaultCriteria(), types: ["house"] });
  }

  const section = sectionType(first);
  if (!section) return { kind: "not-found", reason: "page" };
  const base: SearchCriteria = { ...defaultCriteria(), actionType: actionOf[section] };
  let path = sectionPath(section);
  const extra: Partial<ListAddress> = { section };

  if (params.type !== undefined) {
    const type = readTypeSegment(params.type);
    if (!type) return { kind: "not-found", reason: "type" };
    path += `/${type.slug}`;
    if (type.group) {
      base.types = [type.group.value];
      extra.typeGroup = type.group;
    }
    if (type.categoryLabel) extra.categoryLabel = type.categoryLabel;
    if (type.group && type.slug !== type.group.slug) extra.canonicalPath = `${sectionPath(section)}/${type.group.slug}`;
  }

  if (params.city !== undefined) {
    const city = readCitySegment(params.city, cities);
    if (city.kind === "unknown") return { kind: "not-found", reason: "city" };
    path += `/${city.segment}`;
    base.cities = [city.city.postalCode];
    extra.city = city.city;
    if (extra.canonicalPath) extra.canonicalPath += `/${city.segment}`;
  }

  return list("section", path, base, extra);
}
