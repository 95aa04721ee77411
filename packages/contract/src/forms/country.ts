import { z } from "zod";
import { countryName } from "../agency/countries";
import { toSingleLine } from "./fields";
import { messages } from "./messages";

/** A country of the contact form's list, sent as its two-letter ISO code ('CH'). */
export function countryCode() {
  return z.preprocess(
    (value) => {
      const text = toSingleLine(value);
      return typeof text === "string" ? text.toUpperCase() : text;
    },
    z
      .string({ required_error: messages.required, invalid_type_error: messages.country })
      .refine((code) => countryName(code) !== "", messages.country),
  );
}
