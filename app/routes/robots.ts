import type { LoaderFunctionArgs } from "@remix-run/node";
import { robotsTxt } from "~/detail/sitemap";
import { siteOrigin } from "~/seo/origin.server";

/** /robots.txt: crawling allowed, with the sitemap's absolute address. */
export function loader({ request }: LoaderFunctionArgs) {
  return new Response(robotsTxt(siteOrigin(request)), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    },
  });
}
