/**
 * XML Schema dates and times (`xs:dateTime`) as the SwissRETS JSON model wants them (RFC 3339 with a
 * time zone). A time written without a zone is a Swiss export's local time: it gets the offset of
 * Europe/Zurich on that day (+01:00 in winter, +02:00 in summer). Pure.
 */

import { zurichOffsetAtWallTime } from "@rli/contract/agency/zurich-time";

const dateTimePattern = /^(-?\d{4,})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d+)?(Z|[+-]\d{2}:\d{2})?$/;

const two = (value: number) => String(value).padStart(2, "0");

/** Date.UTC without its mapping of the years 0–99 to 1900–1999. */
function utc(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): Date {
  const date = new Date(Date.UTC(2000, 0, 1, hour, minute, second));
  date.setUTCFullYear(year, month - 1, day);
  return date;
}

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const absolute = Math.abs(minutes);
  const hours = String(Math.floor(absolute / 60)).padStart(2, "0");
  return `${sign}${hours}:${String(absolute % 60).padStart(2, "0")}`;
}

/**
 * `text` (an `xs:dateTime` the XSD accepted) as an RFC 3339 date-time with a zone, or undefined when
 * the JSON model cannot carry it (a year before 0000 or after 9999).
 */
export function jsonDateTime(text: string): string | undefined {
  const match = dateTimePattern.exec(text.trim());
  if (!match) return undefined;
  const [, yearText, month, day, hour, minute, second, fraction = "", zone] = match;
  if (yearText!.length !== 4) return undefined;
  let date = `${yearText}-${month}-${day}`;
  let time = `${hour}:${minute}:${second}`;
  if (hour === "24") {
    // XML Schema allows 24:00:00 for the midnight ending the day: the next day's 00:00:00.
    const next = utc(Number(yearText), Number(month), Number(day) + 1);
    if (next.getUTCFullYear() > 9999) return undefined;
    date = `${String(next.getUTCFullYear()).padStart(4, "0")}-${two(next.getUTCMonth() + 1)}-${two(next.getUTCDate())}`;
    time = "00:00:00";
  }
  if (zone) return `${date}T${time}${fraction}${zone}`;
  const [y, mo, d] = date.split("-").map(Number);
  const [h, mi, s] = time.split(":").map(Number);
  const wall = utc(y!, mo!, d!, h!, mi!, s!).getTime();
  return `${date}T${time}${fraction}${offsetText(Math.round(zurichOffsetAtWallTime(wall) / 60_000))}`;
}
