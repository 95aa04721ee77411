/**
 * The texts of the site's catalogues, each with its language (docs/decisions/143-spelling-per-language.md).
 *
 * A catalogue mixes three languages in one file (`defineTexts({ fr, de, en })`), so the texts are read
 * from the source with the TypeScript parser: every object literal with at least two of the keys `fr`,
 * `de` and `en` is a text in several languages, and each of those keys' values is read in its own
 * language. Under a language's key, every string and every literal part of a template (its `${…}`
 * dropped) is a text; a name written there (`...messages`, `tooLong: tooLongMessage`) is followed to its
 * declaration, in the same file or in an imported one, and that declaration's texts count in the same
 * language. JSON data with per-language labels (`label`, `de`, `en`, as the CASAXML vocabulary) and
 * Markdown documents (French prose, table columns headed by a language) are read the same way.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

export const LANGUAGES = ["fr", "de", "en"] as const;
export type SpellLanguage = (typeof LANGUAGES)[number];

/**
 * One text to check: where it starts (1-based line) and in which language. `also`: other languages its
 * words may be in (a glossary's comments and quoted terms), their dictionaries used beside its own.
 */
export type Segment = {
  language: SpellLanguage;
  file: string;
  line: number;
  text: string;
  also?: readonly SpellLanguage[];
};

const isLanguage = (name: string): name is SpellLanguage => (LANGUAGES as readonly string[]).includes(name);

function propertyName(name: ts.PropertyName): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  return undefined;
}

/** The language keys of an object literal, when it has at least two of them. */
function languageProperties(node: ts.ObjectLiteralExpression): [SpellLanguage, ts.Node][] {
  const found: [SpellLanguage, ts.Node][] = [];
  for (const property of node.properties) {
    if (ts.isPropertyAssignment(property)) {
      const name = propertyName(property.name);
      if (name !== undefined && isLanguage(name)) found.push([name, property.initializer]);
    } else if (ts.isShorthandPropertyAssignment(property) && isLanguage(property.name.text)) {
      found.push([property.name.text, property.name]);
    }
  }
  return new Set(found.map(([language]) => language)).size >= 2 ? found : [];
}

/** A string that is code rather than text: a key, a module name, a type, a compared or indexed value. */
function isCodeString(node: ts.Node): boolean {
  const parent = node.parent;
  if (!parent) return false;
  if (ts.isPropertyAssignment(parent) && parent.name === node) return true;
  if (ts.isPropertyAccessExpression(parent) || ts.isElementAccessExpression(parent)) return true;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isExternalModuleReference(parent)) {
    return true;
  }
  if (ts.isLiteralTypeNode(parent) || ts.isCaseClause(parent)) return true;
  if (ts.isBinaryExpression(parent)) {
    const kind = parent.operatorToken.kind;
    return (
      kind === ts.SyntaxKind.EqualsEqualsEqualsToken ||
      kind === ts.SyntaxKind.ExclamationEqualsEqualsToken ||
      kind === ts.SyntaxKind.EqualsEqualsToken ||
      kind === ts.SyntaxKind.ExclamationEqualsToken ||
      kind === ts.SyntaxKind.InKeyword
    );
  }
  return false;
}

type Declaration = { file: SourceFile; node: ts.Node };
type SourceFile = { path: string; source: ts.SourceFile };

/**
 * Reads source files once and finds what a name refers to: a declaration of the same file, or the
 * export of the module it is imported from (`~/…` under app/, `@rli/contract/…` under
 * packages/contract/src/, relative paths). Names from node_modules are not followed.
 */
export class SourceReader {
  private readonly files = new Map<string, SourceFile | undefined>();
  constructor(private readonly root: string) {}

