/**
 * The documents of a form with files (the rental application), in two steps of very different cost.
 * Checked first, for the price of counting them and reading their first bytes: each field has what
 * it needs and no more than it takes, each file is a PDF, a JPEG or a PNG. Cleaned last, once every
 * other check has passed: each picture decoded and encoded again without its metadata
 * (clean-document.server.ts), the work a post costs the server. Reasons are in French, beside the
 * field, after the file's name.
 */
import { createHash } from "node:crypto";
import pLimit from "p-limit";
import type { ApplicationDocument } from "@rli/contract/forms/application";
import { DOCUMENT_SNIFF_BYTES, documentKind } from "@rli/contract/forms/documents";
import { fileMessage, messages, tooManyDocumentsMessage } from "@rli/contract/forms/messages";
import { cleanDocument, DocumentRefused } from "./clean-document.server";
import type { ReceivedFile } from "./multipart.server";

/** A file field of a form: whether it needs a document, and how many it takes. */
export type ExpectedDocument = { readonly field: string; readonly required: boolean; readonly max: number };

type FieldErrors = Record<string, string[]>;

const named = (file: ReceivedFile, message: string) => fileMessage(file.name.slice(0, 80), message);

/** What is wrong with the files of each field, without decoding any; undefined when nothing is. */
export function checkDocuments(
  files: readonly ReceivedFile[],
  expected: readonly ExpectedDocument[],
): FieldErrors | undefined {
  const errors: FieldErrors = {};
  for (const { field, required, max } of expected) {
    const chosen = files.filter((file) => file.field === field);
    const unknown = chosen.find((file) => !documentKind(file.bytes.subarray(0, DOCUMENT_SNIFF_BYTES)));
    if (required && chosen.length === 0) errors[field] = [messages.documentMissing];
    else if (chosen.length > max) errors[field] = [tooManyDocumentsMessage(max)];
    else if (unknown) errors[field] = [named(unknown, messages.documentKind)];
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/** What tells these files from others, without keeping them: each one's field, name and a digest of its bytes. */
export function documentDigests(files: readonly ReceivedFile[]): string[][] {
  return files.map((file) => [file.field, file.name, createHash("sha256").update(file.bytes).digest("base64url")]);
}

/** Pictures of one post decoded and encoded at once: the machine's two cores (decision 153). */
const CLEANED_AT_ONCE = 2;

/** The documents of the expected fields cleaned, as the API takes them; or the reason beside each field refused. */
export async function cleanDocuments(
  files: readonly ReceivedFile[],
  expected: readonly ExpectedDocument[],
): Promise<{ documents: ApplicationDocument[] } | { errors: FieldErrors }> {
  const errors: FieldErrors = {};
  const limit = pLimit(CLEANED_AT_ONCE);
  const chosen = expected.flatMap(({ field }) => files.filter((candidate) => candidate.field === field));
  const cleaned = await Promise.all(
    chosen.map((file) =>
      limit(async (): Promise<ApplicationDocument | undefined> => {
        try {
          const clean = await cleanDocument(file.name, file.bytes);
          // Encoded from the cleaned bytes where they are, not from a copy of them.
          const bytes = Buffer.from(clean.bytes.buffer, clean.bytes.byteOffset, clean.bytes.byteLength);
          return { field: file.field, name: clean.name, content: bytes.toString("base64") };
        } catch (error) {
          if (!(error instanceof DocumentRefused)) throw error;
          errors[file.field] = [named(file, error.message)];
          return undefined;
        }
      }),
    ),
  );
  if (Object.keys(errors).length > 0) return { errors };
  return { documents: cleaned.filter((document) => document !== undefined) };
}
