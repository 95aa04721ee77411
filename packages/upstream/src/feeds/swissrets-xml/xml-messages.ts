/**
 * libxml2's English diagnostics, for a malformed document or one the SwissRETS XSD refuses, told in
 * French for the agency: one line naming the value and what was expected. A message this module
 * does not know is kept in English behind a French lead. Pure.
 */

/** What an XSD diagnostic says in French, and which attribute of the element it is about, if any. */
export type SchemaMessage = { detail: string; attribute?: string };

const typeNames: Readonly<Record<string, string>> = {
  "xs:positiveInteger": "un nombre entier positif, sans séparateur de milliers",
  "xs:integer": "un nombre entier",
  "xs:decimal": "un nombre, avec un point décimal",
  "xs:float": "un nombre, avec un point décimal",
  "xs:byte": "un nombre entier de -128 à 127",
  "xs:dateTime": "une date et heure AAAA-MM-JJThh:mm:ss",
  "xs:anyURI": "une adresse (URI)",
  positiveDecimal: "un nombre positif, avec un point décimal (ex. 3.5)",
  percent: "un pourcentage de 0 à 100",
  utilizationRatio: "un rapport de 0 à 1",
  year: "une année de quatre chiffres",
};

const patternNames: Readonly<Record<string, string>> = {
  "[A-Z]{2}": "deux lettres majuscules (code de pays, ex. CH)",
  "[A-Z]{3}": "trois lettres majuscules (code de monnaie, ex. CHF)",
  "[a-z]{2}": "deux lettres minuscules (code de langue, ex. fr)",
  "[+]?([0-9] ?){2,}[0-9]": "un numéro de téléphone en chiffres, espaces simples et + initial (ex. +41 21 123 45 67)",
  "[^@]+@[^\\.]+\\..+": "une adresse e-mail",
  "[a-z0-9]+/[a-z0-9.-]+([+][a-z0-9]+)?": "un type MIME (ex. image/jpeg)",
  "[12][0-9]{3}": "une année de quatre chiffres",
};

const keyNames: Readonly<Record<string, string>> = {
  propertyUnitKeyRef: "<unitReferenceId> ne renvoie à aucune unité de projet (<unit><referenceId>)",
  propertyUnitKey: "référence d'unité de projet (<unit><referenceId>) en double",
};

/** A value of the file as a message quotes it: on one line, control characters shown, at most `limit` characters. */
export function shown(value: string, limit = 80): string {
  const named: Record<string, string> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };
  let escaped = "";
  for (const char of value) {
    const code = char.charCodeAt(0);
    escaped += code < 0x20 || code === 0x7f ? (named[char] ?? `\\u${code.toString(16).padStart(4, "0")}`) : char;
    if (escaped.length > limit) break;
  }
  return escaped.length > limit ? `${escaped.slice(0, limit - 1)}…` : escaped;
}

/** At most `limit` values of a list, then how many more. */
function someOf(values: readonly string[], limit = 12): string {
  if (values.length <= limit) return values.join(", ");
  return `${values.slice(0, limit).join(", ")}… (${values.length} valeurs)`;
}

function listOf(text: string): string[] {
  return [...text.matchAll(/'([^']*)'/g)].map((match) => shown(match[1]!));
}

function names(list: string): string {
  return list
    .split(",")
    .map((name) => `<${name.trim()}>`)
    .join(", ");
}

type Rule = [RegExp, (match: RegExpExecArray, element: string, missing: readonly string[] | undefined) => string];

