import { DomUtils, parseDocument } from "htmlparser2";
import { cantons } from "@rli/contract/agency/cantons";
import { visitKindTexts } from "@rli/contract/agency/visits";
import { teamRoleTexts } from "~/agency/team-view";

/**
 * French left on a German or English page (decision 114): the words a visitor reads or hears — text,
 * the page's title and description, `alt`, `title`, `aria-label`, `placeholder` — outside elements
 * marked `lang="fr…"` (a listing or a blog post that exists only in French), and in the page's title,
 * outside the words of such an element it quotes. A French text gives itself
 * away by its small words; in a proper name (« Chemin de la Forêt », « Rue du Bourg »), a particle
 * between capitalised words is part of the name.
 */

type Node = ReturnType<typeof parseDocument>["children"][number];
type Element = Extract<Node, { attribs: Record<string, string> }>;

const FUNCTION_WORDS = new Set(
  (
    "le la les du une et pour avec votre vos vous nous notre nos dans sur est sont aux au chez veuillez ou ce cette " +
    "ces pas qui que à de d'un d'une l'on pièces pièce étage biens annonces annonce envoyer rechercher vendu vendus " +
    "louer acheter également toutes tous"
  ).split(" "),
);
/** Small words that also join the parts of a proper name. */
const PARTICLES = new Set("de du des la le les à sur en aux au".split(" "));

const SKIPPED = new Set(["script", "style", "template", "svg"]);
const SPOKEN_ATTRIBUTES = ["alt", "title", "aria-label", "placeholder"];

const isCapitalised = (token: string | undefined) => !!token && /^\p{Lu}/u.test(token);

