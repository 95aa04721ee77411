import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { openPostgresStore, openSqliteStore } from "~/store/database.server";
import { migrations } from "~/store/migrations.server";
import { hasPostgres } from "../../support/postgres-server";
import { testStores } from "../../support/test-stores";

/**
 * The site's SQLite store as the processes of one machine open it: created with its folder, brought to
 * its latest version once, shared (what one connection writes the next reads), with its foreign keys
 * enforced, and opened by several processes at once with the migrations run by exactly one; and the
 * same of PostgreSQL (DATABASE_URL) where it is installed.
 */

const run = promisify(execFile);
const folder = mkdtempSync(path.join(tmpdir(), "store-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const alert = (id: string) => ({
  id,
  email: "claire@example.ch",
  language: "fr",
  criteria: "types=house&page=1",
  frequency: "daily",
  status: "pending",
  created_at: "2026-12-03T12:00:00.000Z",
  confirmed_at: null,
  last_sent_at: null,
  keep_until: "2027-06-03T12:00:00.000Z",
});

describe("the SQLite store", () => {
  it("is created with its folder and migrated once: a second opening runs nothing", async () => {
    const file = path.join(folder, "neuf", "site.sqlite");
    const first = await openSqliteStore(file);
    expect(first.migrated).toEqual(Object.keys(migrations));
    await first.store.destroy();
    const second = await openSqliteStore(file);
    expect(second.migrated).toEqual([]);
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(second.store);
    expect(rows.map((row) => row.name)).toEqual(Object.keys(migrations));
    await second.store.destroy();
  });

  it("is shared: what one store writes, another on the same file reads; its journal is WAL", async () => {
    const file = path.join(folder, "partage.sqlite");
    const one = await openSqliteStore(file);
    const other = await openSqliteStore(file);
    await one.store.insertInto("alert").values(alert("a1")).execute();
    expect(await other.store.selectFrom("alert").select(["id", "email"]).execute()).toEqual([
      { id: "a1", email: "claire@example.ch" },
    ]);
    const { rows } = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(other.store);
    expect(rows).toEqual([{ journal_mode: "wal" }]);
    await one.store.destroy();
    await other.store.destroy();
  });

  it("deletes an alert's sent listings with it, and refuses one for an alert that does not exist", async () => {
    const { store } = await openSqliteStore(path.join(folder, "cles.sqlite"));
    await store.insertInto("alert").values(alert("a2")).execute();
    const sent = { reference: "RLM-1047", price: 1_080_000, sent_at: "2026-12-03T12:05:00.000Z" };
    await store
      .insertInto("alert_sent")
      .values({ alert_id: "a2", ...sent })
      .execute();
    await expect(
      store
        .insertInto("alert_sent")
        .values({ alert_id: "inconnue", ...sent })
        .execute(),
    ).rejects.toThrow(/FOREIGN KEY/);
    await store.deleteFrom("alert").where("id", "=", "a2").execute();
    expect(await store.selectFrom("alert_sent").selectAll().execute()).toEqual([]);
    await store.destroy();
  });

  it("opened by four processes at once on a new file: every one opens it, the migrations run once", async () => {
    const file = path.join(folder, "ensemble.sqlite");
    const child = path.resolve("tests/unit/store/open-store.child.ts");
    const outputs = await Promise.all(
      [1, 2, 3, 4].map(() => run(process.execPath, ["--import", "tsx", child, file]).then(({ stdout }) => stdout)),
    );
    const ran = outputs.map((output) => JSON.parse(output) as string[]);
    expect(ran.flat()).toEqual(Object.keys(migrations));
  });
});

describe.skipIf(!hasPostgres)("the PostgreSQL store", () => {
  const stores = testStores();
  afterAll(() => stores.closeAll());

  it("has the same tables and keys: an alert's sent listings go with it, none for an alert that does not exist", async () => {
    const store = await stores.open("postgres");
    await store.insertInto("alert").values(alert("p1")).execute();
    const sent = { reference: "RLM-1047", price: 1_080_000, sent_at: "2026-12-03T12:05:00.000Z" };
    await store
      .insertInto("alert_sent")
      .values({ alert_id: "p1", ...sent })
      .execute();
    expect(await store.selectFrom("alert_sent").select("price").executeTakeFirst()).toEqual({ price: 1_080_000 });
    await expect(
      store
        .insertInto("alert_sent")
        .values({ alert_id: "inconnue", ...sent })
        .execute(),
    ).rejects.toThrow(/foreign key/);
    await store.deleteFrom("alert").where("id", "=", "p1").execute();
    expect(await store.selectFrom("alert_sent").selectAll().execute()).toEqual([]);
  });

  it("opened by four processes at once on a new database: every one opens it, the migrations run once", async () => {
    const url = new URL(await stores.database());
    const child = path.resolve("tests/unit/store/open-store.child.ts");
    const outputs = await Promise.all(
      [1, 2, 3, 4].map(() => run(process.execPath, ["--import", "tsx", child, url.href]).then(({ stdout }) => stdout)),
    );
    expect(outputs.map((output) => JSON.parse(output) as string[]).flat()).toEqual(Object.keys(migrations));
    const { store, migrated } = await openPostgresStore(url.href);
    expect(migrated).toEqual([]);
    await store.destroy();
  });
});
