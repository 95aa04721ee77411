import {
  hasAddedCriteria,
  itemMeetsAddedCriteria,
  matchableItem,
  searchFilterOf,
} from "@rli/contract/agency/search-match";
import type { SearchCriteria } from "@rli/contract/agency/search-criteria";
import type { SearchResult } from "@rli/contract/api/contract";

/** The names, in the search call, of the criteria added after product §7. */
export type AddedCriterion = "q" | "amenities" | "freeBy";

/** Those a search uses. */
export function addedCriteriaOf(criteria: SearchCriteria): AddedCriterion[] {
  const used: AddedCriterion[] = [];
  if (criteria.q) used.push("q");
  if (criteria.amenities.length > 0) used.push("amenities");
  if (criteria.freeBy) used.push("freeBy");
  return used;
}

/**
 * An agency API that does not know a criterion added after product §7 (the words `q`, the
 * `amenities`, the move-in day `freeBy`) answers as if it were not there: the results that do not
 * meet it are left out here rather than shown as if they did, and counted, so that the site says
 * so. Pure; a search without such criteria is as it came.
 */
export function resultMeetingAddedCriteria(
  result: SearchResult,
  criteria: SearchCriteria,
): { result: SearchResult; dropped: number } {
  const filter = searchFilterOf(criteria);
  if (!hasAddedCriteria(filter)) return { result, dropped: 0 };
  const held = result.properties.filter((item) => itemMeetsAddedCriteria(matchableItem(item), filter));
  const dropped = result.properties.length - held.length;
  return dropped === 0 ? { result, dropped } : { result: { ...result, properties: held }, dropped };
}
