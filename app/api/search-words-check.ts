import { itemHoldsWords, matchableItem, searchFilterOf } from "@rli/contract/agency/search-match";
import type { SearchCriteria } from "@rli/contract/agency/search-criteria";
import type { SearchResult } from "@rli/contract/api/contract";

/**
 * An agency API that does not know the search's words (`q`, added after product §7) answers as if
 * there were none: the results that do not hold them are left out here rather than shown as if they
 * did, and counted, so that the site says so once. Pure; a search without words is as it came.
 */
export function resultHoldingWords(
  result: SearchResult,
  criteria: SearchCriteria,
): { result: SearchResult; dropped: number } {
  if (!criteria.q) return { result, dropped: 0 };
  const { words } = searchFilterOf(criteria);
  const held = result.properties.filter((item) => itemHoldsWords(matchableItem(item), words));
  const dropped = result.properties.length - held.length;
  return dropped === 0 ? { result, dropped } : { result: { ...result, properties: held }, dropped };
}
