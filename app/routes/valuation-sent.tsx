import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { agency } from "@rli/contract/agency/agency";
import { languageOfPath } from "@rli/contract/i18n/language";
import { useLocalPath, useTexts } from "~/components/i18n/useLanguage";
import { NoticePage } from "~/components/legal/NoticePage";
import { VALUATION_PATH } from "~/agency/valuation-steps";
import { cacheControl } from "~/http/cache-control";
import { pageMeta } from "~/seo/meta";
import { valuationSentTexts } from "./valuation-sent.texts";

/**
 * Valuation confirmation (product §2.10). The wizard redirects here with `?formulaire=envoye` once the
 * request is sent. Reached without it (a bookmark, a shared link), the page does not claim that
 * anything was sent: it offers the valuation form instead.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const sent = new URL(request.url).searchParams.get("formulaire") === "envoye";
  return { sent };
}

/** Shown right after a form post; nothing to gain from caching it anywhere. */
export const headers: HeadersFunction = () => ({
  "Cache-Control": cacheControl.private,
  "X-Robots-Tag": "noindex",
});

export const meta: MetaFunction<typeof loader> = ({ data, location }) => {
  const language = languageOfPath(location.pathname);
  const texts = valuationSentTexts[language];
  return pageMeta({
    language,
    title: data?.sent ? texts.metaSent : texts.metaTitle,
    description: data?.sent ? texts.metaSentDescription : texts.metaDescription(agency.name),
    noindex: true,
  });
};

export default function ValuationSent() {
  const { sent } = useLoaderData<typeof loader>();
  const texts = useTexts(valuationSentTexts);
  const local = useLocalPath();
  const home = { to: local("/"), label: texts.home };
  const listings = { to: local("/annonces"), label: texts.listings };
  if (sent) {
    return (
      <NoticePage success title={texts.sentTitle} actions={[{ ...listings, primary: true }, home]}>
        <p>{texts.sentText}</p>
        <p>{texts.sentNext}</p>
      </NoticePage>
    );
  }
  return (
    <NoticePage
      title={texts.title}
      actions={[{ to: local(VALUATION_PATH), label: texts.ask, primary: true }, home, listings]}
    >
      <p>{texts.text}</p>
    </NoticePage>
  );
}
