import { searchProperties } from "~/api/client.server";
import type { Property } from "@rli/contract/api/contract";
import type { Language } from "@rli/contract/i18n/language";
import { searchItemCard } from "./card-view";
import { loadSearchLists } from "./search-lists.server";
import { rankSimilar, similarSearches, type SimilarCard } from "./similar-listings";
import { logger } from "@rli/contract/logging/logger";

/**
 * The cards of "Biens similaires" for a property page (rule in similar-listings.ts). Any upstream
 * failure only leaves the section out: the page itself never depends on it.
 */
export async function similarCards(property: Property, language: Language = "fr"): Promise<SimilarCard[]> {
  try {
    const { cities } = await loadSearchLists();
    const searches = similarSearches(property, cities?.map((city) => city.postalCode) ?? null);
    const results = await Promise.allSettled(searches.map((criteria) => searchProperties(criteria)));
    const candidates = results.flatMap((result) => (result.status === "fulfilled" ? result.value.properties : []));
    return rankSimilar(property, candidates).map((item) => {
      const { ref, href, title, lang, place, facts, price, image } = searchItemCard(item, language);
      const picture = image ? { src: image.src, width: image.width, height: image.height } : null;
      return { ref, href, title, lang, line: [place, ...facts].join(" · "), price, image: picture };
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    logger.warn(
      { component: "site", event: "upstream.unavailable", part: "similar", reason },
      "Biens similaires indisponibles",
    );
    return [];
  }
}
