/**
 * Rows or values cut in batches for one statement each: an `IN` list or a multi-row insert stays within
 * what SQLite and PostgreSQL take in one statement (parameters, statement size), whatever the count.
 */
export const BATCH_SIZE = 500;

export function batches<T>(values: readonly T[], size = BATCH_SIZE): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < values.length; start += size) result.push(values.slice(start, start + size));
  return result;
}
