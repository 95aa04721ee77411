import { errorText } from "./error-texts";

/**
 * The action of a resource route that only answers reads (pictures, sitemap, redirects…): a form
 * posted to it gets a French 405 rather than the framework's own English answer.
 */
export function methodNotAllowed(): Response {
  return new Response(errorText(405).message, {
    status: 405,
    headers: { "Content-Type": "text/plain; charset=utf-8", Allow: "GET, HEAD", "Cache-Control": "no-store" },
  });
}
