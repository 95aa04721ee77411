import { z } from "zod";
import { toNumber } from "../agency/format";
import { languages } from "../i18n/language";
import { messages, postalCodeMessage, rangeMessage, stepMessage, tooLongMessage } from "./messages";
import { postalCodeIn, POSTAL_CODE_CHARACTERS, POSTAL_CODE_MAX } from "./postal-code";

/**
 * Field builders shared by the form schemas. Each accepts the raw value of an
 * HTML form (strings, 'on' for a ticked checkbox, nothing for an unticked one)
 * as well as the typed value of a JSON body, so one schema serves the site's
 * actions (with conform) and the upstream that receives the JSON.
 */

export const TEXT_MAX = 200;
export const LONG_TEXT_MAX = 5000;

/** C0 and C1 controls (Unicode category Cc: U+0000–U+001F, U+007F–U+009F) and the two Unicode line breaks. */
const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029]+/gu;
/** The same controls except tab, line feed and carriage return. */
const CONTROL_EXCEPT_LINE_BREAKS = /[^\P{Cc}\t\n\r]+/gu;

function asText(value: unknown): unknown {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return value;
}

/** One line of text: control characters and line breaks become spaces, then trimmed. */
export function toSingleLine(value: unknown): unknown {
  const text = asText(value);
  if (typeof text !== "string") return text;
  const cleaned = text.replace(CONTROL_CHARACTERS, " ").replace(/ {2,}/g, " ").trim();
  return cleaned === "" ? undefined : cleaned;
}

/** Several lines of text: line breaks are kept (as \n), other control characters removed. */
export function toMultiLine(value: unknown): unknown {
  const text = asText(value);
  if (typeof text !== "string") return text;
  const cleaned = text.replace(/\r\n?/g, "\n").replace(CONTROL_EXCEPT_LINE_BREAKS, "").trim();
  return cleaned === "" ? undefined : cleaned;
}

const stringMessages = { required_error: messages.required, invalid_type_error: messages.required };

export function requiredText(max = TEXT_MAX) {
  return z.preprocess(toSingleLine, z.string(stringMessages).max(max, tooLongMessage(max)));
}

export function optionalText(max = TEXT_MAX) {
  return z.preprocess(toSingleLine, z.string(stringMessages).max(max, tooLongMessage(max)).optional());
}

export function requiredLongText(max = LONG_TEXT_MAX) {
  return z.preprocess(toMultiLine, z.string(stringMessages).max(max, tooLongMessage(max)));
}

export function optionalLongText(max = LONG_TEXT_MAX) {
  return z.preprocess(toMultiLine, z.string(stringMessages).max(max, tooLongMessage(max)).optional());
}

export function requiredEmail() {
  return z.preprocess(
    toSingleLine,
    z.string(stringMessages).max(TEXT_MAX, tooLongMessage(TEXT_MAX)).email(messages.email),
  );
}

export function optionalEmail() {
  return z.preprocess(
    toSingleLine,
    z.string(stringMessages).max(TEXT_MAX, tooLongMessage(TEXT_MAX)).email(messages.email).optional(),
  );
}

/**
 * A postcode anywhere: letters, digits, spaces and hyphens, kept as text (leading zeros survive). A
 * form with a country reads it by that country's rule too (in-country.ts, decision 141).
 */
export function postalCode() {
  return z.preprocess(
    toSingleLine,
    z
      .string(stringMessages)
      .max(POSTAL_CODE_MAX, tooLongMessage(POSTAL_CODE_MAX))
      .regex(POSTAL_CODE_CHARACTERS, messages.postalCode),
  );
}

/** A Swiss postcode (the valuation's property): four digits, "CH-1870" read as "1870". */
export function swissPostalCode() {
  return z.preprocess(
    toSingleLine,
    z
      .string(stringMessages)
      .max(POSTAL_CODE_MAX, tooLongMessage(POSTAL_CODE_MAX))
      .transform((text, context) => {
        const code = postalCodeIn(text, "CH");
        if (code === null) {
          context.addIssue({ code: z.ZodIssueCode.custom, message: postalCodeMessage("CH") });
          return z.NEVER;
        }
        return code;
      }),
  );
}

export type NumberBounds = { min: number; max: number; step: number };

/** A typed number stays; text is read the Swiss way ("1'250", "3,5"); empty is missing, anything else NaN. */
function readNumber(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const text = value.replace(/\s/g, "");
  if (text === "") return undefined;
  return toNumber(text) ?? Number.NaN;
}

/** A required number within bounds, in steps (whole numbers when the step is 1). */
export function boundedNumber({ min, max, step }: NumberBounds) {
  let schema = z
    .number({ required_error: messages.required, invalid_type_error: messages.number })
    .min(min, rangeMessage(min, max))
    .max(max, rangeMessage(min, max));
  schema = step === 1 ? schema.int(messages.integer) : schema.multipleOf(step, stepMessage(step));
  return z.preprocess(readNumber, schema);
}

const TRUE_VALUES = new Set(["on", "true", "1", "oui", "yes"]);
const FALSE_VALUES = new Set(["off", "false", "0", "non", "no", ""]);

/** A checkbox: ticked sends 'on' (or true in JSON); unticked sends nothing, which means false. */
export function toBoolean(value: unknown): unknown {
  if (value === undefined || value === null) return false;
  if (typeof value === "number") return value === 1 ? true : value === 0 ? false : value;
  if (typeof value !== "string") return value;
  const text = value.trim().toLowerCase();
  if (TRUE_VALUES.has(text)) return true;
  if (FALSE_VALUES.has(text)) return false;
  return value;
}

export function checkbox() {
  return z.preprocess(toBoolean, z.boolean({ invalid_type_error: messages.option }));
}

/** A checkbox that must be ticked (consent). */
export function consent() {
  return z.preprocess(toBoolean, z.literal(true, { errorMap: () => ({ message: messages.checkbox }) }));
}

/** One value of a fixed list (a select); `missing` is told when none was sent. */
export function choice<const T extends readonly [string, ...string[]]>(
  options: T,
  missing: string = messages.required,
) {
  return z.preprocess(
    toSingleLine,
    z.enum(options, {
      errorMap: (_issue, context) => ({ message: context.data === undefined ? missing : messages.option }),
    }),
  );
}

/** One answer of a question asked with radio buttons: none chosen is told "choose an answer", not "fill in". */
export function answer<const T extends readonly [string, ...string[]]>(options: T) {
  return choice(options, messages.answerMissing);
}

/**
 * The language of the page the form was sent from (decision 114), for the brokers' mail; none
 * means French (a sender that does not say).
 */
export function visitorLanguage() {
  return z.preprocess(toSingleLine, z.enum(languages, { errorMap: () => ({ message: messages.option }) }).optional());
}
