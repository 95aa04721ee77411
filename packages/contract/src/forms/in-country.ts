import { z } from "zod";
import { countryName } from "../agency/countries";
import { toSingleLine } from "./fields";
import { postalCodeMessage } from "./messages";
import { checkPhone, phoneCountryOf, phoneMessageIn, PHONE_LIMITS } from "./phone";
import { hasPostalCodeRule, postalCodeIn, POSTAL_CODE_CHARACTERS, POSTAL_CODE_MAX } from "./postal-code";

/**
 * A form whose address may be anywhere (decision 141): its postcode and phone numbers are read in the
 * country chosen on the same form, its field `country`. This is done on the whole form before its
 * fields are checked one by one, so that a refused postcode or number is told under its field in the
 * same answer as every other field's message (a check after the fields would wait for all of them to
 * pass). Each value is told once: a postcode that is not even letters, digits, spaces and hyphens
 * within the field's length, a number longer than the field takes, are left to the field's own check.
 * A postcode or number accepted goes on written as the country writes it, the number in E.164.
 */

type Fields<Shape extends z.ZodRawShape> = {
  postalCode?: keyof Shape & string;
  phones: readonly (keyof Shape & string)[];
};

/** The country chosen on a form, as an ISO code of the list; undefined when none or not one of the list. */
function chosenCountry(value: unknown): string | undefined {
  const text = toSingleLine(value);
  if (typeof text !== "string") return undefined;
  const code = text.toUpperCase();
  return countryName(code) === "" ? undefined : code;
}

function readFields(
  input: unknown,
  context: z.RefinementCtx,
  fields: { postalCode?: string; phones: readonly string[] },
): unknown {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return input;
  const values = input as Record<string, unknown>;
  const country = chosenCountry(values.country);
  const read: Record<string, unknown> = { ...values };

  if (fields.postalCode !== undefined) {
    const text = toSingleLine(values[fields.postalCode]);
    if (typeof text === "string" && text.length <= POSTAL_CODE_MAX && POSTAL_CODE_CHARACTERS.test(text)) {
      const code = postalCodeIn(text, country);
      if (code !== null) read[fields.postalCode] = code;
      else if (hasPostalCodeRule(country)) {
        context.addIssue({
          code: z.ZodIssueCode.custom,
          path: [fields.postalCode],
          message: postalCodeMessage(country),
        });
      }
    }
  }

  for (const name of fields.phones) {
    const text = toSingleLine(values[name]);
    if (typeof text !== "string" || text.length > PHONE_LIMITS.maxInputLength) continue;
    const result = checkPhone(text, phoneCountryOf(country));
    if (result.valid) read[name] = result.e164;
    else {
      context.addIssue({
        code: z.ZodIssueCode.custom,
        path: [name],
        message: phoneMessageIn(country),
        params: { reason: result.reason },
      });
    }
  }
  return read;
}

/** The form `schema` with its postcode and phone fields read in the country chosen on it. */
export function readInCountry<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>, fields: Fields<Shape>) {
  return z.preprocess((input, context) => readFields(input, context, fields), schema);
}
