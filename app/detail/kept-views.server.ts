import { phoneLink } from "~/agency/contact-points.server";
import { perAnswer } from "~/api/answer-cache.server";
import type { Promotion, Property } from "@rli/contract/api/contract";
import type { Language } from "@rli/contract/i18n/language";
import { promotionView } from "./promotion-view";
import { propertyView } from "./property-view";

/**
 * The views of the property and promotion pages, prepared once per kept answer and site origin
 * and shared by every visitor until the answer is fetched again (its freshness period, a minute):
 * texts, phone numbers, photos, JSON-LD. What depends on the time (a visit that ended, "De suite")
 * is as of the view's first request, as on a page kept by a cache.
 */
const propertyViews = perAnswer((property: Property, variant: string) => {
  const { origin, language } = readVariant(variant);
  return propertyView(property, { origin, language, formatPhone: phoneLink });
});

const promotionViews = perAnswer((promotion: Promotion, variant: string) => {
  const { origin, language } = readVariant(variant);
  return promotionView(promotion, { origin, language });
});

/** One view per site origin and language: "de https://example.ch". */
function readVariant(variant: string): { origin: string; language: Language } {
  const [language, origin] = variant.split(" ") as [Language, string];
  return { origin, language };
}

export function keptPropertyView(property: Property, origin: string, language: Language = "fr") {
  return propertyViews(property, `${language} ${origin}`);
}

export function keptPromotionView(promotion: Promotion, origin: string, language: Language = "fr") {
  return promotionViews(promotion, `${language} ${origin}`);
}
