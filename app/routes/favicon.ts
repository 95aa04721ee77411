import { methodNotAllowed } from "~/http/method-not-allowed";

/** Browsers ask for /favicon.ico whatever the page says: point them to the SVG icon. */
export function loader() {
  return new Response(null, {
    status: 301,
    headers: { Location: "/favicon.svg", "Cache-Control": "public, max-age=86400" },
  });
}

/** Nothing is posted here. */
export const action = methodNotAllowed;
