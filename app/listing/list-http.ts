/**
 * HTTP answers shared by the list pages: their French 404.
 */
import { cacheControl } from "~/http/cache-control";

/** A French 404 shown by the error boundary; never repeats what the visitor typed. */
export function notFound(message: string): Response {
  return new Response(message, {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": cacheControl.listing },
  });
}
