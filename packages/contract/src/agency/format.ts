/**
 * Swiss display formats (product §9): numbers, prices, rooms, floors, areas, dates, times, phones.
 * Every language writes numbers the Swiss way (1'250'000, 3.5, CHF 1'250.–) and half rooms with ½;
 * only the words around them change (decision 115). Dates and times follow each language's
 * typography (decision 142): 01.03.2027 and 10:00 in French, 01.03.2027 and 10.00 Uhr in German,
 * 1 March 2027 and 10:00 in English.
 */
import { parsePhoneNumberFromString } from "libphonenumber-js";
import type { Language } from "../i18n/language";
import { defineTexts } from "../i18n/texts";
import { zurichInstantOf, zurichParts } from "./zurich-time";

export type TransactionType = "buy" | "rent";

/**
 * A number given as a number or a numeric string ("120", "3.5", "3,5", "1'250"); undefined otherwise.
 */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value !== "string") return undefined;
  const text = value.trim().replace(/['’]/g, "").replace(",", ".");
  if (!/^-?\d+(\.\d+)?$/.test(text)) return undefined;
  return Number(text);
}

/** Apostrophe thousands separator, point for decimals, at most two decimals: 1'250'000, 1'234.5. */
export function formatNumber(n: number): string {
  if (!Number.isFinite(n)) return "";
  const rounded = Math.round(n * 100) / 100;
  const sign = rounded < 0 ? "-" : "";
  const [whole = "0", decimals] = Math.abs(rounded).toString().split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, "'");
  return sign + grouped + (decimals ? `.${decimals}` : "");
}

/** An amount in francs: "CHF 1'000.–", or with centimes "CHF 1'234.50". */
export function formatChf(amount: number): string {
  const cents = Math.round(amount * 100);
  if (cents % 100 === 0) return `CHF ${formatNumber(cents / 100)}.–`;
  const sign = cents < 0 ? "-" : "";
  const whole = Math.trunc(Math.abs(cents) / 100);
  const rest = String(Math.abs(cents) % 100).padStart(2, "0");
  return `CHF ${sign}${formatNumber(whole)}.${rest}`;
}

/** The words of listing facts: prices, rooms, bathrooms, floors, areas. */
export const formatTexts = defineTexts({
  fr: {
    priceOnRequest: "Prix sur demande",
    perMonth: (price: string) => `${price}/mois`,
    rooms: (count: string, many: boolean) => `${count} ${many ? "pièces" : "pièce"}`,
    bathrooms: (count: string, many: boolean) => `${count} ${many ? "salles de bain" : "salle de bain"}`,
    groundFloor: "Rez",
    basement: (floor: string) => `${floor} (sous-sol)`,
    storey: (floor: number) => (floor === 1 ? "1er étage" : `${floor}e étage`),
    anyStorey: (floor: string) => `Étage ${floor}`,
    grossArea: (area: string) => `${area} bruts`,
    netArea: (area: string) => `${area} habitables`,
  },
  de: {
    priceOnRequest: "Preis auf Anfrage",
    perMonth: (price: string) => `${price}/Monat`,
    rooms: (count: string, _many: boolean) => `${count} Zimmer`,
    bathrooms: (count: string, _many: boolean) => `${count} Badezimmer`,
    groundFloor: "Erdgeschoss",
    basement: (floor: string) => `${floor} (Untergeschoss)`,
    storey: (floor: number) => `${floor}. Obergeschoss`,
    anyStorey: (floor: string) => `Geschoss ${floor}`,
    grossArea: (area: string) => `${area} brutto`,
    netArea: (area: string) => `${area} Wohnfläche`,
  },
  en: {
    priceOnRequest: "Price on request",
    perMonth: (price: string) => `${price}/month`,
    rooms: (count: string, many: boolean) => `${count} ${many ? "rooms" : "room"}`,
    bathrooms: (count: string, many: boolean) => `${count} ${many ? "bathrooms" : "bathroom"}`,
    groundFloor: "Ground floor",
    basement: (floor: string) => `${floor} (basement)`,
    storey: (floor: number) => `${englishOrdinal(floor)} floor`,
    anyStorey: (floor: string) => `Floor ${floor}`,
    grossArea: (area: string) => `${area} gross`,
    netArea: (area: string) => `${area} living space`,
  },
});

