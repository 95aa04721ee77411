import { mkdirSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import { Migrator } from "kysely/migration";
import { migrations } from "./migrations.server";
import type { Database } from "./schema";
import { sqliteDatabase } from "./sqlite-driver.server";

export type Store = Kysely<Database>;

export type OpenedStore = { store: Store; migrated: string[] };

/**
 * The site's database in an SQLite file (created with its folder when missing), brought to its latest
 * version before it is returned, with the migrations this call ran (for the start's log line). The
 * processes of one machine open the same file.
 */
export async function openSqliteStore(file: string): Promise<OpenedStore> {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  return migrated(new Kysely<Database>({ dialect: new SqliteDialect({ database: async () => sqliteDatabase(file) }) }));
}

/** Connections one process opens to PostgreSQL at most. */
const POSTGRES_POOL_SIZE = 5;

/**
 * The site's database in PostgreSQL (DATABASE_URL), shared by processes on several machines, brought
 * to its latest version as the SQLite one is; `pg` is loaded only then.
 */
export async function openPostgresStore(url: string): Promise<OpenedStore> {
  const { default: pg } = await import("pg");
  const pool = new pg.Pool({ connectionString: url, max: POSTGRES_POOL_SIZE, connectionTimeoutMillis: 10_000 });
  return migrated(new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }));
}

async function migrated(store: Store): Promise<OpenedStore> {
  try {
    return { store, migrated: await migrateToLatest(store) };
  } catch (error) {
    await store.destroy();
    throw error;
  }
}

const TRIES = 5;

/**
 * Runs the migrations not run yet, each in one transaction with its line in `kysely_migration`.
 * On PostgreSQL, Kysely locks its table while it migrates; it takes no lock across processes on SQLite: two processes starting together may both find a
 * migration to run, and the one that writes second fails ("busy", or "table … already exists") and
 * leaves nothing, its transaction undone. It tries again and finds the migration done. A migration that
 * fails on its own fails every time: its last error is thrown.
 */
async function migrateToLatest(store: Store): Promise<string[]> {
  const migrator = new Migrator({ db: store, provider: { getMigrations: async () => migrations } });
  for (let attempt = 1; ; attempt++) {
    const { error, results = [] } = await migrator.migrateToLatest();
    if (!error) return results.filter((result) => result.status === "Success").map((result) => result.migrationName);
    if (attempt >= TRIES) throw error;
    await sleep(50 * attempt);
  }
}