const schemaRules: Rule[] = [
  [
    /^\[facet 'enumeration'\] The value '(.*)' is not an element of the set \{(.*)\}\.?$/s,
    (m) => `valeur « ${shown(m[1]!)} » invalide, valeurs admises : ${someOf(listOf(m[2]!))}`,
  ],
  [
    /^\[facet 'pattern'\] The value '(.*)' is not accepted by the pattern '(.*)'\.?$/s,
    (m) => `valeur « ${shown(m[1]!)} » invalide, attendu : ${patternNames[m[2]!] ?? `le motif ${m[2]}`}`,
  ],
  [
    /^\[facet 'minExclusive'\] The value '(.*)' must be greater than '(.*)'\.?$/s,
    (m) => `valeur « ${shown(m[1]!)} » invalide, attendu : plus de ${m[2]}`,
  ],
  [
    /^\[facet 'minInclusive'\] The value '(.*)' is less than the minimum value allowed \('(.*)'\)\.?$/s,
    (m) => `valeur « ${shown(m[1]!)} » invalide, attendu : au moins ${m[2]}`,
  ],
  [
    /^\[facet 'maxInclusive'\] The value '(.*)' is greater than the maximum value allowed \('(.*)'\)\.?$/s,
    (m) => `valeur « ${shown(m[1]!)} » invalide, attendu : au plus ${m[2]}`,
  ],
  [
    /^\[facet 'maxExclusive'\] The value '(.*)' must be less than '(.*)'\.?$/s,
    (m) => `valeur « ${shown(m[1]!)} » invalide, attendu : moins de ${m[2]}`,
  ],
  [
    /^\[facet 'length'\] The value '(.*)' has a length of '(\d+)'; this differs from the allowed length of '(\d+)'\.?$/s,
    (m) => `valeur « ${shown(m[1]!)} » invalide, attendu : ${m[3]} caractères (et non ${m[2]})`,
  ],
  [
    /^\[facet 'minLength'\] The value (?:'.*' )?has a length of '(\d+)'; this underruns the allowed minimum length of '(\d+)'\.?$/s,
    (m) => `valeur trop courte, attendu : au moins ${m[2]} caractères (et non ${m[1]})`,
  ],
  [
    /^\[facet 'maxLength'\] The value (?:'.*' )?has a length of '(\d+)'; this exceeds the allowed maximum length of '(\d+)'\.?$/s,
    (m) => `valeur trop longue, attendu : au plus ${m[2]} caractères (et non ${m[1]})`,
  ],
  [
    /^'(.*)' is not a valid value of the (?:local )?atomic type(?: '(.*)')?\.?$/s,
    (m) =>
      `valeur « ${shown(m[1]!)} » invalide, attendu : ${(m[2] && typeNames[m[2]]) ?? (m[2] ? `une valeur de type ${m[2]}` : "une valeur admise par le schéma")}`,
  ],
  [/^The attribute '(.*)' is required but missing\.?$/s, (m) => `attribut obligatoire « ${m[1]} » manquant`],
  [/^The attribute '(.*)' is not allowed\.?$/s, (m) => `attribut « ${m[1]} » inconnu du schéma SwissRETS`],
  [
    /^Missing child element\(s\)\. Expected is (?:one of )?\( (.*) \)\.?$/s,
    (m, element, missing) =>
      missing && missing.length === 1
        ? `élément obligatoire <${missing[0]}> manquant dans <${element}>`
        : missing && missing.length > 1
          ? `éléments obligatoires ${missing.map((name) => `<${name}>`).join(", ")} manquants dans <${element}>`
          : `élément manquant dans <${element}>, attendu : ${names(m[1]!)}`,
  ],
  [
    /^This element is not expected\.(?: Expected is (?:one of )?\( (.*) \)\.?)?$/s,
    (m, element) =>
      `élément <${element}> inattendu ici (inconnu du schéma SwissRETS, en double ou mal placé)${m[1] ? `, attendu : ${names(m[1])}` : ""}`,
  ],
  [
    /^Character content other than whitespace is not allowed because the content type is 'element-only'\.?$/s,
    (_m, element) => `texte non admis dans <${element}>, qui ne contient que des éléments`,
  ],
  [
    /^Element content is not allowed, because the (?:content type|type definition) is (?:a )?simple.*$/s,
    (_m, element) => `<${element}> ne contient que du texte, pas d'éléments`,
  ],
  [
    /^No match found for key-sequence \['(.*)'\] of keyref '(.*)'\.?$/s,
    (m) => `${keyNames[m[2]!] ?? `référence inconnue (${m[2]})`} : « ${shown(m[1]!)} »`,
  ],
  [
    /^Duplicate key-sequence \['(.*)'\] in (?:key|unique) identity-constraint '(.*)'\.?$/s,
    (m) => `${keyNames[m[2]!] ?? `valeur en double (${m[2]})`} : « ${shown(m[1]!)} »`,
  ],
  [
    /^No matching global declaration available for the validation root\.?$/s,
    (_m, element) => {
      const namespaced = /^\{(.*)\}(.*)$/.exec(element);
      if (namespaced?.[2] === "export") {
        return `l'élément racine <export> est dans l'espace de noms « ${namespaced[1]} » : un export SwissRETS n'en a pas`;
      }
      return `l'élément racine est <${element}> : un export SwissRETS commence par <export>`;
    },
  ],
];

