/**
 * `npm run lint:spelling`: the spelling of every text the site writes, in its own language
 * (docs/decisions/143-spelling-per-language.md). Reads the catalogues of app/, packages/contract/src/ and
 * server/ (every object with `fr`/`de`/`en` keys, `defineTexts` among them), the per-language labels of
 * the JSON data there and the French glossary (docs/glossaire.md), checks each language with its own
 * dictionary and the project's word list of that language, and prints every unknown word with its file,
 * line and language. Exits 1 when there is one. Pending words and words of the lists no text uses any
 * more are printed as warnings.
 *
 *   npx tsx scripts/spell-check.ts              check
 *   npx tsx scripts/spell-check.ts --words de   only the unknown German words, sorted, one a line
 */
import { fileURLToPath } from "node:url";
import { checkLanguage } from "./spelling/check";
import { LANGUAGES, type SpellLanguage } from "./spelling/extract";
import { pendingOccurrences, unusedWords, wordListPath } from "./spelling/lists";
import { PENDING } from "./spelling/pending";
import { siteSegments } from "./spelling/site";

const root = fileURLToPath(new URL("..", import.meta.url));

async function main() {
  const args = process.argv.slice(2);
  const started = performance.now();
  const segments = siteSegments(root);
  const only = args.includes("--words") ? (args[args.indexOf("--words") + 1] as SpellLanguage) : undefined;
  if (only !== undefined && !LANGUAGES.includes(only)) throw new Error(`--words ${LANGUAGES.join("|")}`);
  const languages = only ? [only] : LANGUAGES;
  const findings = (
    await Promise.all(
      languages.map((language) =>
        checkLanguage(
          language,
          segments.filter((segment) => segment.language === language),
          { root, extraWords: PENDING[language], suggestions: !only },
        ),
      ),
    )
  ).flat();
  if (only) {
    for (const word of [...new Set(findings.map((finding) => finding.word))].sort()) console.log(word);
    return;
  }
  const pending = pendingOccurrences(segments);
  const unused = LANGUAGES.flatMap((language) =>
    unusedWords(language, segments, root).map((word) => ({ language, word })),
  );
  for (const { file, line, language, word } of pending) {
    console.log(`${file}:${line} [${language}] « ${word} » en attente de reformulation (scripts/spelling/pending.ts)`);
  }
  for (const { language, word } of unused) {
    console.log(`${wordListPath(language)} : « ${word} » n'est plus employé, à retirer de la liste`);
  }
  for (const { file, line, language, word, suggestions } of findings) {
    const hint = suggestions.length > 0 ? ` (${suggestions.join(", ")} ?)` : "";
    console.log(`${file}:${line} [${language}] « ${word} » inconnu${hint}`);
  }
  const counts = LANGUAGES.map(
    (language) => `${language} ${segments.filter((segment) => segment.language === language).length}`,
  ).join(", ");
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Orthographe : ${segments.length} textes (${counts}), ${findings.length} mot(s) inconnu(s), ` +
      `${pending.length + unused.length} avertissement(s), ${seconds} s`,
  );
  if (findings.length > 0) {
    console.log(
      "Corriger le texte, ou ajouter le mot vérifié à cspell/words-<langue>.txt (docs/decisions/143-spelling-per-language.md).",
    );
    process.exitCode = 1;
  }
}

await main();
