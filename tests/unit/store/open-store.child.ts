// Opens the store of the file given, as a site process does at start, and prints the migrations it ran.
import { openSqliteStore } from "../../../app/store/database.server";

const { store, migrated } = await openSqliteStore(process.argv[2]!);
process.stdout.write(JSON.stringify(migrated));
await store.destroy();
