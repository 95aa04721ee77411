import {
  data,
  redirect,
  type HeadersFunction,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { agency } from "@rli/contract/agency/agency";
import { appleTouchIcon } from "~/agency/app-icons";
import { promotionPath } from "@rli/contract/agency/addresses";
import { agencyContactPoints } from "~/agency/contact-points.server";
import { getPromotions } from "~/api/client.server";
import { Footer } from "~/components/layout/Footer";
import { Header } from "~/components/layout/Header";
import { PageScripts } from "~/components/layout/PageScripts";
import { PageChangeAnnouncer } from "~/components/layout/PageChangeAnnouncer";
import { PageLinkNavigation } from "~/components/links/PageLinkNavigation";
import type { MenuPromotion } from "~/agency/navigation";
import { ErrorPage } from "~/components/ErrorPage";
import { ContactWindow } from "~/components/contact/ContactWindow";
import { rootDataUnchanged } from "~/root-revalidation";
import { CONTACT_PAGE, readContactParam } from "~/agency/contact-url";
import { ReplyToast } from "~/components/toast/Toast";
import { contactFormView } from "~/forms/contact-form.server";
import { cacheControl, PERSONAL_HEADER } from "~/http/cache-control";
import { favouritesOf } from "~/favourites/favourites-cookie.server";
import { honeypotFields } from "~/forms/honeypot.server";
import { readToast } from "~/http/toast.server";
import { useNonce } from "~/components/nonce";
import { useLanguage, useTexts } from "~/components/i18n/useLanguage";
import { layoutTexts } from "~/components/layout/layout.texts";
import { htmlLang, languageOfPath, localPath, frenchPath, type Language } from "@rli/contract/i18n/language";
import { listingTexts } from "@rli/contract/api/listing-texts";
import { rootTexts } from "~/seo/site-texts";
import { markBrokenImages } from "~/components/ui/SafeImage";
import { skipLink } from "~/styles/global.css";
import { palette } from "~/styles/palette";
import "~/styles/print.css";
import { logger } from "@rli/contract/logging/logger";

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: appleTouchIcon.src, sizes: `${appleTouchIcon.size}x${appleTouchIcon.size}` },
];

/**
 * Pages set their own Cache-Control; an error shown by the root boundary (unknown address, upstream
 * down) keeps the one its response gave, else it is never stored.
 */
export const headers: HeadersFunction = ({ errorHeaders, loaderHeaders }) => {
  const personal = loaderHeaders.get(PERSONAL_HEADER);
  return {
    "Cache-Control": errorHeaders?.get("Cache-Control") ?? cacheControl.private,
    ...(personal ? { [PERSONAL_HEADER]: personal } : {}),
  };
};

export const shouldRevalidate: ShouldRevalidateFunction = (args) =>
  rootDataUnchanged(args) ? false : args.defaultShouldRevalidate;

export const meta: MetaFunction = ({ location }) => [
  { title: agency.name },
  { name: "description", content: rootTexts[languageOfPath(location.pathname)].description },
];

export async function loader({ request }: LoaderFunctionArgs) {
  // product §2.1: any address under /fr belongs to the old site; its pages have no French twin here.
  const url = new URL(request.url);
  if (url.pathname.split("/").includes("fr")) throw redirect("/", 301);
  const language = languageOfPath(url.pathname);
  const [promotions, contactModal, { toast, headers }, favourites] = await Promise.all([
    menuPromotions(language),
    contactModalView(url),
    readToast(request),
    favouritesOf(request),
  ]);
  // Kept favourites make every page personal (the header's count, the "Gardé" buttons).
  const answer = new Headers(headers);
  if (favourites.length > 0) answer.set(PERSONAL_HEADER, "Cookie");
  return data(
    { promotions, contact: agencyContactPoints(language), contactModal, toast, honeypot: honeypotFields(), favourites },
    { headers: answer },
  );
}

/** The contact window's form when the address asks for it (`?contact`, `?contact=REF`; product §2.12). */
async function contactModalView(url: URL) {
  const param = readContactParam(url.searchParams);
  if (!param.open || frenchPath(url.pathname) === CONTACT_PAGE) return null;
  // The window reads the page's own address in the browser; the server only prepares the form.
  return contactFormView(param.ref, "", param.visit, languageOfPath(url.pathname));
}

