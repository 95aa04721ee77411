/**
 * The documents chosen in a form, checked in the browser before anything is sent, as the server will
 * check them (forms/uploads/clean-document.server.ts): each told by its first bytes (PDF, JPEG or
 * PNG), each within `fileMb`, all within `totalMb`, no more than the field takes. A slow phone then
 * learns in a moment what it would otherwise learn after minutes of upload. A missing document costs
 * no upload: the server says so with the other fields' messages. The server checks everything again.
 */
import { DOCUMENT_SNIFF_BYTES, documentKind } from "@rli/contract/forms/documents";
import { messages } from "@rli/contract/forms/messages";

export type ExpectedDocument = { field: string; max: number };
export type DocumentLimits = { fileMb: number; totalMb: number };

const MB = 1024 * 1024;

async function problemOf(file: File, limits: DocumentLimits): Promise<string | undefined> {
  const name = file.name.slice(0, 80);
  if (file.size > limits.fileMb * MB) return `${name} : Ce fichier dépasse ${limits.fileMb} Mo.`;
  const head = new Uint8Array(await file.slice(0, DOCUMENT_SNIFF_BYTES).arrayBuffer());
  if (!documentKind(head)) return `${name} : ${messages.documentKind}`;
  return undefined;
}

/** The French reason beside each field whose files would be refused; empty when all can go. */
export async function checkChosenDocuments(
  form: HTMLFormElement,
  expected: readonly ExpectedDocument[],
  limits: DocumentLimits,
): Promise<Record<string, string>> {
  const problems: Record<string, string> = {};
  let total = 0;
  for (const document of expected) {
    const input = form.elements.namedItem(document.field);
    const files = input instanceof HTMLInputElement && input.files ? [...input.files] : [];
    if (files.length > document.max) problems[document.field] = `${document.max} fichiers au plus pour ce document.`;
    for (const file of files) {
      total += file.size;
      const problem = problems[document.field] ? undefined : await problemOf(file, limits);
      if (problem) problems[document.field] = problem;
    }
    if (!problems[document.field] && total > limits.totalMb * MB) {
      problems[document.field] = `Les documents dépassent ${limits.totalMb} Mo en tout.`;
    }
  }
  return problems;
}
