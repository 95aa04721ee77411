import type { LoaderFunctionArgs } from "@remix-run/node";
import { isUpstreamError } from "~/api/errors";
import { sitemapXml } from "~/detail/sitemap";
import { sitemapEntries } from "~/detail/sitemap-entries.server";
import { siteOrigin } from "~/seo/origin.server";
import { methodNotAllowed } from "~/http/method-not-allowed";
import { logger } from "@rli/contract/logging/logger";

/** /sitemap.xml: every listing, promotion, lot, static page and blog post (absolute addresses). */
export async function loader({ request }: LoaderFunctionArgs) {
  try {
    const entries = await sitemapEntries();
    return new Response(sitemapXml(siteOrigin(request), entries), {
      headers: {
        "Content-Type": "application/xml; charset=utf-8",
        "Cache-Control": "public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400",
      },
    });
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    logger.error(
      {
        component: "site",
        event: "upstream.unavailable",
        part: "sitemap",
        kind: error.kind,
        apiPath: error.path,
        reason: error.message,
      },
      `Plan du site indisponible (${error.kind}) sur ${error.path}`,
    );
    return new Response("Plan du site momentanément indisponible. Merci de réessayer plus tard.\n", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Retry-After": "300" },
    });
  }
}

/** Nothing is posted here. */
export const action = methodNotAllowed;
