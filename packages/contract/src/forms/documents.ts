/**
 * The documents a visitor may attach to a form: PDF, JPEG or PNG, told by their first bytes, never by
 * their name or the type the browser declares (a program renamed `.pdf`, a page saved as `.pdf`, an
 * SVG named `.png` are refused). Shared by the site, which checks what a visitor sends, and the API,
 * which checks what it forwards. Pure, no I/O.
 */
export type DocumentKind = "pdf" | "jpeg" | "png";

export const documentTypes: Record<DocumentKind, string> = {
  pdf: "application/pdf",
  jpeg: "image/jpeg",
  png: "image/png",
};

export const documentExtensions: Record<DocumentKind, string> = { pdf: "pdf", jpeg: "jpg", png: "png" };

/** Bytes to read from the start of a file to tell its kind. */
export const DOCUMENT_SNIFF_BYTES = 64;

const signatures: [DocumentKind, readonly number[]][] = [
  ["pdf", [0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
  ["jpeg", [0xff, 0xd8, 0xff]],
  ["png", [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
];

/** The kind of a document from its first bytes, or null when it is none the forms accept. */
export function documentKind(head: Uint8Array): DocumentKind | null {
  const found = signatures.find(([, bytes]) => bytes.every((byte, index) => head[index] === byte));
  return found ? found[0] : null;
}

/**
 * A file name safe to show and to put in an e-mail: its last segment only, without control or
 * invisible characters, slashes or quotes, at most 100 characters, and ending with the extension
 * of what it really is.
 */
export function safeDocumentName(name: string, kind: DocumentKind, fallback = "document"): string {
  const last = name.split(/[/\\]/).pop() ?? "";
  const cleaned = last
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}"'<>:*?|]/gu, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^\.+/, "");
  const stem =
    cleaned
      .replace(/\.[^.]{1,10}$/, "")
      .slice(0, 90)
      .trim() || fallback;
  return `${stem}.${documentExtensions[kind]}`;
}