/**
 * The French of one XSD diagnostic of libxml2 (`Element 'net': 'abc' is not a valid value of …`).
 * `missing` names the required children the element lacks, when the caller could tell them.
 */
export function frenchSchemaMessage(message: string, missing?: readonly string[]): SchemaMessage {
  const text = message.trim();
  const head = /^Element '([^']*)'(?:, attribute '([^']*)')?: (.*)$/s.exec(text);
  const element = head?.[1] ?? "";
  const attribute = head?.[2];
  const body = head?.[3] ?? text;
  for (const [pattern, say] of schemaRules) {
    const match = pattern.exec(body);
    if (match) {
      const detail = say(match, element, missing);
      const named = !attribute || detail.includes(`« ${attribute} »`);
      return { detail: named ? detail : `attribut « ${attribute} » : ${detail}`, attribute };
    }
  }
  return { detail: `non conforme au schéma SwissRETS : ${shown(text.replace(/\s+/g, " "), 300)}`, attribute };
}

const parseRules: [RegExp, (match: RegExpExecArray) => string][] = [
  [
    /^Opening and ending tag mismatch: (\S+) line (\d+) and (\S+)/,
    (m) => `balise fermante </${m[3]}> au lieu de </${m[1]}> (ouverte ligne ${m[2]})`,
  ],
  [
    /^Premature end of data in tag (\S+) line (\d+)/,
    (m) => `le fichier s'arrête avant la fin de <${m[1]}> (ouverte ligne ${m[2]}) : fichier tronqué ?`,
  ],
  [/^Extra content at the end of the document/, () => "contenu après la fin de l'élément racine"],
  [/^Start tag expected, '<' not found/, () => "ce n'est pas du XML : aucun élément au début du fichier"],
  [/^Document is empty/, () => "document vide"],
  [/^xmlParseEntityRef: no name/, () => "« & » seul : il s'écrit &amp; en XML"],
  [/^EntityRef: expecting ';'/, () => "référence d'entité sans « ; » (un « & » seul s'écrit &amp; en XML)"],
  [
    /^Entity '(.*)' not defined/,
    (m) => `entité &${m[1]}; inconnue (XML n'admet que &amp; &lt; &gt; &quot; &apos; et les codes numériques)`,
  ],
  [/^AttValue: " or ' expected/, () => "valeur d'attribut sans guillemets"],
  [/^attributes construct error/, () => "attribut mal formé"],
  [/^Couldn't find end of Start Tag (\S+)/, (m) => `balise ouvrante <${m[1]}> non terminée`],
  [/^Attribute (\S+) redefined/, (m) => `attribut « ${m[1]} » en double`],
  [/^StartTag: invalid element name/, () => "nom d'élément invalide (un « < » seul s'écrit &lt; en XML)"],
  [/Char 0x([0-9A-Fa-f]+) out of allowed range/, (m) => `caractère interdit en XML (code ${parseInt(m[1]!, 16)})`],
  [/PCDATA invalid Char value (\d+)/, (m) => `caractère interdit en XML (code ${m[1]})`],
  [/not proper UTF-8|Invalid bytes in character encoding/, () => "encodage invalide (UTF-8 attendu)"],
  [/^Unsupported version '(.*)'/, (m) => `version XML « ${shown(m[1]!)} » non prise en charge`],
  [/^Excessive depth in document: (\d+)/, (m) => `éléments imbriqués sur plus de ${m[1]} niveaux`],
  [/Text node too long|Buffer size limit exceeded/, () => "texte de plus de 10 Mo d'un seul tenant"],
];

/** The French of a libxml2 diagnostic for a document that is not well-formed XML. */
export function frenchParseMessage(message: string): string {
  const text = message.trim();
  for (const [pattern, say] of parseRules) {
    const match = pattern.exec(text);
    if (match) return `XML mal formé : ${say(match)}`;
  }
  return `XML mal formé : ${shown(text.replace(/\s+/g, " "), 300)}`;
}
