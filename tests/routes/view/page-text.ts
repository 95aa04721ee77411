import { DomUtils, parseDocument } from "htmlparser2";
import { HONEYPOT_NAME_FIELD } from "../../support/honeypot";

/** The DOM of a page as htmlparser2 reads it, and what a visitor gets of its text. */
export type Document = ReturnType<typeof parseDocument>;
export type Node = Document["children"][number];
export type Element = Extract<Node, { attribs: Record<string, string> }>;
type Text = Extract<Node, { type: "text" }>;

export const isElement = (node: Node | Document): node is Element => "attribs" in node;
const isText = (node: Node | Document): node is Text => node.type === "text";

export const CONTROLS = ["input", "select", "textarea", "button"];

const BLOCKS = new Set(
  (
    "address article aside blockquote caption dd details dialog div dl dt fieldset figcaption figure footer " +
    "form h1 h2 h3 h4 h5 h6 header hr legend li main nav ol output p pre section summary table td th tr ul"
  ).split(" "),
);
/** Not drawn as text: scripts, styles, vector drawings, and controls (shown with their form). */
const NOT_TEXT = new Set("head script style template svg input select textarea option datalist".split(" "));

/**
 * Hidden from every visitor: `hidden`, a closed dialog, and the spam trap (hidden from assistive
 * technologies by aria-hidden, from sight by the style sheet). Other aria-hidden content is
 * decorative text a sighted visitor still sees, so it stays.
 */
function isHidden(element: Element): boolean {
  if ("hidden" in element.attribs) return true;
  if (element.name === "dialog" && !("open" in element.attribs)) return true;
  if (element.attribs["aria-hidden"] !== "true") return false;
  return DomUtils.findOne((node) => node.attribs.name === HONEYPOT_NAME_FIELD, element.children) !== null;
}

/** The visible elements under `roots`, in document order, leaving out the `skipped` subtrees. */
export function visibleElements(roots: (Node | Document)[], skipped: Set<Element>): Element[] {
  const found: Element[] = [];
  const walk = (node: Node | Document) => {
    if (isElement(node)) {
      if (isHidden(node) || skipped.has(node)) return;
      found.push(node);
    }
    if ("children" in node) node.children.forEach(walk);
  };
  roots.forEach(walk);
  return found;
}

export function collapse(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/**
 * The text under `roots` as lines, one per block, leaving out the `skipped` subtrees and the labels
 * of controls (shown with their field). Two elements side by side with no text between them are
 * two boxes on screen (a logo's two lines, a phone link and the next one): a space parts them,
 * unless the first shows nothing (a line-break opportunity, an empty icon holder).
 */
export function textLines(roots: (Node | Document)[], skipped = new Set<Element>()): string[] {
  const lines: string[] = [];
  let line = "";
  let afterElement = false;
  const flush = () => {
    const text = collapse(line);
    if (text) lines.push(text);
    line = "";
    afterElement = false;
  };
  const walk = (node: Node | Document) => {
    if (isText(node)) {
      line += node.data;
      afterElement = false;
      return;
    }
    if (!isElement(node)) {
      if ("children" in node) node.children.forEach(walk);
      return;
    }
    if (isHidden(node) || skipped.has(node) || NOT_TEXT.has(node.name)) return;
    if (node.name === "label" && !roots.includes(node) && labelsAControl(node)) return;
    if (node.name === "br") return flush();
    if (BLOCKS.has(node.name)) {
      flush();
      node.children.forEach(walk);
      line += currentMark(node);
      return flush();
    }
    if (afterElement) line += " ";
    const before = line.length;
    afterElement = false;
    if (node.name === "img") {
      const alt = collapse(node.attribs.alt ?? "");
      if (alt) line += `[image: ${alt}]`;
    } else {
      node.children.forEach(walk);
      line += currentMark(node);
    }
    afterElement = line.length > before;
  };
  roots.forEach(walk);
  flush();
  return lines;
}

function labelsAControl(label: Element): boolean {
  return "for" in label.attribs || DomUtils.existsOne((node) => CONTROLS.includes(node.name), label.children);
}

/**
 * ` (current: step)` after an element aria-current marks (a wizard's step, a breadcrumb's last
 * item), as assistive technologies announce it; links carry it in the list of links instead.
 */
export function currentMark(element: Element): string {
  const current = element.attribs["aria-current"];
  return current && current !== "false" && element.name !== "a" ? ` (current: ${current})` : "";
}

export function textOf(element: Element): string {
  return textLines([element]).join(" ");
}

export function rootOf(node: Node): Node {
  let top = node;
  while (top.parent) top = top.parent as Node;
  return top;
}

/** The element of the same document with this id. */
export function byId(from: Node, id: string): Element | null {
  return DomUtils.getElementById(id, [rootOf(from)]);
}

/** Name an assistive technology reads: aria-label, aria-labelledby, else the text (images by their alt). */
export function accessibleName(element: Element): string {
  const label = element.attribs["aria-label"];
  if (label) return collapse(label);
  const labelledBy = element.attribs["aria-labelledby"];
  if (labelledBy) {
    const parts = labelledBy.split(/\s+/).map((id) => byId(element, id));
    return collapse(parts.map((part) => (part ? textOf(part) : "")).join(" "));
  }
  return textOf(element) || collapse(element.attribs.title ?? "");
}
