import type { LoaderFunctionArgs } from "@remix-run/node";
import { legalPageData } from "./legal-route.server";
import { termsTexts } from "./legal-terms.texts.server";

export { legalPageHandle as handle, legalPageHeaders as headers, legalPageMeta as meta } from "./legal-route";
export { LegalRoute as default } from "./legal-route";

/** The day the text was last changed. */
const UPDATED = "2025-05-15";

export function loader({ request }: LoaderFunctionArgs) {
  return legalPageData(request, "/conditions-generales-dutilisation", termsTexts, UPDATED);
}
