import { foldedText } from "@rli/contract/agency/folded-text";

/**
 * The type-ahead box of a search dropdown (product §2.3): an item stays visible when its name
 * contains the typed text, ignoring case (and accents, so "champery" finds Champéry).
 */
export function matchesTypeAhead(name: string, typed: string): boolean {
  const wanted = foldedText(typed.trim());
  return wanted === "" || foldedText(name).includes(wanted);
}
