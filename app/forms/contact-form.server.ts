import { formatPrice } from "@rli/contract/agency/format";
import { categoryLabel } from "@rli/contract/agency/vocabulary";
import { getPromotion, getProperty } from "~/api/client.server";
import type { Promotion, Property } from "@rli/contract/api/contract";
import { isUpstreamError } from "~/api/errors";
import { CONTACT_PARAM, VISIT_PARAM } from "~/agency/contact-url";
import { findVisit, visitName, visitRequestMessage, visitWhen } from "@rli/contract/agency/visits";
import { listingTexts } from "@rli/contract/api/listing-texts";
import { contactSchema } from "@rli/contract/forms/contact";
import { normalizeReference, REFERENCE_PATTERN } from "@rli/contract/forms/reference";
import { imageDimensions, imageSrcSet, imageUrl, splitImagePath } from "~/images/catalog";
import { promotionPriceText } from "~/listing/card-view";
import { frenchPath, type Language } from "@rli/contract/i18n/language";
import type { Constraint } from "./field-meta";
import { fieldConstraint } from "./field-constraint.server";
import { salutationOptions, type Option } from "./form-choices.server";
import { privacyNote } from "./privacy-note.server";
import { summaryTexts } from "./summary-texts.server";
import { newSubmissionToken } from "./submission-token.server";

/**
 * The data of the contact form (product §2.12), for the window opened by `?contact[=REF]` on any
 * page (root loader) and for the standalone /contact page.
 */

/** What the contact form shows about the property it asks about (product §2.12). */
export type PropertySummaryData = {
  ref: string;
  name: string;
  subtitle: string;
  /** Formatted: "CHF 1'250'000.–", "CHF 2'100.–/mois", "Prix sur demande". */
  price: string;
  /** "Appartement · À vendre". */
  kind: string;
  /** The language of name and subtitle when it is not the page's ("de", "fr"). */
  lang?: string;
  image?: { src: string; srcSet: string; width: number; height: number };
};

/** What the server prepares for the contact form (root loader for the window, /contact for the page). */
export type ContactFormView = {
  /** One-time token against double sends. */
  token: string;
  /** The page the visitor was on (path and query, without the contact parameter). */
  link: string;
  /** The property asked about, when the reference is known. */
  property?: PropertySummaryData;
  /** The visit of that property the request is for (`?contact=REF&visite=ID`). */
  visit?: {
    id: string;
    /** The visit's name in the page's language, else as the feed writes it, with its language. */
    name: string;
    nameLang?: string;
    /** "Samstag 16.01.2027, 10:00 – 12:00" */
    when: string;
    message: string;
  };
  /** Attributes derived from the schema (required, maxLength), computed on the server. */
  constraint: Record<string, Constraint>;
  /** The lists of the form, labelled in the page's language (the countries are built in the browser). */
  choices: { salutations: Option[] };
  /** The note beside the send button, in the page's language. */
  privacyNote: string;
};

const contactConstraint = fieldConstraint(contactSchema);

/** A reference as the API knows it, or undefined when the text cannot be one. */
export function contactReference(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const ref = normalizeReference(value);
  return REFERENCE_PATTERN.test(ref) ? ref : undefined;
}

export async function contactFormView(
  refParam: string | null | undefined,
  link: string,
  visitParam: string | null | undefined,
  language: Language,
): Promise<ContactFormView> {
  const ref = contactReference(refParam);
  const about = ref ? await summaryOf(ref, visitParam, language) : undefined;
  return {
    token: newSubmissionToken(),
    link,
    property: about?.summary,
    ...(about?.visit ? { visit: about.visit } : {}),
    constraint: contactConstraint,
    choices: { salutations: salutationOptions(language) },
    privacyNote: privacyNote(language, about?.visit ? "visit" : about ? "listing" : "contact"),
  };
}

