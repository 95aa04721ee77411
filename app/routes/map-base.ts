/**
 * GET /carte/fond/{key}: the base drawing of a map (decision 145), an SVG named by its edition, size
 * and frame. Only keys the site writes are drawn; anything else is a 404. Drawing one counts towards
 * the visitor's limit (public-limit.server.ts); the browser then keeps it for good.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { cacheControl } from "~/http/cache-control";
import { methodNotAllowed } from "~/http/method-not-allowed";
import { baseSvg } from "~/map/base-svg.server";
import { baseOfKey } from "~/map/region-map.server";

export function loader({ params }: LoaderFunctionArgs) {
  const base = baseOfKey(params.key ?? "");
  if (!base) {
    return new Response("Carte introuvable.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=300" },
    });
  }
  return new Response(baseSvg(base), {
    headers: { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": cacheControl.immutable },
  });
}

/** Nothing is posted here. */
export const action = methodNotAllowed;
