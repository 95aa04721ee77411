/**
 * Spelling of the extracted texts, one language at a time, with cspell's engine and a single
 * dictionary per language (docs/decisions/143-spelling-per-language.md): French (France), Swiss
 * German, British English, each with the project's reviewed word list of that language. No other
 * dictionary is loaded (no American English, no programming terms), so a French word in a German or
 * English text is reported. Everything is read from node_modules and the repository: nothing is
 * downloaded.
 */
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { agency } from "@rli/contract/agency/agency";
import { spellCheckDocument, type CSpellUserSettings } from "cspell-lib";
import type { Segment, SpellLanguage } from "./extract";
import { wordListPath } from "./lists";

const require = createRequire(import.meta.url);

/** cspell's locale and the dictionary package of each language. */
export const DICTIONARIES: Record<SpellLanguage, { locale: string; dictionary: string; extension: string }> = {
  fr: { locale: "fr", dictionary: "fr-fr", extension: "@cspell/dict-fr-fr/cspell-ext.json" },
  de: { locale: "de-CH", dictionary: "de-ch", extension: "@cspell/dict-de-ch/cspell-ext.json" },
  en: { locale: "en-GB", dictionary: "en-gb", extension: "@cspell/dict-en-gb-mit/cspell-ext.json" },
};

/** An unknown word, where it is written. */
export type Finding = {
  language: SpellLanguage;
  file: string;
  line: number;
  word: string;
  suggestions: string[];
};

/**
 * What is not a word of any language: addresses, e-mail addresses, the site's own paths ("/favoris",
 * "/de/flux/annonces.xml"), file extensions (".ics") and media types, the targets of the legal texts'
 * links ("[Ihre Rechte](#droits)") and their code spans, superscripts ("1^er^"), the SIA 416 codes of
 * areas and volumes ("SIA-ANGF"), and the agency's name, the same in every language. Domain names
 * ("moneyland.ch") too.
 */
const NOT_WORDS: RegExp[] = [
  /\b(?:https?|mailto|tel):[^\s)\]]+/g,
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g,
  /\bwww\.[\w.-]+/g,
  /\b[\w-]+(?:\.[\w-]+)*\.(?:ch|com|org|net|li|uk|fr|de)\b/g,
  /\]\([^)\s]*\)/g,
  /`[^`\n]*`/g,
  /(?<=^|[\s(«"'])\/[\w\-.#]*(?:\/[\w\-.#]*|\.\w+)+/gmu,
  /(?<=^|[\s(])\.[a-z0-9]{2,5}\b/gm,
  /\b(?:application|multipart|text|image)\/[\w.+-]+/g,
  /\^[^^\s]+\^/g,
  /\bSIA-[A-ZÄÖÜ]{1,5}\b/gu,
  new RegExp(agency.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "g"),
];

/** A possessive "'s" after a name or an abbreviation ("the FDPIC's"). */
const POSSESSIVE = /(?<=\p{L})['’]s\b/gu;

/**
 * cspell's settings for a text in `language`, whose words may also be of the languages `also` (the
 * glossary's comments and quoted terms): their dictionaries and the project's lists, nothing else.
 */
function settingsFor(
  language: SpellLanguage,
  also: readonly SpellLanguage[],
  root: string,
  extraWords: readonly string[],
): CSpellUserSettings {
  const languages = [language, ...also];
  const lists = languages
    .map((each) => ({ name: `project-${each}`, path: path.join(root, wordListPath(each)) }))
    .filter((list) => existsSync(list.path));
  return {
    version: "0.2",
    // Not cspell's bundled configuration, which adds American English, company names and programming words
    // to every language.
    loadDefaultConfiguration: false,
    import: languages.map((each) => require.resolve(DICTIONARIES[each].extension)),
    language: languages.map((each) => DICTIONARIES[each].locale).join(","),
    dictionaryDefinitions: lists,
    // The languages' dictionaries, named here rather than left to their locales, and the project's lists.
    dictionaries: [...languages.map((each) => DICTIONARIES[each].dictionary), ...lists.map((list) => list.name)],
    words: [...extraWords],
    ignoreRegExpList: languages.includes("en") ? [...NOT_WORDS, POSSESSIVE] : NOT_WORDS,
    // Every occurrence of an unknown word is reported.
    maxNumberOfProblems: 100_000,
    maxDuplicateProblems: 100_000,
    // Every word counts, not only words of four letters or more.
    minWordLength: 2,
  };
}

/** Above this many distinct unknown words in a language, none gets suggestions. */
const MAX_SUGGESTED = 20;

async function unknownWords(text: string, settings: CSpellUserSettings, suggest: boolean) {
  const result = await spellCheckDocument(
    { uri: "file:///spelling/texts.txt", text, languageId: "plaintext", locale: settings.language },
    { noConfigSearch: true, generateSuggestions: suggest, numSuggestions: 3 },
    settings,
  );
  if (result.errors?.length) throw result.errors[0];
  const dictionaryErrors = [...(result.dictionaryErrors?.values() ?? [])].flat();
  if (dictionaryErrors.length > 0) throw dictionaryErrors[0];
  return result.issues;
}

/**
 * The unknown words of segments of one language. Segments read with the same dictionaries are checked
 * as one document, a blank line between two, and each word is traced back to its file and line. With
 * `suggestions`, the dictionaries' nearest words are looked up for each distinct unknown word.
 */
export async function checkLanguage(
  language: SpellLanguage,
  segments: readonly Segment[],
  options: { root: string; extraWords?: readonly string[]; suggestions?: boolean },
): Promise<Finding[]> {
  const groups = new Map<string, Segment[]>();
  for (const segment of segments) {
    const key = (segment.also ?? []).join(",");
    groups.set(key, [...(groups.get(key) ?? []), segment]);
  }
  const findings: Finding[] = [];
  for (const group of groups.values()) {
    const settings = settingsFor(language, group[0]!.also ?? [], options.root, options.extraWords ?? []);
    findings.push(...(await checkGroup(language, group, settings, options.suggestions ?? false)));
  }
  return findings;
}

async function checkGroup(
  language: SpellLanguage,
  segments: readonly Segment[],
  settings: CSpellUserSettings,
  suggest: boolean,
): Promise<Finding[]> {
  const starts: number[] = [];
  let text = "";
  for (const segment of segments) {
    starts.push(text.length);
    text += `${segment.text}\n\n`;
  }
  const issues = await unknownWords(text, settings, false);
  const suggestions = new Map<string, string[]>();
  const distinct = [...new Set(issues.map((issue) => issue.text))];
  // Suggestions cost a few tenths of a second a word (German compounds most): only for a few words.
  if (suggest && distinct.length > 0 && distinct.length <= MAX_SUGGESTED) {
    for (const issue of await unknownWords(distinct.join("\n"), settings, true)) {
      suggestions.set(issue.text, issue.suggestions ?? []);
    }
  }
  return issues.map((issue) => {
    // The last segment that starts at or before the word.
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (starts[middle]! <= issue.offset) low = middle;
      else high = middle - 1;
    }
    const segment = segments[low]!;
    const before = text.slice(starts[low], issue.offset);
    return {
      language,
      file: segment.file,
      line: segment.line + (before.match(/\n/g)?.length ?? 0),
      word: issue.text,
      suggestions: suggestions.get(issue.text) ?? [],
    };
  });
}
