import { itemMatches, matchableItem, searchFilterOf } from "@rli/contract/agency/search-match";
import { budgetOptionsIn, indifferentBudget } from "@rli/contract/agency/search-options";
import { typeGroupLabel } from "@rli/contract/agency/type-groups";
import type { SearchItem } from "@rli/contract/api/contract";
import type { UploadDemand } from "~/api/transport.server";
import { loadSearchLists } from "~/listing/search-lists.server";
import { cityNames } from "~/listing/list-text";
import { siteStore } from "~/store/site-store.server";
import { readSavedSearch } from "./saved-search.server";

/** Searches named per kind of criterion in the upload's report. */
const RANKED = 5;

function top(counts: Map<string, number>): [string, number][] {
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], "fr")).slice(0, RANKED);
}

function add(counts: Map<string, number>, label: string, alerts: number): void {
  counts.set(label, (counts.get(label) ?? 0) + alerts);
}

/**
 * The demand an upload's new listings met among the active alerts, for the agency's report: how many
 * alerts search at least one of them, how many of them some alert searches, and the kinds, towns and
 * budgets the alerts search most. Counts and searches only: never an address.
 */
export async function uploadDemandOf(added: SearchItem[]): Promise<UploadDemand> {
  const rows = await (
    await siteStore()
  )
    .selectFrom("alert")
    .select((query) => ["criteria", query.fn.countAll<number>().as("alerts")])
    .where("status", "=", "active")
    .groupBy("criteria")
    .execute();
  const names = cityNames((await loadSearchLists()).cities);
  const items = added.map((item) => ({ ref: item.ref, match: matchableItem(item) }));
  const met = new Set<string>();
  const [kinds, towns, budgets] = [new Map<string, number>(), new Map<string, number>(), new Map<string, number>()];
  let alerts = 0;
  for (const row of rows) {
    const count = Number(row.alerts);
    const saved = await readSavedSearch(row.criteria);
    if (!saved) continue;
    const { criteria } = saved;
    const filter = searchFilterOf(criteria);
    const meeting = items.filter((item) => itemMatches(item.match, filter));
    if (meeting.length > 0) alerts += count;
    for (const item of meeting) met.add(item.ref);
    for (const group of criteria.types) add(kinds, typeGroupLabel(group), count);
    for (const postalCode of criteria.cities) add(towns, names.get(postalCode) ?? postalCode, count);
    if (criteria.budget !== indifferentBudget) {
      const option = budgetOptionsIn("fr", criteria.actionType).find((budget) => budget.value === criteria.budget);
      if (option) add(budgets, option.name, count);
    }
  }
  return { alerts, listings: met.size, kinds: top(kinds), towns: top(towns), budgets: top(budgets) };
}
