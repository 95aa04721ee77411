/**
 * The calendar file of one visit of a listing: one event in Swiss time with the listing's
 * title, place and address on the site. The street is not in the public answer of the API,
 * so the place is the visit's own location when the feed gives one, else postal code and locality.
 */
import { agency } from "@rli/contract/agency/agency";
import type { Property } from "@rli/contract/api/contract";
import { icsCalendar } from "~/calendar/ics";
import type { IdentifiedVisit } from "@rli/contract/agency/visits";

const PRODUCT_ID = `-//${agency.name}//Visites//FR`;
const UID_DOMAIN = new URL(agency.siteUrl).hostname.replace(/^www\./, "");

export function visitCalendar(
  property: Pick<Property, "ref" | "title" | "name" | "postalCode" | "locality" | "visitInformation">,
  visit: IdentifiedVisit,
  options: { listingUrl: string; now: Date },
): string {
  const title = property.title || property.name || `Bien ${property.ref}`;
  const place = [property.postalCode, property.locality].filter(Boolean).join(" ");
  const description = [
    visit.summary,
    `${title} (réf. ${property.ref})${place ? `, ${place}` : ""}`,
    property.visitInformation,
    `Annonce : ${options.listingUrl}`,
  ]
    .filter(Boolean)
    .join("\n\n");
  return icsCalendar(
    [
      {
        uid: `${property.ref.toLowerCase()}-${visit.id}@${UID_DOMAIN}`,
        start: new Date(visit.start),
        end: new Date(visit.end),
        stamp: options.now,
        summary: `${visit.name} – ${title}`,
        location: visit.location ?? (place || undefined),
        description,
        url: options.listingUrl,
      },
    ],
    PRODUCT_ID,
  );
}

/** File name offered to the browser: "visite-rlm-1001-2027-01-16-1000.ics". */
export function visitFileName(ref: string, visitId: string): string {
  return `visite-${ref.toLowerCase().replace(/[^a-z0-9-]/g, "-")}-${visitId}.ics`;
}
