/**
 * The choices of the search form's city and type dropdowns, read from the API (cached one hour
 * by the client). A failure never breaks the page: the city dropdown then says the list is
 * unavailable (the search still works), and the type dropdown falls back to the five type groups.
 */
import { typeGroups } from "@rli/contract/agency/type-groups";
import { getCities, getTypes } from "~/api/client.server";
import type { City, TypeItem } from "@rli/contract/api/contract";

type SearchLists = {
  /** null when the list could not be read. */
  cities: City[] | null;
  types: TypeItem[];
};

const allTypes: TypeItem[] = typeGroups.map((group) => ({ name: group.name, value: group.value }));

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export async function loadSearchLists(): Promise<SearchLists> {
  const [cities, types] = await Promise.allSettled([getCities(), getTypes()]);
  if (cities.status === "rejected") console.error("Liste des localités indisponible:", reason(cities.reason));
  if (types.status === "rejected") console.error("Liste des types indisponible:", reason(types.reason));
  return {
    cities: cities.status === "fulfilled" ? cities.value : null,
    types: types.status === "fulfilled" && types.value.length > 0 ? types.value : allTypes,
  };
}
