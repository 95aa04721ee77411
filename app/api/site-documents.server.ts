/**
 * Documents shipped with the agency's export (an IDX `doc/` folder: brochures, plans in PDF) are
 * served by the API under `{API}/files/doc/{name}`, an address no visitor can reach. Answers point
 * them at the site's own `/documents/{name}` instead, which asks the API for them (routes/
 * export-document.ts). Documents hosted elsewhere (a CRM's https address) are links, kept as they are.
 */
import type { Attachment } from "@rli/contract/api/contract";

export const DOCUMENTS_PATH = "/documents";

const exportDocument = /^(?:https?:\/\/[^/]+)?\/api\/files\/doc\/([^/?#]{1,255})(?:\?v=([\w-]{1,32}))?$/;

/** The site address of an export's document, or null when the URL is not one. */
export function siteDocumentAddress(url: string): string | null {
  const match = exportDocument.exec(url.trim());
  if (!match) return null;
  return `${DOCUMENTS_PATH}/${match[1]}${match[2] ? `?v=${match[2]}` : ""}`;
}

function isAttachmentList(value: unknown): value is Attachment[] {
  return (
    Array.isArray(value) && value.every((item) => item && typeof item === "object" && typeof item.url === "string")
  );
}

/** A copy of an answer whose export documents point at the site, wherever they are nested. */
export function withSiteDocuments<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => withSiteDocuments(item)) as T;
  if (value === null || typeof value !== "object") return value;
  const copy: Record<string, unknown> = {};
  for (const [name, item] of Object.entries(value)) {
    copy[name] =
      name === "attachments" && isAttachmentList(item)
        ? item.map((attachment) => {
            const url = attachment.type === "document" ? siteDocumentAddress(attachment.url) : null;
            return url ? { ...attachment, url } : attachment;
          })
        : withSiteDocuments(item);
  }
  return copy as T;
}
