/**
 * Swiss French display formats (product §9): numbers, prices, rooms, floors, areas, dates, phones.
 */
import { parsePhoneNumberFromString } from "libphonenumber-js";

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

export const priceOnRequest = "Prix sur demande";

/** A listing price; rent is monthly. 0, negative or missing: "Prix sur demande". */
export function formatPrice(price: number | null | undefined, type: TransactionType): string {
  if (price === null || price === undefined || !Number.isFinite(price) || price <= 0) {
    return priceOnRequest;
  }
  return type === "rent" ? `${formatChf(price)}/mois` : formatChf(price);
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

/** French count: singular up to 1 (1 pièce, 1 salle de bain), plural above (1½ pièces, 2 pièces). */
function count(n: number, singular: string, plural: string): string {
  if (!Number.isFinite(n) || n <= 0) return "";
  return `${formatHalf(n)} ${n > 1 ? plural : singular}`;
}

/** "1 pièce", "3½ pièces"; empty for 0 or less. */
export function formatRooms(n: number): string {
  return count(n, "pièce", "pièces");
}

/** "1 salle de bain", "2 salles de bain"; empty for 0 or less. */
export function formatBathrooms(n: number): string {
  return count(n, "salle de bain", "salles de bain");
}

/** 0 → "Rez", 1 → "1er étage", 3 → "3e étage", -1 → "-1 (sous-sol)". */
export function formatFloor(n: number): string {
  if (!Number.isFinite(n)) return "";
  if (n === 0) return "Rez";
  if (n < 0) return `${formatNumber(n)} (sous-sol)`;
  if (!Number.isInteger(n)) return `Étage ${formatNumber(n)}`;
  return n === 1 ? "1er étage" : `${n}e étage`;
}

/** Square metres: "120 m²". */
export function formatArea(n: number): string {
  return `${formatNumber(n)} m²`;
}

/**
 * Living area of a card: the gross area when it is a number above 0 ("120 m² bruts"),
 * else the net area ("110 m² habitables"); undefined when neither is usable.
 */
export function formatLivingArea(area: {
  gross?: number | string | null;
  net?: number | string | null;
}): string | undefined {
  const gross = toNumber(area.gross);
  if (gross !== undefined && gross > 0) return `${formatArea(gross)} bruts`;
  const net = toNumber(area.net);
  if (net !== undefined && net > 0) return `${formatArea(net)} habitables`;
  return undefined;
}

const swissDate = new Intl.DateTimeFormat("fr-CH", {
  timeZone: "Europe/Zurich",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
});

/**
 * "15.05.2025". A date-only ISO string is taken as written; a date with a time is shown
 * in Swiss local time. Empty for an invalid date.
 */
export function formatDate(isoOrDate: string | Date): string {
  if (typeof isoOrDate === "string") {
    const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoOrDate.trim());
    if (dateOnly) {
      const [, year, month, day] = dateOnly;
      const check = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
      if (check.getUTCDate() !== Number(day) || check.getUTCMonth() !== Number(month) - 1) return "";
      return `${day}.${month}.${year}`;
    }
  }
  const date = typeof isoOrDate === "string" ? new Date(isoOrDate) : isoOrDate;
  if (Number.isNaN(date.getTime())) return "";
  const parts = Object.fromEntries(swissDate.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.day}.${parts.month}.${parts.year}`;
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
