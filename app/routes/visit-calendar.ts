import type { LoaderFunctionArgs } from "@remix-run/node";
import { getProperty } from "~/api/client.server";
import { isUpstreamError } from "~/api/errors";
import { errorText } from "~/http/error-texts";
import { propertyPath } from "~/detail/property-view";
import { listingReference } from "~/detail/reference";
import { visitCalendar, visitFileName } from "~/detail/visit-calendar";
import { findVisit } from "@rli/contract/agency/visits";
import { cacheControl } from "~/http/cache-control";
import { methodNotAllowed } from "~/http/method-not-allowed";
import { siteOrigin } from "~/seo/origin.server";

const NOT_FOUND = "Cette visite n'existe pas ou n'est plus proposée. Consultez l'annonce pour les prochaines visites.";

function failure(status: number, message: string): Response {
  return new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/**
 * /visites/{ref}/{visit}.ics: one visit of a listing as an iCalendar file, to add it to an agenda.
 * An unknown listing or visit is a French 404; an API that cannot answer, its French 5xx.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const ref = listingReference(params.ref);
  const visitId = /^(.+)\.ics$/i.exec(params.visit ?? "")?.[1];
  if (!ref || !visitId) return failure(404, NOT_FOUND);
  let property;
  try {
    property = await getProperty(ref);
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    if (error.kind === "not-found") return failure(404, NOT_FOUND);
    return failure(error.status, errorText(error.status).message);
  }
  const visit = findVisit(property.visits, visitId);
  if (!visit) return failure(404, NOT_FOUND);
  const body = visitCalendar(property, visit, {
    listingUrl: `${siteOrigin(request)}${propertyPath(property)}`,
    now: new Date(),
  });
  return new Response(body, {
    status: 200,
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${visitFileName(property.ref, visit.id)}"`,
      "Cache-Control": cacheControl.listing,
      "X-Robots-Tag": "noindex",
    },
  });
}

/** Nothing is posted here. */
export const action = methodNotAllowed;
