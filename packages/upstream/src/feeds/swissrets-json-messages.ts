import type { ErrorObject } from "ajv";
import { shown } from "./swissrets-xml/xml-messages";

/**
 * The SwissRETS JSON schema's refusals (Ajv's English, "must pass "sameAs" keyword validation")
 * told in French for the agency, as the XML side tells libxml2's: the place as a JSON path, with
 * the reference of the listing or project it is in, and what is wrong with the value. A keyword
 * this module does not know keeps Ajv's words behind a French lead. Pure.
 */

/** One refusal of the schema's check (swissrets-schema.ts). */
export type SchemaError = ErrorObject;

export type JsonMessage = { where: string; detail: string };

const typeNames: Readonly<Record<string, string>> = {
  string: "un texte",
  number: "un nombre",
  integer: "un nombre entier",
  boolean: "true ou false",
  object: "un objet { … }",
  array: "une liste [ … ]",
  null: "null",
};

const formatNames: Readonly<Record<string, string>> = {
  "date-time": "une date et heure avec fuseau (ex. 2025-06-01T00:00:00+02:00)",
  date: "une date AAAA-MM-JJ",
  uri: "une adresse complète (ex. https://…)",
  email: "une adresse e-mail",
};

const patternNames: Readonly<Record<string, string>> = {
  "^[a-z]{2}$": "deux lettres minuscules (code de langue, ex. fr)",
  "^[A-Z]{3}$": "trois lettres majuscules (code de monnaie, ex. CHF)",
  "[A-Z]{2}": "deux lettres majuscules (code de pays, ex. CH)",
  "^[+]?([0-9] )*[0-9]{3,}$": "un numéro de téléphone en chiffres, espaces simples et + initial (ex. +41 21 123 45 67)",
  "[^@]+@[^\\.]+\\..+": "une adresse e-mail",
};

/** A value of the document as a message quotes it. */
function valueOf(data: unknown): string {
  if (typeof data === "string") return `« ${shown(data)} »`;
  if (data === null || typeof data === "number" || typeof data === "boolean") return `« ${String(data)} »`;
  return Array.isArray(data) ? "une liste" : "un objet";
}

function typeOf(data: unknown): string {
  if (data === null) return "null";
  if (Array.isArray(data)) return "une liste";
  if (typeof data === "object") return "un objet";
  if (typeof data === "string") return `le texte « ${shown(data)} »`;
  return `« ${String(data)} »`;
}

