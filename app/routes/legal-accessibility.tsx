import type { LoaderFunctionArgs } from "@remix-run/node";
import { legalPageData } from "./legal-route.server";
import { accessibilityTexts } from "./legal-accessibility.texts.server";

export { legalPageHandle as handle, legalPageHeaders as headers, legalPageMeta as meta } from "./legal-route";
export { LegalRoute as default } from "./legal-route";

/** The day the statement was last checked against the site and changed. */
const UPDATED = "2026-12-03";

export function loader({ request }: LoaderFunctionArgs) {
  return legalPageData(request, "/declaration-accessibilite", accessibilityTexts, UPDATED);
}
