import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { formatDate } from "@rli/contract/agency/format";
import { frenchPath, languageOfPath, languageOfRequest } from "@rli/contract/i18n/language";
import { ALERT_PAGES, alertPagePath, type AlertLinkPurpose } from "~/alerts/alert-links.server";
import { ALERT_PAGE_HEADERS, alertOfRequest, alertView } from "~/alerts/alert-pages.server";
import { siteAlerts } from "~/alerts/alert-store.server";
import { alertPageTexts } from "~/alerts/alert-page-texts";
import { alertTexts } from "~/alerts/alert-texts";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { useTexts } from "~/components/i18n/useLanguage";
import { PageLink } from "~/components/links/PageLink";
import { pageMeta } from "~/seo/meta";
import { container } from "~/styles/global.css";
import * as css from "./alerts.css";

/**
 * The pages of an alert mail's links: confirm the alert, stop it (the visible link and what a mail
 * provider posts for List-Unsubscribe=One-Click, RFC 8058), keep it six more months. The link opens
 * a page with one button; only the button's POST changes the alert. A link changed or made up, or
 * the link of an alert gone, opens a page saying so (see the loader for the statuses).
 */

type LinkPurpose = Exclude<AlertLinkPurpose, "manage">;

function purposeOf(request: Request): LinkPurpose {
  const path = frenchPath(new URL(request.url).pathname);
  const found = (Object.keys(ALERT_PAGES) as AlertLinkPurpose[]).find((purpose) => ALERT_PAGES[purpose] === path);
  return found === "stop" || found === "keep" ? found : "confirm";
}

/**
 * The statuses of the pages: a link changed or made up is 404; the link of an alert gone is 410,
 * except a stop link, whose alert gone is what it asked for (a second click, the mail provider's
 * post then the visitor's): its page says the alert is stopped.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const purpose = purposeOf(request);
  const language = languageOfRequest(request);
  const linked = await alertOfRequest(request, purpose);
  if (linked.kind === "invalid")
    return data({ purpose, state: "invalid", alert: null, manage: null } as const, {
      status: 404,
      headers: ALERT_PAGE_HEADERS,
    });
  if (linked.kind === "gone") {
    const state = purpose === "stop" ? "stopped" : "gone";
    return data({ purpose, state, alert: null, manage: null } as const, {
      status: state === "gone" ? 410 : 200,
      headers: ALERT_PAGE_HEADERS,
    });
  }
  return data(
    {
      purpose,
      state: "alert",
      alert: await alertView(linked.alert, language),
      manage: alertPagePath("manage", linked.alert.id, language),
    } as const,
    { headers: ALERT_PAGE_HEADERS },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const purpose = purposeOf(request);
  const language = languageOfRequest(request);
  const linked = await alertOfRequest(request, purpose);
  if (linked.kind !== "alert") return data({ done: null }, { headers: ALERT_PAGE_HEADERS });
  const store = await siteAlerts();
  const { id } = linked.alert;
  if (purpose === "confirm") await store.confirm(id);
  if (purpose === "stop") await store.remove(id);
  if (purpose === "keep") await store.keep(id);
  const kept = purpose === "keep" ? await store.find(id) : undefined;
  return data(
    { done: { purpose, keptUntil: kept ? formatDate(kept.keepUntil, language) : "" } },
    { headers: ALERT_PAGE_HEADERS },
  );
}

export const headers: HeadersFunction = () => ALERT_PAGE_HEADERS;

export const meta: MetaFunction<typeof loader> = ({ data: page, location }) => {
  const texts = alertPageTexts[languageOfPath(location.pathname)].link;
  const title =
    !page || page.state === "invalid" || page.state === "gone" ? texts.invalidTitle : texts[`${page.purpose}Title`];
  const language = languageOfPath(location.pathname);
  return pageMeta({ title, description: alertTexts[language].form.lead, noindex: true, language });
};

export default function AlertLinkPage() {
  const page = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const texts = useTexts(alertPageTexts).link;
  const location = useLocation();
  // After the button's post the page is drawn again: a stopped alert is gone by then.
  const done = reply?.done ?? (page.state === "stopped" ? { purpose: "stop" as const, keptUntil: "" } : undefined);
  const title = !done && !page.alert ? texts.invalidTitle : texts[`${page.purpose}Title`];
  return (
    <div className={container}>
      <div className={css.page}>
        <h1>{title}</h1>
        {done ? (
          <p role="status">
            {done.purpose === "confirm"
              ? texts.confirmed
              : done.purpose === "stop"
                ? texts.stopped
                : texts.kept(done.keptUntil)}
          </p>
        ) : page.alert ? (
          <>
            <p>{texts[`${page.purpose}Lead`]}</p>
            <p className={css.summary}>
              <PageLink to={page.alert.href}>{page.alert.summary}</PageLink>
            </p>
            <Form method="post" action={`${location.pathname}${location.search}`} reloadDocument>
              <SubmitButton>{texts[`${page.purpose}Button`]}</SubmitButton>
            </Form>
          </>
        ) : (
          <p>{texts.invalid}</p>
        )}
        {page.manage && !(done?.purpose === "stop") ? (
          <p className={css.manage}>
            <PageLink to={page.manage}>{texts.manageLink}</PageLink>
          </p>
        ) : null}
      </div>
    </div>
  );
}