/** The visit a request is for, when the listing has it: what the form says and starts its message with. */
function visitOf(
  property: Property,
  visitParam: string | null | undefined,
  language: Language,
): ContactFormView["visit"] {
  const visit = visitParam ? findVisit(property.visits, visitParam.trim()) : undefined;
  if (!visit) return undefined;
  const feedLanguage = property.language ?? "fr";
  const { name, lang } = visitName(visit, language, feedLanguage);
  return {
    id: visit.id,
    name,
    ...(lang ? { nameLang: lang } : {}),
    when: visitWhen(visit, language),
    message: visitRequestMessage(visit, language, feedLanguage),
  };
}

/**
 * The listing the request is about: a property, else a promotion (its page asks for the
 * documentation with its own reference). An unknown reference, or an API that does not answer,
 * makes it a general request; an unknown visit, a request about the listing.
 */
async function summaryOf(
  ref: string,
  visitParam: string | null | undefined,
  language: Language,
): Promise<{ summary: PropertySummaryData; visit?: ContactFormView["visit"] } | undefined> {
  try {
    const property = await getProperty(ref);
    return { summary: propertySummary(property, language), visit: visitOf(property, visitParam, language) };
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    if (error.kind !== "not-found") return undefined;
  }
  try {
    return { summary: promotionSummary(await getPromotion(ref), language) };
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    return undefined;
  }
}

/**
 * A listing's name and subtitle: its own, or those of the page's language when the feed has them
 * (decision 115), with the language they are written in when it is not the page's.
 */
function summaryNames(
  listing: Property | Promotion,
  ownName: string,
  language: Language,
): Pick<PropertySummaryData, "name" | "subtitle" | "lang"> {
  const texts = listingTexts(listing, language);
  const own = texts.language === (listing.language ?? "fr");
  const lang = texts.language === language ? {} : { lang: texts.language };
  return own
    ? { name: ownName, subtitle: listing.subtitle, ...lang }
    : { name: texts.title, subtitle: texts.subtitle, ...lang };
}

export function propertySummary(property: Property, language: Language): PropertySummaryData {
  const category = property.categories[0]?.name;
  const kind = [
    category ? categoryLabel(category, language) : undefined,
    summaryTexts[language].transaction[property.type],
  ]
    .filter(Boolean)
    .join(" · ");
  return {
    ref: property.ref,
    ...summaryNames(property, property.name || property.title || property.ref, language),
    price: formatPrice(property.price, property.type, language),
    kind,
    image: firstImage(property),
  };
}

function promotionSummary(promotion: Promotion, language: Language): PropertySummaryData {
  return {
    ref: promotion.ref,
    ...summaryNames(promotion, promotion.title || promotion.name || promotion.ref, language),
    price: promotionPriceText(promotion, language),
    kind: summaryTexts[language].newPromotion,
    image: firstImage(promotion),
  };
}

function firstImage(listing: Pick<Property, "attachments">): PropertySummaryData["image"] {
  const url = listing.attachments.find((attachment) => attachment.type === "image")?.url;
  if (!url) return undefined;
  const parts = splitImagePath(url);
  const size = parts ? imageDimensions(parts.group, parts.name, 320) : null;
  if (!parts || !size) return undefined;
  const path = url.replace(/\?.*$/, "");
  return { src: imageUrl(path, 320), srcSet: imageSrcSet(path, [320, 640]), ...size };
}

/**
 * The page named by `link` when it is one of the site's own pages (a path, or an address on
 * this origin), as a path and query without the contact parameter; else undefined.
 */
export function sameSitePath(link: string | undefined, origin: string): string | undefined {
  if (!link) return undefined;
  let url: URL;
  try {
    url = new URL(link, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== new URL(origin).origin || url.pathname.startsWith("//")) return undefined;
  url.searchParams.delete(CONTACT_PARAM);
  url.searchParams.delete(VISIT_PARAM);
  const query = url.searchParams.toString();
  return `${url.pathname}${query ? `?${query}` : ""}`;
}

/**
 * Where the visitor goes after sending: back to that page; home when there is none to go back to
 * (a path in the page's language, or the French home that the answer writes in its language).
 */
export function returnPath(path: string | undefined): string {
  if (!path) return "/";
  const french = frenchPath(path);
  return french === "/contact" || french.startsWith("/contact?") ? "/" : path;
}
