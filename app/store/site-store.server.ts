import { logger } from "@rli/contract/logging/logger";
import { env } from "~/env.server";
import { openSqliteStore, type Store } from "./database.server";

/**
 * The site's one store, opened once per process: at the server's start (its migrations run then,
 * before the first visitor, one log line), or by the first use in a process started otherwise.
 */

let opening: Promise<Store> | undefined;

export function siteStore(): Promise<Store> {
  opening ??= openSqliteStore(env.DATABASE_FILE).then(({ store, migrated }) => {
    logger.info(
      { event: "store.opened", kind: "sqlite", migrated },
      migrated.length > 0
        ? `Base du site ouverte (${env.DATABASE_FILE}) : ${migrated.length} migration(s) jouée(s)`
        : `Base du site ouverte (${env.DATABASE_FILE}), à jour`,
    );
    return store;
  });
  return opening;
}

/** At the server's start: the store opened and brought up to date; a store that cannot be opened stops the start. */
export async function openSiteStore(): Promise<void> {
  await siteStore();
}

/** At the server's stop, once the requests in flight are answered. */
export async function closeSiteStore(): Promise<void> {
  const store = opening;
  opening = undefined;
  if (store) await (await store).destroy();
}
