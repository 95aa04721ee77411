/**
 * Wall-clock time in Switzerland (Europe/Zurich) of an instant: the calendar day and the time a
 * visitor reads, whatever the server's own time zone.
 */

export type ZurichParts = { year: string; month: string; day: string; hour: string; minute: string; second: string };

const zurich = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Zurich",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

export function zurichParts(date: Date): ZurichParts {
  const parts = Object.fromEntries(zurich.formatToParts(date).map((part) => [part.type, part.value]));
  return {
    year: parts.year ?? "",
    month: parts.month ?? "",
    day: parts.day ?? "",
    hour: parts.hour ?? "",
    minute: parts.minute ?? "",
    second: parts.second ?? "",
  };
}

/** "2027-01-16": the calendar day in Switzerland, comparable as text. */
export function zurichDay(date: Date): string {
  const { year, month, day } = zurichParts(date);
  return `${year}-${month}-${day}`;
}

/** "10:00". */
export function zurichTime(date: Date): string {
  const { hour, minute } = zurichParts(date);
  return `${hour}:${minute}`;
}

const weekdays = new Map<string, Intl.DateTimeFormat>();

/** "samedi" ("Samstag" in "de-CH", "Saturday" in "en-GB"). */
export function zurichWeekday(date: Date, locale = "fr-CH"): string {
  let format = weekdays.get(locale);
  if (!format)
    weekdays.set(locale, (format = new Intl.DateTimeFormat(locale, { timeZone: "Europe/Zurich", weekday: "long" })));
  return format.format(date);
}

/** Offsets of Swiss time by UTC hour: they change only on the hour, and exports repeat their dates. */
const offsetsByHour = new Map<number, number>();

/** Milliseconds Switzerland is ahead of UTC at `instant` (milliseconds since the epoch). */
export function zurichOffsetMs(instant: number): number {
  const hour = Math.floor(instant / 3_600_000);
  const known = offsetsByHour.get(hour);
  if (known !== undefined) return known;
  const parts = zurichParts(new Date(hour * 3_600_000));
  const wall = new Date(Date.UTC(2000, 0, 1, Number(parts.hour), Number(parts.minute), Number(parts.second)));
  wall.setUTCFullYear(Number(parts.year), Number(parts.month) - 1, Number(parts.day));
  const offset = wall.getTime() - hour * 3_600_000;
  if (offsetsByHour.size >= 10_000) offsetsByHour.clear();
  offsetsByHour.set(hour, offset);
  return offset;
}

/**
 * The offset of Swiss time for a wall-clock time in Switzerland written as if it were UTC
 * (milliseconds of `Date.UTC(…)`): looked up twice, so that a time just after a change of offset
 * gets the new one.
 */
export function zurichOffsetAtWallTime(wall: number): number {
  return zurichOffsetMs(wall - zurichOffsetMs(wall));
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?$/;

/**
 * The instant a date or date-time of a feed names, in Swiss time when it does not say its zone: a
 * date alone ("2030-01-01") is midnight in Switzerland, not in UTC (which is 01:00 or 02:00 here,
 * and the day before once cut in UTC), a time without a zone is Swiss wall-clock time, whatever
 * the server's own zone. A date-time with its zone is that instant. Undefined when it is no date.
 */
export function zurichInstantOf(text: string | null | undefined): Date | undefined {
  const value = text?.trim() ?? "";
  const parts = DATE_ONLY.exec(value) ?? WALL_TIME.exec(value);
  if (parts) {
    const [year, month, day, hour = 0, minute = 0, second = 0] = parts.slice(1, 7).map((part) => Number(part ?? 0));
    const wall = new Date(Date.UTC(2000, 0, 1, hour, minute, second, Math.round(Number(parts[7] ?? 0) * 1000)));
    wall.setUTCFullYear(year!, month! - 1, day!);
    if (wall.getUTCDate() !== day || wall.getUTCMonth() !== month! - 1) return undefined;
    return new Date(wall.getTime() - zurichOffsetAtWallTime(wall.getTime()));
  }
  if (!/^\d{4}-\d{2}-\d{2}[T ]/.test(value)) return undefined;
  const time = Date.parse(value.replace(" ", "T"));
  return Number.isNaN(time) ? undefined : new Date(time);
}
