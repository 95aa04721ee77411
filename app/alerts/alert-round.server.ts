import { formatChf } from "@rli/contract/agency/format";
import { zurichDay } from "@rli/contract/agency/zurich-time";
import { itemMatches, searchFilterOf, type SearchFilter } from "@rli/contract/agency/search-match";
import type { SearchItem } from "@rli/contract/api/contract";
import { isLanguage, localPath } from "@rli/contract/i18n/language";
import type { SentMail, SiteMail } from "~/api/transport.server";
import { searchItemCard } from "~/listing/card-view";
import type { Store } from "~/store/database.server";
import { batches } from "~/store/batches";
import { releaseLease, takeLease } from "~/store/lease.server";
import { listingsMail, reminderMail, type MailedAlert, type MailListing } from "./alert-mail.server";
import { alertMailTexts } from "./alert-mail-texts.server";
import { dueSince, isAlertFrequency, MAX_LISTINGS_PER_MAIL, pendingSince, reminderFrom } from "./alert-rules";
import { latestChange, lookAtListings, type WatchedListing } from "./listing-watch.server";
import { readSavedSearch, savedSearchSummary, type SavedSearch } from "./saved-search.server";

/**
 * One round of the alerts: the process holding the lease forgets the alerts out of time, reminds
 * those near their end, looks at the listings offered now, and mails each due alert the listings
 * new or cheaper since it was last looked at that meet its search, each listing once (its price then
 * kept: a later fall is told again). A mail is recorded as sent before it leaves, so that a process
 * stopped in between never sends it twice; one the mailer could not take is put back for the next round.
 */

export const ALERT_LEASE = "alerts";
/** The lease lasts this long; a round takes it again every LEASE_RENEW_S while it works. */
export const LEASE_S = 300;
const LEASE_RENEW_S = 60;

export type RoundSettings = {
  store: Store;
  /** Every listing offered now (for sale, to let). */
  offers: () => Promise<SearchItem[]>;
  /**
   * True when the listings are as this process last read them (the embedded upstream has swapped in
   * no upload since): the round reads them again only for an alert due with changes it has not had.
   */
  unchanged?: () => boolean;
  send: (mail: SiteMail) => Promise<SentMail>;
  /** The site's public origin, for the links of the mails. */
  origin: string;
  /** Who this process is, for the lease. */
  holder: string;
  now?: () => Date;
  /** True once the process is asked to stop: the round ends after the mail in hand. */
  stopping?: () => boolean;
};

export type RoundReport = {
  /** False when another process holds the lease: this one did nothing. */
  held: boolean;
  /** Listings new, cheaper, and no longer offered since the last look. */
  fresh: number;
  fallen: number;
  gone: number;
  /** Alert mails sent (or waiting in the mailer's spool), and the listings they carried. */
  mailed: number;
  listings: number;
  reminded: number;
  /** Alerts deleted: out of time, or whose address the relay refuses for good. */
  expired: number;
  refused: number;
  /** Alerts whose saved search the site no longer reads (left alone). */
  unreadable: number;
  /** Mails the mailer could not take, put back for the next round. */
  failed: number;
};

type DueAlert = MailedAlert & {
  criteria: string;
  /** Listings changed after this moment are new to it. */
  watermark: string;
  /** As the row has them, to put back when its mail could not leave. */
  looked: { checked_at: string | null; last_sent_at: string | null };
};

/** What an alert mailed of a listing: at what price, when. */
type SentRow = { reference: string; price: number | null; sent_at: string };

type Candidate = WatchedListing & { changedAt: string };

