import { matchableItem, type MatchableItem } from "@rli/contract/agency/search-match";
import type { SearchItem } from "@rli/contract/api/contract";
import { promotionFromPrice } from "~/listing/card-view";
import type { Store } from "~/store/database.server";
import { batches } from "~/store/batches";
import type { Database } from "~/store/schema";

/**
 * What the alerts know of the listings: every listing the site offers (for sale or to let, as its
 * lists show them), with when the site first offered it and when its price last fell, kept in the
 * store so that whichever process looks next tells a new listing from one it has seen.
 */

/** The price an alert compares (CHF, 0 on request): a listing's, or a promotion's as its card shows it. */
export function watchedPrice(item: SearchItem): number {
  return item.isPromotion ? promotionFromPrice(item) : item.price;
}

export type WatchedListing = {
  item: SearchItem;
  match: MatchableItem;
  price: number;
  firstSeenAt: string;
  priceFellAt: string | null;
  /** The price before its last fall. */
  priceBefore: number | null;
};

export type ListingLook = {
  listings: WatchedListing[];
  /** Listings first seen by this look. */
  fresh: number;
  /** Listings whose price fell since the last look. */
  fallen: number;
  /** Listings offered at the last look and no more. */
  gone: number;
};

/** A moment before any alert: what the very first look finds was there before every alert. */
const BEFORE_ALERTS = new Date(0).toISOString();

/**
 * A listing no longer offered is remembered this many days, with what the alerts mailed of it: one
 * that a partial upload left out and the next brought back is not new, and mailed again to nobody.
 */
export const FORGET_GONE_DAYS = 30;

/**
 * Compares the listings offered now with the last look: a reference not seen before is new from
 * `now`, a lower price has fallen at `now`, a listing gone is marked so, and forgotten with what the
 * alerts mailed of it FORGET_GONE_DAYS later. The first look of a store dates every listing before
 * any alert, so that no alert mails what was already there.
 */
export async function lookAtListings(store: Store, items: SearchItem[], now: Date): Promise<ListingLook> {
  const at = now.toISOString();
  const seen = new Map(
    (await store.selectFrom("listing_seen").selectAll().execute()).map((row) => [row.reference, row] as const),
  );
  const firstLook = seen.size === 0;
  const listings: WatchedListing[] = [];
  const fresh: Database["listing_seen"][] = [];
  const changed: Array<{ reference: string; set: Partial<Database["listing_seen"]> }> = [];
  let fallen = 0;
  const offered = new Set<string>();
  for (const item of items) {
    if (offered.has(item.ref)) continue;
    offered.add(item.ref);
    const price = watchedPrice(item);
    const known = seen.get(item.ref);
    if (!known) {
      const row = {
        reference: item.ref,
        price,
        first_seen_at: firstLook ? BEFORE_ALERTS : at,
        price_fell_at: null,
        price_before: null,
        gone_at: null,
      };
      fresh.push(row);
      listings.push({
        item,
        match: matchableItem(item),
        price,
        firstSeenAt: row.first_seen_at,
        priceFellAt: null,
        priceBefore: null,
      });
      continue;
    }
    let { price_fell_at: priceFellAt, price_before: priceBefore } = known;
    const set: Partial<Database["listing_seen"]> = known.gone_at ? { gone_at: null } : {};
    if (known.price !== price) {
      set.price = price;
      if (price > 0 && known.price > 0 && price < known.price) {
        [priceFellAt, priceBefore] = [at, known.price];
        Object.assign(set, { price_fell_at: at, price_before: known.price });
        fallen++;
      }
    }
    if (Object.keys(set).length > 0) changed.push({ reference: item.ref, set });
    listings.push({
      item,
      match: matchableItem(item),
      price,
      firstSeenAt: known.first_seen_at,
      priceFellAt,
      priceBefore,
    });
  }
  const gone = [...seen.values()]
    .filter((row) => !row.gone_at && !offered.has(row.reference))
    .map((row) => row.reference);
  const forgetBefore = new Date(now.getTime() - FORGET_GONE_DAYS * 24 * 3600_000).toISOString();
  const forgotten = [...seen.values()]
    .filter((row) => row.gone_at && row.gone_at < forgetBefore && !offered.has(row.reference))
    .map((row) => row.reference);
  await store.transaction().execute(async (trx) => {
    for (const rows of batches(fresh)) await trx.insertInto("listing_seen").values(rows).execute();
    for (const { reference, set } of changed) {
      await trx.updateTable("listing_seen").set(set).where("reference", "=", reference).execute();
    }
    for (const references of batches(gone)) {
      await trx.updateTable("listing_seen").set({ gone_at: at }).where("reference", "in", references).execute();
    }
    // Rare (a listing gone a month) and not indexed: an index on alert_sent's references would slow
    // every mail's recording more than these deletions gain.
    for (const references of batches(forgotten)) {
      await trx.deleteFrom("listing_seen").where("reference", "in", references).execute();
      await trx.deleteFrom("alert_sent").where("reference", "in", references).execute();
    }
  });
  return { listings, fresh: firstLook ? 0 : fresh.length, fallen, gone: gone.length };
}

/** The latest moment a listing offered was first seen or became cheaper; undefined when none is known. */
export async function latestChange(store: Store): Promise<string | undefined> {
  const row = await store
    .selectFrom("listing_seen")
    .select((query) => [query.fn.max("first_seen_at").as("seen"), query.fn.max("price_fell_at").as("fell")])
    .where("gone_at", "is", null)
    .executeTakeFirst();
  const [seen, fell] = [row?.seen ?? undefined, row?.fell ?? undefined];
  return fell !== undefined && (seen === undefined || fell > seen) ? fell : seen;
}
