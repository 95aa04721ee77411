import type { LoaderFunctionArgs } from "@remix-run/node";
import { formatDate } from "@rli/contract/agency/format";
import { type Language, languageOfRequest } from "@rli/contract/i18n/language";
import { getProperty } from "~/api/client.server";
import { isUpstreamError } from "~/api/errors";
import { errorText } from "~/http/error-texts";
import { sheetFileReference } from "~/detail/listing-sheet-path";
import { renderListingSheet, sheetPhotos } from "~/detail/listing-sheet.server";
import { keptPropertyView } from "~/detail/kept-views.server";
import { listingReference, missingListingTexts } from "~/detail/reference";
import { cacheControl } from "~/http/cache-control";
import { methodNotAllowed } from "~/http/method-not-allowed";
import { rejectionPage } from "~/http/request-guard";
import { drawPlaceMap } from "~/map/place-map.server";
import { siteOrigin } from "~/seo/origin.server";

/** A small HTML page, in the address's language, for a sheet that cannot be made. */
function errorPage(status: number, language: Language, message?: string): Response {
  const text = errorText(status, language);
  return new Response(rejectionPage({ status, title: text.title, message: message ?? text.message, language }), {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      ...(status === 503 ? { "Retry-After": "30" } : {}),
    },
  });
}

/**
 * GET /fiche/{ref}.pdf: the listing's printable sheet (see listing-sheet.server.ts), shown in the
 * browser (inline). Unknown reference → 404 page; API down → 503 page. Under /de and /en the sheet's
 * labels and its QR code's page are German or English.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const language: Language = languageOfRequest(request);
  const NOT_FOUND = missingListingTexts[language].sheet;
  const ref = listingReference(sheetFileReference(params.file));
  if (!ref) return errorPage(404, language, NOT_FOUND);
  let property: Awaited<ReturnType<typeof getProperty>>;
  try {
    property = await getProperty(ref);
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    return error.kind === "not-found"
      ? errorPage(404, language, NOT_FOUND)
      : errorPage(error.status >= 500 ? 503 : 400, language);
  }
  const origin = siteOrigin(request);
  const view = keptPropertyView(property, origin, language);
  const imagePaths = property.attachments
    .filter((item) => item.type.trim().toLowerCase() === "image")
    .map((item) => item.url);
  const pdf = await renderListingSheet({
    view,
    photos: await sheetPhotos(imagePaths),
    url: view.canonical,
    date: formatDate(new Date(), language),
    language,
    placeMap: drawPlaceMap({ place: property, language }),
  });
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="fiche-${ref.toLowerCase().replace(/[^a-z0-9-]/g, "-")}.pdf"`,
      "Content-Length": String(pdf.byteLength),
      "Cache-Control": cacheControl.listing,
      "X-Robots-Tag": "noindex",
    },
  });
}

/** Nothing is posted here. */
export const action = methodNotAllowed;
