import type { Store } from "./database.server";

/**
 * Work that one process of all does at a time (the alerts' sending), whatever the number of
 * processes and machines sharing the store: a process takes the lease named for it until a moment,
 * takes it again before then to keep it, and gives it back when done; a lease whose holder stopped
 * without giving it back is free once its moment is past.
 */

/** Takes or extends the lease `name` for `holder` until `seconds` after `now`; false when another holds it. */
export async function takeLease(
  store: Store,
  name: string,
  holder: string,
  now: Date,
  seconds: number,
): Promise<boolean> {
  const until = new Date(now.getTime() + seconds * 1000).toISOString();
  await store
    .insertInto("lease")
    .values({ name, holder, until })
    .onConflict((conflict) =>
      conflict
        .column("name")
        .doUpdateSet({ holder, until })
        .where((row) => row.or([row("lease.holder", "=", holder), row("lease.until", "<", now.toISOString())])),
    )
    .execute();
  const row = await store.selectFrom("lease").select("holder").where("name", "=", name).executeTakeFirst();
  return row?.holder === holder;
}

/** Gives the lease back, when `holder` has it. */
export async function releaseLease(store: Store, name: string, holder: string): Promise<void> {
  await store.deleteFrom("lease").where("name", "=", name).where("holder", "=", holder).execute();
}
