import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { languages } from "@rli/contract/i18n/language";

/**
 * The site's text catalogues (decision 114), found by their call to defineTexts so that a new one is
 * checked without being listed, and their texts as a visitor reads them.
 */
const ROOTS = ["app", "packages/contract/src"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".css.ts") ? [full] : [];
  });
}

/** The source files that define a catalogue. */
export const catalogueFiles = ROOTS.flatMap(sourceFiles).filter(
  (file) => !file.endsWith("i18n/texts.ts") && readFileSync(file, "utf8").includes("defineTexts("),
);

export type Leaf = { key: string; value: unknown };

/** The texts of a catalogue's language, strings and functions, each with its dotted key. */
export function leaves(value: unknown, prefix = ""): Leaf[] {
  if (typeof value === "string" || typeof value === "function") return [{ key: prefix, value }];
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) => leaves(inner, prefix ? `${prefix}.${key}` : key));
  }
  return [{ key: prefix, value }];
}

/** Sample values for a text's parameters: numbers and words both read well in every pattern. */
const SAMPLES = [3, 7, 11, 13];

/** A text as written: a string, or what a function writes from sample values. */
export function rendered(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (typeof value === "function") {
    try {
      const text = (value as (...args: unknown[]) => unknown)(...SAMPLES.slice(0, value.length));
      return typeof text === "string" ? text : undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The catalogues a module exports: its values that hold a text for every language. */
export async function cataloguesOf(file: string): Promise<[string, Record<string, unknown>][]> {
  const module = (await import(/* @vite-ignore */ path.resolve(file))) as Record<string, unknown>;
  return Object.entries(module).filter(
    ([, value]) => value && typeof value === "object" && languages.every((language) => language in value),
  ) as [string, Record<string, unknown>][];
}
