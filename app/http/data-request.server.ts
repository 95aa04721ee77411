import { languageOfPath } from "@rli/contract/i18n/language";
import { errorText } from "./error-texts";

/**
 * The site speaks Remix's single-fetch protocol (`/page.data`). Remix still answers requests of
 * the previous one (`?_data=routeId`), badly: English refusals ("Unexpected Server Error"),
 * empty bodies, and a 500 when a loader's data has a `status` field (a property page). No page
 * of the site makes them: each gets a 400 in the address's language. Exported as `handleDataRequest` by
 * app/entry.server.tsx; `.data` requests pass through untouched.
 */
export function handleDataRequest(response: Response, { request }: { request: Request }): Response {
  const url = new URL(request.url);
  if (!url.searchParams.has("_data")) return response;
  return new Response(JSON.stringify({ message: errorText(400, languageOfPath(url.pathname)).message }), {
    status: 400,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" },
  });
}
