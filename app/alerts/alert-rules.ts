import { zurichDay, zurichInstantOf } from "@rli/contract/agency/zurich-time";

/**
 * The rules of a search alert (issue 55), apart from any store or mail: how often it may be sent,
 * how many an address may have, how long an unconfirmed or a forgotten one is kept.
 */

/** How often an alert is mailed: as soon as new listings are served, once a day, once a week. */
export const alertFrequencies = ["at-once", "daily", "weekly"] as const;
export type AlertFrequency = (typeof alertFrequencies)[number];

export function isAlertFrequency(value: unknown): value is AlertFrequency {
  return typeof value === "string" && (alertFrequencies as readonly string[]).includes(value);
}

/** pending until its confirmation link is followed; then active, or paused by its visitor. */
export type AlertStatus = "pending" | "active" | "paused";

/** Alerts one address may hold; past it, an unconfirmed one gives way to a new request, a confirmed one never. */
export const MAX_ALERTS_PER_ADDRESS = 10;
/** Confirmation mails one address may receive in a day, whoever asks for them. */
export const CONFIRMATIONS_PER_DAY = 3;
/** An alert whose confirmation link was not followed is deleted after this many hours. */
export const PENDING_HOURS = 48;
/** An alert is deleted this many months after its last "keep this alert" (or its confirmation). */
export const KEEP_MONTHS = 6;

/** The day an alert kept at `from` is deleted: KEEP_MONTHS later. */
export function keptUntil(from: Date): Date {
  const until = new Date(from);
  until.setUTCMonth(until.getUTCMonth() + KEEP_MONTHS);
  return until;
}

/** Before this moment, a pending alert created then is out of time. */
export function pendingSince(now: Date): Date {
  return new Date(now.getTime() - PENDING_HOURS * 3600_000);
}

/** An address as alerts key it: trimmed and in small letters, so that one mailbox is one address. */
export function mailboxOf(email: string): string {
  return email.trim().toLowerCase();
}

/** Daily and weekly alerts leave at this hour of Swiss time; weekly ones on Mondays. */
export const SENDING_HOUR = "07:00";
/** A new listing or a fall in price gets at most this many in one mail; the search's link shows the rest. */
export const MAX_LISTINGS_PER_MAIL = 20;
/** The visitor is told this many days before an alert's end that it will be deleted unless kept. */
export const REMINDER_DAYS = 14;

const DAY_MS = 24 * 3600_000;

/**
 * The last moment at or before `now` an alert of this frequency was to be sent: now for "at once",
 * today's (or yesterday's) SENDING_HOUR in Switzerland for "daily", last Monday's for "weekly".
 * An alert last looked at before that moment is due.
 */
export function dueSince(frequency: AlertFrequency, now: Date): Date {
  if (frequency === "at-once") return now;
  const day = zurichDay(now);
  let sending = zurichInstantOf(`${day}T${SENDING_HOUR}`)!;
  if (sending > now) sending = zurichInstantOf(`${zurichDay(new Date(sending.getTime() - DAY_MS))}T${SENDING_HOUR}`)!;
  if (frequency === "daily") return sending;
  // Monday is 1 in getUTCDay; the day of `sending` is read as a calendar day, whatever its offset.
  const weekday = new Date(`${zurichDay(sending)}T12:00:00Z`).getUTCDay();
  const back = (weekday + 6) % 7;
  if (back === 0) return sending;
  return zurichInstantOf(`${zurichDay(new Date(sending.getTime() - back * DAY_MS))}T${SENDING_HOUR}`)!;
}

/** From this moment, an alert kept until `keepUntil` gets its reminder. */
export function reminderFrom(keepUntil: Date): Date {
  return new Date(keepUntil.getTime() - REMINDER_DAYS * DAY_MS);
}
