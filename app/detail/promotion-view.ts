/**
 * Everything the promotion page shows (product §2.6), prepared on the server.
 */
import { promotionPath } from "@rli/contract/agency/addresses";
import { breadcrumbTrail, type Crumb } from "~/agency/breadcrumb";
import { formatChf } from "@rli/contract/agency/format";
import { statusLabel } from "~/agency/status";
import type { Promotion } from "@rli/contract/api/contract";
import { summarize } from "~/seo/meta";
import { sentence } from "./sentence";
import { promotionJsonLd } from "./json-ld";
import { lotSummary, lotTable, type LotTable } from "./lot-table";
import { mapLink, type MapLink } from "./map-link";
import { absolutePhotoUrl, listingPhotos, type Photo } from "./photos";
import { shareLinks, shareUrl, type ShareLink } from "./share-links";

type PromotionView = {
  ref: string;
  title: string;
  subtitle: string;
  kind: string;
  statusText: string | null;
  /** Sanitised HTML. */
  description: string;
  map: MapLink | null;
  photos: Photo[];
  lots: LotTable;
  /** "12 biens, dont 5 disponibles". */
  lotSummary: string;
  /** "CHF 605'000.–" for the cheapest available lot, or null. */
  priceFrom: string | null;
  share: ShareLink[];
  breadcrumb: Crumb[];
  path: string;
  canonical: string;
  meta: { title: string; description: string; image: string | undefined };
  jsonLd: unknown;
};

export function promotionView(promotion: Promotion, options: { origin: string }): PromotionView {
  const { origin } = options;
  const path = promotionPath(promotion);
  const canonical = `${origin}${path}`;
  const title = promotion.title || promotion.name || `Promotion ${promotion.ref}`;
  const town = promotion.locality || promotion.postalCode;
  const kind = town ? `Promotion neuve à ${town}` : "Promotion neuve";
  const photos = listingPhotos(promotion.attachments, title);
  const lots = lotTable(promotion);
  const summary = lotSummary(lots);
  const prices = promotion.buildings
    .flatMap((building) => building.properties)
    .filter((lot) => lot.status === "active" && lot.price > 0)
    .map((lot) => lot.price);
  const priceFrom = prices.length > 0 ? formatChf(Math.min(...prices)) : null;
  const rent = promotion.type === "rent";

  return {
    ref: promotion.ref,
    title,
    subtitle: promotion.subtitle,
    kind,
    statusText: statusLabel(promotion.status, promotion.type),
    description: promotion.description,
    map: mapLink(promotion),
    photos,
    lots,
    lotSummary: summary,
    priceFrom: priceFrom && rent ? `${priceFrom}/mois` : priceFrom,
    share: shareLinks(shareUrl(origin, promotion.ref), title),
    breadcrumb: breadcrumbTrail(path, {
      city: promotion.locality ? `${promotion.locality} (${promotion.postalCode})` : undefined,
    }),
    path,
    canonical,
    meta: {
      title: `${title} – ${kind} (réf. ${promotion.ref})`,
      description: summarize(
        [`${kind} : ${summary}${priceFrom ? `, dès ${priceFrom}` : ""}.`, promotion.subtitle, promotion.description]
          .filter(Boolean)
          .map(sentence)
          .join(" "),
      ),
      image: absolutePhotoUrl(photos[0], origin),
    },
    jsonLd: promotionJsonLd(promotion, {
      url: canonical,
      images: photos.map((photo) => absolutePhotoUrl(photo, origin)).filter((url): url is string => Boolean(url)),
    }),
  };
}
