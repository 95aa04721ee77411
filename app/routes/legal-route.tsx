import type { HeadersFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { cacheControl, publicPageHeaders } from "~/http/cache-control";
import type { RouteHandle } from "~/root";
import { pageMeta } from "~/seo/meta";
import { LegalPage } from "~/components/legal/LegalPage";
import type { LegalPageData } from "./legal-route.server";

/**
 * What the legal pages' routes share (the terms, the privacy policy, the accessibility statement): each
 * has its own loader (legal-route.server.ts) and these exports.
 */

/** Text only: nothing on the page runs in the browser, so its document comes without scripts. */
export const legalPageHandle: RouteHandle = { hydrate: false };

/** The same page for everyone: shared caches may keep it, unless a cookie is being set on this response. */
export const legalPageHeaders: HeadersFunction = publicPageHeaders(cacheControl.static);

export const legalPageMeta: MetaFunction<() => LegalPageData> = ({ data }) =>
  data
    ? pageMeta({ title: data.document.title, description: data.document.description, canonical: data.canonical })
    : [];

export function LegalRoute() {
  const { document, updated } = useLoaderData<LegalPageData>();
  return <LegalPage document={document} updated={updated} />;
}