export async function runAlertRound(settings: RoundSettings): Promise<RoundReport> {
  const { store, holder } = settings;
  const now = settings.now ?? (() => new Date());
  const stopping = settings.stopping ?? (() => false);
  const report: RoundReport = {
    held: false,
    fresh: 0,
    fallen: 0,
    gone: 0,
    mailed: 0,
    listings: 0,
    reminded: 0,
    expired: 0,
    refused: 0,
    unreadable: 0,
    failed: 0,
  };
  const started = now();
  if (!(await takeLease(store, ALERT_LEASE, holder, started, LEASE_S))) return report;
  report.held = true;
  let renewed = started.getTime();
  /** The lease taken again when due; false when it was lost (a round that ran past it): stop. */
  async function keepLease(): Promise<boolean> {
    const at = now();
    if (at.getTime() - renewed < LEASE_RENEW_S * 1000) return true;
    renewed = at.getTime();
    return takeLease(store, ALERT_LEASE, holder, at, LEASE_S);
  }
  const mailed = new Set<string>();
  let lost = false;
  try {
    report.expired = await forgetOutOfTime(store, started);
    const due = await dueAlerts(store, started);
    // Nothing new since this process's last look and no alert waiting for what that look found: the
    // listings are not read again (a whole inventory, every minute).
    const waiting = !settings.unchanged?.() || (await waitingForChanges(store, due));
    const look = waiting
      ? await lookAtListings(store, await settings.offers(), started)
      : { listings: [], fresh: 0, fallen: 0, gone: 0 };
    report.fresh = look.fresh;
    report.fallen = look.fallen;
    report.gone = look.gone;
    const candidates = look.listings
      .map((listing) => ({ ...listing, changedAt: changedAt(listing) }))
      .sort((a, b) => (a.changedAt < b.changedAt ? 1 : a.changedAt > b.changedAt ? -1 : 0));
    const searches = new Map<string, Promise<SavedSearch | undefined>>();
    const summaries = new Map<string, Promise<string>>();

    for (const alert of due) {
      if (stopping()) break;
      if (!(await keepLease())) {
        lost = true;
        break;
      }
      // Newest change first: what changed since the alert's last look is the list's head.
      const fresh = candidates.slice(0, changedSince(candidates, alert.watermark));
      if (fresh.length === 0) continue;
      let search = searches.get(alert.criteria);
      if (!search) searches.set(alert.criteria, (search = readSavedSearch(alert.criteria)));
      const saved = await search;
      if (!saved) {
        report.unreadable++;
        continue;
      }
      const summaryKey = `${alert.language} ${alert.criteria}`;
      let summary = summaries.get(summaryKey);
      if (!summary) summaries.set(summaryKey, (summary = savedSearchSummary(saved, alert.language)));
      const outcome = await mailAlert(settings, { ...alert, summary: await summary }, saved, fresh, started);
      if (outcome.kind === "mailed") {
        report.mailed++;
        for (const reference of outcome.references) mailed.add(reference);
      } else if (outcome.kind === "refused") report.refused += outcome.deleted;
      else if (outcome.kind === "failed") report.failed++;
    }
    if (!stopping() && !lost) {
      const reminders = await remind(settings, started);
      report.reminded = reminders.reminded;
      report.refused += reminders.refused;
    }
  } finally {
    report.listings = mailed.size;
    await releaseLease(store, ALERT_LEASE, holder);
  }
  return report;
}

/** Whether a due alert was last looked at before the latest change the listings had. */
async function waitingForChanges(store: Store, due: readonly DueAlert[]): Promise<boolean> {
  const latest = await latestChange(store);
  return latest !== undefined && due.some((alert) => alert.watermark < latest);
}

/** How many of `candidates` (newest change first) changed after `watermark`: a binary search. */
function changedSince(candidates: readonly Candidate[], watermark: string): number {
  let [low, high] = [0, candidates.length];
  while (low < high) {
    const middle = (low + high) >> 1;
    if (candidates[middle]!.changedAt > watermark) low = middle + 1;
    else high = middle;
  }
  return low;
}

function changedAt(listing: WatchedListing): string {
  return listing.priceFellAt && listing.priceFellAt > listing.firstSeenAt ? listing.priceFellAt : listing.firstSeenAt;
}

