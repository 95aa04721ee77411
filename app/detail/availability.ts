/**
 * When the property is free, from the feed's availability start (SwissRETS `availability.start`,
 * a date-time): "De suite" once that day has come in Switzerland, "Libre dès le 01.01.2027"
 * before. No date given, or a listing no longer offered: nothing is said.
 */
import { formatDate } from "@rli/contract/agency/format";
import { zurichDay } from "@rli/contract/agency/zurich-time";
import type { PropertyStatus } from "@rli/contract/api/contract";

const offered: ReadonlySet<PropertyStatus> = new Set(["active", "reserved", "in-acquisition"]);

export function availabilityText(
  availableFrom: string | null | undefined,
  now: Date,
  status: PropertyStatus = "active",
): string | null {
  if (!availableFrom || !offered.has(status)) return null;
  const start = new Date(availableFrom);
  if (Number.isNaN(start.getTime())) return null;
  if (zurichDay(start) <= zurichDay(now)) return "De suite";
  return `Libre dès le ${formatDate(start)}`;
}
