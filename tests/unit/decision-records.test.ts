/**
 * The decision records in docs/decisions/ stay usable: one numbered file per decision with its four
 * sections and a status, numbers without gaps, successors that exist, an index that lists every
 * record, and no repository path cited that is not in the repository.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const folder = path.join(root, "docs/decisions");

const RECORD_NAME = /^(\d{3})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
const SECTIONS = ["Context", "Decision", "Consequences", "Status"];
const ACCEPTED = /^(?:Acceptée|Accepted)\.?$/;
const SUPERSEDED = /^(?:Remplacée par|Superseded by) \[[^\]]+\]\((\d{3}-[a-z0-9-]+\.md)\)/;

/**
 * Folders a cited path may start with. A bare file name (`server.ts`, `map-swissrets.ts`) must be a file of the
 * repository, at the top level or in any folder; a generated file is cited with its folder (`build/server.js`).
 */
const REPOSITORY_FOLDERS = ["app/", "packages/", "tests/", "scripts/", "docs/", "deploy/", "public/", "patches/"];
const BARE_FILE = /^[\w.-]+\.(?:mjs|cjs|js|jsx|ts|tsx|json|md|sh|patch)$/;
const SKIPPED_FOLDERS = new Set(["node_modules", ".git", "build", "var", "test-results", "playwright-report"]);

type DecisionRecord = { file: string; number: number; text: string };

function records(): DecisionRecord[] {
  return readdirSync(folder)
    .filter((file) => RECORD_NAME.test(file))
    .sort()
    .map((file) => ({
      file,
      number: Number(RECORD_NAME.exec(file)![1]),
      text: readFileSync(path.join(folder, file), "utf8"),
    }));
}

/** Every file of the working tree (relative, with `/`), outside dependencies and generated folders. */
function repositoryFiles(dir = root, prefix = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) {
      return SKIPPED_FOLDERS.has(entry.name)
        ? []
        : repositoryFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`);
    }
    return [`${prefix}${entry.name}`];
  });
}

/** `## Title` headings of a record, in order. */
function sectionTitles(text: string): string[] {
  return [...text.matchAll(/^## (.+)$/gm)].map((match) => match[1]!.trim());
}

/** The text of one `## Title` section, up to the next `## ` heading. */
function section(text: string, title: string): string {
  const start = text.search(new RegExp(`^## ${title}$`, "m"));
  if (start === -1) return "";
  const body = text.slice(start).split("\n").slice(1).join("\n");
  const next = body.search(/^## /m);
  return (next === -1 ? body : body.slice(0, next)).trim();
}

/** Words of inline code spans that name a path in the repository (a folder of it, or a bare file name). */
function citedPaths(text: string): string[] {
  const words = [...text.matchAll(/`([^`\n]+)`/g)].flatMap((match) => match[1]!.split(/\s+/));
  return words
    .map((word) => word.replace(/^[("']+|[)"',;:.]+$/g, "").replace(/[?#].*$/, ""))
    .filter((word) => REPOSITORY_FOLDERS.some((folder) => word.startsWith(folder)) || BARE_FILE.test(word));
}

/** A cited path as a pattern: `*` and `{placeholder}` stand for any part of one file or folder name. */
function pathPattern(cited: string): RegExp {
  const escaped = cited
    .replace(/\/$/, "")
    .split(/(\*|\{[^}]*\})/)
    .map((part, index) => (index % 2 === 1 ? "[^/]+" : part.replace(/[.+^$()|[\]\\]/g, "\\$&")))
    .join("");
  return new RegExp(`^${escaped}(?:/|$)`);
}

function exists(cited: string, files: readonly string[]): boolean {
  if (!cited.includes("/")) return files.some((file) => file === cited || file.endsWith(`/${cited}`));
  if (!/[*{]/.test(cited)) return existsSync(path.join(root, cited));
  const pattern = pathPattern(cited);
  return files.some((file) => pattern.test(file));
}

describe("decision records", () => {
  const all = records();

  it("are all numbered files, with numbers from 001 and no gap", () => {
    const others = readdirSync(folder).filter((file) => file !== "README.md" && !RECORD_NAME.test(file));
    expect(others).toEqual([]);
    expect(all.length).toBeGreaterThan(0);
    expect(all.map((record) => record.number)).toEqual(all.map((_, index) => index + 1));
  });

  it("each have a title and the sections Context, Decision, Consequences and Status, none empty", () => {
    for (const { file, text } of all) {
      expect(text.startsWith("# "), `${file}: first line is its title`).toBe(true);
      expect(sectionTitles(text), file).toEqual(SECTIONS);
      for (const title of SECTIONS) expect(section(text, title).length, `${file}: ${title}`).toBeGreaterThan(0);
    }
  });

  it("each have a status: accepted, or superseded by a record that exists and is not superseded itself", () => {
    const statuses = new Map(all.map(({ file, text }) => [file, section(text, "Status").split("\n")[0]!.trim()]));
    for (const [file, status] of statuses) {
      const successor = SUPERSEDED.exec(status)?.[1];
      expect(ACCEPTED.test(status) || successor !== undefined, `${file}: status « ${status} »`).toBe(true);
      if (successor === undefined) continue;
      expect(successor, `${file} replaced by itself`).not.toBe(file);
      expect(statuses.has(successor), `${file}: successor ${successor}`).toBe(true);
      expect(ACCEPTED.test(statuses.get(successor)!), `${file}: successor ${successor} is accepted`).toBe(true);
    }
  });

  it("are listed in the index, whose links all lead to a record", () => {
    const index = readFileSync(path.join(folder, "README.md"), "utf8");
    const linked = [...index.matchAll(/\]\(([^)]+\.md)\)/g)].map((match) => match[1]);
    expect([...linked].sort()).toEqual(all.map((record) => record.file));
  });

  it("cite only files and folders of the repository, and link only to existing files", () => {
    const files = repositoryFiles();
    const missing: string[] = [];
    for (const file of [...all.map((record) => record.file), "README.md"]) {
      const text = readFileSync(path.join(folder, file), "utf8");
      for (const cited of citedPaths(text)) if (!exists(cited, files)) missing.push(`${file}: ${cited}`);
      for (const [, target] of text.matchAll(/\]\(([^)#\s]+)\)/g)) {
        if (/^[a-z]+:/.test(target!)) continue;
        if (!existsSync(path.resolve(folder, target!))) missing.push(`${file}: link ${target}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("recognise the paths they cite, placeholders included", () => {
    expect(citedPaths("`app/http/page-cache.server.ts`, `server.mjs` (`npx tsx scripts/x.ts --a`)")).toEqual([
      "app/http/page-cache.server.ts",
      "server.mjs",
      "scripts/x.ts",
    ]);
    expect(citedPaths("`/images/photos/{token}` `SITE_URL` `var/image-cache` `a/b`")).toEqual([]);
    const files = ["packages/upstream/src/import/ftp-path.ts", "server.mjs", "app/a.ts"];
    expect(exists("packages/upstream/src/import/ftp-*.ts", files)).toBe(true);
    expect(exists("packages/upstream/src/import/sftp-*.ts", files)).toBe(false);
    expect(exists("server.mjs", files)).toBe(true);
    expect(exists("server.ts", files)).toBe(false);
    expect(exists("a.ts", files)).toBe(true);
  });
});
