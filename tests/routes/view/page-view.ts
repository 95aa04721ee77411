import { languageOfPath, languages, pathInLanguage } from "@rli/contract/i18n/language";
import { isDeepStrictEqual } from "node:util";
import { DomUtils, parseDocument } from "htmlparser2";
import { formsOf, type FormView } from "./page-forms";
import {
  accessibleName,
  collapse,
  textLines,
  textOf,
  visibleElements,
  type Document,
  type Element,
  type Node,
} from "./page-text";

/**
 * What a visitor gets from an HTML page, read from the markup the way a browser without scripts
 * shows it: the head's title and search-engine lines, the text block by block, the links, the forms
 * with their fields, and the messages. Attribute order, class names, framework attributes and
 * scripts are not part of it, so a framework upgrade that draws the same page leaves it unchanged.
 *
 * The page's own content (its <main>, an open dialog) is kept apart from the layout around it
 * (header, menus, footer), which most pages share: see `withSharedLayout`.
 */
export type PageView = {
  /** The page's language (html lang). */
  lang?: string;
  title?: string;
  description?: string;
  robots?: string;
  canonical?: string;
  prev?: string;
  next?: string;
  /** Feeds the page announces to feed readers: `title → href`. */
  feeds?: string[];
  /** `seconds; url=…` of a page that moves on by itself (meta refresh, the kiosk without scripts). */
  refresh?: string;
  h1?: string;
  /** Alerts, statuses and live regions, anywhere on the page: `role: text`. */
  messages?: string[];
  /** Names of the dialogs open over the page (the contact window, the photo viewer). */
  dialogs?: string[];
  /** What surrounds the content, or "site" when it is the site's shared layout. */
  layout?: Region | "site";
  /** Links of the shared layout marked as the current page or section. */
  current?: string[];
} & Region;

export type Region = {
  /** One line per block (paragraph, heading, list item, cell…), whitespace collapsed; images as `[image: alt]`. */
  text?: string[];
  /** `accessible name → href`, with `(current: page)` when aria-current says so. */
  links?: string[];
  forms?: FormView[];
};

const CURRENT_MARK = / \(current: [^)]*\)$/;

export function pageViewOf(html: string): PageView {
  const document = parseDocument(html);
  const head = DomUtils.findOne((node) => node.name === "head", document.children);
  const headTag = (name: string, attribute: string, value: string) =>
    head ? DomUtils.findOne((node) => node.name === name && node.attribs[attribute] === value, head.children) : null;
  const meta = (name: string) => headTag("meta", "name", name)?.attribs.content;
  const link = (rel: string) => headTag("link", "rel", rel)?.attribs.href;
  const title = head ? DomUtils.findOne((node) => node.name === "title", head.children) : null;
  const feeds = head
    ? DomUtils.findAll(
        (node) => node.name === "link" && node.attribs.rel === "alternate" && /xml/.test(node.attribs.type ?? ""),
        head.children,
      )
    : [];
  const body = DomUtils.findOne((node) => node.name === "body", document.children) ?? document;
  const visible = visibleElements([body], new Set());
  const h1 = visible.find((element) => element.name === "h1");
  const content = contentRoots(visible);
  const root = DomUtils.findOne((node) => node.name === "html", document.children);
  const refresh = DomUtils.findOne(
    (node) => node.name === "meta" && node.attribs["http-equiv"] === "refresh",
    document,
  );
  const own = content.length > 0 ? regionOf(document, content, new Set()) : regionOf(document, [body], new Set());
  const layout = content.length > 0 ? regionOf(document, [body], new Set(content)) : null;

  return compact({
    lang: root?.attribs.lang,
    title: title ? collapse(DomUtils.textContent(title)) : undefined,
    description: meta("description"),
    robots: meta("robots"),
    canonical: link("canonical"),
    prev: link("prev"),
    next: link("next"),
    feeds: feeds.map((feed) => `${feed.attribs.title ?? ""} → ${feed.attribs.href}`),
    refresh: refresh?.attribs.content,
    h1: h1 ? textOf(h1) : undefined,
    messages: visible.flatMap(messageOf),
    dialogs: content.filter((element) => element.name === "dialog").map(accessibleName),
    layout: layout && Object.keys(layout).length > 0 ? layout : undefined,
    ...own,
  });
}

