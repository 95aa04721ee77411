import { rejectionPage, serverErrorPage } from "./request-guard";

/** What Remix answers when a resource route (the PDF sheet, a picture, a map, the sitemap) throws. */
const REMIX_LAST_RESORT = "Unexpected Server Error";

/**
 * A resource route that throws gets Remix's bare English "Unexpected Server Error" in plain text: the
 * visitor gets the site's own error page instead, in the address's language (the error itself is
 * logged by entry.server's handleError). Any other answer passes as it is; only a 500 in plain text is
 * read, and it is short.
 */
export async function withSiteErrorPage(response: Response, request: Request): Promise<Response> {
  if (response.status !== 500 || !response.headers.get("Content-Type")?.startsWith("text/plain")) return response;
  const text = await response.text();
  if (text !== REMIX_LAST_RESORT) return new Response(text, response);
  const page = serverErrorPage(500, new URL(request.url).pathname);
  return new Response(request.method === "HEAD" ? null : rejectionPage(page), {
    status: page.status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}
