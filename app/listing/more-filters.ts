import { amenityValues } from "@rli/contract/agency/amenities";
import type { Language } from "@rli/contract/i18n/language";
import { defineTexts } from "@rli/contract/i18n/texts";
import { amenityTexts } from "./amenity-texts";

/** The words of the search form's "more criteria" group, in each language. */
export const moreFiltersTexts = defineTexts({
  fr: {
    summary: "Plus de critères",
    amenities: "Équipements et règles",
    availability: "Disponibilité",
    freeNow: "Libre de suite",
    freeBy: "Libre au plus tard le",
    freeHint: "Seuls les biens dont la date de disponibilité est connue sont retenus.",
  },
  de: {
    summary: "Weitere Kriterien",
    amenities: "Ausstattung und Vorschriften",
    availability: "Verfügbarkeit",
    freeNow: "Sofort frei",
    freeBy: "Spätestens frei am",
    freeHint: "Nur Objekte mit bekanntem Bezugsdatum werden berücksichtigt.",
  },
  en: {
    summary: "More criteria",
    amenities: "Features and rules",
    availability: "Availability",
    freeNow: "Available now",
    freeBy: "Available by",
    freeHint: "Only listings with a known availability date are kept.",
  },
});

/**
 * What the search form's "more criteria" group draws, named on the server in the page's language
 * and sent with the page's data, as the towns and types are: the form's script carries none of
 * these words. `today` is the first day the move-in field offers (in Switzerland).
 */
export type MoreFiltersView = (typeof moreFiltersTexts)[Language] & {
  /** The amenities' labels, in the order of amenityValues (which the form's script knows). */
  labels: string[];
  today: string;
};

export function moreFiltersView(language: Language, today: string): MoreFiltersView {
  const labels = amenityTexts[language];
  return {
    ...moreFiltersTexts[language],
    labels: amenityValues.map((value) => labels[value].label),
    today,
  };
}