/** 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 22nd… */
function englishOrdinal(n: number): string {
  const tens = Math.abs(n) % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  const suffix = ({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[Math.abs(n) % 10] ?? "th";
  return `${n}${suffix}`;
}

/** "Prix sur demande", "Preis auf Anfrage", "Price on request". */
export function priceOnRequest(language: Language = "fr"): string {
  return formatTexts[language].priceOnRequest;
}

/** A listing price; rent is monthly. 0, negative or missing: "Prix sur demande". */
export function formatPrice(
  price: number | null | undefined,
  type: TransactionType,
  language: Language = "fr",
): string {
  if (price === null || price === undefined || !Number.isFinite(price) || price <= 0) {
    return priceOnRequest(language);
  }
  return type === "rent" ? formatTexts[language].perMonth(formatChf(price)) : formatChf(price);
}

/** Half steps with the ½ sign: 3.5 → "3½", 0.5 → "½", 4 → "4". Other fractions round to the nearest half. */
export function formatHalf(n: number): string {
  if (!Number.isFinite(n)) return "";
  const halves = Math.round(n * 2);
  const whole = Math.trunc(halves / 2);
  if (halves % 2 === 0) return String(whole);
  if (whole === 0) return halves < 0 ? "-½" : "½";
  return `${whole}½`;
}

/** A count in half steps with its word, singular up to 1 (1 pièce, 1½ pièces); empty for 0 or less. */
function count(n: number, words: (count: string, many: boolean) => string): string {
  if (!Number.isFinite(n) || n <= 0) return "";
  return words(formatHalf(n), n > 1);
}

/** "1 pièce", "3½ pièces", "3½ Zimmer", "3½ rooms"; empty for 0 or less. */
export function formatRooms(n: number, language: Language = "fr"): string {
  return count(n, formatTexts[language].rooms);
}

/** "1 salle de bain", "2 salles de bain", "2 Badezimmer", "2 bathrooms"; empty for 0 or less. */
export function formatBathrooms(n: number, language: Language = "fr"): string {
  return count(n, formatTexts[language].bathrooms);
}

/**
 * 0 → "Rez" / "Erdgeschoss" / "Ground floor", 1 → "1er étage" / "1. Obergeschoss" / "1st floor",
 * -1 → "-1 (sous-sol)" / "-1 (Untergeschoss)" / "-1 (basement)".
 */
export function formatFloor(n: number, language: Language = "fr"): string {
  if (!Number.isFinite(n)) return "";
  const words = formatTexts[language];
  if (n === 0) return words.groundFloor;
  if (n < 0) return words.basement(formatNumber(n));
  if (!Number.isInteger(n)) return words.anyStorey(formatNumber(n));
  return words.storey(n);
}

/** Square metres: "120 m²". */
export function formatArea(n: number): string {
  return `${formatNumber(n)} m²`;
}

/**
 * Living area of a card: the gross area when it is a number above 0 ("120 m² bruts"),
 * else the net area ("110 m² habitables"); undefined when neither is usable.
 */
export function formatLivingArea(
  area: { gross?: number | string | null; net?: number | string | null },
  language: Language = "fr",
): string | undefined {
  const gross = toNumber(area.gross);
  if (gross !== undefined && gross > 0) return formatTexts[language].grossArea(formatArea(gross));
  const net = toNumber(area.net);
  if (net !== undefined && net > 0) return formatTexts[language].netArea(formatArea(net));
  return undefined;
}

const ENGLISH_MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** The calendar day a date names, as written ("2025-05-15") or in Swiss time; undefined when invalid. */
function calendarDay(isoOrDate: string | Date): { year: string; month: string; day: string } | undefined {
  if (typeof isoOrDate === "string") {
    const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoOrDate.trim());
    if (dateOnly) {
      const [, year = "", month = "", day = ""] = dateOnly;
      const check = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
      if (check.getUTCDate() !== Number(day) || check.getUTCMonth() !== Number(month) - 1) return undefined;
      return { year, month, day };
    }
  }
  // A time without a zone is Swiss time; other forms of dates (a blog's) as JavaScript reads them.
  const date = typeof isoOrDate === "string" ? (zurichInstantOf(isoOrDate) ?? new Date(isoOrDate)) : isoOrDate;
  if (Number.isNaN(date.getTime())) return undefined;
  const { year, month, day } = zurichParts(date);
  return { year, month, day };
}

/**
 * A date: "15.05.2025" in French and German, "15 May 2025" in English (a long date reads better
 * there than the Swiss figures, which a British reader may take for a month first). A date-only
 * ISO string is taken as written; a date with a time is shown in Swiss local time. Empty for an
 * invalid date.
 */
export function formatDate(isoOrDate: string | Date, language: Language = "fr"): string {
  const day = calendarDay(isoOrDate);
  if (!day) return "";
  if (language === "en") return `${Number(day.day)} ${ENGLISH_MONTHS[Number(day.month) - 1]} ${day.year}`;
  return `${day.day}.${day.month}.${day.year}`;
}

/** A time of day in Swiss time: "14:30" in French and English, "14.30" in German (without "Uhr"). */
export function formatTime(date: Date, language: Language = "fr"): string {
  const { hour, minute } = zurichParts(date);
  return `${hour}${language === "de" ? "." : ":"}${minute}`;
}

/**
 * From one time to another on the same day: "10:00 – 12:00" in French (as the site always wrote
 * it), "10.00–12.00 Uhr" in German, "10:00–12:00" in English: an unspaced en dash between two
 * figures.
 */
export function formatTimeRange(start: Date, end: Date, language: Language = "fr"): string {
  const from = formatTime(start, language);
  const to = formatTime(end, language);
  if (language === "fr") return `${from} – ${to}`;
  return language === "de" ? `${from}–${to} Uhr` : `${from}–${to}`;
}

/**
 * A moment with its day: "16.01.2027 10:00" in French, "16.01.2027, 10.00 Uhr" in German,
 * "16 January 2027, 10:00" in English.
 */
export function formatDateTime(date: Date, language: Language = "fr"): string {
  const day = formatDate(date, language);
  const time = formatTime(date, language);
  if (language === "fr") return `${day} ${time}`;
  return language === "de" ? `${day}, ${time} Uhr` : `${day}, ${time}`;
}

function parsePhone(phone: string) {
  const parsed = parsePhoneNumberFromString(phone.trim(), "CH");
  return parsed?.isPossible() ? parsed : undefined;
}

/** "+41 24 471 20 01" from E.164 or a Swiss national number; the input unchanged when it is no phone number. */
export function formatPhone(e164OrNational: string): string {
  return parsePhone(e164OrNational)?.formatInternational() ?? e164OrNational;
}

/** "tel:+41244712001". An unparsable number keeps only its digits and a leading +. */
export function phoneHref(phone: string): string {
  const parsed = parsePhone(phone);
  if (parsed) return `tel:${parsed.number}`;
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith("+") ? "+" : ""}${trimmed.replace(/\D/g, "")}`;
}
