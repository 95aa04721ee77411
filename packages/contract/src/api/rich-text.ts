import sanitizeHtml from "sanitize-html";

/** Rich text from a feed or the blog, made safe to render as HTML. */

const richTextOptions: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "b", "em", "i", "u", "ul", "ol", "li", "h2", "h3", "h4", "blockquote", "a", "img"],
  allowedAttributes: { a: ["href", "title"], img: ["src", "alt", "width", "height"] },
  allowedSchemes: ["https", "http", "mailto", "tel"],
  allowedSchemesByTag: { img: ["https", "http"] },
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer" }),
  },
};

const BLOCK_TAG = /<(p|br|div|ul|ol|li|h[1-6]|table|blockquote)\b/i;

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** Text without block tags: blank lines make paragraphs, single line breaks <br />. */
function paragraphs(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${paragraph.replace(/\n/g, "<br />")}</p>`)
    .join("");
}

export function sanitizeRichText(input: string | undefined | null): string {
  if (!input || input.trim() === "") return "";
  const html = BLOCK_TAG.test(input) ? input : paragraphs(input);
  return sanitizeHtml(html, richTextOptions).trim();
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

/**
 * Rich text as plain text (the PDF sheet): paragraphs, headings and list items on their own lines
 * (items with a dash), every tag dropped, entities decoded, runs of spaces collapsed.
 */
export function richTextToPlain(input: string | undefined | null): string {
  const html = sanitizeRichText(input)
    .replace(/<li\b[^>]*>/gi, "\n– ")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|h[1-6]|ul|ol|blockquote)>/gi, "\n\n");
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(
    /&(amp|lt|gt|quot|#39|nbsp);/g,
    (_, name: string) => entities[name] ?? "",
  );
  return text
    .split("\n")
    .map((line) => line.replace(/[ \t\u00a0]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

function comparable(text: string): string {
  return text.replace(/\s+/g, " ").trim().toLocaleLowerCase("fr");
}

/**
 * Rich text that begins with `text`: `raw` as it is when its text already does, else with `text`
 * as a first paragraph written the way `raw` is (HTML, or plain text whose blank lines part
 * paragraphs), so that it is read and sanitised as `raw` would be.
 */
export function withLeadingText(raw: string | undefined | null, text: string): string {
  const body = raw ?? "";
  const lead = comparable(text);
  if (lead === "" || comparable(richTextToPlain(body)).startsWith(lead)) return body;
  if (body.trim() === "") return escapeHtml(text.trim());
  return BLOCK_TAG.test(body) ? `<p>${escapeHtml(text.trim())}</p>${body}` : `${escapeHtml(text.trim())}\n\n${body}`;
}
