/**
 * Where the site's texts are, and all of them with their language
 * (docs/decisions/143-spelling-per-language.md).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { extractFromJson, extractFromMarkdown, extractFromSource, SourceReader, type Segment } from "./extract";

/** The folders of the site's code: catalogues and their JSON data are found in them by their shape. */
export const SOURCE_ROOTS = ["app", "packages/contract/src", "server"];
/** French documents checked too (a table column headed by a language is read in it). */
export const DOCUMENTS = ["docs/glossaire.md"];

function filesUnder(root: string, dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    return entry.isDirectory() ? filesUnder(root, relative) : [relative];
  });
}

/** Every text of the site under `root`, with its language, file and line. */
export function siteSegments(root: string): Segment[] {
  const reader = new SourceReader(root);
  const segments: Segment[] = [];
  for (const file of SOURCE_ROOTS.flatMap((dir) => filesUnder(root, dir))) {
    if (/\.tsx?$/.test(file) && !/\.(css|d)\.ts$/.test(file)) {
      const text = readFileSync(path.join(root, file), "utf8");
      // A file without a language key has no catalogue (it is read when a catalogue names one of its values).
      if (!/\b(?:fr|de|en)\s*:/.test(text)) continue;
      segments.push(...extractFromSource(reader.parse(file, text), reader, root));
    } else if (file.endsWith(".json")) {
      segments.push(...extractFromJson(file, readFileSync(path.join(root, file), "utf8")));
    }
  }
  for (const file of DOCUMENTS) {
    let text: string;
    try {
      text = readFileSync(path.join(root, file), "utf8");
    } catch {
      continue; // not written yet
    }
    segments.push(...extractFromMarkdown(file, text));
  }
  return segments;
}
