import { listingPath, promotionPath } from "@rli/contract/agency/addresses";
import { localPath, type Language } from "@rli/contract/i18n/language";
import { getPromotion, getProperty } from "~/api/client.server";
import { orNotFound } from "~/api/errors";
import { referencesOf } from "./reference-words";

/** The page, in `language`, of the listing or promotion a search's words name by its reference; none otherwise. */
export async function pageOfReference(words: string, language: Language): Promise<string | undefined> {
  for (const reference of referencesOf(words)) {
    const property = await orNotFound(getProperty(reference));
    if (property)
      return localPath(listingPath({ ...property, promotionRef: property.promotionRef ?? undefined }), language);
    const promotion = await orNotFound(getPromotion(reference));
    if (promotion) return localPath(promotionPath(promotion), language);
  }
  return undefined;
}
