import { XmlElement } from "libxml2-wasm";

/**
 * An element of a parsed XML document copied out of libxml2's memory into plain objects: its name,
 * attributes, child elements in order and, for an element without child elements, its text
 * (as written: the conversion trims it, except where the XSD compares values as they are). The conversion to the JSON model reads this copy; the parsed document can then be
 * freed at once.
 */
export type XmlTreeElement = {
  name: string;
  attributes: Readonly<Record<string, string>>;
  children: XmlTreeElement[];
  text: string;
};

/** The copy of `element` and everything below it. */
export function copyTree(element: XmlElement): XmlTreeElement {
  const attributes: Record<string, string> = Object.create(null);
  for (const attribute of element.attrs) attributes[attribute.name] = attribute.value;
  const children: XmlTreeElement[] = [];
  for (let node = element.firstChild; node; node = node.next) {
    if (node instanceof XmlElement) children.push(copyTree(node));
  }
  // Only a leaf's text is read: the indentation between child elements would cost a call each.
  const text = children.length === 0 ? element.content : "";
  return { name: element.name, attributes, children, text };
}

/** The first child element of `element` named `name`. */
export function childNamed(element: XmlTreeElement | undefined, name: string): XmlTreeElement | undefined {
  return element?.children.find((child) => child.name === name);
}

/** The child elements of `element` named `name`, in order (none when `element` is undefined). */
export function childrenNamed(element: XmlTreeElement | undefined, name: string): XmlTreeElement[] {
  return element ? element.children.filter((child) => child.name === name) : [];
}

/** The text of the child element named `name`, trimmed, or undefined when there is none. */
export function childText(element: XmlTreeElement | undefined, name: string): string | undefined {
  return childNamed(element, name)?.text.trim();
}

/** The text of the child element named `name` exactly as written, or undefined when there is none. */
export function childExactText(element: XmlTreeElement | undefined, name: string): string | undefined {
  return childNamed(element, name)?.text;
}
