import { createHash } from "node:crypto";
import { REFERENCE_PATTERN } from "@rli/contract/forms/reference";

/**
 * The reference of an IDX listing, from its three references (ref_property, ref_house,
 * ref_object: estate, house, unit): the ones given, in that order, upper-cased and joined by ".".
 * It never holds a "-": the site reads "PROJECT-…" as a lot of the promotion PROJECT, and IDX has
 * no promotions, so a hyphen of the CRM becomes "_". See docs/decisions/081-idx-reference.md.
 */

export const REFERENCE_MAX_LENGTH = 64;

export type IdxReferences = { refProperty: string; refHouse: string; refObject: string };

/** A reference field as given: trimmed, and empty for the word "null" that the format forbids. */
export function referenceField(value: string): string {
  const text = value.trim();
  return /^null$/i.test(text) ? "" : text;
}

function part(value: string): string {
  return value
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toUpperCase()
    .replace(/[^A-Z0-9_.]/g, "_");
}

/** The listing's reference, or undefined when none of the three fields holds one. */
export function idxReference(references: IdxReferences): string | undefined {
  const parts: string[] = [];
  for (const value of [references.refProperty, references.refHouse, references.refObject]) {
    const cleaned = part(referenceField(value));
    // A CRM that repeats a reference in the next field (1234#1234#01) means it once.
    if (cleaned !== "" && !parts.includes(cleaned)) parts.push(cleaned);
  }
  let reference = parts.join(".").replace(/^[._]+/, "");
  if (reference === "") return undefined;
  if (reference.length > REFERENCE_MAX_LENGTH) {
    // Each field may hold 80 characters: a longer reference keeps its start and a digest of the
    // whole, so that two long references stay apart.
    const digest = createHash("sha1").update(reference).digest("hex").slice(0, 8).toUpperCase();
    reference = `${reference.slice(0, REFERENCE_MAX_LENGTH - digest.length - 1)}.${digest}`;
  }
  return REFERENCE_PATTERN.test(reference) ? reference : undefined;
}
