import { REFERENCE_PATTERN } from "@rli/contract/forms/reference";

/**
 * The references a search's words may be, as a visitor types one seen on a sign or in a paper: any
 * case, spaces or a hyphen between its parts ("rlm 1047", "RLM-1047", "rlm1047"), most likely first. Words that hold
 * no letter or no digit (a town, a postal code) are no reference. Pure.
 */
export function referencesOf(words: string): string[] {
  // "RLM - 1047" is one part with its hyphen; "RLM 1047" two parts; more than three is a phrase.
  const text = words
    .trim()
    .toUpperCase()
    .replace(/\s*-\s*/g, "-");
  if (!/[A-Z]/.test(text) || !/\d/.test(text) || text.split(/\s+/).length > 3) return [];
  const hyphenated = text.replace(/\s+/g, "-");
  const joined = text.replace(/[\s-]+/g, "");
  // "RLM1047" typed for "RLM-1047": a hyphen where letters meet digits.
  const parted = joined.replace(/([A-Z])(?=\d)/g, "$1-");
  return [...new Set([text, hyphenated, parted, joined])].filter((reference) => REFERENCE_PATTERN.test(reference));
}