/** Alerts past their keeping day, and pending ones never confirmed in time, deleted; their number. */
async function forgetOutOfTime(store: Store, now: Date): Promise<number> {
  const kept = await store.deleteFrom("alert").where("keep_until", "<", now.toISOString()).executeTakeFirst();
  await store
    .deleteFrom("alert")
    .where("status", "=", "pending")
    .where("created_at", "<", pendingSince(now).toISOString())
    .execute();
  return Number(kept.numDeletedRows);
}

/** Active alerts whose last look is older than their frequency's last sending moment, oldest look first. */
async function dueAlerts(store: Store, now: Date): Promise<DueAlert[]> {
  const rows = await store
    .selectFrom("alert")
    .select([
      "id",
      "email",
      "language",
      "criteria",
      "frequency",
      "keep_until",
      "checked_at",
      "confirmed_at",
      "last_sent_at",
    ])
    .where("status", "=", "active")
    .orderBy("checked_at")
    .execute();
  const due: DueAlert[] = [];
  for (const row of rows) {
    const watermark = row.checked_at ?? row.confirmed_at;
    if (!watermark || !isAlertFrequency(row.frequency) || !isLanguage(row.language)) continue;
    if (watermark >= dueSince(row.frequency, now).toISOString()) continue;
    due.push({
      id: row.id,
      email: row.email,
      language: row.language,
      summary: "",
      keepUntil: row.keep_until,
      criteria: row.criteria,
      watermark,
      looked: { checked_at: row.checked_at, last_sent_at: row.last_sent_at },
    });
  }
  return due;
}

type MailOutcome =
  | { kind: "none" }
  | { kind: "mailed"; references: string[] }
  | { kind: "refused"; deleted: number }
  | { kind: "failed" };

/** The listings of `fresh` that meet the alert's search and that it has not mailed at this price or lower, newest first. */
async function listingsToMail(store: Store, alert: DueAlert, filter: SearchFilter, fresh: Candidate[]) {
  const matching = fresh.filter((candidate) => itemMatches(candidate.match, filter));
  const sent = new Map<string, SentRow>();
  for (const some of batches(matching)) {
    const rows = await store
      .selectFrom("alert_sent")
      .select(["reference", "price", "sent_at"])
      .where("alert_id", "=", alert.id)
      .where(
        "reference",
        "in",
        some.map((candidate) => candidate.item.ref),
      )
      .execute();
    for (const row of rows) sent.set(row.reference, row);
  }
  const toMail = matching.filter((candidate) => {
    const before = sent.get(candidate.item.ref)?.price;
    return before === undefined || (candidate.price > 0 && typeof before === "number" && candidate.price < before);
  });
  return { toMail, sent };
}

async function mailAlert(
  settings: RoundSettings,
  alert: DueAlert,
  saved: SavedSearch,
  fresh: Candidate[],
  now: Date,
): Promise<MailOutcome> {
  const { store, origin } = settings;
  const at = now.toISOString();
  const { toMail, sent } = await listingsToMail(store, alert, searchFilterOf(saved.criteria, zurichDay(now)), fresh);
  if (toMail.length === 0) {
    await store.updateTable("alert").set({ checked_at: at }).where("id", "=", alert.id).execute();
    return { kind: "none" };
  }
  const references = toMail.map((candidate) => candidate.item.ref);
  // Recorded first: were the process stopped while the mail leaves, it is not sent again.
  await store.transaction().execute(async (trx) => {
    for (const some of batches(toMail, 200)) {
      const rows = some.map((candidate) => ({
        alert_id: alert.id,
        reference: candidate.item.ref,
        price: candidate.price,
        sent_at: at,
      }));
      await trx
        .insertInto("alert_sent")
        .values(rows)
        .onConflict((conflict) =>
          conflict.columns(["alert_id", "reference"]).doUpdateSet((row) => ({
            price: row.ref("excluded.price"),
            sent_at: row.ref("excluded.sent_at"),
          })),
        )
        .execute();
    }
    await trx.updateTable("alert").set({ checked_at: at, last_sent_at: at }).where("id", "=", alert.id).execute();
  });
  const mail = listingsMail(alert, {
    listings: toMail.slice(0, MAX_LISTINGS_PER_MAIL).map((candidate) => mailListing(candidate, alert, sent, origin)),
    total: toMail.length,
    searchHref: `${origin}${localPath(saved.href, alert.language)}`,
    origin,
  });
  let result: SentMail;
  try {
    result = await settings.send(mail);
  } catch {
    // Put back as it was: the next round sends these listings again.
    await store.transaction().execute(async (trx) => {
      for (const some of batches(references)) {
        await trx.deleteFrom("alert_sent").where("alert_id", "=", alert.id).where("reference", "in", some).execute();
      }
      const before = references.flatMap((reference) => {
        const row = sent.get(reference);
        return row ? [{ alert_id: alert.id, ...row }] : [];
      });
      for (const some of batches(before, 200)) {
        await trx.insertInto("alert_sent").values(some).execute();
      }
      await trx.updateTable("alert").set(alert.looked).where("id", "=", alert.id).execute();
    });
    return { kind: "failed" };
  }
  if (result.via === "refused") return { kind: "refused", deleted: await forgetAddress(store, alert.email) };
  return { kind: "mailed", references };
}

