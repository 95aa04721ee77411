// Opens the store of the file (or postgres:// address) given, as a site process does at start, and
// prints the migrations it ran.
import { openPostgresStore, openSqliteStore } from "../../../app/store/database.server";

const where = process.argv[2]!;
const { store, migrated } = where.startsWith("postgres://")
  ? await openPostgresStore(where)
  : await openSqliteStore(where);
process.stdout.write(JSON.stringify(migrated));
await store.destroy();
