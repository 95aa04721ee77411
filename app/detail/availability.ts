/**
 * When the property is free, from the feed's availability start (SwissRETS `availability.start`,
 * a date-time): "De suite" once that day has come in Switzerland, "Libre dès le 01.01.2027"
 * ("Available from 1 January 2027") before. No date given, or a listing no longer offered: nothing is said.
 */
import { formatDate } from "@rli/contract/agency/format";
import { zurichDay, zurichInstantOf } from "@rli/contract/agency/zurich-time";
import type { PropertyStatus } from "@rli/contract/api/contract";
import type { Language } from "@rli/contract/i18n/language";
import { defineTexts } from "@rli/contract/i18n/texts";

/** When the property is free, in each language. */
export const availabilityTexts = defineTexts({
  fr: { now: "De suite", from: (date: string) => `Libre dès le ${date}` },
  de: { now: "Sofort", from: (date: string) => `Frei ab ${date}` },
  en: { now: "Immediately", from: (date: string) => `Available from ${date}` },
});

const offered: ReadonlySet<PropertyStatus> = new Set(["active", "reserved", "in-acquisition"]);

export function availabilityText(
  availableFrom: string | null | undefined,
  now: Date,
  status: PropertyStatus = "active",
  language: Language = "fr",
): string | null {
  const texts = availabilityTexts[language];
  if (!availableFrom || !offered.has(status)) return null;
  const start = zurichInstantOf(availableFrom);
  if (!start) return null;
  if (zurichDay(start) <= zurichDay(now)) return texts.now;
  return texts.from(formatDate(start, language));
}
