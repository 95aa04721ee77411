import { DomUtils, parseDocument } from "htmlparser2";
import sharp from "sharp";
import { decode } from "turbo-stream";
import { pageViewOf, type PageView } from "./page-view";

/**
 * What a visitor (or the browser, feed reader or calendar acting for them) gets from an answer:
 * the headers that change what happens, and the body as a page view (HTML) or as lines (other
 * text, XML outlines, a PDF's page count, an image's size). Values drawn anew for each answer
 * (nonces, encrypted fields, cookie values, time stamps) are left out, so the same answer gives the
 * same view.
 */
export type VisitorView = {
  headers: Record<string, string | string[]>;
  page?: PageView;
  body?: string[];
};

/** Headers kept as they are, in this order; the others are the server's business, not the visitor's. */
const KEPT_HEADERS = [
  "Location",
  "Content-Type",
  "Content-Disposition",
  "Cache-Control",
  "Vary",
  "Allow",
  "Retry-After",
  "X-Robots-Tag",
  "X-Frame-Options",
  "X-Content-Type-Options",
  "Referrer-Policy",
  "Strict-Transport-Security",
];

export async function visitorViewOf(response: Response, origin: string): Promise<VisitorView> {
  const view: VisitorView = { headers: headersOf(response.headers, origin) };
  const type = (response.headers.get("Content-Type") ?? "").split(";")[0]!.trim();
  const bytes = Buffer.from(await response.arrayBuffer());
  if (bytes.length === 0) return view;
  if (type === "text/html") return { ...view, page: pageViewOf(bytes.toString("utf8")) };
  return { ...view, body: await bodyLines(type, bytes) };
}

function headersOf(headers: Headers, origin: string): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const name of KEPT_HEADERS) {
    const value = headers.get(name);
    if (value === null) continue;
    kept[name] = name === "Location" ? sameOriginPath(value, origin) : value;
  }
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) kept["Set-Cookie"] = cookies.map(cookieShape);
  if (headers.has("Content-Security-Policy")) kept["Content-Security-Policy"] = "present";
  return kept;
}

/** A redirect within the site as its path and query; one elsewhere as it is. */
function sameOriginPath(location: string, origin: string): string {
  const url = new URL(location, origin);
  return url.origin === origin ? url.pathname + url.search + url.hash : location;
}

/**
 * A Set-Cookie line without its value (signed or encrypted, different each time): `name=…` with
 * the attributes, `name=` when the cookie is cleared; a future Expires date is shown as `…`.
 */
function cookieShape(line: string): string {
  const [pair = "", ...attributes] = line.split(";").map((part) => part.trim());
  const [name, value = ""] = pair.split(/=(.*)/s);
  const shown = attributes.map((attribute) => {
    const [key = "", date] = attribute.split(/=(.*)/s);
    const past = date !== undefined && Date.parse(date) < Date.parse("2000-01-01");
    return key.toLowerCase() === "expires" && !past ? `${key}=…` : attribute;
  });
  return [`${name}=${value ? "…" : ""}`, ...shown].join("; ");
}

// ---------------------------------------------------------------------------------------------
// Bodies other than HTML pages

/** Ciphertext of the site's encrypted fields (CryptoJS's "Salted__" prefix), new on each answer. */
const CIPHERTEXT = /U2FsdGVkX1[A-Za-z0-9+/=]+/g;

async function bodyLines(type: string, bytes: Buffer): Promise<string[]> {
  if (type === "application/pdf") {
    const pages = bytes.toString("latin1").match(/\/Type\s*\/Page\b/g)?.length ?? 0;
    return [`PDF, ${pages} page${pages > 1 ? "s" : ""}`];
  }
  if (type.startsWith("image/")) {
    const { format, width, height } = await sharp(bytes).metadata();
    return [`image ${format} ${width}×${height}`];
  }
  const text = bytes.toString("utf8");
  if (type === "application/json") return jsonLines(JSON.parse(text));
  if (type === "text/x-script") return jsonLines(await decodeData(bytes));
  if (type.endsWith("xml")) return xmlOutline(text);
  if (type === "text/calendar") return calendarLines(text);
  if (type.startsWith("text/")) return textLines(text);
  return [`${bytes.length} octets de ${type || "type inconnu"}`];
}

function jsonLines(value: unknown): string[] {
  return JSON.stringify(value, null, 2).replace(CIPHERTEXT, "…").split("\n");
}

/** A Remix data request's answer (turbo-stream): the data the page's scripts get. */
async function decodeData(bytes: Buffer): Promise<unknown> {
  const { value, done } = await decode(new Blob([new Uint8Array(bytes)]).stream());
  await done;
  return value;
}

function textLines(text: string): string[] {
  return text
    .replace(CIPHERTEXT, "…")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Calendar lines unfolded (RFC 5545), the time the file was made left out. */
function calendarLines(text: string): string[] {
  return textLines(text.replace(/\r?\n[ \t]/g, "")).map((line) => (line.startsWith("DTSTAMP:") ? "DTSTAMP:…" : line));
}

/** The XML declaration, then one line per element, indented by depth: `name attr="value": text`. */
function xmlOutline(xml: string): string[] {
  const document = parseDocument(xml, { xmlMode: true });
  const lines: string[] = [];
  const walk = (nodes: typeof document.children, depth: number) => {
    for (const node of nodes) {
      if (node.type === "directive") lines.push(`<${node.data}>`);
      if (!("attribs" in node)) continue;
      const attributes = Object.entries(node.attribs)
        .map(([name, value]) => ` ${name}="${value}"`)
        .join("");
      const text = node.children
        .filter((child) => child.type === "text" || child.type === "cdata")
        .map((child) => DomUtils.textContent(child))
        .join("")
        .replace(/\s+/g, " ")
        .trim();
      lines.push(`${"  ".repeat(depth)}${node.name}${attributes}${text ? `: ${text}` : ""}`);
      walk(node.children, depth + 1);
    }
  };
  walk(document.children, 0);
  return lines;
}
