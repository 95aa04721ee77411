import { REFERENCE_PATTERN, normalizeReference } from "@rli/contract/forms/reference";
import { defineTexts } from "@rli/contract/i18n/texts";

/** What a listing's page, a promotion's page or a listing's sheet says when there is none, in each language. */
export const missingListingTexts = defineTexts({
  fr: {
    property: "Ce bien n'existe pas ou n'est plus proposé. Il a peut-être été vendu ou retiré.",
    promotion: "Cette promotion n'existe pas ou n'est plus proposée.",
    sheet: "Ce bien n'existe pas ou n'est plus proposé : sa fiche ne peut pas être créée.",
  },
  de: {
    property:
      "Dieses Objekt existiert nicht oder wird nicht mehr angeboten. Vielleicht wurde es verkauft oder zurückgezogen.",
    promotion: "Dieses Neubauprojekt existiert nicht oder wird nicht mehr angeboten.",
    sheet:
      "Dieses Objekt existiert nicht oder wird nicht mehr angeboten: Seine Dokumentation kann nicht erstellt werden.",
  },
  en: {
    property: "This property does not exist or is no longer on offer. It may have been sold or withdrawn.",
    promotion: "This development does not exist or is no longer on offer.",
    sheet: "This property does not exist or is no longer on offer: its sheet cannot be made.",
  },
});

/**
 * A listing reference from an address (path segment or query value, already decoded), upper-cased
 * as the API knows it (product §2.5); undefined when the text cannot be a reference (markup, NUL
 * bytes, spaces, over 64 characters), so that it is never sent upstream nor shown.
 */
export function listingReference(value: string | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  const ref = normalizeReference(value);
  return REFERENCE_PATTERN.test(ref) ? ref : undefined;
}

/** The reference an address names; a 404 answering `notFound` when it cannot be one. */
export function requireListingReference(value: string | undefined, notFound: string): string {
  const ref = listingReference(value);
  if (!ref) throw new Response(notFound, { status: 404, headers: { "Cache-Control": "no-store" } });
  return ref;
}
