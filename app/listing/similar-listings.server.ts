import { deepFreeze } from "~/api/answer-cache.server";
import { searchProperties } from "~/api/client.server";
import type { Property, SearchResult } from "@rli/contract/api/contract";
import type { Language } from "@rli/contract/i18n/language";
import { searchItemCard } from "./card-view";
import { loadSearchLists } from "./search-lists.server";
import { rankSimilar, similarSearches, type SimilarCard } from "./similar-listings";

/** The cards drawn from one property answer and the search answers it brought, per language. */
const keptCards = new WeakMap<Property, Map<Language, { answers: readonly SearchResult[]; cards: SimilarCard[] }>>();

function sameAnswers(a: readonly SearchResult[], b: readonly SearchResult[]): boolean {
  return a.length === b.length && a.every((answer, index) => answer === b[index]);
}

function drawCards(property: Property, answers: readonly SearchResult[], language: Language): SimilarCard[] {
  const candidates = answers.flatMap((answer) => answer.properties);
  return rankSimilar(property, candidates).map((item) => {
    const { ref, href, title, lang, place, facts, price, image } = searchItemCard(item, language);
    const picture = image ? { src: image.src, width: image.width, height: image.height } : null;
    return { ref, href, title, lang, line: [place, ...facts].join(" · "), price, image: picture };
  });
}

/**
 * The cards of "Biens similaires" for a property page (rule in similar-listings.ts). Any upstream
 * failure only leaves the section out: the page itself never depends on it. Drawn once per kept
 * answers (the API client's, shared until the upstream sends another text) and language.
 */
export async function similarCards(property: Property, language: Language = "fr"): Promise<SimilarCard[]> {
  try {
    const { cities } = await loadSearchLists();
    const searches = similarSearches(property, cities?.map((city) => city.postalCode) ?? null);
    const results = await Promise.allSettled(searches.map((criteria) => searchProperties(criteria)));
    const answers = results.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
    let byLanguage = keptCards.get(property);
    if (!byLanguage) keptCards.set(property, (byLanguage = new Map()));
    const kept = byLanguage.get(language);
    if (kept && sameAnswers(kept.answers, answers)) return kept.cards;
    const cards = deepFreeze(drawCards(property, answers, language));
    byLanguage.set(language, { answers, cards });
    return cards;
  } catch (error) {
    console.error("Biens similaires indisponibles:", error instanceof Error ? error.message : error);
    return [];
  }
}
