import {
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberWithError,
  type CountryCode,
} from "libphonenumber-js/max";
import { z } from "zod";
import { toSingleLine } from "./fields";
import { messages, phoneInCountryMessage } from "./messages";

/**
 * Phone rule (product §5): a valid number with its country code. A number typed in national form
 * is read in the country chosen on the form (decision 141: '020 7946 0958' with the United Kingdom),
 * in Switzerland on a form without a country ('024 471 12 34'); one written with its country code
 * ('+44 20 7946 0958') is read as it is, whatever the country.
 * Accepted numbers are normalised to E.164 ('+41244711234'), followed by
 * ' ext. N' when an extension was given.
 *
 * The check uses the complete numbering plans ("max" metadata: which ranges of each country are
 * in service, not only their lengths). Forms are validated on the server only, so these
 * metadata never reach the browser (tests/routes/asset-budget.test.ts keeps watch).
 */

export const PHONE_LIMITS = {
  maxInputLength: 250,
  minNationalDigits: 2,
  maxNationalDigits: 17,
  maxExtensionDigits: 20,
} as const;

export const DEFAULT_PHONE_COUNTRY: CountryCode = "CH";

export type PhoneCheck =
  | { valid: true; e164: string }
  | { valid: false; reason: "NOT_A_NUMBER" | "TOO_SHORT" | "TOO_LONG" | "INVALID_COUNTRY" | "INVALID" };

/**
 * Reads a number typed in national form in `defaultCountry`; with `undefined`, only a number written
 * with its country code is read.
 */
export function checkPhone(input: string, defaultCountry: CountryCode | undefined = DEFAULT_PHONE_COUNTRY): PhoneCheck {
  if (input.length > PHONE_LIMITS.maxInputLength) return { valid: false, reason: "TOO_LONG" };
  let parsed;
  try {
    parsed = parsePhoneNumberWithError(input, defaultCountry ? { defaultCountry } : {});
  } catch (error) {
    const reason = error instanceof Error ? error.message : "";
    if (reason === "NOT_A_NUMBER" || reason === "TOO_SHORT" || reason === "TOO_LONG" || reason === "INVALID_COUNTRY") {
      return { valid: false, reason };
    }
    return { valid: false, reason: "INVALID" };
  }
  const digits = parsed.nationalNumber.length;
  if (digits < PHONE_LIMITS.minNationalDigits) return { valid: false, reason: "TOO_SHORT" };
  if (digits > PHONE_LIMITS.maxNationalDigits) return { valid: false, reason: "TOO_LONG" };
  if (parsed.ext && parsed.ext.length > PHONE_LIMITS.maxExtensionDigits) return { valid: false, reason: "TOO_LONG" };
  if (!parsed.isValid()) return { valid: false, reason: "INVALID" };
  return { valid: true, e164: parsed.ext ? `${parsed.number} ext. ${parsed.ext}` : parsed.number };
}

/**
 * The country a form's phone numbers are read in, from the form's country (an ISO code in capitals):
 * Switzerland when none is chosen or the code is not in the list; none at all for a territory without
 * a numbering plan of its own (Antarctica, Bouvet Island), whose numbers need their country code.
 */
export function phoneCountryOf(country: string | undefined): CountryCode | undefined {
  if (country === undefined) return DEFAULT_PHONE_COUNTRY;
  return isSupportedCountry(country) ? country : undefined;
}

/**
 * The message of a number refused on a form whose country is `country`: product §5's in Switzerland
 * or without a country, else one that names the country chosen and its calling code.
 */
export function phoneMessageIn(country: string | undefined): string {
  const read = phoneCountryOf(country);
  if (read === undefined || read === DEFAULT_PHONE_COUNTRY) return messages.phone;
  return phoneInCountryMessage(read, getCountryCallingCode(read));
}

const phoneText = z
  .string({ invalid_type_error: messages.phone })
  .max(PHONE_LIMITS.maxInputLength, messages.phone)
  .transform((value, context) => {
    const result = checkPhone(value);
    if (!result.valid) {
      context.addIssue({ code: z.ZodIssueCode.custom, message: messages.phone, params: { reason: result.reason } });
      return z.NEVER;
    }
    return result.e164;
  });

export function optionalPhone() {
  return z.preprocess(toSingleLine, phoneText.optional());
}

export function requiredPhone() {
  return z.preprocess(
    toSingleLine,
    z.string({ required_error: messages.required, invalid_type_error: messages.phone }).pipe(phoneText),
  );
}

/**
 * A phone number of a form with a country, read in that country by the form (in-country.ts): here
 * only whether there is one and its length.
 */
const phoneInCountryText = z
  .string({ invalid_type_error: messages.phone })
  .max(PHONE_LIMITS.maxInputLength, messages.phone);

export function optionalPhoneInCountry() {
  return z.preprocess(toSingleLine, phoneInCountryText.optional());
}

export function requiredPhoneInCountry() {
  return z.preprocess(
    toSingleLine,
    z.string({ required_error: messages.required, invalid_type_error: messages.phone }).pipe(phoneInCountryText),
  );
}
