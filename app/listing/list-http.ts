/**
 * HTTP answers shared by the list pages: their Cache-Control and their French 404.
 */
import type { HeadersFunction } from "@remix-run/node";
import { cacheControl } from "~/http/cache-control";

/**
 * Lists may be kept briefly by a shared cache, unless a cookie is set on this response;
 * an error page keeps the Cache-Control its error gave (upstream failures: no-store).
 */
export const listingHeaders: HeadersFunction = ({ parentHeaders, loaderHeaders, errorHeaders }) => {
  if (errorHeaders) return { "Cache-Control": errorHeaders.get("Cache-Control") ?? "no-store" };
  const personal = parentHeaders.has("Set-Cookie") || loaderHeaders.has("Set-Cookie");
  return { "Cache-Control": personal ? cacheControl.private : cacheControl.listing };
};

/** A French 404 shown by the error boundary; never repeats what the visitor typed. */
export function notFound(message: string): Response {
  return new Response(message, {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": cacheControl.listing },
  });
}
