import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import type { SqliteDatabase, SqliteStatement } from "kysely";

/**
 * Node's own SQLite (`node:sqlite`, no native module to build at install) in the shape Kysely's
 * `SqliteDialect` drives: `prepare` then `all`, `run` or `iterate` with an array of parameters, and
 * `reader` telling a statement that returns rows (a SELECT, a RETURNING) from one that does not.
 */
export function sqliteDatabase(file: string): SqliteDatabase {
  // Several processes of one machine share the file: readers never wait for the writer (WAL), a writer
  // waits up to 5 s for another, and deleting an alert deletes the listings it sent (foreign keys).
  const database = new DatabaseSync(file, { timeout: 5000 });
  database.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON;");
  return {
    close: () => database.close(),
    prepare: (sql) => statementOf(database.prepare(sql)),
  };
}

function statementOf(statement: StatementSync): SqliteStatement {
  const values = (parameters: ReadonlyArray<unknown>) => parameters as SQLInputValue[];
  return {
    reader: statement.columns().length > 0,
    all: (parameters) => statement.all(...values(parameters)),
    run: (parameters) => statement.run(...values(parameters)),
    iterate: (parameters) => statement.iterate(...values(parameters)),
  };
}