/** The French small words of one text, each with a few words around it. */
export function frenchWordsOf(text: string): string[] {
  const tokens = text.split(/[\s«»"“”„()[\]{},.;:!?…/|–—]+/u).filter(Boolean);
  const found: string[] = [];
  tokens.forEach((token, index) => {
    if (token !== token.toLowerCase() || /[@\d]/.test(token) || !FUNCTION_WORDS.has(token)) return;
    if (PARTICLES.has(token)) {
      const before = tokens
        .slice(0, index)
        .reverse()
        .find((previous) => !PARTICLES.has(previous));
      const after = tokens.slice(index + 1).find((next) => !PARTICLES.has(next));
      if (isCapitalised(before) && isCapitalised(after)) return;
    }
    found.push(`« ${tokens.slice(Math.max(0, index - 3), index + 4).join(" ")} »`);
  });
  return found;
}

const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

/** The texts of the elements marked French: the page's title may quote them (a post's title). */
function frenchMarkedTexts(document: ReturnType<typeof parseDocument>): string[] {
  const marked = DomUtils.findAll((element) => /^fr\b/i.test(element.attribs.lang ?? ""), document.children);
  return marked.map((element) => collapse(DomUtils.textContent(element))).filter((text) => text.length > 0);
}

/** Every French trace of a page's HTML, outside elements marked French. */
export function frenchOnPage(html: string): string[] {
  const document = parseDocument(html);
  const quoted = frenchMarkedTexts(document);
  const found: string[] = [];
  const walk = (node: Node) => {
    if (node.type === "text") {
      const inTitle = node.parent && "name" in node.parent && node.parent.name === "title";
      const text = inTitle
        ? quoted.reduce((rest, french) => rest.replace(french, " "), collapse(node.data))
        : node.data;
      found.push(...frenchWordsOf(text));
      return;
    }
    if (!("attribs" in node)) return;
    const element = node as Element;
    if (SKIPPED.has(element.name)) return;
    if (/^fr\b/i.test(element.attribs.lang ?? "")) return;
    if (element.name === "meta") {
      const name = element.attribs.name ?? element.attribs.property ?? "";
      if (/^(description|og:title|og:description|twitter:title|twitter:description)$/.test(name)) {
        found.push(...frenchWordsOf(element.attribs.content ?? ""));
      }
      return;
    }
    for (const attribute of SPOKEN_ATTRIBUTES) {
      const value = element.attribs[attribute];
      if (value) found.push(...frenchWordsOf(value));
    }
    element.children.forEach(walk);
  };
  document.children.forEach(walk);
  return found;
}

/**
 * What the site writes itself in French and names in every language (decision 144): the team's
 * roles, the kinds of visit, the cantons whose name differs in the page's language (« Valais » is
 * English too), each as a whole phrase; and the space French typography puts before a colon.
 */
export function knownFrenchPhrases(language: "de" | "en"): string[] {
  return [
    ...Object.values(teamRoleTexts.fr),
    ...Object.values(visitKindTexts.fr),
    ...cantons.filter((canton) => canton.fr !== canton[language]).map((canton) => canton.fr),
  ];
}

const phrasePattern = (phrases: readonly string[]) =>
  new RegExp(
    `(?<![\\p{L}\\p{N}])(${phrases.map((phrase) => phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})(?![\\p{L}\\p{N}])`,
    "gu",
  );

/** The known French phrases and « word : » colons of a text, each with a few words around it. */
export function knownFrenchOf(text: string, language: "de" | "en"): string[] {
  const found = [...text.matchAll(phrasePattern(knownFrenchPhrases(language)))].map((match) => match[0]);
  const colons = [...text.matchAll(/\p{L}[ \u00a0\u202f]:(?=\s)/gu)].map((match) => {
    const at = match.index ?? 0;
    return text.slice(Math.max(0, at - 20), at + 12).replace(/\s+/g, " ");
  });
  return [...found, ...colons.map((colon) => `« ${colon} »`)];
}

/** A JSON-LD object's strings, leaving out those of objects that say they are French (`inLanguage`). */
function jsonLdStrings(value: unknown, french = false): string[] {
  if (typeof value === "string") return french ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((item) => jsonLdStrings(item, french));
  if (!value || typeof value !== "object") return [];
  const object = value as Record<string, unknown>;
  const inLanguage = typeof object.inLanguage === "string" ? /^fr\b/i.test(object.inLanguage) : french;
  return Object.entries(object).flatMap(([key, item]) =>
    /^(@|url|image)/.test(key) ? [] : jsonLdStrings(item, inLanguage),
  );
}

/**
 * Known French left on a German or English page: in its text, its spoken attributes, its meta
 * texts and its structured data, outside what is marked French.
 */
export function knownFrenchOnPage(html: string, language: "de" | "en"): string[] {
  const document = parseDocument(html);
  // The page's title and its structured data may quote what the page marks French (a post's title).
  const quoted = frenchMarkedTexts(document);
  const unquoted = (text: string) => quoted.reduce((rest, french) => rest.replace(french, " "), collapse(text));
  const found: string[] = [];
  const walk = (node: Node) => {
    if (node.type === "text") {
      const inTitle = node.parent && "name" in node.parent && node.parent.name === "title";
      found.push(...knownFrenchOf(inTitle ? unquoted(node.data) : node.data, language));
      return;
    }
    if (!("attribs" in node)) return;
    const element = node as Element;
    if (element.name === "script" && element.attribs.type === "application/ld+json") {
      const data = JSON.parse(DomUtils.textContent(element)) as unknown;
      found.push(...jsonLdStrings(data).flatMap((text) => knownFrenchOf(unquoted(text), language)));
      return;
    }
    if (SKIPPED.has(element.name) || /^fr\b/i.test(element.attribs.lang ?? "")) return;
    if (element.name === "meta") {
      found.push(...knownFrenchOf(element.attribs.content ?? "", language));
      return;
    }
    for (const attribute of SPOKEN_ATTRIBUTES) {
      const value = element.attribs[attribute];
      if (value) found.push(...knownFrenchOf(value, language));
    }
    element.children.forEach(walk);
  };
  document.children.forEach(walk);
  return found;
}
