/**
 * The contact window's state lives in the address (product §2.12): `?contact` for a general
 * request, `?contact=REF` about a property. These helpers write, read and remove that parameter.
 */

export const CONTACT_PARAM = "contact";

/** With `contact=REF`, the visit of that listing the request is for (`visite=2027-01-16-1000`). */
export const VISIT_PARAM = "visite";

/** Address of the current page with the contact window open (product §2.12). */
export function contactHref(pathname: string, search: string, ref?: string): string {
  const params = new URLSearchParams(search);
  params.set("contact", ref ?? "");
  const query = params.toString().replace(/contact=(&|$)/, "contact$1");
  return `${pathname}?${query}`;
}

/** The property page with the contact window open as a request for this visit. */
export function visitRequestHref(ref: string, visitId: string): string {
  return `?${CONTACT_PARAM}=${encodeURIComponent(ref)}&${VISIT_PARAM}=${visitId}`;
}

/** Id of the contact window's title (its accessible name). */
export const CONTACT_TITLE_ID = "titre-contact";

/** The address of the standalone contact page, which also receives the form. */
export const CONTACT_PAGE = "/contact";

type ContactParam = { open: false } | { open: true; ref: string | undefined; visit?: string };

export function readContactParam(search: string | URLSearchParams): ContactParam {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  if (!params.has(CONTACT_PARAM)) return { open: false };
  const ref = params.get(CONTACT_PARAM)?.trim();
  const visit = params.get(VISIT_PARAM)?.trim();
  return { open: true, ref: ref ? ref : undefined, ...(ref && visit ? { visit } : {}) };
}

/** The same page without the contact window: where closing it, or sending the form, leads. */
export function withoutContact(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(CONTACT_PARAM);
  params.delete(VISIT_PARAM);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