/**
 * The view with its layout given as "site" when, shared as `sharedLayoutOf` writes it, it is `site`
 * (the home page's); the layout's links marked as the current page or section are then listed
 * under `current`. `page` is the address the page was asked at.
 */
export function withSharedLayout(view: PageView, site: Region | undefined, page: URL): PageView {
  if (!site || typeof view.layout !== "object") return view;
  if (!isDeepStrictEqual(sharedLayoutOf(view.layout, page), site)) return view;
  const current = (view.layout.links ?? []).filter((link) => CURRENT_MARK.test(link));
  return compact({ ...view, layout: "site", current: [...new Set(current)] });
}

/**
 * A layout as all pages share it: without the marks of the current page, with its links to
 * the page itself plus parameters (the contact window's `?contact`) written as those parameters alone,
 * and its links to the same page in another language (the language switch) as `(this page in de)`.
 */
export function sharedLayoutOf(layout: Region, page: URL): Region {
  const sameElsewhere = new Map(
    languages
      .filter((language) => language !== languageOfPath(page.pathname))
      .map((language) => [`${pathInLanguage(page.pathname, language)}${page.search}`, language]),
  );
  const shared = (link: string) => {
    const [name, href = ""] = link.replace(CURRENT_MARK, "").split(" → ");
    const elsewhere = sameElsewhere.get(href);
    if (elsewhere) return `${name} → (this page in ${elsewhere})`;
    return `${name} → ${href.startsWith(`${page.pathname}?`) ? addedParameters(href, page) : href}`;
  };
  return compact({ ...layout, links: layout.links?.map(shared) });
}

/** `?name…` with the parameters of `href` that the page's own address does not have. */
function addedParameters(href: string, page: URL): string {
  const own = new Set([...page.searchParams].map(([name, value]) => `${name}=${value}`));
  const added = [...new URL(href, page).searchParams].filter(([name, value]) => !own.has(`${name}=${value}`));
  return `?${added.map(([name, value]) => (value === "" ? name : `${name}=${value}`)).join("&")}`;
}

/** The page's own content: its <main> elements and open dialogs (not those inside another). */
function contentRoots(visible: Element[]): Element[] {
  const roots = visible.filter((element) => element.name === "main" || element.name === "dialog");
  const inside = (node: Element, other: Element) => {
    for (let parent = node.parent; parent; parent = parent.parent) if (parent === other) return true;
    return false;
  };
  return roots.filter((root) => !roots.some((other) => inside(root, other)));
}

function regionOf(document: Document, roots: (Node | Document)[], skipped: Set<Element>): Region {
  const elements = visibleElements(roots, skipped);
  return compact({
    text: textLines(roots, skipped),
    links: elements.filter((element) => element.name === "a" && "href" in element.attribs).map(linkOf),
    forms: formsOf(document, elements),
  });
}

// ---------------------------------------------------------------------------------------------
// Links and messages

function linkOf(element: Element): string {
  const current = element.attribs["aria-current"];
  const mark = current && current !== "false" ? ` (current: ${current})` : "";
  return `${accessibleName(element)} → ${element.attribs.href}${mark}`;
}

const MESSAGE_ROLES = new Set(["alert", "status", "log"]);

function messageOf(element: Element): string[] {
  const role = element.attribs.role;
  const live = element.attribs["aria-live"];
  const kind = role && MESSAGE_ROLES.has(role) ? role : live && live !== "off" ? `live ${live}` : null;
  if (!kind) return [];
  const text = textOf(element);
  return text ? [`${kind}: ${text}`] : [];
}

const KEY_ORDER = [
  "lang",
  "title",
  "description",
  "robots",
  "canonical",
  "prev",
  "next",
  "feeds",
  "refresh",
  "h1",
  "messages",
  "dialogs",
  "layout",
  "current",
  "text",
  "links",
  "forms",
] as const;

/** The view without its empty parts, so that a fixture lists only what the page has, keys in one order. */
function compact<T extends Partial<PageView>>(view: T): T {
  const present = KEY_ORDER.filter((key) => {
    const value = view[key];
    return value !== undefined && !(Array.isArray(value) && value.length === 0);
  });
  return Object.fromEntries(present.map((key) => [key, view[key]])) as T;
}
