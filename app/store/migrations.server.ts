import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * The database's versions, in order: each migration runs once, at start, in the order of its name
 * (a date then what it does), and is never changed once released: a change is a new migration.
 * Written with Kysely's schema builder so that SQLite and PostgreSQL get the same tables.
 */
export const migrations: Record<string, Migration> = {
  "2026-12-03-search-alerts": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("alert")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("email", "text", (column) => column.notNull())
        .addColumn("language", "text", (column) => column.notNull())
        .addColumn("criteria", "text", (column) => column.notNull())
        .addColumn("frequency", "text", (column) => column.notNull())
        .addColumn("status", "text", (column) => column.notNull())
        .addColumn("created_at", "text", (column) => column.notNull())
        .addColumn("confirmed_at", "text")
        .addColumn("last_sent_at", "text")
        .addColumn("keep_until", "text", (column) => column.notNull())
        .execute();
      await db.schema.createIndex("alert_by_email").on("alert").column("email").execute();
      await db.schema.createIndex("alert_by_status").on("alert").columns(["status", "frequency"]).execute();
      await db.schema
        .createTable("alert_sent")
        .addColumn("alert_id", "text", (column) => column.notNull().references("alert.id").onDelete("cascade"))
        .addColumn("reference", "text", (column) => column.notNull())
        .addColumn("price", "integer")
        .addColumn("sent_at", "text", (column) => column.notNull())
        .addPrimaryKeyConstraint("alert_sent_key", ["alert_id", "reference"])
        .execute();
    },
  },
  "2026-12-04-alert-sending": {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("alert").addColumn("checked_at", "text").execute();
      await db.schema.alterTable("alert").addColumn("reminded_at", "text").execute();
      await db.schema
        .createTable("listing_seen")
        .addColumn("reference", "text", (column) => column.primaryKey())
        .addColumn("price", "integer", (column) => column.notNull())
        .addColumn("first_seen_at", "text", (column) => column.notNull())
        .addColumn("price_fell_at", "text")
        .addColumn("price_before", "integer")
        .addColumn("gone_at", "text")
        .execute();
      await db.schema
        .createTable("lease")
        .addColumn("name", "text", (column) => column.primaryKey())
        .addColumn("holder", "text", (column) => column.notNull())
        .addColumn("until", "text", (column) => column.notNull())
        .execute();
    },
  },
};
