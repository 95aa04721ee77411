import { logger } from "@rli/contract/logging/logger";
import { env } from "~/env.server";
import { openPostgresStore, openSqliteStore, type Store } from "./database.server";

/**
 * The site's one store, opened once per process: at the server's start (its migrations run then,
 * before the first visitor, one log line), or by the first use in a process started otherwise.
 */

let opening: Promise<Store> | undefined;

/** The configured store opened: PostgreSQL with DATABASE_URL, else the SQLite file DATABASE_FILE. */
async function openConfigured(): Promise<Store> {
  const url = env.DATABASE_URL ? new URL(env.DATABASE_URL) : undefined;
  const { store, migrated } = url ? await openPostgresStore(url.href) : await openSqliteStore(env.DATABASE_FILE);
  // PostgreSQL named without its user and password.
  const where = url ? `PostgreSQL ${url.host}${url.pathname}` : env.DATABASE_FILE;
  logger.info(
    { event: "store.opened", kind: url ? "postgres" : "sqlite", migrated },
    migrated.length > 0
      ? `Base du site ouverte (${where}) : ${migrated.length} migration(s) jouée(s)`
      : `Base du site ouverte (${where}), à jour`,
  );
  return store;
}

export function siteStore(): Promise<Store> {
  opening ??= openConfigured();
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