  read(file: string): SourceFile | undefined {
    const absolute = path.resolve(this.root, file);
    if (!this.files.has(absolute)) {
      const kind = absolute.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
      const text = existsSync(absolute) ? readFileSync(absolute, "utf8") : undefined;
      this.files.set(
        absolute,
        text === undefined
          ? undefined
          : { path: absolute, source: ts.createSourceFile(absolute, text, ts.ScriptTarget.Latest, true, kind) },
      );
    }
    return this.files.get(absolute);
  }

  /** A parsed source given as text (tests, or a file read elsewhere). */
  parse(file: string, text: string): SourceFile {
    const absolute = path.resolve(this.root, file);
    const kind = absolute.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const parsed = { path: absolute, source: ts.createSourceFile(absolute, text, ts.ScriptTarget.Latest, true, kind) };
    this.files.set(absolute, parsed);
    return parsed;
  }

  private moduleFile(from: SourceFile, specifier: string): SourceFile | undefined {
    let base: string | undefined;
    if (specifier.startsWith("~/")) base = path.join(this.root, "app", specifier.slice(2));
    else if (specifier.startsWith("@rli/contract/")) {
      base = path.join(this.root, "packages/contract/src", specifier.slice("@rli/contract/".length));
    } else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from.path), specifier);
    if (base === undefined) return undefined;
    for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")]) {
      if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return this.read(candidate);
    }
    return undefined;
  }

  /** The declaration a name refers to in a file, following imports and re-exports. */
  declaration(file: SourceFile, name: string, seen = new Set<string>()): Declaration | undefined {
    const key = `${file.path}#${name}`;
    if (seen.has(key)) return undefined;
    seen.add(key);
    for (const statement of file.source.statements) {
      if (ts.isVariableStatement(statement)) {
        for (const variable of statement.declarationList.declarations) {
          if (ts.isIdentifier(variable.name) && variable.name.text === name && variable.initializer) {
            return { file, node: variable.initializer };
          }
        }
      } else if (ts.isFunctionDeclaration(statement) && statement.name?.text === name && statement.body) {
        return { file, node: statement.body };
      } else if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
        const bindings = statement.importClause?.namedBindings;
        if (!bindings || !ts.isNamedImports(bindings)) continue;
        for (const element of bindings.elements) {
          if (element.name.text !== name) continue;
          const target = this.moduleFile(file, statement.moduleSpecifier.text);
          return target && this.declaration(target, (element.propertyName ?? element.name).text, seen);
        }
      } else if (
        ts.isExportDeclaration(statement) &&
        statement.moduleSpecifier &&
        ts.isStringLiteral(statement.moduleSpecifier) &&
        statement.exportClause &&
        ts.isNamedExports(statement.exportClause)
      ) {
        for (const element of statement.exportClause.elements) {
          if (element.name.text !== name) continue;
          const target = this.moduleFile(file, statement.moduleSpecifier.text);
          return target && this.declaration(target, (element.propertyName ?? element.name).text, seen);
        }
      }
    }
    return undefined;
  }
}

/** A line of a table of names: a code, then the French, German and English names (empty: as in French). */
const TABLE_LINE = /^[A-Z0-9]{2,3}\|[^|]*\|[^|]*\|[^|]*$/;

function lineOf(source: ts.SourceFile, position: number): number {
  return source.getLineAndCharacterOfPosition(position).line + 1;
}

/**
 * The texts of the language objects of one TypeScript file. `root` makes the reported paths relative;
 * `reader` shares parsed files between calls.
 */
