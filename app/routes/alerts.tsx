import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { languageOfPath, languageOfRequest } from "@rli/contract/i18n/language";
import { isAlertFrequency } from "~/alerts/alert-rules";
import { alertMessages } from "~/alerts/alert-messages.server";
import { alertSchema } from "~/alerts/alert-schema";
import { alertPageTexts } from "~/alerts/alert-page-texts";
import { alertTexts } from "~/alerts/alert-texts";
import { requestAlert } from "~/alerts/request-alert.server";
import { readSavedSearch, savedSearchSummary } from "~/alerts/saved-search.server";
import { AlertForm } from "~/components/alerts/AlertForm";
import { PageLink } from "~/components/links/PageLink";
import { useLocalPath, useTexts } from "~/components/i18n/useLanguage";
import { fieldConstraint } from "~/forms/field-constraint.server";
import { refused } from "~/forms/form-refusal.server";
import { newSubmissionToken } from "~/forms/submission-token.server";
import { sentToast, submitForm } from "~/forms/submit-form.server";
import { cacheControl, formPageHeaders } from "~/http/cache-control";
import { pageMeta } from "~/seo/meta";
import { siteOrigin } from "~/seo/origin.server";
import { container } from "~/styles/global.css";
import * as css from "./alerts.css";

/**
 * The alert of a search (issue 55). Its usual face is the form under every list, which posts here;
 * this page shows the same form on its own: after a post with errors when scripts are off (400, the
 * visitor's values and the messages under the fields), or when visited with `?recherche=` (a list's
 * address). A search the site cannot follow (sold listings, an address that is no list) is told so.
 */

const constraint = fieldConstraint(alertSchema);

export async function loader({ request }: LoaderFunctionArgs) {
  const language = languageOfRequest(request);
  const search = await readSavedSearch(new URL(request.url).searchParams.get("recherche") ?? "/recherche");
  const headers = { "Cache-Control": cacheControl.private };
  if (!search) return data({ view: null }, { status: 400, headers });
  const summary = await savedSearchSummary(search, language);
  return data({ view: { token: newSubmissionToken(), search: search.href, summary, constraint } }, { headers });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const language = languageOfRequest(request);
  return submitForm({
    request,
    context,
    schema: alertSchema,
    emailField: "email",
    message: async (value) => {
      const search = await readSavedSearch(value.recherche);
      if (!search || !isAlertFrequency(value.frequence)) {
        return refused({ fieldErrors: { recherche: [alertMessages[language].search] } });
      }
      const summary = await savedSearchSummary(search, language);
      return {
        content: value,
        email: value.email,
        send: () =>
          requestAlert({
            email: value.email,
            frequency: value.frequence,
            search,
            summary,
            language,
            origin: siteOrigin(request),
          }),
        sent: sentToast(search.href, alertMessages[language].requested),
      };
    },
  });
}

export const headers: HeadersFunction = formPageHeaders({ "X-Robots-Tag": "noindex" });

export const meta: MetaFunction = ({ location }) => {
  const language = languageOfPath(location.pathname);
  return pageMeta({
    title: alertPageTexts[language].page.title,
    description: alertTexts[language].form.lead,
    noindex: true,
    language,
  });
};

export default function AlertsPage() {
  const { view } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const texts = useTexts(alertPageTexts);
  const local = useLocalPath();
  return (
    <div className={container}>
      <div className={css.page}>
        {view ? (
          <AlertForm view={view} headingLevel="h1" pageResult={reply?.result} pageToast={reply?.toast} />
        ) : (
          <section aria-labelledby="alerte-titre">
            <h1 id="alerte-titre">{texts.page.title}</h1>
            <p>{texts.page.unreadable}</p>
            <p>{texts.page.unreadableHelp}</p>
            <p>
              <PageLink to={local("/recherche")}>{texts.page.toSearch}</PageLink>
            </p>
          </section>
        )}
      </div>
    </div>
  );
}
