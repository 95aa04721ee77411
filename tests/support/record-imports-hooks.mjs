import { appendFileSync } from "node:fs";

/** Module resolution hook (node:module register): each resolved address, one per line. */
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  appendFileSync(process.env.RECORD_IMPORTS, `${result.url}\n`);
  return result;
}
