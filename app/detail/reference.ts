import { REFERENCE_PATTERN, normalizeReference } from "@rli/contract/forms/reference";

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
