/**
 * What the property page shows of the feed beyond the listing itself: language of the texts,
 * availability, rent and extras, energy, visits. Prepared on the server as plain strings.
 */
import type { Property } from "@rli/contract/api/contract";
import type { Language } from "@rli/contract/i18n/language";
import { defineTexts } from "@rli/contract/i18n/texts";
import { availabilityText } from "./availability";
import { energyRows } from "./energy";
import { extraOfferLines, rentLines } from "./rent-lines";
import type { DataRow } from "./technical-data";
import { upcomingVisits, visitCalendarPath, visitName, visitWhen } from "@rli/contract/agency/visits";
import { visitRequestHref } from "~/agency/contact-url";

export type VisitView = {
  id: string;
  /** A kind of visit the site knows in the page's language, else the feed's name. */
  name: string;
  /** The name's language when it is not the page's (the feed's own), else null. */
  nameLang: string | null;
  /** ISO start, for <time datetime>. */
  start: string;
  when: string;
  location: string | null;
  summary: string | null;
  calendarHref: string;
  requestHref: string;
};

/** The label of the availability row, in each language. */
export const feedDetailTexts = defineTexts({
  fr: { availability: "Disponibilité" },
  de: { availability: "Verfügbarkeit" },
  en: { availability: "Availability" },
});

export type FeedDetailsView = {
  /** Language of title, subtitle and description when it is not the page's ("de"), else null. */
  textLanguage: string | null;
  /** Language of the visits' names and instructions (the feed's own) when it is not the page's, else null. */
  visitLanguage: string | null;
  /** Availability, rent lines, deposit, extras: empty when the feed gives none. */
  terms: DataRow[];
  energy: DataRow[];
  visitInformation: string | null;
  visits: VisitView[];
};

/**
 * The feed's details in the page's `language`; `textLanguage` is the language the listing's texts
 * are written in (the property's own by default).
 */
export function feedDetails(
  property: Property,
  now: Date,
  language: Language = "fr",
  textLanguage: string | null | undefined = property.language,
): FeedDetailsView {
  const availability = availabilityText(property.availableFrom, now, property.status, language);
  const terms: DataRow[] = [
    ...(availability ? [{ label: feedDetailTexts[language].availability, value: availability }] : []),
    ...(property.type === "rent" ? rentLines(property.rent, language) : []),
    ...extraOfferLines(property.extraOffers, property.type, language),
  ];
  const feedLanguage = property.language ?? "fr";
  const visits = upcomingVisits(property.visits, now, property.status).map((visit): VisitView => {
    const { name, lang } = visitName(visit, language, feedLanguage);
    return {
      id: visit.id,
      name,
      nameLang: lang ?? null,
      start: visit.start,
      when: visitWhen(visit, language),
      location: visit.location ?? null,
      summary: visit.summary ?? null,
      calendarHref: visitCalendarPath(property.ref, visit.id),
      requestHref: visitRequestHref(property.ref, visit.id),
    };
  });
  const offered = property.status === "active" || property.status === "reserved";
  return {
    textLanguage: textLanguage && textLanguage !== language ? textLanguage : null,
    visitLanguage: feedLanguage !== language ? feedLanguage : null,
    terms,
    energy: energyRows(property, language),
    visitInformation: offered ? (property.visitInformation ?? null) : null,
    visits,
  };
}

/** The property without its deposit specification when the rent lines already say it (no double line). */
export function withoutDepositOfTerms<
  T extends Pick<Property, "type" | "rent" | "specifications" | "importantSpecifications">,
>(property: T): T {
  if (property.type !== "rent" || property.rent?.deposit === undefined) return property;
  const keep = (spec: { name: string }) => spec.name !== "rental_deposit";
  return {
    ...property,
    specifications: property.specifications.filter(keep),
    importantSpecifications: property.importantSpecifications.filter(keep),
  };
}
