import { Honeypot } from "remix-utils/honeypot/server";

/**
 * The spam trap's fields as a form drawn `ageMs` ago carries them (the trap empty, the time
 * encrypted with the site's secret), for tests that post forms without drawing them first. The
 * default age is a minute: longer than the site's minimum fill time, well within the lifetime.
 */

/** The site's development secret (app/env.server.ts), used by tests, `npm start` and the route tests. */
export const DEV_HONEYPOT_SECRET = "dev-honeypot-secret-not-for-production";

export const HONEYPOT_NAME_FIELD = "name__confirm";
export const HONEYPOT_TIME_FIELD = "from__confirm";

export function honeypotFields(
  ageMs = 60_000,
  secret = process.env.HONEYPOT_SECRET || DEV_HONEYPOT_SECRET,
): Record<string, string> {
  const props = new Honeypot({ encryptionSeed: secret }).getInputProps({ validFromTimestamp: Date.now() - ageMs });
  return { [props.nameFieldName]: "", [props.validFromFieldName!]: props.encryptedValidFrom };
}

/** The fields with a valid trap added, unless they already carry one of its fields (a test of the trap). */
export function withHoneypot<T extends Record<string, string | string[]>>(fields: T, ageMs?: number): T {
  if (HONEYPOT_NAME_FIELD in fields || HONEYPOT_TIME_FIELD in fields) return fields;
  return { ...honeypotFields(ageMs), ...fields };
}
