/**
 * Everything the property page shows, prepared on the server: texts are formatted here so that
 * the browser receives strings and no formatting code or vocabulary (product §2.5).
 */
import { prefillPrice } from "~/agency/affordability";
import { agency } from "@rli/contract/agency/agency";
import { listingPath, promotionPath } from "@rli/contract/agency/addresses";
import { breadcrumbTrail, type Crumb } from "~/agency/breadcrumb";
import { formatPrice } from "@rli/contract/agency/format";
import { statusLabel } from "~/agency/status";
import { categoryLabel } from "@rli/contract/agency/vocabulary";
import type { Property, PropertyStatus, TransactionType } from "@rli/contract/api/contract";
import { summarize } from "~/seo/meta";
import { sentence } from "./sentence";
import { brokerCard, type BrokerView } from "./broker";
import { propertyJsonLd } from "./json-ld";
import { mapLink, type MapLink } from "./map-link";
import { splitImagePath } from "~/images/catalog";
import { absolutePhotoUrl, listingPhotos, listingPlans, type Photo, type PlanView } from "./photos";
import { shareLinks, shareUrl, type ShareLink } from "./share-links";
import { feedDetails, withoutDepositOfTerms, type FeedDetailsView } from "./feed-details";
import { featureList, keyFacts, technicalData, type DataRow } from "./technical-data";

type DocumentLink = { label: string; href: string };

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
function documents(property: Property): DocumentLink[] {
  const labels: Record<string, string> = { plan: "Plan", document: "Document" };
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

export function propertyView(
  property: Property,
  options: { origin: string; formatPhone: FormatPhone; now?: Date },
): PropertyView {
  const { origin, formatPhone } = options;
  const path = propertyPath(property);
  const canonical = `${origin}${path}`;
  const title = property.title || property.name || `Bien ${property.ref}`;
  const category = property.categories[0]?.name;
  const categoryText = category ? categoryLabel(category) : "Bien immobilier";
  const town = property.locality || property.postalCode;
  const kind = town ? `${categoryText} à ${town}` : categoryText;
  const photos = listingPhotos(property.attachments, title);
  const image = absolutePhotoUrl(photos[0], origin);
  const price = formatPrice(property.price, property.type);
  const facts = keyFacts(property);

  const breadcrumb = breadcrumbTrail(path, {
    category: category ? categoryText : undefined,
    city: property.locality ? `${property.locality} (${property.postalCode})` : undefined,
  });

  const offer = property.type === "rent" ? "à louer" : "à vendre";
  const summaryFacts = [`${categoryText} ${offer}${town ? ` à ${town}` : ""}`, ...facts, price].join(", ");
  const metaDescription = summarize(
    [`${summaryFacts}.`, property.subtitle, property.description].filter(Boolean).map(sentence).join(" "),
  );

  return {
    ref: property.ref,
    type: property.type,
    status: property.status,
    statusText: statusLabel(property.status, property.type),
    title,
    subtitle: property.subtitle,
    kind,
    price,
    priceLabel: property.type === "rent" ? "Loyer mensuel" : "Prix de vente",
    purchasePrice:
      property.status === "active" || property.status === "reserved"
        ? (prefillPrice(property.price, property.type) ?? null)
        : null,
    keyFacts: facts,
    map: mapLink(property),
    video: property.video ? safeLink(property.video.url) : null,
    virtualTour: property.virtualTour ? safeLink(property.virtualTour.url) : null,
    promotion: property.promotionRef
      ? {
          ref: property.promotionRef,
          href: promotionPath({ ...property, ref: property.promotionRef }),
        }
      : null,
    description: property.description,
    technical: technicalData(withoutDepositOfTerms(property)),
    features: featureList(property.features),
    documents: documents(property),
    plans: listingPlans(property.attachments),
    broker: brokerCard(property.contact, formatPhone, agency.name),
    share: shareLinks(shareUrl(origin, property.ref), title),
    photos,
    breadcrumb,
    path,
    canonical,
    meta: {
      title: `${title} (${[town, `réf. ${property.ref}`].filter(Boolean).join(", ")})`,
      description: metaDescription,
      image,
    },
    jsonLd: propertyJsonLd(property, {
      url: canonical,
      images: photos.map((photo) => absolutePhotoUrl(photo, origin)).filter((url): url is string => Boolean(url)),
    }),
    ...feedDetails(property, options.now ?? new Date()),
  };
}
