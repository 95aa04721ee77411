/**
 * Everything the promotion page shows (product §2.6), prepared on the server.
 */
import { promotionPath } from "@rli/contract/agency/addresses";
import { breadcrumbTrail, type Crumb } from "~/agency/breadcrumb";
import { formatChf } from "@rli/contract/agency/format";
import { statusLabel } from "~/agency/status";
import type { Promotion } from "@rli/contract/api/contract";
import { listingTexts } from "@rli/contract/api/listing-texts";
import { htmlLang, isLanguage, localPath, type Language } from "@rli/contract/i18n/language";
import { defineTexts } from "@rli/contract/i18n/texts";
import { summarize } from "~/seo/meta";
import { sentence } from "./sentence";
import { textNotice } from "./text-notice";
import { promotionJsonLd } from "./json-ld";
import { lotSummary, lotTable, type LotTable } from "./lot-table";
import { mapLink, type MapLink } from "./map-link";
import { absolutePhotoUrl, listingPhotos, type Photo } from "./photos";
import { shareLinks, shareUrl, type ShareLink } from "./share-links";

/** The words the promotion page writes about a promotion, in each language. */
export const promotionViewTexts = defineTexts({
  fr: {
    untitled: (ref: string) => `Promotion ${ref}`,
    kind: "Promotion neuve",
    at: (town: string) => `Promotion neuve à ${town}`,
    perMonth: (price: string) => `${price}/mois`,
    title: (title: string, kind: string, ref: string) => `${title} – ${kind} (réf. ${ref})`,
    kindTitle: (kind: string, ref: string) => `${kind} (réf. ${ref})`,
    summary: (kind: string, lots: string, from: string) => `${kind} : ${lots}${from ? `, dès ${from}` : ""}.`,
  },
  de: {
    untitled: (ref: string) => `Neubauprojekt ${ref}`,
    kind: "Neubauprojekt",
    at: (town: string) => `Neubauprojekt in ${town}`,
    perMonth: (price: string) => `${price}/Monat`,
    title: (title: string, kind: string, ref: string) => `${title} – ${kind} (Ref. ${ref})`,
    kindTitle: (kind: string, ref: string) => `${kind} (Ref. ${ref})`,
    summary: (kind: string, lots: string, from: string) => `${kind}: ${lots}${from ? `, ab ${from}` : ""}.`,
  },
  en: {
    untitled: (ref: string) => `Development ${ref}`,
    kind: "New development",
    at: (town: string) => `New development in ${town}`,
    perMonth: (price: string) => `${price}/month`,
    title: (title: string, kind: string, ref: string) => `${title} – ${kind} (ref. ${ref})`,
    kindTitle: (kind: string, ref: string) => `${kind} (ref. ${ref})`,
    summary: (kind: string, lots: string, from: string) => `${kind}: ${lots}${from ? `, from ${from}` : ""}.`,
  },
});

type PromotionView = {
  ref: string;
  title: string;
  subtitle: string;
  kind: string;
  statusText: string | null;
  /** Language of title, subtitle and description when it is not the page's ("de"), else null. */
  textLanguage: string | null;
  /** Sanitised HTML. */
  description: string;
  /** On a German or English page, the line saying the description is only in another language; else null. */
  textNotice: string | null;
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

/**
 * The promotion page's view in the page's `language` (French by default), with the promotion's
 * texts in that language when the feed has them, else in French, else its own.
 */
export function promotionView(promotion: Promotion, options: { origin: string; language?: Language }): PromotionView {
  const { origin, language = "fr" } = options;
  const words = promotionViewTexts[language];
  const own = listingTexts(promotion, language);
  const path = promotionPath(promotion);
  const canonical = `${origin}${localPath(path, language)}`;
  const title = own.title || promotion.name || words.untitled(promotion.ref);
  const town = promotion.locality || promotion.postalCode;
  const kind = town ? words.at(town) : words.kind;
  // As on a property page: texts in another language than the page's stay out of the head and the photos' alternatives.
  const foreign = own.language !== language;
  const photos = listingPhotos(promotion.attachments, foreign ? kind : title, language);
  const lots = lotTable(promotion, language);
  const summary = lotSummary(lots, language);
  const prices = promotion.buildings
    .flatMap((building) => building.properties)
    .filter((lot) => lot.status === "active" && lot.price > 0)
    .map((lot) => lot.price);
  const priceFrom = prices.length > 0 ? formatChf(Math.min(...prices)) : null;
  const rent = promotion.type === "rent";

  return {
    ref: promotion.ref,
    title,
    subtitle: own.subtitle,
    kind,
    statusText: statusLabel(promotion.status, promotion.type, language),
    textLanguage: own.language && own.language !== language ? own.language : null,
    description: own.description,
    textNotice: own.description ? textNotice(own.language, language) : null,
    map: mapLink(promotion, language),
    photos,
    lots,
    lotSummary: summary,
    priceFrom: priceFrom && rent ? words.perMonth(priceFrom) : priceFrom,
    share: shareLinks(shareUrl(origin, promotion.ref, language), title, language),
    breadcrumb: breadcrumbTrail(
      path,
      { city: promotion.locality ? `${promotion.locality} (${promotion.postalCode})` : undefined },
      language,
    ),
    path,
    canonical,
    meta: {
      title: foreign ? words.kindTitle(kind, promotion.ref) : words.title(title, kind, promotion.ref),
      description: summarize(
        [words.summary(kind, summary, priceFrom ?? ""), ...(foreign ? [] : [own.subtitle, own.description])]
          .filter(Boolean)
          .map(sentence)
          .join(" "),
      ),
      image: absolutePhotoUrl(photos[0], origin),
    },
    jsonLd: promotionJsonLd(promotion, {
      url: canonical,
      images: photos.map((photo) => absolutePhotoUrl(photo, origin)).filter((url): url is string => Boolean(url)),
      inLanguage: own.language && own.language !== language ? own.language : htmlLang[language],
      // The structured data speaks the language of the texts it carries (a canton's name too).
      language: isLanguage(own.language) ? own.language : language,
      texts: own,
    }),
  };
}
