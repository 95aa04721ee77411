import { isUpstreamError } from "~/api/errors";
import { logger } from "@rli/contract/logging/logger";

/**
 * Loaders call the API through `orErrorPage`: an upstream failure becomes a thrown Response
 * with the right status (404, 400, 502, 503, 504) and a French text, which the error boundary
 * shows inside the layout. Anything else is a real bug and is rethrown.
 */
export async function orErrorPage<T>(call: Promise<T>, notFoundMessage?: string): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw upstreamErrorResponse(error, notFoundMessage);
  }
}

function upstreamErrorResponse(error: unknown, notFoundMessage?: string): unknown {
  if (!isUpstreamError(error)) return error;
  if (error.status >= 500) {
    logger.error(
      {
        component: "site",
        event: "upstream.unavailable",
        kind: error.kind,
        apiPath: error.path,
        reason: error.message,
      },
      `API indisponible (${error.kind}) sur ${error.path}`,
    );
  }
  const message =
    error.kind === "not-found"
      ? (notFoundMessage ?? "Ce bien n'existe pas ou n'est plus proposé.")
      : error.kind === "bad-request"
        ? "La demande n'a pas pu être comprise."
        : undefined;
  return new Response(message ?? "", {
    status: error.status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
