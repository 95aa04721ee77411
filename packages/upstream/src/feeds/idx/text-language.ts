/**
 * The language of a listing's text, guessed from its most common small words: IDX 3.01 has no
 * field for it, and Swiss CRMs write in German, French, Italian or English. See
 * docs/decisions/083-idx-language.md.
 */

export type TextLanguage = "de" | "fr" | "it" | "en";

const words: Readonly<Record<TextLanguage, string>> = {
  de: "der die das und mit ist ein eine einer im für von zu auf dem den des sich bei nicht auch sehr sie wir wohnung zimmer haus lage küche grosse schöne vermieten verkaufen",
  fr: "le les et de des du une avec dans pour est au aux sur cette ce très vous appartement pièces maison cuisine situé située chambres louer vendre à",
  it: "il gli di del della delle dei con una è nel nella al alla sono che molto appartamento locali casa cucina camere affittare vendita",
  en: "the and of with for to is this very apartment flat rooms kitchen located bedroom bedrooms house rent sale",
};

const languageOf = new Map<string, TextLanguage>();
for (const [language, list] of Object.entries(words) as [TextLanguage, string][]) {
  for (const word of list.split(" ")) if (!languageOf.has(word)) languageOf.set(word, language);
}

/** Text considered: enough to decide, little enough to stay cheap on a long description. */
const MAX_CHARACTERS = 600;

/**
 * The language most of the text's small words belong to, or undefined when it has fewer than
 * two of them or two languages tie.
 */
export function guessTextLanguage(text: string): TextLanguage | undefined {
  const plain = text
    .slice(0, MAX_CHARACTERS)
    .replace(/<[^>]{0,200}>/g, " ")
    .toLowerCase();
  const counts: Record<TextLanguage, number> = { de: 0, fr: 0, it: 0, en: 0 };
  for (const word of plain.split(/[^\p{L}]+/u)) {
    const language = languageOf.get(word);
    if (language) counts[language] += 1;
  }
  const ranked = (Object.entries(counts) as [TextLanguage, number][]).sort((a, b) => b[1] - a[1]);
  const [best, second] = ranked;
  if (!best || best[1] < 2 || (second && second[1] === best[1])) return undefined;
  return best[0];
}
