/**
 * The documents chosen in a form, checked in the browser before anything is sent, as the server will
 * check them (forms/uploads/clean-document.server.ts): each told by its first bytes (PDF, JPEG or
 * PNG), each within `fileMb`, all within `totalMb`, no more than the field takes. A slow phone then
 * learns in a moment what it would otherwise learn after minutes of upload. A missing document costs
 * no upload: the server says so with the other fields' messages. The server checks everything again.
 * The messages come written in the page's language from the page's loader.
 */
import { DOCUMENT_SNIFF_BYTES, documentKind } from "@rli/contract/forms/documents";

export type ExpectedDocument = { field: string; max: number; /** Said when more files are chosen. */ tooMany: string };
export type DocumentLimits = { fileMb: number; totalMb: number };

/** What the browser may say about the chosen files, in the page's language. */
export type DocumentMessages = {
  /** Neither a PDF nor a JPEG or PNG picture. */
  notADocument: string;
  /** A file over `fileMb`. */
  fileTooLarge: string;
  /** The documents together over `totalMb`. */
  documentsTooLarge: string;
};

/** A message about one file, after its name. */
export type NamedProblem = (name: string, problem: string) => string;

const MB = 1024 * 1024;

async function problemOf(
  file: File,
  limits: DocumentLimits,
  messages: DocumentMessages,
  named: NamedProblem,
): Promise<string | undefined> {
  const name = file.name.slice(0, 80);
  if (file.size > limits.fileMb * MB) return named(name, messages.fileTooLarge);
  const head = new Uint8Array(await file.slice(0, DOCUMENT_SNIFF_BYTES).arrayBuffer());
  if (!documentKind(head)) return named(name, messages.notADocument);
  return undefined;
}

/** The reason beside each field whose files would be refused; empty when all can go. */
export async function checkChosenDocuments(
  form: HTMLFormElement,
  expected: readonly ExpectedDocument[],
  limits: DocumentLimits,
  messages: DocumentMessages,
  named: NamedProblem,
): Promise<Record<string, string>> {
  const problems: Record<string, string> = {};
  let total = 0;
  for (const document of expected) {
    const input = form.elements.namedItem(document.field);
    const files = input instanceof HTMLInputElement && input.files ? [...input.files] : [];
    if (files.length > document.max) problems[document.field] = document.tooMany;
    for (const file of files) {
      total += file.size;
      const problem = problems[document.field] ? undefined : await problemOf(file, limits, messages, named);
      if (problem) problems[document.field] = problem;
    }
    if (!problems[document.field] && total > limits.totalMb * MB) {
      problems[document.field] = messages.documentsTooLarge;
    }
  }
  return problems;
}