/**
 * The promotions of the menu (cached one hour by the client), named in the page's language when the
 * feed gives it (else marked with their own); none while the API is down.
 */
async function menuPromotions(language: Language): Promise<MenuPromotion[]> {
  try {
    const promotions = await getPromotions();
    return promotions.map((promotion) => {
      const texts = listingTexts(promotion, language);
      return {
        ref: promotion.ref,
        title: texts.title || promotion.name || promotion.ref,
        href: promotionPath(promotion),
        ...(texts.title && texts.language !== language ? { lang: texts.language } : {}),
      };
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    logger.warn(
      { component: "site", event: "upstream.unavailable", part: "menu", reason },
      "Promotions du menu indisponibles",
    );
    return [];
  }
}

/**
 * Routes that fill the whole screen without header and footer (the kiosk) say so in their handle.
 * `hydrate: false` marks a page with nothing to run in the browser (the legal texts): its document
 * comes without scripts, hence without its data a second time (Remix's guide "Disabling
 * JavaScript"); reached by a navigation from a page that runs, it is drawn in the browser as any
 * other. `noscriptRefresh` gives the content of a meta refresh for browsers without JavaScript:
 * HTML only allows that element in the head, so the layout writes it there, inside <noscript>.
 */
export type RouteHandle = {
  bare?: boolean;
  hydrate?: false;
  noscriptRefresh?: (match: { data: unknown; params: Record<string, string | undefined> }) => string | undefined;
};

function useNoscriptRefresh(): string | undefined {
  for (const match of useMatches()) {
    const refresh = (match.handle as RouteHandle | undefined)?.noscriptRefresh?.(match);
    if (refresh) return refresh;
  }
  return undefined;
}

/** Whether a matched route's handle says `key: value` (the kiosk's `bare: true`, the legal texts' `hydrate: false`). */
function useHandleSays<K extends "bare" | "hydrate">(key: K, value: RouteHandle[K]): boolean {
  return useMatches().some((match) => (match.handle as RouteHandle | undefined)?.[key] === value);
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>("root");
  const { pathname } = useLocation();
  const bare = useHandleSays("bare", true);
  const refresh = useNoscriptRefresh();
  // The document carries the page's scripts, unless the server writes a page that runs nothing.
  const runsNothing = useHandleSays("hydrate", false);
  const scripts = !import.meta.env.SSR || !runsNothing;
  const language = useLanguage();
  const texts = useTexts(layoutTexts);
  return (
    <html lang={htmlLang[language]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={palette.primary} />
        {scripts ? (
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: "document.documentElement.dataset.js=''" }} />
        ) : null}
        <Meta />
        <Links />
        {/* The installable site in the page's language (its own name, description and start page). */}
        <link rel="manifest" href={localPath("/manifest.webmanifest", language)} />
        {refresh ? (
          <noscript>
            <meta httpEquiv="refresh" content={refresh} />
          </noscript>
        ) : null}
      </head>
      <body>
        {bare ? (
          children
        ) : (
          <>
            <a href="#contenu" className={skipLink}>
              {texts.skipLink}
            </a>
            {data?.contactModal ? (
              <ContactWindow key={data.contactModal.property?.ref ?? ""} view={data.contactModal} />
            ) : null}
            <Header
              promotions={data?.promotions ?? []}
              overHero={frenchPath(pathname) === "/"}
              kept={data?.favourites.length ?? 0}
            />
            <main id="contenu" tabIndex={-1}>
              {children}
            </main>
            <Footer />
            <ReplyToast toast={data?.toast} />
            {scripts ? <PageChangeAnnouncer /> : null}
          </>
        )}
        {scripts ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <PageLinkNavigation />
            <PageScripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

/** Once React runs the page: pictures that failed before it did get their placeholder, and <html> says so. */
function useHydrated() {
  useEffect(() => {
    markBrokenImages(document);
    document.documentElement.dataset.hydrated = "true";
  }, []);
}

export default function App() {
  useHydrated();
  return <Outlet />;
}

export function ErrorBoundary() {
  useHydrated();
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    return <ErrorPage status={error.status} message={typeof error.data === "string" ? error.data : undefined} />;
  }
  return <ErrorPage status={500} />;
}
