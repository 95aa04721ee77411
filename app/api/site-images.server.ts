/**
 * Points every listing photo of an API answer at the site's own image addresses, so that pages,
 * flyers, Open Graph and structured data never send a browser to the CRM's host. Image
 * attachments that cannot be shown (other schemes, site-relative paths other than the site's own
 * image addresses, garbage) are dropped, so none becomes an address elsewhere once joined to the
 * site's origin. Plans are pictures too, shown through the same pipeline, never linked as the
 * CRM's originals, unless they are PDFs; those and documents, which are links, are kept as they are.
 */
import { sitePhotoAddress } from "~/api/photo-address.server";
import type { Attachment } from "@rli/contract/api/contract";

function isAttachmentList(value: unknown): value is Attachment[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item) => item && typeof item === "object" && typeof item.url === "string" && typeof item.type === "string",
    )
  );
}

/** A plan in PDF cannot be drawn as a picture: it stays a link, like a document. */
function isPdf(url: string): boolean {
  return /\.pdf(?:[?#].*)?$/i.test(url.trim());
}

function rewrite(attachments: Attachment[]): Attachment[] {
  return attachments.flatMap((attachment) => {
    const type = attachment.type.trim().toLowerCase();
    if (type !== "image" && (type !== "plan" || isPdf(attachment.url))) return [attachment];
    const url = sitePhotoAddress(attachment.url);
    return url === null ? [] : [{ ...attachment, url }];
  });
}

/** A copy of an answer with its image attachments rewritten, wherever they are nested. */
export function withSiteImages<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => withSiteImages(item)) as T;
  if (value === null || typeof value !== "object" || value instanceof Date) return value;
  const copy: Record<string, unknown> = {};
  for (const [name, item] of Object.entries(value)) {
    copy[name] = name === "attachments" && isAttachmentList(item) ? rewrite(item) : withSiteImages(item);
  }
  return copy as T;
}
