import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { languageOfPath } from "@rli/contract/i18n/language";
import { useLocalPath, useTexts } from "~/components/i18n/useLanguage";
import { NoticePage } from "~/components/legal/NoticePage";
import { cacheControl } from "~/http/cache-control";
import { pageMeta } from "~/seo/meta";
import { applicationSentTexts } from "./application-sent.texts";

/**
 * After a rental application was sent (`?formulaire=envoye`): what happens next. Reached without it,
 * the page claims nothing and leads to the rentals.
 */
export function loader({ request }: LoaderFunctionArgs) {
  return { sent: new URL(request.url).searchParams.get("formulaire") === "envoye" };
}

export const headers: HeadersFunction = () => ({
  "Cache-Control": cacheControl.private,
  "X-Robots-Tag": "noindex",
});

export const meta: MetaFunction<typeof loader> = ({ data, location }) => {
  const language = languageOfPath(location.pathname);
  const texts = applicationSentTexts[language];
  return pageMeta({
    language,
    title: data?.sent ? texts.metaSent : texts.metaTitle,
    description: texts.metaDescription,
    noindex: true,
  });
};

export default function ApplicationSent() {
  const { sent } = useLoaderData<typeof loader>();
  const texts = useTexts(applicationSentTexts);
  const local = useLocalPath();
  const rentals = { to: local("/location"), label: texts.rentals };
  const home = { to: local("/"), label: texts.home };
  if (!sent) {
    return (
      <NoticePage title={texts.title} actions={[{ ...rentals, primary: true }, home]}>
        <p>{texts.choose}</p>
      </NoticePage>
    );
  }
  return (
    <NoticePage success title={texts.sentTitle} actions={[{ ...rentals, primary: true }, home]}>
      <p>{texts.sentText}</p>
      <p>{texts.nothingKept}</p>
    </NoticePage>
  );
}
