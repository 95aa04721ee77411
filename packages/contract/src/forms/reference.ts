import { z } from "zod";
import { toSingleLine } from "./fields";
import { messages } from "./messages";

/** A property or promotion reference, as the API knows it: upper-cased. */
export const REFERENCE_PATTERN = /^[A-Z0-9][A-Z0-9._-]{0,63}$/;

/** A visit of a listing: its start in Swiss time, "2027-01-16-1000", "-2" for a second one at the same minute. */
export const VISIT_ID_PATTERN = /^\d{4}-\d{2}-\d{2}-\d{4}(-\d{1,3})?$/;

export function optionalVisitId() {
  return z.preprocess(
    toSingleLine,
    z.string({ invalid_type_error: messages.visit }).regex(VISIT_ID_PATTERN, messages.visit).optional(),
  );
}

export function normalizeReference(value: string): string {
  return value.trim().toUpperCase();
}

export function optionalReference() {
  return z.preprocess(
    (value) => {
      const text = toSingleLine(value);
      return typeof text === "string" ? normalizeReference(text) : text;
    },
    z.string({ invalid_type_error: messages.reference }).regex(REFERENCE_PATTERN, messages.reference).optional(),
  );
}

/** The address of the page the visitor was on: an http(s) URL or a site path. */
export function optionalPageLink() {
  return z.preprocess(
    toSingleLine,
    z
      .string({ invalid_type_error: messages.link })
      .max(2000, messages.link)
      .refine(isPageLink, messages.link)
      .optional(),
  );
}

function isPageLink(value: string): boolean {
  if (value.startsWith("/") && !value.startsWith("//")) return true;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}
