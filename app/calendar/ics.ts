/**
 * iCalendar text (RFC 5545) for events a visitor adds to an agenda: CRLF line ends, text values
 * escaped, lines folded at 75 octets, local times in Europe/Zurich with their VTIMEZONE.
 */
import { zurichParts } from "@rli/contract/agency/zurich-time";

export type IcsEvent = {
  uid: string;
  start: Date;
  end: Date;
  /** When this description of the event was made (DTSTAMP, UTC). */
  stamp: Date;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
};

const CRLF = "\r\n";
const MAX_OCTETS = 75;
export const ICS_TIME_ZONE = "Europe/Zurich";

/** TEXT value: backslash, semicolon, comma and line breaks escaped (RFC 5545 §3.3.11). */
export function escapeIcsText(text: string): string {
  return (
    text
      .replace(/\\/g, "\\\\")
      .replace(/;/g, "\\;")
      .replace(/,/g, "\\,")
      .replace(/\r\n|\r|\n/g, "\\n")
      // eslint-disable-next-line no-control-regex -- control characters have no place in a calendar text
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "")
  );
}

/**
 * One content line folded into lines of at most 75 octets (UTF-8), continuation lines starting
 * with a space; a character is never cut in the middle of its bytes.
 */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder();
  const lines: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = lines.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      lines.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join(`${CRLF} `);
}

/** "20270116T100000": Swiss local time, for DTSTART;TZID=Europe/Zurich. */
export function icsZurichTime(date: Date): string {
  const { year, month, day, hour, minute, second } = zurichParts(date);
  return `${year}${month}${day}T${hour}${minute}${second}`;
}

/** "20270116T090000Z". */
export function icsUtcTime(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** Central European time since 1996: summer time from the last Sunday of March to the last Sunday of October. */
const zurichTimeZone = [
  "BEGIN:VTIMEZONE",
  `TZID:${ICS_TIME_ZONE}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "TZNAME:CEST",
  "DTSTART:19700329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "TZNAME:CET",
  "DTSTART:19701025T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

function eventLines(event: IcsEvent): string[] {
  const lines = [
    "BEGIN:VEVENT",
    `UID:${escapeIcsText(event.uid)}`,
    `DTSTAMP:${icsUtcTime(event.stamp)}`,
    `DTSTART;TZID=${ICS_TIME_ZONE}:${icsZurichTime(event.start)}`,
    `DTEND;TZID=${ICS_TIME_ZONE}:${icsZurichTime(event.end)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
  ];
  if (event.location) lines.push(`LOCATION:${escapeIcsText(event.location)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeIcsText(event.description)}`);
  if (event.url) lines.push(`URL:${event.url}`);
  lines.push("END:VEVENT");
  return lines;
}

export function icsCalendar(events: readonly IcsEvent[], productId: string): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${productId}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...zurichTimeZone,
    ...events.flatMap(eventLines),
    "END:VCALENDAR",
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}
