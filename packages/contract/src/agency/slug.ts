/**
 * URL slugs (product §2.1): lowercase, accents stripped, "/" read as "et",
 * every other run of characters outside a–z and 0–9 becomes one hyphen.
 */

const ligatures: Record<string, string> = {
  œ: "oe",
  Œ: "oe",
  æ: "ae",
  Æ: "ae",
  ß: "ss",
};

/** Slugs already made: the same few cities and categories come back on every page (at most 500 kept). */
const made = new Map<string, string>();

export function slugify(text: string): string {
  let slug = made.get(text);
  if (slug === undefined) {
    slug = slugOf(text);
    if (made.size >= 500) made.clear();
    made.set(text, slug);
  }
  return slug;
}

function slugOf(text: string): string {
  return text
    .replace(/[œŒæÆß]/g, (letter) => ligatures[letter] ?? letter)
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/\//g, " et ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
