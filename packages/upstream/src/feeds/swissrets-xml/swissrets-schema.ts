import {
  ParseOption,
  XmlDocument,
  XmlElement,
  XmlParseError,
  type XmlTreeNode,
  XmlValidateError,
  XsdValidator,
  type ErrorDetail,
} from "libxml2-wasm";
import { FeedError } from "../feed-result";
import { swissRetsXsd } from "./swissrets-xsd";
import { frenchParseMessage, frenchSchemaMessage } from "./xml-messages";
import { copyTree, type XmlTreeElement } from "./xml-tree";

/**
 * An export parsed by libxml2 and checked against the SwissRETS XSD (v2.7.0), compiled once and
 * kept for the life of the process. The parser reads no DTD, loads no external entity and opens no
 * network or file (the caller refuses any DOCTYPE before this), and takes the text as UTF-8 whatever
 * its declaration says (it is already decoded). A refusal is a FeedError naming the element (its
 * path and line) and the reason, in French.
 */

const xsNamespace = "http://www.w3.org/2001/XMLSchema";

const parseOptions = ParseOption.XML_PARSE_NONET | ParseOption.XML_PARSE_NO_XXE | ParseOption.XML_PARSE_BIG_LINES;

type CompiledSchema = {
  validator: XsdValidator;
  /** For each element path of the schema (`export/properties/property`), its required child elements. */
  requiredChildren: ReadonlyMap<string, readonly string[]>;
};

let compiled: CompiledSchema | undefined;

function xsChildren(element: XmlElement): XmlElement[] {
  const children: XmlElement[] = [];
  for (let node = element.firstChild; node; node = node.next) {
    if (node instanceof XmlElement && node.namespaceUri === xsNamespace) children.push(node);
  }
  return children;
}

const groupNames = new Set(["all", "sequence", "choice"]);

const isRequired = (element: XmlElement) => (element.attr("minOccurs")?.value ?? "1") !== "0";

type Declaration = { element: XmlElement; required: boolean };

/** The element declarations of a model group (`xs:all`, `xs:sequence`, `xs:choice`), nested groups included. */
function declarationsOf(group: XmlElement, required: boolean): Declaration[] {
  const inChoice = group.name === "choice";
  return xsChildren(group).flatMap((child) => {
    if (child.name === "element") return [{ element: child, required: required && !inChoice && isRequired(child) }];
    if (groupNames.has(child.name)) return declarationsOf(child, required && !inChoice && isRequired(child));
    return [];
  });
}

/** Which children each element of the schema requires, read from the XSD itself. */
function requiredChildrenOf(xsd: XmlDocument): Map<string, readonly string[]> {
  const namedTypes = new Map<string, XmlElement>();
  for (const child of xsChildren(xsd.root)) {
    const name = child.attr("name")?.value;
    if (child.name === "complexType" && name) namedTypes.set(name, child);
  }
  const table = new Map<string, readonly string[]>();
  const visit = (declaration: XmlElement, path: string, depth: number) => {
    const typeName = declaration.attr("type")?.value;
    const type =
      xsChildren(declaration).find((child) => child.name === "complexType") ??
      (typeName ? namedTypes.get(typeName) : undefined);
    if (!type || depth > 30) return;
    const declarations = xsChildren(type)
      .filter((child) => groupNames.has(child.name))
      .flatMap((group) => declarationsOf(group, isRequired(group)));
    table.set(
      path,
      declarations.filter((item) => item.required).map((item) => item.element.attr("name")?.value ?? ""),
    );
    for (const { element } of declarations) visit(element, `${path}/${element.attr("name")?.value ?? ""}`, depth + 1);
  };
  for (const root of xsChildren(xsd.root).filter((child) => child.name === "element")) {
    const name = root.attr("name")?.value;
    if (name) visit(root, name, 0);
  }
  return table;
}

function schema(): CompiledSchema {
  if (!compiled) {
    // The schema document is kept alive with the validator compiled from it.
    const xsd = XmlDocument.fromString(swissRetsXsd, { option: parseOptions });
    compiled = { validator: XsdValidator.fromDoc(xsd), requiredChildren: requiredChildrenOf(xsd) };
  }
  return compiled;
}

