import type { LoaderFunctionArgs } from "@remix-run/node";
import { robotsTxt } from "~/detail/sitemap";
import { siteOrigin } from "~/seo/origin.server";
import { methodNotAllowed } from "~/http/method-not-allowed";

/** /robots.txt: crawling allowed, with the sitemap's absolute address. */
export function loader({ request }: LoaderFunctionArgs) {
  return new Response(robotsTxt(siteOrigin(request)), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    },
  });
}

/** Nothing is posted here. */
export const action = methodNotAllowed;
