import { listingPath, promotionPath } from "@rli/contract/agency/addresses";
import { criteriaToQuery, type SearchCriteria } from "@rli/contract/agency/search-criteria";
import type { Place } from "@rli/contract/api/contract";
import { localPath, type Language } from "@rli/contract/i18n/language";
import { searchPlaces } from "~/api/client.server";
import { drawListMap } from "~/map/list-map.server";
import type { MapModel } from "~/map/map-model";
import type { ListAddress } from "./list-address";
import { withQuery } from "./list-query";

/**
 * The map view of a list (decision 146): every result of its criteria, each mark leading to its
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

function placePath(place: Place): string {
  if (place.isPromotion) return promotionPath(place);
  return listingPath({ ...place, promotionRef: place.promotionRef ?? undefined });
}
