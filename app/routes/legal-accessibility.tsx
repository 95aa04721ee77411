import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { formatDate } from "@rli/contract/agency/format";
import { languageOfRequest, localPath } from "@rli/contract/i18n/language";
import { LegalPage } from "~/components/legal/LegalPage";
import { cacheControl, publicPageHeaders } from "~/http/cache-control";
import type { RouteHandle } from "~/root";
import { pageMeta } from "~/seo/meta";
import { siteOrigin } from "~/seo/origin.server";
import { accessibilityTexts } from "./legal-accessibility.texts.server";

/** The day the statement was last checked against the site and changed. */
const UPDATED = "2026-12-03";

/** The statement's text in the page's language comes with its data: the browser carries none of the others. */
export function loader({ request }: LoaderFunctionArgs) {
  const language = languageOfRequest(request);
  return {
    canonical: `${siteOrigin(request)}${localPath("/declaration-accessibilite", language)}`,
    document: accessibilityTexts[language],
    updated: { iso: UPDATED, text: formatDate(UPDATED, language) },
  };
}

/** Text only: nothing on the page runs in the browser, so its document comes without scripts. */
export const handle: RouteHandle = { hydrate: false };

/** The same page for everyone: shared caches may keep it, unless a cookie is being set on this response. */
export const headers: HeadersFunction = publicPageHeaders(cacheControl.static);

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? pageMeta({ title: data.document.title, description: data.document.description, canonical: data.canonical })
    : [];

export default function AccessibilityStatement() {
  const { document, updated } = useLoaderData<typeof loader>();
  return <LegalPage document={document} updated={updated} />;
}
