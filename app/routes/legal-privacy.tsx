import type { LoaderFunctionArgs } from "@remix-run/node";
import { legalPageData } from "./legal-route.server";
import { privacyTexts } from "./legal-privacy.texts.server";

export { legalPageHandle as handle, legalPageHeaders as headers, legalPageMeta as meta } from "./legal-route";
export { LegalRoute as default } from "./legal-route";

/** The day the text was last changed. */
const UPDATED = "2026-11-25";

export function loader({ request }: LoaderFunctionArgs) {
  return legalPageData(request, "/politique-de-confidentialite", privacyTexts, UPDATED);
}
