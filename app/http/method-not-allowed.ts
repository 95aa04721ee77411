import { languageOfRequest } from "@rli/contract/i18n/language";
import { errorText } from "./error-texts";

/**
 * The action of a resource route that only answers reads (pictures, sitemap, redirects…): a form
 * posted to it gets a 405 in the language of its address rather than the framework's own English answer.
 */
export function methodNotAllowed(args?: { request: Request }): Response {
  const language = args ? languageOfRequest(args.request) : "fr";
  return new Response(errorText(405, language).message, {
    status: 405,
    headers: { "Content-Type": "text/plain; charset=utf-8", Allow: "GET, HEAD", "Cache-Control": "no-store" },
  });
}
