import { phoneLink } from "~/agency/contact-points.server";
import { perAnswer } from "~/api/answer-cache.server";
import type { Promotion, Property } from "@rli/contract/api/contract";
import { promotionView } from "./promotion-view";
import { propertyView } from "./property-view";

/**
 * The views of the property and promotion pages, prepared once per kept answer and site origin
 * and shared by every visitor until the answer is fetched again (its freshness period, a minute):
 * texts, phone numbers, photos, JSON-LD. What depends on the time (a visit that ended, "De suite")
 * is as of the view's first request, as on a page kept by a cache.
 */
export const keptPropertyView = perAnswer((property: Property, origin: string) =>
  propertyView(property, { origin, formatPhone: phoneLink }),
);

export const keptPromotionView = perAnswer((promotion: Promotion, origin: string) =>
  promotionView(promotion, { origin }),
);