export function extractFromSource(file: SourceFile, reader: SourceReader, root: string): Segment[] {
  const segments: Segment[] = [];
  const followed = new Set<string>();
  /** Objects keyed by languages already read inside an outer language's texts. */
  const nested = new Set<ts.Node>();
  const relative = (absolute: string) => path.relative(root, absolute).split(path.sep).join("/");

  function add(language: SpellLanguage, from: SourceFile, position: number, text: string) {
    if (/\p{L}/u.test(text)) {
      segments.push({ language, file: relative(from.path), line: lineOf(from.source, position), text });
    }
  }

  /** A name written as a value in a language's texts: its declaration is read in that language. */
  function follow(language: SpellLanguage, from: SourceFile, name: string) {
    const target = reader.declaration(from, name);
    if (!target) return;
    const key = `${language}:${target.file.path}:${target.node.pos}`;
    if (followed.has(key)) return;
    followed.add(key);
    walkTexts(language, target.file, target.node, true);
  }

  /** Every text under a node, in one language. `direct`: the node is itself a value of the texts. */
  function walkTexts(language: SpellLanguage, from: SourceFile, node: ts.Node, direct: boolean) {
    // An object keyed by languages inside a language's texts names languages in that language
    // (`de: { names: { fr: "Französisch", en: "Englisch" } }`): it is read in the language around it.
    if (ts.isObjectLiteralExpression(node) && languageProperties(node).length > 0) nested.add(node);
    if (ts.isTypeNode(node) || ts.isRegularExpressionLiteral(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (!isCodeString(node)) add(language, from, node.getStart(from.source), node.text);
      return;
    }
    if (ts.isTemplateExpression(node)) {
      add(language, from, node.head.getStart(from.source), node.head.text);
      for (const span of node.templateSpans) {
        walkTexts(language, from, span.expression, false);
        add(language, from, span.literal.getStart(from.source), span.literal.text);
      }
      return;
    }
    if (direct && ts.isIdentifier(node)) {
      follow(language, from, node.text);
      return;
    }
    if (ts.isShorthandPropertyAssignment(node)) {
      follow(language, from, node.name.text);
      return;
    }
    if (ts.isSpreadAssignment(node) || ts.isSpreadElement(node)) {
      walkTexts(language, from, node.expression, true);
      return;
    }
    if (ts.isPropertyAssignment(node)) {
      walkTexts(language, from, node.initializer, true);
      return;
    }
    if (ts.isArrayLiteralExpression(node) || ts.isObjectLiteralExpression(node)) {
      node.forEachChild((child) => walkTexts(language, from, child, true));
      return;
    }
    if (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node)) {
      walkTexts(language, from, node.expression, direct);
      return;
    }
    node.forEachChild((child) => walkTexts(language, from, child, false));
  }

  /** A table of names in a string, one a line `code|French|German|English` (the forms' countries). */
  function table(node: ts.StringLiteral | ts.NoSubstitutionTemplateLiteral) {
    const lines = node.text.trim().split("\n");
    if (lines.length < 3 || !lines.every((line) => TABLE_LINE.test(line))) return;
    // The table's first line, after the line breaks its text starts with.
    const leading = node.text.slice(0, node.text.length - node.text.trimStart().length);
    const first = lineOf(file.source, node.getStart(file.source)) + (leading.match(/\n/g)?.length ?? 0);
    lines.forEach((line, index) => {
      const cells = line.split("|").slice(1);
      LANGUAGES.forEach((language, column) => {
        const cell = cells[column] ?? "";
        if (/\p{L}/u.test(cell)) {
          segments.push({ language, file: relative(file.path), line: first + index, text: cell });
        }
      });
    });
  }

  function visit(node: ts.Node) {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) table(node);
    if (ts.isObjectLiteralExpression(node) && !nested.has(node)) {
      for (const [language, value] of languageProperties(node)) {
        if (ts.isIdentifier(value) && value.parent && ts.isShorthandPropertyAssignment(value.parent)) {
          follow(language, file, value.text);
        } else {
          walkTexts(language, file, value, true);
        }
      }
    }
    node.forEachChild(visit);
  }
  visit(file.source);
  return segments;
}

/**
 * The per-language labels of a JSON file: an object with at least two of `fr`, `de`, `en`, where
 * `label` is the French one beside `de` and `en` (the CASAXML vocabulary's files).
 */