/** The relay refuses the address for good: every alert of it is deleted; their number. */
async function forgetAddress(store: Store, email: string): Promise<number> {
  const result = await store.deleteFrom("alert").where("email", "=", email).executeTakeFirst();
  return Number(result.numDeletedRows);
}

function mailListing(
  candidate: Candidate,
  alert: DueAlert,
  sent: ReadonlyMap<string, SentRow>,
  origin: string,
): MailListing {
  const card = searchItemCard(candidate.item, alert.language);
  const before =
    sent.get(candidate.item.ref)?.price ??
    (candidate.changedAt === candidate.priceFellAt ? candidate.priceBefore : null);
  const fell = typeof before === "number" && before > candidate.price && candidate.price > 0;
  return {
    href: `${origin}${card.href}`,
    title: card.title,
    place: card.place,
    price: card.price,
    ...(fell ? { priceNote: alertMailTexts[alert.language].listings.priceFell(formatChf(before)) } : {}),
    facts: card.lots ? [card.lots.size] : card.facts,
    ...(card.image ? { photo: `${origin}${card.image.src}` } : {}),
  };
}

const REMINDERS_PER_ROUND = 500;

/** Alerts near their end told so once (recorded before the mail leaves); the number told and deleted as refused. */
async function remind(settings: RoundSettings, now: Date): Promise<{ reminded: number; refused: number }> {
  const { store, origin } = settings;
  const rows = await store
    .selectFrom("alert")
    .select(["id", "email", "language", "criteria", "keep_until"])
    .where("status", "in", ["active", "paused"])
    .where("reminded_at", "is", null)
    .orderBy("keep_until")
    .limit(REMINDERS_PER_ROUND)
    .execute();
  let reminded = 0;
  let refused = 0;
  for (const row of rows) {
    if (reminderFrom(new Date(row.keep_until)) > now) break;
    if (settings.stopping?.()) break;
    if (!isLanguage(row.language)) continue;
    const saved = await readSavedSearch(row.criteria);
    const summary = saved ? await savedSearchSummary(saved, row.language) : "";
    await store.updateTable("alert").set({ reminded_at: now.toISOString() }).where("id", "=", row.id).execute();
    const alert: MailedAlert = {
      id: row.id,
      email: row.email,
      language: row.language,
      summary,
      keepUntil: row.keep_until,
    };
    try {
      const result = await settings.send(reminderMail(alert, origin));
      if (result.via === "refused") refused += await forgetAddress(store, row.email);
      else reminded++;
    } catch {
      await store.updateTable("alert").set({ reminded_at: null }).where("id", "=", row.id).execute();
    }
  }
  return { reminded, refused };
}
