/**
 * The contact window's state lives in the address (SPEC §2.12): `?contact` for a general
 * request, `?contact=REF` about a property. These helpers read and remove that parameter.
 */

export const CONTACT_PARAM = "contact";

/** Id of the contact window's title (its accessible name). */
export const CONTACT_TITLE_ID = "titre-contact";

/** The address of the standalone contact page, which also receives the form. */
export const CONTACT_PAGE = "/contact";

export type ContactParam = { open: false } | { open: true; ref: string | undefined };

export function readContactParam(search: string | URLSearchParams): ContactParam {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  if (!params.has(CONTACT_PARAM)) return { open: false };
  const ref = params.get(CONTACT_PARAM)?.trim();
  return { open: true, ref: ref ? ref : undefined };
}

/** The same page without the contact window: where closing it, or sending the form, leads. */
export function withoutContact(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(CONTACT_PARAM);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
