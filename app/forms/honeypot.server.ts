import { Honeypot, SpamError, type HoneypotInputProps } from "remix-utils/honeypot/server";
import { env } from "~/env.server";
import { messages } from "@rli/contract/forms/messages";

/**
 * The spam trap of every form: a field hidden from people that bots fill in, and the
 * encrypted time the form was drawn. A form must come back with both, the trap empty, not
 * sooner than a person can fill it in and not later than its lifetime. The fixed secret lets
 * any process check a form drawn by another one; the time cannot be forged without it.
 */
class FormTrap extends Honeypot {
  /** The time the form was drawn, in milliseconds; NaN when the value is not one of ours. */
  drawnAt(encrypted: string): number {
    try {
      const text = this.decrypt(encrypted);
      return /^\d{1,16}$/.test(text) ? Number(text) : Number.NaN;
    } catch {
      return Number.NaN;
    }
  }
}

const honeypot = new FormTrap({ encryptionSeed: env.HONEYPOT_SECRET });
const { nameFieldName, validFromFieldName } = (() => {
  const props = honeypot.getInputProps();
  return { nameFieldName: props.nameFieldName, validFromFieldName: props.validFromFieldName! };
})();

type HoneypotFieldsProps = HoneypotInputProps;

/** Forms drawn within the same second share their encrypted time (one encryption a second, not one a page). */
const DRAWN_AT_STEP_MS = 1000;
let drawnThisSecond: { second: number; fields: HoneypotFieldsProps } | undefined;

/**
 * The names and the encrypted time the forms render (passed to the page by the root loader). The
 * time is that of the start of the current second: a form can only look older than it is, by less
 * than a second, never newer.
 */
export function honeypotFields(now = Date.now()): HoneypotFieldsProps {
  const second = now - (now % DRAWN_AT_STEP_MS);
  if (drawnThisSecond?.second !== second) {
    drawnThisSecond = { second, fields: honeypot.getInputProps({ validFromTimestamp: second }) };
  }
  return drawnThisSecond.fields;
}

export type HoneypotRules = { minFillMs: number; maxAgeMs: number; now?: number };

const defaultRules: HoneypotRules = { minFillMs: env.FORM_MIN_FILL_MS, maxAgeMs: env.FORM_MAX_AGE_H * 3_600_000 };

/**
 * What is wrong with a posted form's trap, as the French message of the whole form; null when a
 * person drew and filled it. A missing field, a filled trap or a time that is not ours get the neutral
 * form error: no person sends those, and it tells a robot nothing about which check failed. A form sent
 * too soon after it was drawn is told as such, with what to do: a person whose browser filled it in
 * sends that too, and "errors in the form" with no field marked left them stuck (WCAG 3.3.1, 3.3.3).
 */
export function honeypotProblem(formData: FormData, rules: Partial<HoneypotRules> = {}): string | null {
  const { minFillMs, maxAgeMs, now = Date.now() } = { ...defaultRules, ...rules };
  if (!formData.has(nameFieldName) || !formData.has(validFromFieldName)) return messages.formHasErrors;
  try {
    honeypot.check(formData);
  } catch (error) {
    // An encrypted time that is not ours may not even decrypt (crypto-js throws "Malformed UTF-8 data").
    if (error instanceof SpamError || (error instanceof Error && /utf-8/i.test(error.message))) {
      return messages.formHasErrors;
    }
    throw error;
  }
  const drawnAt = honeypot.drawnAt(String(formData.get(validFromFieldName)));
  if (Number.isNaN(drawnAt)) return messages.formHasErrors;
  if (now - drawnAt < minFillMs) return messages.formTooFast;
  // Drawn too long ago: the page drawn again carries a new time.
  if (now - drawnAt > maxAgeMs) return messages.formExpired;
  return null;
}
