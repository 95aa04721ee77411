import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { handleUpstreamRequest } from "~/api/embedded/handler.server";
import { env } from "~/env.server";

/**
 * The embedded upstream over HTTP, under /api (route `api/*`). Only when the
 * site has no API_URL: with a real upstream configured, /api does not exist here.
 */

function notFound(): Response {
  return new Response(JSON.stringify({ message: "Ressource introuvable." }), {
    status: 404,
    headers: { "content-type": "application/json; charset=utf-8" },
  });
}

export function loader({ request }: LoaderFunctionArgs) {
  if (env.API_URL) return notFound();
  return handleUpstreamRequest(request);
}

export function action({ request }: ActionFunctionArgs) {
  if (env.API_URL) return notFound();
  return handleUpstreamRequest(request);
}
