/**
 * The choices of the search form's city and type dropdowns, read from the API (cached one hour
 * by the client). A failure never breaks the page: the city dropdown then says the list is
 * unavailable (the search still works), and the type dropdown falls back to the five type groups.
 */
import { typeGroupLabel, typeGroups } from "@rli/contract/agency/type-groups";
import type { Language } from "@rli/contract/i18n/language";
import { getCities, getTypes } from "~/api/client.server";
import type { City, TypeItem } from "@rli/contract/api/contract";
import { logger } from "@rli/contract/logging/logger";

type SearchLists = {
  /** null when the list could not be read. */
  cities: City[] | null;
  types: TypeItem[];
};

const allTypes: TypeItem[] = typeGroups.map((group) => ({ name: group.name, value: group.value }));

/** A type of the API named in the page's language; French pages keep the API's own names. */
function named(type: TypeItem, language: Language): TypeItem {
  return language === "fr" ? type : { ...type, name: typeGroupLabel(type.value, language) };
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The lists of the search form, the types named in `language` (French by default). */
export async function loadSearchLists(language: Language = "fr"): Promise<SearchLists> {
  const [cities, types] = await Promise.allSettled([getCities(), getTypes()]);
  for (const [part, result, message] of [
    ["cities", cities, "Liste des localités indisponible"],
    ["types", types, "Liste des types indisponible"],
  ] as const) {
    if (result.status === "rejected") {
      logger.warn({ component: "site", event: "upstream.unavailable", part, reason: reason(result.reason) }, message);
    }
  }
  return {
    cities: cities.status === "fulfilled" ? cities.value : null,
    types: (types.status === "fulfilled" && types.value.length > 0 ? types.value : allTypes).map((type) =>
      named(type, language),
    ),
  };
}
