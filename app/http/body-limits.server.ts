/**
 * The largest body each address takes, checked on the declared length before anything is read:
 * 64 KB for every form, the documents' bound as last known (APPLICATION_TOTAL_MB, lowered to the
 * API's: api/application-limits.server.ts) and a margin for the fields for a rental application,
 * whose body is also counted as it streams in (forms/uploads/multipart.server.ts).
 */
import { frenchPath } from "@rli/contract/i18n/language";
import { knownDocumentLimits } from "~/api/application-limits.server";
import { MAX_BODY_BYTES } from "./request-guard";

export const APPLICATION_PATH = "/candidature";

const MB = 1024 * 1024;

/**
 * The form's own address, Remix's `.data` one, and the one the page's script posts to when it shows
 * the upload's progress (routes/application-upload.ts).
 */
const APPLICATION_POSTS = new Set([APPLICATION_PATH, `${APPLICATION_PATH}.data`, `${APPLICATION_PATH}/envoi`]);

export function bodyLimitFor(path: string): number {
  return APPLICATION_POSTS.has(frenchPath(path)) ? knownDocumentLimits().totalBytes + MB : MAX_BODY_BYTES;
}
