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
