import { formatDate } from "@rli/contract/agency/format";
import { languageOfRequest, localPath, type Language } from "@rli/contract/i18n/language";
import { siteOrigin } from "~/seo/origin.server";
import type { LegalDocument } from "~/components/legal/LegalPage";

/**
 * A legal page's data: its text in the page's language only (the browser carries none of the others),
 * its canonical address and the day it was last changed (ISO, and as the page's language writes it).
 */
export function legalPageData(
  request: Request,
  path: string,
  texts: Readonly<Record<Language, LegalDocument>>,
  updated: string,
) {
  const language = languageOfRequest(request);
  return {
    canonical: `${siteOrigin(request)}${localPath(path, language)}`,
    document: texts[language],
    updated: { iso: updated, text: formatDate(updated, language) },
  };
}

export type LegalPageData = ReturnType<typeof legalPageData>;
