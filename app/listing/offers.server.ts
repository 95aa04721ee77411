import { defaultCriteria, type SearchCriteria } from "@rli/contract/agency/search-criteria";
import type { SearchItem, SearchResult } from "@rli/contract/api/contract";

/**
 * Every listing the site offers, for sale then to let, as its lists give them: what the alerts watch
 * and a broker's page lists.
 */

/** Listings read of one kind (for sale, to let) at most: a bound on one look's memory and calls. */
export const MAX_OFFERS_PER_KIND = 10_000;

/** Every listing offered for sale then to let, as the site's lists give them, page after page. */
export async function readOffers(search: (criteria: SearchCriteria) => Promise<SearchResult>): Promise<SearchItem[]> {
  const items: SearchItem[] = [];
  for (const actionType of ["Acheter", "Louer"] as const) {
    for (let page = 1, read = 0; read < MAX_OFFERS_PER_KIND; page++) {
      const result = await search({ ...defaultCriteria(), actionType, page });
      items.push(...result.properties);
      read += result.properties.length;
      if (result.properties.length === 0 || page * result.itemsPerPage >= result.totalItems) break;
    }
  }
  return items;
}
