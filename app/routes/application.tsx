import { PageLink } from "~/components/links/PageLink";
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { languageOfPath } from "@rli/contract/i18n/language";
import { ApplicationForm } from "~/components/application/ApplicationForm";
import { applicationTexts } from "~/components/application/ApplicationForm.texts";
import { useTexts } from "~/components/i18n/useLanguage";
import * as css from "~/components/contact/Contact.css";
import * as formCss from "~/components/forms/forms.css";
import { formPageData, formPageHeaders } from "~/http/cache-control";
import { pageMeta } from "~/seo/meta";
import { container } from "~/styles/global.css";
import { applicationView, receiveApplication } from "./application.server";

/**
 * « Déposer un dossier de candidature » for a rent listing (product §3): the form at
 * `/candidature?ref=REF` (any other reference: the French 404); its post sends the dossier to the
 * brokers and leads to /candidature-envoyee.
 */

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return formPageData(await applicationView(url.searchParams.get("ref"), languageOfPath(url.pathname)));
}

export async function action({ request, context }: ActionFunctionArgs) {
  return receiveApplication(request, context);
}

export const headers: HeadersFunction = formPageHeaders({ "X-Robots-Tag": "noindex" });

export const meta: MetaFunction<typeof loader> = ({ data, location }) =>
  data ? pageMeta({ language: languageOfPath(location.pathname), ...data.meta, noindex: true }) : [];

export default function ApplicationPage() {
  const view = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const texts = useTexts(applicationTexts);
  return (
    <div className={container}>
      <div className={css.page}>
        <PageLink to={view.path} className={css.back}>
          {texts.back}
        </PageLink>
        <section className={formCss.card}>
          <h1 id="titre-page" className={css.title}>
            {texts.title}
          </h1>
          <p className={css.lead}>{texts.lead}</p>
          <ApplicationForm
            view={view}
            result={reply && "result" in reply ? reply.result : undefined}
            toast={reply && "toast" in reply ? reply.toast : undefined}
          />
        </section>
      </div>
    </div>
  );
}
