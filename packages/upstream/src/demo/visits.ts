/**
 * Dates written as a Swiss visitor reads them: when a demo listing is available, and its open-house visits.
 */
import type { TeamMember } from "@rli/contract/agency/agency";
import { zurichParts } from "@rli/contract/agency/zurich-time";
import { Rng } from "../pictures/random";
import { DAY } from "./numbers";
import type { DemoEvent, DemoProperty } from "./shapes";

/** "2027-02-01T00:00:00+01:00": a wall-clock time in Switzerland, with the offset of that day. */
function zurichDateTime(year: number, month: number, day: number, hour: number, minute = 0): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  const local = `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:00`;
  const winter = `${local}+01:00`;
  return zurichParts(new Date(winter)).hour === pad(hour) ? winter : `${local}+02:00`;
}

const monthsOfWhen: Record<string, number> = { février: 2, mars: 3, avril: 4 };

/**
 * The availability start says what the description says: a later first of the month; "de suite"
 * and "à convenir" keep the publication day (free now, the date is agreed with the tenant or buyer).
 */
export function availabilityAsWritten(property: DemoProperty, when: string): void {
  const later = /^dès le 1er (\S+) (\d{4})$/.exec(when);
  const month = later ? monthsOfWhen[later[1]!] : undefined;
  if (later && month) property.availability.start = zurichDateTime(Number(later[2]), month, 1, 0);
}

/**
 * About one active listing in three has a visit on a Saturday morning two to five weeks after the
 * inventory's date, some a second one the Saturday after. Drawn from the reference alone, so the
 * rest of the inventory is the same with or without them.
 */
export function openHouses(ref: string, nowMs: number, contact: TeamMember): DemoEvent[] {
  const rng = new Rng(`visites-${ref}`);
  if (!rng.chance(0.35)) return [];
  const now = new Date(nowMs);
  const toSaturday = (6 - now.getUTCDay() + 7) % 7;
  const first = new Date(nowMs + (toSaturday + 7 * rng.int(2, 5)) * DAY);
  const visitOn = (date: Date, hour: number, name: string, summary: string): DemoEvent => ({
    name,
    start: zurichDateTime(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), hour),
    end: zurichDateTime(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), hour + 2),
    summary,
  });
  const events = [
    visitOn(
      first,
      10,
      "Visite libre",
      `Sans inscription, ${contact.first_name} ${contact.last_name} vous accueille sur place.`,
    ),
  ];
  if (rng.chance(0.4)) {
    events.push(
      visitOn(
        new Date(first.getTime() + 7 * DAY),
        14,
        "Portes ouvertes",
        "Inscription souhaitée, par le formulaire de contact.",
      ),
    );
  }
  return events;
}
