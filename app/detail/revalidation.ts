/**
 * A listing page's data does not depend on `photo` (the viewer) nor `contact` and `visite` (the
 * contact modal): moving between photos re-renders the page without asking the server again.
 */
const viewParameters = new Set(["photo", "contact", "visite"]);

function otherParameters(url: URL): string {
  const params = [...url.searchParams].filter(([name]) => !viewParameters.has(name));
  return new URLSearchParams(params).toString();
}

export function onlyViewerChanged({
  currentUrl,
  nextUrl,
  formMethod,
}: {
  currentUrl: URL;
  nextUrl: URL;
  formMethod?: string;
}): boolean {
  if (formMethod && formMethod.toUpperCase() !== "GET") return false;
  return currentUrl.pathname === nextUrl.pathname && otherParameters(currentUrl) === otherParameters(nextUrl);
}
