/**
 * The project's word lists (docs/decisions/143-spelling-per-language.md): one reviewed list of words the
 * dictionary does not know per language, and the pending words reported as warnings.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Segment, SpellLanguage } from "./extract";
import { PENDING } from "./pending";

/** The reviewed word list of a language, relative to the repository. */
export const wordListPath = (language: SpellLanguage) => `cspell/words-${language}.txt`;

/** The words of a list: one a line, `#` starts a comment. */
export function readWordList(file: string): string[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .map((line) => line.replace(/#.*/, "").trim())
    .filter((line) => line !== "");
}

/** A word where it is written. */
export type Occurrence = { language: SpellLanguage; file: string; line: number; word: string };

const escaped = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Every occurrence of a pending word in a text of its language. */
export function pendingOccurrences(segments: readonly Segment[]): Occurrence[] {
  const found: Occurrence[] = [];
  for (const segment of segments) {
    for (const word of PENDING[segment.language]) {
      for (const match of segment.text.matchAll(new RegExp(`(?<!\\p{L})${escaped(word)}(?!\\p{L})`, "gu"))) {
        const line = segment.line + (segment.text.slice(0, match.index).match(/\n/g)?.length ?? 0);
        found.push({ language: segment.language, file: segment.file, line, word });
      }
    }
  }
  return found.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

/** The words of a language's list that no text read in that language uses any more. */
export function unusedWords(language: SpellLanguage, segments: readonly Segment[], root: string): string[] {
  const text = segments
    .filter((segment) => segment.language === language || segment.also?.includes(language))
    .map((segment) => segment.text)
    .join("\n");
  return readWordList(path.join(root, wordListPath(language))).filter(
    (word) => !new RegExp(`(?<!\\p{L})${escaped(word)}(?!\\p{L})`, "iu").test(text),
  );
}
