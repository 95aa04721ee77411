/**
 * Everything the property page shows, prepared on the server: texts are formatted here so that
 * the browser receives strings and no formatting code or vocabulary (product §2.5).
 */
import { prefillPrice } from "~/agency/affordability";
import { agency } from "@rli/contract/agency/agency";
import { listingPath, promotionPath } from "@rli/contract/agency/addresses";
import { breadcrumbTrail, type Crumb } from "~/agency/breadcrumb";
import { formatPrice } from "@rli/contract/agency/format";
import { mediaLink } from "@rli/contract/agency/media-links";
import { statusLabel } from "~/agency/status";
import { categoryLabel } from "@rli/contract/agency/vocabulary";
import { listingTexts } from "@rli/contract/api/listing-texts";
import type { Property, PropertyStatus, TransactionType } from "@rli/contract/api/contract";
import { htmlLang, isLanguage, localPath, type Language } from "@rli/contract/i18n/language";
import { defineTexts } from "@rli/contract/i18n/texts";
import { summarize } from "~/seo/meta";
import { sentence } from "./sentence";
import { textNotice } from "./text-notice";
import { brokerCard, type BrokerView } from "./broker";
import { propertyJsonLd } from "./json-ld";
import { mapLink, type MapLink } from "./map-link";
import { splitImagePath } from "~/images/catalog";
import { absolutePhotoUrl, listingPhotos, listingPlans, type Photo, type PlanView } from "./photos";
import { shareLinks, shareUrl, type ShareLink } from "./share-links";
import { feedDetails, withoutDepositOfTerms, type FeedDetailsView } from "./feed-details";
import { featureList, keyFacts, technicalData, type DataRow } from "./technical-data";

type DocumentLink = { label: string; href: string };

/** The words the property page writes about a property, in each language. */
export const propertyViewTexts = defineTexts({
  fr: {
    untitled: (ref: string) => `Bien ${ref}`,
    at: (what: string, town: string) => `${what} à ${town}`,
    forSale: (what: string) => `${what} à vendre`,
    toLet: (what: string) => `${what} à louer`,
    monthlyRent: "Loyer mensuel",
    salePrice: "Prix de vente",
    plan: "Plan",
    document: "Document",
    reference: (ref: string) => `réf. ${ref}`,
  },
  de: {
    untitled: (ref: string) => `Objekt ${ref}`,
    at: (what: string, town: string) => `${what} in ${town}`,
    forSale: (what: string) => `${what} zu verkaufen`,
    toLet: (what: string) => `${what} zu vermieten`,
    monthlyRent: "Monatliche Miete",
    salePrice: "Verkaufspreis",
    plan: "Grundriss",
    document: "Dokument",
    reference: (ref: string) => `Ref. ${ref}`,
  },
  en: {
    untitled: (ref: string) => `Property ${ref}`,
    at: (what: string, town: string) => `${what} in ${town}`,
    forSale: (what: string) => `${what} for sale`,
    toLet: (what: string) => `${what} to let`,
    monthlyRent: "Monthly rent",
    salePrice: "Sale price",
    plan: "Floor plan",
    document: "File",
    reference: (ref: string) => `ref. ${ref}`,
  },
});

export type PropertyView = {
  ref: string;
  type: TransactionType;
  status: PropertyStatus;
  /** Banner text when the property is not active (Vendu, Loué, Réservé…), else null. */
  statusText: string | null;
  title: string;
  subtitle: string;
  /** "Appartement en terrasse à Vevey". */
  kind: string;
  price: string;
  priceLabel: string;
  /** The sale price the affordability calculator starts from; null for a rent or a price on request. */
  purchasePrice: number | null;
  keyFacts: string[];
  map: MapLink | null;
  video: string | null;
  virtualTour: string | null;
  promotion: { href: string; ref: string } | null;
  /** Sanitised HTML. */
  description: string;
  /** On a German or English page, the line saying the description is only in another language; else null. */
  textNotice: string | null;
  technical: DataRow[];
  features: string[];
  documents: DocumentLink[];
  plans: PlanView[];
  broker: BrokerView;
  share: ShareLink[];
  photos: Photo[];
  breadcrumb: Crumb[];
  path: string;
  canonical: string;
  meta: { title: string; description: string; image: string | undefined };
  jsonLd: unknown;
} & FeedDetailsView;

type FormatPhone = (phone: string) => { display: string; href: string };

/** The listing's current address (a lot inside its promotion). */
export function propertyPath(property: Property): string {
  return listingPath({ ...property, promotionRef: property.promotionRef ?? undefined });
}

function safeLink(url: string): string | null {
  const text = url.trim();
  if (text.startsWith("/") && !text.startsWith("//")) return text;
  try {
    const parsed = new URL(text);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.toString() : null;
  } catch {
    return null;
  }
}