function typesOf(type: unknown): string {
  const list = Array.isArray(type) ? type : [type];
  return list.map((name) => typeNames[String(name)] ?? String(name)).join(" ou ");
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count > 1 ? "s" : ""}`;
}

const comparisons: Readonly<Record<string, string>> = {
  ">=": "au moins",
  ">": "plus de",
  "<=": "au plus",
  "<": "moins de",
};

/** What is wrong, in French, for each keyword of the schema (and the package's own two). */
function detailOf(error: SchemaError): string {
  const params = error.params as Record<string, unknown>;
  const data = error.data;
  switch (error.keyword) {
    case "required":
      return `champ obligatoire « ${String(params.missingProperty)} » manquant`;
    case "additionalProperties":
      return `champ « ${String(params.additionalProperty)} » inconnu du schéma SwissRETS`;
    case "type":
      return `type incorrect : ${typeOf(data)}, attendu : ${typesOf(params.type)}`;
    case "enum": {
      const allowed = Array.isArray(params.allowedValues) ? params.allowedValues.map(String) : [];
      return `valeur ${valueOf(data)} invalide, valeurs admises : ${allowed.join(", ")}`;
    }
    case "const":
      return `valeur ${valueOf(data)} invalide, attendu : « ${String(params.allowedValue)} »`;
    case "format":
      return `valeur ${valueOf(data)} invalide, attendu : ${formatNames[String(params.format)] ?? `le format ${String(params.format)}`}`;
    case "pattern":
      return `valeur ${valueOf(data)} invalide, attendu : ${patternNames[String(params.pattern)] ?? `le motif ${String(params.pattern)}`}`;
    case "minimum":
    case "maximum":
    case "exclusiveMinimum":
    case "exclusiveMaximum":
      return `valeur ${valueOf(data)} invalide, attendu : ${comparisons[String(params.comparison)] ?? String(params.comparison)} ${String(params.limit)}`;
    case "minLength":
      return `texte trop court, attendu : au moins ${plural(Number(params.limit), "caractère")}`;
    case "maxLength":
      return `texte trop long, attendu : au plus ${plural(Number(params.limit), "caractère")}`;
    case "minItems":
      return `liste trop courte, attendu : au moins ${plural(Number(params.limit), "élément")}`;
    case "maxItems":
      return `liste trop longue, attendu : au plus ${plural(Number(params.limit), "élément")}`;
    case "uniqueItems":
      return `éléments ${String(params.j)} et ${String(params.i)} identiques : chacun une seule fois`;
    case "sameAs":
      return `unité ${valueOf(data)} inconnue : unitReferenceId renvoie au referenceId d'une unité d'un projet (projects[].units[])`;
    case "uniqueId":
      return "références (referenceId) en double : chaque annonce a la sienne";
    default:
      return `non conforme au schéma SwissRETS : ${error.message ?? error.keyword}`;
  }
}

/** The reference of the listing or project a path is in ("/properties/3/…"), if it has one. */
function recordOf(document: unknown, path: string): string | undefined {
  const match = /^\/(properties|projects)\/(\d+)(?:\/|$)/.exec(path);
  if (!match || document === null || typeof document !== "object") return undefined;
  const list = (document as Record<string, unknown>)[match[1]!];
  const item = Array.isArray(list) ? (list[Number(match[2])] as unknown) : undefined;
  const reference =
    item !== null && typeof item === "object" ? (item as Record<string, unknown>).referenceId : undefined;
  if (typeof reference !== "string" || reference.trim() === "") return undefined;
  return `${match[1] === "projects" ? "projet" : "annonce"} « ${shown(reference.trim(), 40)} »`;
}

/**
 * The French of one refusal of the schema in `document`: where (its JSON path) and what is wrong,
 * led by the reference of the listing or project it is in.
 */
export function frenchJsonMessage(error: SchemaError, document: unknown): JsonMessage {
  const record = recordOf(document, error.instancePath);
  return { where: error.instancePath || "/", detail: record ? `${record} : ${detailOf(error)}` : detailOf(error) };
}

const syntaxRules: [RegExp, string][] = [
  [/^Unexpected end of JSON input/, "le fichier s'arrête avant la fin du JSON : fichier tronqué ?"],
  [
    /^Expected property name or '\}'|^Expected double-quoted property name/,
    "nom de champ attendu entre guillemets doubles (ou virgule en trop)",
  ],
  [/^Unexpected non-whitespace character after JSON/, "contenu après la fin du document JSON"],
  [/^Bad control character in string literal/, "caractère de contrôle dans un texte (une fin de ligne s'écrit \\n)"],
  [/^Expected ',' or '\}'|^Expected ',' or '\]'/, "virgule ou fin d'objet ou de liste attendue"],
  [/^Unterminated string/, "texte sans guillemet fermant"],
  [/^Bad escaped character|^Bad Unicode escape/, "séquence d'échappement invalide (\\ suivi d'un caractère non admis)"],
];

/** Line and column (1-based) of a position in a text. */
function lineAndColumn(text: string, position: number): string {
  let line = 1;
  let start = 0;
  for (let at = text.indexOf("\n"); at !== -1 && at < position; at = text.indexOf("\n", at + 1)) {
    line += 1;
    start = at + 1;
  }
  return `ligne ${line}, colonne ${position - start + 1}`;
}

/** The French of JSON.parse's message for `text`: what is wrong and, when told, where. */
export function frenchJsonSyntax(message: string, text: string): JsonMessage {
  const position = /at position (\d+)/.exec(message);
  const where = position ? lineAndColumn(text, Number(position[1])) : "/";
  const rule = syntaxRules.find(([pattern]) => pattern.test(message));
  const token = /^Unexpected token '?(.)'?,/.exec(message)?.[1];
  const what = rule?.[1] ?? (token ? `caractère « ${token} » inattendu` : "syntaxe incorrecte");
  return { where, detail: `JSON invalide : ${what}` };
}