export function extractFromJson(file: string, text: string): Segment[] {
  const source = ts.parseJsonText(file, text);
  const segments: Segment[] = [];
  function visit(node: ts.Node) {
    if (ts.isObjectLiteralExpression(node)) {
      const values = new Map<string, ts.StringLiteral>();
      for (const property of node.properties) {
        if (!ts.isPropertyAssignment(property) || !ts.isStringLiteral(property.initializer)) continue;
        const name = propertyName(property.name);
        if (name !== undefined) values.set(name, property.initializer);
      }
      const french = values.get("fr") ?? (values.has("de") && values.has("en") ? values.get("label") : undefined);
      const found = [
        ["fr", french],
        ["de", values.get("de")],
        ["en", values.get("en")],
      ] as const;
      if (found.filter(([, value]) => value).length >= 2) {
        for (const [language, value] of found) {
          if (value) segments.push({ language, file, line: lineOf(source, value.getStart(source)), text: value.text });
        }
      }
    }
    node.forEachChild(visit);
  }
  visit(source);
  return segments;
}

/** A table column's language by its heading: "Allemand", "Deutsch", "de-CH", "Anglais", "English"… */
function columnLanguage(heading: string): SpellLanguage {
  const word = heading.replace(/[*_`]/g, "").trim().toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");
  if (/^(de\b|de-ch\b|allemand|deutsch|german)/.test(word)) return "de";
  if (/^(en\b|en-gb\b|anglais|english)/.test(word)) return "en";
  return "fr";
}

/** Markdown markup that is not text: code, links' addresses, HTML tags and comments. */
function markdownText(line: string): string {
  return line
    .replace(/`[^`]*`/g, " ")
    .replace(/\]\([^)]*\)/g, "] ")
    .replace(/<[^>]+>/g, " ")
    .replace(/https?:\/\/\S+/g, " ");
}

/** The other languages a French document's words may be in, besides a column's own. */
const ALSO: Record<SpellLanguage, readonly SpellLanguage[]> = { fr: [], de: ["fr"], en: ["fr"] };

/**
 * A French Markdown document about the three languages (the glossary). A table column headed by a
 * language ("Deutsch (CH)", "English (GB)") is read in that language, with French for the comments its
 * cells carry; a column headed otherwise is French. The prose quotes terms of the three languages: its
 * words are checked against the three dictionaries, which still finds a misspelling, not a language
 * mix-up. Code blocks, code spans and addresses are left out.
 */
export function extractFromMarkdown(file: string, text: string): Segment[] {
  const segments: Segment[] = [];
  const lines = text.split("\n");
  const prose = (index: number, line: string) =>
    segments.push({ language: "fr", also: ["de", "en"], file, line: index + 1, text: markdownText(line) });
  let inCode = false;
  let inComment = false;
  let columns: SpellLanguage[] | undefined;
  const cells = (line: string) =>
    line
      .trim()
      .replace(/^\||\|$/g, "")
      .split(/(?<!\\)\|/);
  const isRule = (line: string) => /^\s*\|?\s*:?-{3,}/.test(line);
  lines.forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) {
      inCode = !inCode;
      return;
    }
    if (inCode) return;
    if (inComment || line.includes("<!--")) {
      inComment = !line.includes("-->") || line.lastIndexOf("<!--") > line.lastIndexOf("-->");
      return;
    }
    const isRow = line.trim().startsWith("|");
    if (!isRow) {
      columns = undefined;
      prose(index, line);
      return;
    }
    if (columns === undefined && isRule(lines[index + 1] ?? "")) {
      // The heading row names the languages.
      columns = cells(line).map(columnLanguage);
      prose(index, line.replace(/\|/g, " "));
      return;
    }
    if (isRule(line)) return;
    cells(line).forEach((cell, column) => {
      const language = columns?.[column] ?? "fr";
      segments.push({ language, also: ALSO[language], file, line: index + 1, text: markdownText(cell) });
    });
  });
  return segments.filter((segment) => /\p{L}/u.test(segment.text));
}
