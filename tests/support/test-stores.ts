import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { openPostgresStore, openSqliteStore, type Store } from "~/store/database.server";
import { freePort } from "./site-process";
import { hasPostgres, startPostgres, type TestPostgres } from "./postgres-server";

/**
 * Fresh databases of the site for tests that run against both kinds it supports: an SQLite file, and
 * PostgreSQL where the package is installed (one server per test file, one new database per store).
 */

export type StoreKind = "sqlite" | "postgres";
export const storeKinds: StoreKind[] = hasPostgres ? ["sqlite", "postgres"] : ["sqlite"];

export function testStores() {
  const folder = mkdtempSync(path.join(tmpdir(), "site-stores-"));
  let server: Promise<TestPostgres> | undefined;
  const opened: Store[] = [];
  let count = 0;

  async function postgresDatabase(): Promise<string> {
    server ??= freePort().then(startPostgres);
    const running = await server;
    const name = `site_${++count}`;
    const client = new pg.Client({ connectionString: running.url });
    await client.connect();
    try {
      await client.query(`CREATE DATABASE ${name}`);
    } finally {
      await client.end();
    }
    return running.urlOf(name);
  }

  return {
    /** The address of a new, empty PostgreSQL database. */
    database: postgresDatabase,
    /** A new, migrated database of that kind. */
    async open(kind: StoreKind): Promise<Store> {
      const { store } =
        kind === "postgres"
          ? await openPostgresStore(await postgresDatabase())
          : await openSqliteStore(path.join(folder, `site-${++count}.sqlite`));
      opened.push(store);
      return store;
    },
    async closeAll(): Promise<void> {
      await Promise.all(opened.splice(0).map((store) => store.destroy()));
      await (await server)?.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
