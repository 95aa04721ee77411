import { listingPath, promotionPath } from "@rli/contract/agency/addresses";
import { criteriaToQuery, defaultCriteria, type SearchCriteria } from "@rli/contract/agency/search-criteria";
import type { Place, Promotion } from "@rli/contract/api/contract";
import { placeOfListing } from "@rli/contract/api/place";
import { localPath, type Language } from "@rli/contract/i18n/language";
import { searchPlaces } from "~/api/client.server";
import { drawListMap } from "~/map/list-map.server";
import type { MapModel } from "~/map/map-model";
import type { ListAddress } from "./list-address";
import { withQuery } from "./list-query";

/**
 * The map view of a list (decision 145): every result of its criteria, each mark leading to its
 * listing, each group to the search narrowed to its communes' postcodes.
 */
export async function listMap(
  criteria: SearchCriteria,
  searchPath: ListAddress["searchPath"],
  language: Language,
): Promise<MapModel> {
  const places = await searchPlaces(criteria);
  return drawListMap({
    places,
    language,
    listingHref: (place) => localPath(placePath(place), language),
    communeHref: (postalCodes) =>
      localPath(withQuery(searchPath, criteriaToQuery({ ...criteria, cities: [...postalCodes], page: 1 })), language),
  });
}

/** The map view of new-build promotions: each promotion's mark leads to its page. */
export function promotionsMap(promotions: readonly Promotion[], language: Language): MapModel {
  const places = promotions.map((promotion) => placeOfListing({ kind: "promotion", promotion }));
  return drawListMap({
    places,
    language,
    listingHref: (place) => localPath(placePath(place), language),
    communeHref: (postalCodes) =>
      localPath(withQuery("/recherche", criteriaToQuery({ ...defaultCriteria(), cities: [...postalCodes] })), language),
  });
}

function placePath(place: Place): string {
  if (place.isPromotion) return promotionPath(place);
  return listingPath({ ...place, promotionRef: place.promotionRef ?? undefined });
}
