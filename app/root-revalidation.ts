import { CONTACT_PARAM, VISIT_PARAM } from "~/agency/contact-url";

/**
 * The root's data (menu, contact points, the contact window, a message after a form) changes
 * only with the contact window's parameter, with the page it is open on, or after a form was
 * posted: moving between photos, result pages or listings asks nothing more of the server.
 */
export function rootDataUnchanged({
  currentUrl,
  nextUrl,
  formMethod,
  actionResult,
}: {
  currentUrl: URL;
  nextUrl: URL;
  formMethod?: string;
  actionResult?: unknown;
}): boolean {
  if (formMethod && formMethod.toUpperCase() !== "GET") return false;
  if (actionResult !== undefined) return false;
  const contact = (url: URL) => url.searchParams.get(CONTACT_PARAM);
  if (contact(currentUrl) !== contact(nextUrl)) return false;
  const visit = (url: URL) => url.searchParams.get(VISIT_PARAM);
  if (visit(currentUrl) !== visit(nextUrl)) return false;
  return contact(nextUrl) === null || currentUrl.pathname === nextUrl.pathname;
}
