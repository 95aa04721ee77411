import { defaultSortOrder } from "@rli/contract/agency/search-options";
import { withPage, type SearchCriteria } from "@rli/contract/agency/search-criteria";
import type { Language } from "@rli/contract/i18n/language";
import { resolveListAddress, type ListAddress } from "~/listing/list-address";
import { listParams } from "~/listing/list-feed";
import { listHref, readListQuery } from "~/listing/list-query";
import { cityNames, describeFilters, listHeading } from "~/listing/list-text";
import { loadSearchLists } from "~/listing/search-lists.server";

/**
 * The search an alert keeps: the French address of a list of listings for sale or to let with its
 * canonical query (`/location/appartement?budget=…`), whatever order or page the visitor was on.
 * Sold listings have no alert: nothing new ever comes to a visitor from them.
 */
export type SavedSearch = { href: string; address: ListAddress; criteria: SearchCriteria };

/** The search of a list's French address and query, as the alert keeps it; undefined for one the site cannot read. */
export async function readSavedSearch(href: string): Promise<SavedSearch | undefined> {
  if (!href.startsWith("/") || href.startsWith("//") || href.length > 500) return undefined;
  let url: URL;
  try {
    url = new URL(href, "http://site.invalid");
  } catch {
    return undefined;
  }
  const lists = await loadSearchLists();
  const resolved = resolveListAddress(url.pathname, listParams(url.pathname), lists.cities);
  if (resolved.kind !== "list") return undefined;
  return savedSearchOf(resolved.address, readListQuery(resolved.address, url.searchParams).criteria);
}

/** The search an alert keeps of a list and its criteria (its first page, in the default order); none for sold listings. */
export function savedSearchOf(address: ListAddress, criteria: SearchCriteria): SavedSearch | undefined {
  if (address.kind === "sold") return undefined;
  const kept = { ...withPage(criteria, 1), sort: defaultSortOrder };
  return { href: listHref(address, kept), address, criteria: kept };
}

/** The search in words, in the visitor's language: "Maisons à vendre à Monthey — jusqu'à CHF 1'000'000". */
export async function savedSearchSummary(search: SavedSearch, language: Language): Promise<string> {
  const lists = await loadSearchLists(language);
  const names = new Map(cityNames(lists.cities));
  if (search.address.city) names.set(search.address.city.postalCode, search.address.city.name);
  const heading = listHeading(search.address, search.criteria, names, language);
  const filters = describeFilters(search.criteria, language);
  return filters ? `${heading} — ${filters}` : heading;
}