/** The path of `element` the way libxml2 writes it: `/export/properties/property[3]/prices`. */
function pathOf(element: XmlElement): string {
  const steps: string[] = [];
  for (let node: XmlElement | null = element; node; node = node.parent) {
    const parent: XmlElement | null = node.parent;
    let index = 0;
    let count = 0;
    if (parent) {
      for (let sibling: XmlTreeNode | null = parent.firstChild; sibling; sibling = sibling.next) {
        if (sibling instanceof XmlElement && sibling.name === node.name) {
          count++;
          if (sibling.isSameNode(node)) index = count;
        }
      }
    }
    steps.unshift(count > 1 ? `${node.name}[${index}]` : node.name);
  }
  return `/${steps.join("/")}`;
}

/** The element a diagnostic is about, by its path or else by its name and line. */
function elementOf(doc: XmlDocument, detail: ErrorDetail): XmlElement | undefined {
  if (detail.xpath) {
    try {
      const node = doc.get(detail.xpath);
      if (node instanceof XmlElement) return node;
    } catch {
      // a path libxml2 wrote but cannot read back: fall through to the name and line
    }
  }
  const name = /^Element '([A-Za-z_][\w.-]*)'/.exec(detail.message)?.[1];
  if (!name) return undefined;
  return doc
    .find(`//*[local-name()='${name}']`)
    .find((node): node is XmlElement => node instanceof XmlElement && node.line === detail.line);
}

function missingChildren(element: XmlElement | undefined, path: string): string[] | undefined {
  const required = compiled?.requiredChildren.get(path.replace(/\[\d+\]/g, "").replace(/^\//, ""));
  if (!element || !required) return undefined;
  const present = new Set<string>();
  for (let node = element.firstChild; node; node = node.next) if (node instanceof XmlElement) present.add(node.name);
  const missing = required.filter((name) => !present.has(name));
  return missing.length > 0 ? missing : undefined;
}

function othersNote(details: readonly ErrorDetail[], first: ErrorDetail): string {
  const places = new Set(details.map((detail) => detail.xpath ?? `ligne ${detail.line}`));
  places.delete(first.xpath ?? `ligne ${first.line}`);
  if (places.size === 0) return "";
  return places.size === 1
    ? " (et 1 autre erreur dans le fichier)"
    : ` (et ${places.size} autres erreurs dans le fichier)`;
}

/** Facets that say most about a value: its format or its list of words, rather than its length. */
const telling = /\[facet '(?:pattern|enumeration)'\]/;

function schemaError(doc: XmlDocument, details: readonly ErrorDetail[]): FeedError {
  const errors = details.filter((detail) => detail.level >= 2);
  const all = errors.length > 0 ? errors : details;
  const earliest = all[0];
  if (!earliest) return new FeedError("/", "non conforme au schéma SwissRETS");
  // libxml2 may report one value several times (its length, then its pattern): the telling report first.
  const first =
    all.find(
      (detail) => detail.line === earliest.line && detail.xpath === earliest.xpath && telling.test(detail.message),
    ) ?? earliest;
  const element = elementOf(doc, first);
  const path = first.xpath ?? (element ? pathOf(element) : "/");
  const { detail, attribute } = frenchSchemaMessage(first.message, missingChildren(element, path));
  const where = `${path}${attribute ? `/@${attribute}` : ""} (ligne ${first.line})`;
  return new FeedError(where, `${detail}${othersNote(all, first)}`);
}

function parseError(error: XmlParseError): FeedError {
  const first = error.details.find((detail) => detail.level >= 2) ?? error.details[0];
  if (!first) return new FeedError("/", "XML mal formé : document vide ou illisible");
  return new FeedError(`ligne ${first.line}, colonne ${first.col}`, frenchParseMessage(first.message));
}

/**
 * `text` parsed and checked against the SwissRETS XSD, as a plain tree from its root `<export>`.
 * Throws a FeedError when it is not well-formed XML or not a valid SwissRETS export.
 */
export function validatedExport(text: string): XmlTreeElement {
  const { validator } = schema();
  let doc: XmlDocument;
  try {
    doc = XmlDocument.fromString(text, { option: parseOptions, encoding: "utf-8" });
  } catch (error) {
    if (error instanceof XmlParseError) throw parseError(error);
    throw new FeedError("/", `XML illisible : ${(error as Error).message}`);
  }
  try {
    try {
      validator.validate(doc);
    } catch (error) {
      if (error instanceof XmlValidateError) throw schemaError(doc, error.details);
      throw new FeedError("/", `validation impossible : ${(error as Error).message}`);
    }
    return copyTree(doc.root);
  } finally {
    doc.dispose();
  }
}
