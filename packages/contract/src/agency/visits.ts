/**
 * Visits and open-house events of a listing (SwissRETS `events`): which are shown, their wording
 * (French, or the page's language for their dates), and the stable id that names one in the calendar file's address and in a visit
 * request. The id is the visit's start in Swiss time ("2027-01-16-1000"), with "-2", "-3"… for
 * visits of a feed that start at the same minute.
 */
import { foldedText } from "./folded-text";
import { formatDate, formatDateTime, formatTimeRange } from "./format";
import { zurichDay, zurichParts, zurichWeekday } from "./zurich-time";
import type { PropertyStatus, Visit } from "../api/contract";
import { VISIT_ID_PATTERN } from "../forms/reference";
import { htmlLang, type Language } from "../i18n/language";
import { defineTexts } from "../i18n/texts";

export type IdentifiedVisit = Visit & { id: string };

/** At most this many upcoming visits are listed. */
const MAX_SHOWN = 6;

export function withVisitIds(visits: readonly Visit[] | undefined): IdentifiedVisit[] {
  const used = new Map<string, number>();
  return (visits ?? []).flatMap((visit) => {
    const start = new Date(visit.start);
    if (Number.isNaN(start.getTime())) return [];
    const { year, month, day, hour, minute } = zurichParts(start);
    const base = `${year}-${month}-${day}-${hour}${minute}`;
    const seen = (used.get(base) ?? 0) + 1;
    used.set(base, seen);
    return [{ ...visit, id: seen === 1 ? base : `${base}-${seen}` }];
  });
}

export function findVisit(visits: readonly Visit[] | undefined, id: string): IdentifiedVisit | undefined {
  if (!VISIT_ID_PATTERN.test(id)) return undefined;
  return withVisitIds(visits).find((visit) => visit.id === id);
}

const offered: ReadonlySet<PropertyStatus> = new Set(["active", "reserved", "in-acquisition"]);

/** Visits not over yet, soonest first, for a listing still offered; at most six. */
export function upcomingVisits(
  visits: readonly Visit[] | undefined,
  now: Date,
  status: PropertyStatus = "active",
): IdentifiedVisit[] {
  if (!offered.has(status)) return [];
  return withVisitIds(visits)
    .filter((visit) => Date.parse(visit.end) > now.getTime())
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
    .slice(0, MAX_SHOWN);
}

/**
 * "Samedi 16.01.2027, 10:00 – 12:00", "Samstag, 16.01.2027, 10.00–12.00 Uhr", "Saturday 16 January
 * 2027, 10:00–12:00"; over several days "16.01.2027 10:00 – 17.01.2027 12:00" (a spaced dash
 * between two moments that hold spaces themselves).
 */
export function visitWhen(visit: Pick<Visit, "start" | "end">, language: Language = "fr"): string {
  const start = new Date(visit.start);
  const end = new Date(visit.end);
  if (zurichDay(start) === zurichDay(end)) {
    const weekday = zurichWeekday(start, htmlLang[language]);
    const named = `${weekday.charAt(0).toUpperCase()}${weekday.slice(1)}`;
    // German sets the weekday off with a comma ("Samstag, 16.01.2027"); French and English do not.
    const day = `${named}${language === "de" ? "," : ""} ${formatDate(start, language)}`;
    return `${day}, ${formatTimeRange(start, end, language)}`;
  }
  return `${formatDateTime(start, language)} – ${formatDateTime(end, language)}`;
}

/** Address of a visit's calendar file: /visites/rlm-1001/2027-01-16-1000.ics */
export function visitCalendarPath(ref: string, visitId: string): string {
  return `/visites/${encodeURIComponent(ref.toLowerCase())}/${visitId}.ics`;
}

/**
 * The kinds of visit the site knows, named in each language: a feed that calls a visit by one of
 * these names, in any of the three languages, has it named in the page's language.
 */
export const visitKindTexts = defineTexts({
  fr: { open: "Visite libre", openHouse: "Portes ouvertes", viewing: "Visite" },
  de: { open: "Offene Besichtigung", openHouse: "Tag der offenen Tür", viewing: "Besichtigung" },
  en: { open: "Open viewing", openHouse: "Open house", viewing: "Viewing" },
});

type VisitKind = keyof (typeof visitKindTexts)["fr"];

const comparable = (text: string) => foldedText(text.replace(/\s+/g, " ").trim());

const kindByName = new Map<string, VisitKind>(
  (["fr", "de", "en"] as const).flatMap((language) =>
    (Object.entries(visitKindTexts[language]) as [VisitKind, string][]).map(([kind, name]) => [comparable(name), kind]),
  ),
);

/** A visit's name as a page shows it, with its language when it is not the page's. */
export type VisitName = { name: string; lang?: string };

/**
 * A visit's name in the page's `language`: as the feed writes it when the feed speaks that language;
 * else a kind the site knows in the page's language, else the feed's name with the feed's language
 * (`feedLanguage`, French by default), for the `lang` of the element that holds it.
 */
export function visitName(visit: Pick<Visit, "name">, language: Language = "fr", feedLanguage = "fr"): VisitName {
  if (feedLanguage === language) return { name: visit.name };
  const kind = kindByName.get(comparable(visit.name));
  return kind ? { name: visitKindTexts[language][kind] } : { name: visit.name, lang: feedLanguage };
}

/**
 * "Portes ouvertes – Samedi 16.01.2027, 10:00 – 12:00": a visit named in an e-mail (French, the
 * feed's name when the feed is French).
 */
export function visitLabel(visit: Visit, language: Language = "fr", feedLanguage = "fr"): string {
  return `${visitName(visit, language, feedLanguage).name} – ${visitWhen(visit, language)}`;
}

/**
 * The message the contact form starts with when it is opened for a visit, in the visitor's language:
 * with the visit's name when it is in that language, else by its date only.
 */
export const visitRequestTexts = defineTexts({
  fr: {
    request: (name: string | null, when: string) =>
      name
        ? `Bonjour, je souhaite participer à la visite « ${name} » (${when}). Merci de me confirmer ma venue.`
        : `Bonjour, je souhaite participer à la visite du ${when}. Merci de me confirmer ma venue.`,
  },
  de: {
    request: (name: string | null, when: string) =>
      name
        ? `Guten Tag, ich möchte an folgender Besichtigung teilnehmen: ${name} am ${when}. Bitte bestätigen Sie mir meine Teilnahme.`
        : `Guten Tag, ich möchte an der Besichtigung am ${when} teilnehmen. Bitte bestätigen Sie mir meine Teilnahme.`,
  },
  en: {
    request: (name: string | null, when: string) =>
      name
        ? `Hello, I would like to attend this viewing: ${name} on ${when}. Please could you confirm my place.`
        : `Hello, I would like to attend the viewing on ${when}. Please could you confirm my place.`,
  },
});

export function visitRequestMessage(visit: Visit, language: Language = "fr", feedLanguage = "fr"): string {
  const named = visitName(visit, language, feedLanguage);
  return visitRequestTexts[language].request(named.lang ? null : named.name, visitWhen(visit, language));
}
