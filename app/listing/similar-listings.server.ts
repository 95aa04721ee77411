import { searchProperties } from "~/api/client.server";
import type { Property } from "~/api/contract";
import { searchItemCard, type CardView } from "./card-view";
import { loadSearchLists } from "./search-lists.server";
import { rankSimilar, similarSearches } from "./similar-listings";

/**
 * The cards of "Biens similaires" for a property page (rule in similar-listings.ts). Any upstream
 * failure only leaves the section out: the page itself never depends on it.
 */
export async function similarCards(property: Property): Promise<CardView[]> {
  try {
    const { cities } = await loadSearchLists();
    const searches = similarSearches(property, cities?.map((city) => city.postalCode) ?? null);
    const results = await Promise.allSettled(searches.map((criteria) => searchProperties(criteria)));
    const candidates = results.flatMap((result) => (result.status === "fulfilled" ? result.value.properties : []));
    return rankSimilar(property, candidates).map(searchItemCard);
  } catch (error) {
    console.error("Biens similaires indisponibles:", error instanceof Error ? error.message : error);
    return [];
  }
}