/** Documents, and plans that are not pictures of the site (a plan in PDF), as links. */
function documents(property: Property, language: Language): DocumentLink[] {
  const texts = propertyViewTexts[language];
  const labels: Record<string, string> = { plan: texts.plan, document: texts.document };
  const counts: Record<string, number> = {};
  const links: DocumentLink[] = [];
  for (const attachment of property.attachments) {
    const type = attachment.type.trim().toLowerCase();
    const label = labels[type];
    const drawn = type === "plan" && splitImagePath(attachment.url.trim()) !== null;
    const href = label && !drawn ? safeLink(attachment.url) : null;
    if (!label || !href) continue;
    counts[type] = (counts[type] ?? 0) + 1;
    links.push({ label: attachment.title || `${label} ${counts[type]}`, href });
  }
  return links;
}

/**
 * The property page's view in the page's `language` (French by default): its labels, links and
 * formats, and the listing's texts in that language when the feed has them, else in French, else its own.
 */
export function propertyView(
  property: Property,
  options: { origin: string; formatPhone: FormatPhone; now?: Date; language?: Language },
): PropertyView {
  const { origin, formatPhone, language = "fr" } = options;
  const words = propertyViewTexts[language];
  const own = listingTexts(property, language);
  const path = propertyPath(property);
  const canonical = `${origin}${localPath(path, language)}`;
  const title = own.title || property.name || words.untitled(property.ref);
  // Texts in another language than the page's are shown marked with theirs; the head, the photos'
  // alternatives and the summary speak the page's language, with the property's kind for a name.
  const foreign = own.language !== language;
  const category = property.categories[0]?.name;
  const categoryText = categoryLabel(category ?? "", language);
  const town = property.locality || property.postalCode;
  const kind = town ? words.at(categoryText, town) : categoryText;
  const photos = listingPhotos(property.attachments, foreign ? kind : title, language);
  const image = absolutePhotoUrl(photos[0], origin);
  const price = formatPrice(property.price, property.type, language);
  const facts = keyFacts(property, language);

  const breadcrumb = breadcrumbTrail(
    path,
    {
      category: category ? categoryText : undefined,
      city: property.locality ? `${property.locality} (${property.postalCode})` : undefined,
    },
    language,
  );

  const offer = (property.type === "rent" ? words.toLet : words.forSale)(categoryText);
  const summaryFacts = [town ? words.at(offer, town) : offer, ...facts, price].join(", ");
  const metaDescription = summarize(
    [`${summaryFacts}.`, ...(foreign ? [] : [own.subtitle, own.description])].filter(Boolean).map(sentence).join(" "),
  );

  return {
    ref: property.ref,
    type: property.type,
    status: property.status,
    statusText: statusLabel(property.status, property.type, language),
    title,
    subtitle: own.subtitle,
    kind,
    price,
    priceLabel: property.type === "rent" ? words.monthlyRent : words.salePrice,
    purchasePrice:
      property.status === "active" || property.status === "reserved"
        ? (prefillPrice(property.price, property.type) ?? null)
        : null,
    keyFacts: facts,
    map: mapLink(property, language),
    // Whatever the API answers, only an https address of a known video or tour host (decision 136).
    video: mediaLink(property.video?.url)?.url ?? null,
    virtualTour: mediaLink(property.virtualTour?.url)?.url ?? null,
    promotion: property.promotionRef
      ? {
          ref: property.promotionRef,
          href: localPath(promotionPath({ ...property, ref: property.promotionRef }), language),
        }
      : null,
    description: own.description,
    textNotice: own.description ? textNotice(own.language, language) : null,
    technical: technicalData(withoutDepositOfTerms(property), language),
    features: featureList(property.features, language),
    documents: documents(property, language),
    plans: listingPlans(property.attachments, language),
    broker: brokerCard(property.contact, formatPhone, agency.name, language),
    share: shareLinks(shareUrl(origin, property.ref, language), title, language),
    photos,
    breadcrumb,
    path,
    canonical,
    meta: {
      title: foreign
        ? `${kind} (${words.reference(property.ref)})`
        : `${title} (${[town, words.reference(property.ref)].filter(Boolean).join(", ")})`,
      description: metaDescription,
      image,
    },
    jsonLd: propertyJsonLd(property, {
      url: canonical,
      images: photos.map((photo) => absolutePhotoUrl(photo, origin)).filter((url): url is string => Boolean(url)),
      inLanguage: own.language && own.language !== language ? own.language : htmlLang[language],
      // The structured data speaks the language of the texts it carries (a canton's name too).
      language: isLanguage(own.language) ? own.language : language,
      texts: own,
    }),
    ...feedDetails(property, options.now ?? new Date(), language, own.language),
  };
}
