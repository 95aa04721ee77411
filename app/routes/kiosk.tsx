import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
  useLoaderData,
  useRevalidator,
  useRouteError,
  type ClientLoaderFunctionArgs,
} from "@remix-run/react";
import { useEffect } from "react";
import { agency } from "@rli/contract/agency/agency";
import { getScreenProperties } from "~/api/client.server";
import { KioskShow } from "~/components/kiosk/KioskShow";
import { KioskUnavailable, RETRY_SECONDS } from "~/components/kiosk/KioskUnavailable";
import { cacheControl } from "~/http/cache-control";
import { kioskMemory, loadKioskPage } from "~/kiosk/kiosk-page.server";
import { isKioskId, SCREEN_SECONDS } from "~/kiosk/sequence";
import type { RouteHandle } from "~/root";
import { pageMeta } from "~/seo/meta";
import { siteOrigin } from "~/seo/origin.server";
import { logger } from "@rli/contract/logging/logger";

type KioskPage = Awaited<ReturnType<typeof loader>>;

/** The in-agency slideshow (product §2.15): full screen, without header or footer. */
export const handle: RouteHandle = {
  bare: true,
  // Without JavaScript the slides follow a chain of meta refreshes, none while the visitor holds the
  // slide; after a failure, a slow retry.
  noscriptRefresh: ({ data, params }) => {
    const page = data as KioskPage | undefined;
    if (page) return page.pause ? undefined : `${SCREEN_SECONDS}; url=${page.nextHref}`;
    return isKioskId(params.id) ? `${RETRY_SECONDS}; url=/vitrine/${params.id}` : undefined;
  },
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  if (!isKioskId(params.id)) {
    throw new Response("Cette vitrine n'existe pas. Vérifiez l'adresse de l'écran.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return loadKioskPage(params.id, new URL(request.url).searchParams, {
    origin: siteOrigin(request),
    fetchList: getScreenProperties,
    memory: kioskMemory,
    onError: (id, error) => {
      const reason = error instanceof Error ? error.message : String(error);
      logger.warn(
        { component: "site", event: "upstream.unavailable", part: "kiosk", kiosk: id, reason },
        `Vitrine ${id} : liste des biens indisponible`,
      );
    },
  });
}

/** Each page is one moment of the slideshow: never cached, never indexed. */
export const headers: HeadersFunction = () => ({
  "Cache-Control": cacheControl.private,
  "X-Robots-Tag": "noindex, nofollow",
});

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...pageMeta({
    title: `Vitrine | ${agency.name}`,
    description: `Nos biens à vendre et à louer, nos agences et notre équipe : la vitrine de ${agency.name}.`,
    noindex: true,
  }),
  ...(data?.preloadImages ?? []).map((href) => ({ tagName: "link", rel: "preload", as: "image", href })),
];

let lastGoodPage: KioskPage | undefined;

/**
 * In the browser, the list reloaded at each cycle comes through here: when the site itself cannot
 * be reached, the kiosk keeps the last page it had instead of showing an error.
 */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  try {
    const page = await serverLoader<typeof loader>();
    lastGoodPage = page;
    return page;
  } catch (error) {
    if (lastGoodPage) return lastGoodPage;
    throw error;
  }
}

export default function Kiosk() {
  const page = useLoaderData<typeof loader>();
  useEffect(() => {
    lastGoodPage ??= page;
  }, [page]);
  return <KioskShow page={page} />;
}

/**
 * An unknown kiosk says so; any other failure shows the agency's name and tries again, by itself
 * with JavaScript and through a slow meta refresh without.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const message = isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : undefined;
  useEffect(() => {
    if (notFound) return;
    const timer = window.setInterval(
      () => {
        if (revalidator.state === "idle") revalidator.revalidate();
      },
      SCREEN_SECONDS * 1000 * 5,
    );
    return () => window.clearInterval(timer);
  }, [notFound, revalidator]);
  return <KioskUnavailable notFound={notFound} message={notFound ? message : undefined} />;
}
