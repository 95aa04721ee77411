import { zurichOffsetAtWallTime } from "@rli/contract/agency/zurich-time";
import { checkPhone } from "@rli/contract/forms/phone";

/**
 * Values of IDX fields as Swiss CRMs write them, read leniently: amounts with thousands
 * separators and "CHF 1'500.–", rooms as "4,5" or "4½", flags as Y/N or 1/0, dates as DD.MM.YYYY
 * in Swiss time. A value that cannot be read is undefined: the field is left out, the record kept.
 */

/** A number of the field, or undefined when empty or not a number. */
export function numberOf(value: string): number | undefined {
  let text = value.trim();
  if (text === "" || text.length > 40) return undefined;
  text = text
    .replace(/^(chf|sfr\.?|fr\.|eur|€)\s*/i, "")
    .replace(/\s*(chf|fr\.?|m2|m²|m3|m³|m|kg|%)$/i, "")
    .replace(/[.,][-–—]+$/, "")
    .replace(/\s*(½|1\/2)$/, ".5")
    .replace(/['’´\s\u00a0]/g, "");
  if (/^-?\d+,\d+$/.test(text)) text = text.replace(",", ".");
  if (text.startsWith(".")) text = `0${text}`;
  if (!/^-?\d+(\.\d+)?$/.test(text)) return undefined;
  const number = Number(text);
  return Number.isFinite(number) ? number : undefined;
}

/** A number above zero (a surface, a count, a height), or undefined: many exports write 0 for "unknown". */
export function positiveOf(value: string): number | undefined {
  const number = numberOf(value);
  return number !== undefined && number > 0 ? number : undefined;
}

/** A whole number above zero. */
export function countOf(value: string): number | undefined {
  const number = positiveOf(value);
  return number !== undefined && Number.isInteger(number) ? number : undefined;
}

/**
 * An amount of money above zero, or undefined ("on request"). IDX amounts are whole numbers;
 * "16.500" with dots between groups of three digits is read as sixteen thousand five hundred.
 */
export function amountOf(value: string): number | undefined {
  const text = value.trim();
  if (/^\d{1,3}([.,]\d{3})+$/.test(text)) return positiveOf(text.replace(/[.,]/g, ""));
  return positiveOf(text);
}

/** A four-digit year. */
export function yearOf(value: string): number | undefined {
  const number = numberOf(value);
  return number !== undefined && Number.isInteger(number) && number >= 1000 && number <= 9999 ? number : undefined;
}

/**
 * The floor: 0 for the ground floor, negative below it ("-1", "1. UG"), "2", "2. OG", "2e étage";
 * "2.0" too, as writers that print every number as a decimal give it (python-homegate).
 */
export function floorOf(value: string): number | undefined {
  const text = value.trim();
  if (/^(eg|rdc|rez|rez-de-chauss[ée]e|pt|parterre|erdgeschoss|pianterreno)$/i.test(text)) return 0;
  const match = /^(-?)\s?(\d{1,3})(?:\.0+|\.|e|er|ème|eme)?\s?(og|ug|stock|etage|étage|piano)?$/i.exec(text);
  if (!match) return undefined;
  const floor = Number(match[2]);
  return match[1] === "-" || match[3]?.toLowerCase() === "ug" ? -floor : floor;
}

/** A yes/no field: 'Y', '1' (and their spellings in the country's languages) say yes; blank is no. */
export function flagOf(value: string): boolean {
  return /^(y|yes|j|ja|1|true|x|o|oui|s|si|sì)$/i.test(value.trim());
}

type Day = { year: number; month: number; day: number };

/** DD.MM.YYYY (also D.M.YYYY, with / or -), or YYYY-MM-DD; a day that exists. */
export function dayOf(value: string): Day | undefined {
  const text = value.trim();
  let match = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})\b/.exec(text);
  let day: Day | undefined;
  if (match) day = { day: Number(match[1]), month: Number(match[2]), year: Number(match[3]) };
  match = day ? null : /^(\d{4})-(\d{2})-(\d{2})\b/.exec(text);
  if (match) day = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  if (!day || day.year < 1900 || day.year > 2999) return undefined;
  const check = new Date(Date.UTC(day.year, day.month - 1, day.day));
  return check.getUTCMonth() === day.month - 1 && check.getUTCDate() === day.day ? day : undefined;
}

/** The instant of a wall-clock time in Switzerland, as an ISO date-time. */
export function zurichInstant(day: Day, hour = 0, minute = 0, second = 0): string {
  const wall = Date.UTC(day.year, day.month - 1, day.day, hour, minute, second);
  return new Date(wall - zurichOffsetAtWallTime(wall)).toISOString();
}

/** "04.07.2007 13:42:37" (Swiss time) as an ISO date-time. */
export function dateTimeOf(value: string): string | undefined {
  const day = dayOf(value);
  if (!day) return undefined;
  const time = /\s(\d{1,2}):(\d{2})(?::(\d{2}))?\s*$/.exec(value.trim());
  const [hour, minute, second] = time ? [Number(time[1]), Number(time[2]), Number(time[3] ?? 0)] : [0, 0, 0];
  if (hour > 23 || minute > 59 || second > 59) return zurichInstant(day);
  return zurichInstant(day, hour, minute, second);
}

