/**
 * The README's map of the code stays whole: every folder of app/ and of packages/<name>/src/ is named
 * there, either as a row of its own (`| \`app/map/\` | …`) or, inside the row of the folder above it,
 * by its path from there (`uploads/` in the row of `app/forms/`, `src/feeds/idx/` in the row of
 * `packages/upstream/`). A folder added without a word in the README fails here.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const readme = readFileSync(path.join(root, "README.md"), "utf8");

/** The README's table rows that name a folder: folder (with its trailing `/`) → the rest of the row. */
function folderRows(text: string): Map<string, string> {
  const rows = new Map<string, string>();
  for (const match of text.matchAll(/^\| `([\w./-]+\/)` \|(.*)$/gm)) rows.set(match[1]!, match[2]!);
  return rows;
}

/** Every folder below `start` (relative to the repository, with a trailing `/`), itself included. */
function foldersUnder(start: string): string[] {
  const found = [start];
  for (const entry of readdirSync(path.join(root, start), { withFileTypes: true })) {
    if (entry.isDirectory() && entry.name !== "node_modules") found.push(...foldersUnder(`${start}${entry.name}/`));
  }
  return found;
}

const packages = readdirSync(path.join(root, "packages"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => `packages/${entry.name}/src/`);
const folders = [...foldersUnder("app/"), ...packages.flatMap(foldersUnder)];
const rows = folderRows(readme);

/** The row that names `folder` itself, or the nearest folder above it with its path from there. */
function namedIn(folder: string): boolean {
  if (rows.has(folder)) return true;
  for (let above = path.posix.dirname(folder.slice(0, -1)); above !== "."; above = path.posix.dirname(above)) {
    const row = rows.get(`${above}/`);
    if (row !== undefined) return row.includes(folder.slice(above.length + 1));
  }
  return false;
}

describe("the README's map of the code", () => {
  it("reads the folder rows of the README", () => {
    expect(rows.size).toBeGreaterThan(30);
    expect(rows.has("app/routes/")).toBe(true);
    expect(rows.has("packages/upstream/")).toBe(true);
  });

  it("finds the folders it must name", () => {
    expect(folders).toContain("app/forms/uploads/");
    expect(folders).toContain("packages/contract/src/limits/");
  });

  it.each(folders)("names %s", (folder) => {
    expect(namedIn(folder), `${folder} n'est nommé ni par une ligne du README ni dans celle du dossier au-dessus`).toBe(
      true,
    );
  });
});
