/**
 * A document received from a visitor made safe to forward: its kind told by its bytes, a JPEG or PNG
 * decoded within a pixel bound (a PNG bomb is refused, not expanded) and encoded again without any
 * metadata (GPS position, camera, owner), a PDF passed as it is. A file that is none of these, or
 * that cannot be decoded, is refused with a French reason for its field.
 */
import { messages } from "@rli/contract/forms/messages";
import { documentKind, documentTypes, safeDocumentName, type DocumentKind } from "@rli/contract/forms/documents";
import { loadSharp } from "~/images/encode.server";

/** Largest picture decoded, in pixels: a phone's photo of a pay slip is 12 to 50 megapixels. */
const MAX_PIXELS = 60_000_000;

export type CleanDocument = { name: string; kind: DocumentKind; contentType: string; bytes: Uint8Array };

export class DocumentRefused extends Error {}

export async function cleanDocument(name: string, bytes: Uint8Array): Promise<CleanDocument> {
  const kind = documentKind(bytes.subarray(0, 64));
  if (!kind) throw new DocumentRefused(messages.documentKind);
  let clean = bytes;
  if (kind !== "pdf") {
    try {
      // Metadata are left out of sharp's output unless asked for; the orientation is applied first.
      const sharp = await loadSharp();
      const image = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: "error" }).rotate();
      clean = await (kind === "jpeg" ? image.jpeg({ quality: 90 }) : image.png()).timeout({ seconds: 20 }).toBuffer();
    } catch {
      throw new DocumentRefused(messages.imageUnreadable);
    }
  }
  return { name: safeDocumentName(name, kind), kind, contentType: documentTypes[kind], bytes: clean };
}