const IMMEDIATELY =
  /^(ab |per |dès |des |à partir de )?(sofort|subito|immediately|immediate|imm[ée]diatement|de suite|tout de suite|now|jetzt)\b/i;

/**
 * The availability start: a date (midnight in Switzerland), or `now` for "sofort", "de suite"…;
 * undefined when empty ("on request") or unreadable. A date already past stays as given: the site
 * says "De suite" for it.
 */
export function availableFromOf(value: string, now: Date): string | undefined {
  const text = value.trim();
  if (text === "") return undefined;
  if (IMMEDIATELY.test(text)) return now.toISOString();
  const day = dayOf(text);
  return day ? zurichInstant(day) : undefined;
}

/** The last moment of a day in Switzerland ("publish until"). */
export function endOfDayOf(value: string): string | undefined {
  const day = dayOf(value);
  return day ? zurichInstant(day, 23, 59, 59) : undefined;
}

/** The SwissRETS form of a phone number: E.164 when it is a valid one (Swiss by default), else its digits. */
export function phoneOf(value: string, cache?: Map<string, string | undefined>): string | undefined {
  const text = value.trim();
  if (text === "" || text.length > 40) return undefined;
  if (cache?.has(text)) return cache.get(text);
  let phone: string | undefined;
  const check = checkPhone(text);
  if (check.valid) phone = check.e164.split(" ")[0];
  if (!phone) {
    const digits = text.replace(/\D/g, "");
    if (digits.length >= 3 && digits.length <= 20) phone = `${text.startsWith("+") ? "+" : ""}${digits}`;
  }
  cache?.set(text, phone);
  return phone;
}

/** An e-mail address, or undefined when the field holds something else. */
export function emailOf(value: string): string | undefined {
  const text = value.trim();
  return text.length <= 254 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(text) ? text : undefined;
}

/** An absolute http(s) address, as written. */
export function httpUrlOf(value: string): string | undefined {
  const text = value.trim();
  if (!/^https?:\/\//i.test(text) || /\s/.test(text)) return undefined;
  try {
    const url = new URL(text);
    return url.hostname !== "" ? text : undefined;
  } catch {
    return undefined;
  }
}

/** A file name without any folder: what IDX puts in its picture and document fields. */
export function fileNameOf(value: string): string | undefined {
  const text = value.trim();
  if (text === "" || text === "." || text === ".." || text.length > 255) return undefined;
  // eslint-disable-next-line no-control-regex
  if (/[/\\\u0000-\u001f\u007f]/.test(text)) return undefined;
  return text;
}

const SALUTATION =
  /^(herr|frau|hr\.|fr\.|m\.|mme\.?|mlle\.?|monsieur|madame|mademoiselle|sig\.|sig\.ra|signor|signora|mr\.?|mrs\.?|ms\.?|dr\.?|prof\.?)\s+/i;
const MALE = /^(herr|hr\.|m\.|monsieur|sig\.|signor|mr\.?)\s/i;
const FEMALE = /^(frau|fr\.|mme\.?|mlle\.?|madame|mademoiselle|sig\.ra|signora|mrs\.?|ms\.?)\s/i;

export type PersonName = { givenName?: string; familyName?: string; gender?: "male" | "female" };

/**
 * A person named in one field ("Herr Manuel Weber", "Mme Anne-Marie de Rham"): the salutation
 * gives the gender, the first word the given name, the rest the family name; one word is a
 * family name.
 */
export function personNameOf(value: string): PersonName {
  let text = value.trim().slice(0, 200).replace(/\s+/g, " ");
  const name: PersonName = {};
  if (MALE.test(`${text} `)) name.gender = "male";
  else if (FEMALE.test(`${text} `)) name.gender = "female";
  while (SALUTATION.test(text)) text = text.replace(SALUTATION, "");
  const words = text.split(" ").filter(Boolean);
  if (words.length === 1) name.familyName = words[0];
  if (words.length > 1) {
    name.givenName = words[0];
    name.familyName = words.slice(1).join(" ");
  }
  return name;
}

/** "Breitistrasse 15a" as street and number; an address without a final number stays whole. */
export function streetOf(value: string): { street?: string; streetNumber?: string } {
  const text = value.trim().replace(/\s+/g, " ");
  if (text === "") return {};
  if (text.length > 200) return { street: text.slice(0, 200) };
  const match = /^(.*\D)\s(\d{1,5}\s?[a-zA-Z]{0,3}(?:\s?[-/]\s?\d{1,5}\s?[a-zA-Z]{0,3})?)$/.exec(text);
  if (!match) return { street: text };
  return { street: match[1]!.replace(/,$/, "").trim(), streetNumber: match[2]! };
}
