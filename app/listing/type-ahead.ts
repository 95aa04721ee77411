/**
 * The type-ahead box of a search dropdown (product §2.3): an item stays visible when its name
 * contains the typed text, ignoring case (and accents, so "champery" finds Champéry).
 */
function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();
}

export function matchesTypeAhead(name: string, typed: string): boolean {
  const wanted = fold(typed.trim());
  return wanted === "" || fold(name).includes(wanted);
}
