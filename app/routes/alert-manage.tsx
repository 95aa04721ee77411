import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useLoaderData, useLocation } from "@remix-run/react";
import { languageOfPath, languageOfRequest, localPath } from "@rli/contract/i18n/language";
import { alertPagePath } from "~/alerts/alert-links.server";
import { ALERT_PAGE_HEADERS, alertOfRequest, alertView } from "~/alerts/alert-pages.server";
import { siteAlerts } from "~/alerts/alert-store.server";
import { alertPageTexts } from "~/alerts/alert-page-texts";
import { alertTexts } from "~/alerts/alert-texts";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { useTexts } from "~/components/i18n/useLanguage";
import { PageLink } from "~/components/links/PageLink";
import { formFields } from "~/http/read-form.server";
import { redirectWithToast } from "~/http/toast.server";
import { pageMeta } from "~/seo/meta";
import { container } from "~/styles/global.css";
import * as css from "./alerts.css";

/**
 * Every alert of an address, opened by the signed "manage" link of any of them: what each follows,
 * whether it is confirmed, active or paused, until when it is kept; pause, resume, delete one, delete
 * all. Each change is a POST, answered by a redirect to this page (the link of an alert still there)
 * with what was done.
 */

export async function loader({ request }: LoaderFunctionArgs) {
  const language = languageOfRequest(request);
  const linked = await alertOfRequest(request, "manage");
  if (linked.kind !== "alert") return data({ alerts: null }, { status: 404, headers: ALERT_PAGE_HEADERS });
  const all = await (await siteAlerts()).ofAddress(linked.alert.email);
  return data(
    { alerts: await Promise.all(all.map((one) => alertView(one, language))) },
    { headers: ALERT_PAGE_HEADERS },
  );
}

const intentions = ["pause", "resume", "remove", "removeAll"] as const;
type Intention = (typeof intentions)[number];

export async function action({ request }: ActionFunctionArgs) {
  const language = languageOfRequest(request);
  const linked = await alertOfRequest(request, "manage");
  const fields = await formFields(request);
  if (linked.kind !== "alert" || !(fields instanceof FormData)) {
    return data({ alerts: null }, { status: 404, headers: ALERT_PAGE_HEADERS });
  }
  const { alert } = linked;
  const intention = intentions.find((name) => name === fields.get("intention"));
  const store = await siteAlerts();
  const own = await store.ofAddress(alert.email);
  // Only an alert of the link's own address can be changed from its page.
  const target = own.find((one) => one.id === fields.get("cible"));
  if (!intention || (intention !== "removeAll" && !target)) {
    return data({ alerts: null }, { status: 400, headers: ALERT_PAGE_HEADERS });
  }
  if (intention === "removeAll") await store.removeAll(alert.email);
  else if (intention === "remove") await store.remove(target!.id);
  else await store.pause(target!.id, intention === "pause");
  const left = await store.ofAddress(alert.email);
  const next = left.find((one) => one.id === alert.id) ?? left[0];
  const texts = alertPageTexts[language].manage;
  const message = { pause: texts.paused, resume: texts.resumed, remove: texts.removed, removeAll: texts.removedAll }[
    intention
  ];
  // With no alert left, no manage link is valid any more: the home page tells what was done.
  const to = next ? alertPagePath("manage", next.id, language) : localPath("/", language);
  return redirectWithToast(to, { type: "sent", message }, { headers: ALERT_PAGE_HEADERS }, request);
}

export const headers: HeadersFunction = () => ALERT_PAGE_HEADERS;

export const meta: MetaFunction = ({ location }) => {
  const language = languageOfPath(location.pathname);
  return pageMeta({
    title: alertPageTexts[language].manage.title,
    description: alertTexts[language].form.lead,
    noindex: true,
    language,
  });
};

export default function AlertManagePage() {
  const page = useLoaderData<typeof loader>();
  const texts = useTexts(alertPageTexts);
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  if (!page.alerts) {
    return (
      <div className={container}>
        <div className={css.page}>
          <h1>{texts.link.invalidTitle}</h1>
          <p>{texts.link.invalid}</p>
        </div>
      </div>
    );
  }
  return (
    <div className={container}>
      <div className={css.page}>
        <h1>{texts.manage.title}</h1>
        <p>{texts.manage.lead(page.alerts.length)}</p>
        <ul className={css.list}>
          {page.alerts.map((alert) => (
            <li key={alert.id} className={css.item}>
              <p className={css.summary}>{alert.summary}</p>
              <p className={css.meta}>
                {texts.manage.status[alert.status]} · {texts.manage.keptUntil(alert.keptUntil)}
              </p>
              <div className={css.buttons}>
                <PageLink to={alert.href}>{texts.manage.show}</PageLink>
                {alert.status === "pending" ? null : (
                  <IntentionButton
                    here={here}
                    target={alert.id}
                    intention={alert.status === "paused" ? "resume" : "pause"}
                    label={alert.status === "paused" ? texts.manage.resume : texts.manage.pause}
                    about={alert.summary}
                  />
                )}
                <IntentionButton
                  here={here}
                  target={alert.id}
                  intention="remove"
                  label={texts.manage.remove}
                  about={alert.summary}
                />
              </div>
            </li>
          ))}
        </ul>
        <Form method="post" action={here} reloadDocument>
          <input type="hidden" name="intention" value="removeAll" />
          <SubmitButton variant="secondary">{texts.manage.removeAll}</SubmitButton>
        </Form>
      </div>
    </div>
  );
}

/** One change to one alert; its button names the alert for a screen reader ("Effacer, Maisons à vendre…"). */
function IntentionButton(props: { here: string; target: string; intention: Intention; label: string; about: string }) {
  return (
    <Form method="post" action={props.here} reloadDocument className={css.inline}>
      <input type="hidden" name="intention" value={props.intention} />
      <input type="hidden" name="cible" value={props.target} />
      <button type="submit" className={css.textButton} aria-label={`${props.label} – ${props.about}`}>
        {props.label}
      </button>
    </Form>
  );
}
