import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ApplicationForm } from "~/components/application/ApplicationForm";
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
  return formPageData(await applicationView(new URL(request.url).searchParams.get("ref")));
}

export async function action({ request, context }: ActionFunctionArgs) {
  return receiveApplication(request, context);
}

export const headers: HeadersFunction = formPageHeaders({ "X-Robots-Tag": "noindex" });

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta({
    title: data?.property ? `Dossier de candidature – ${data.property.name}` : "Dossier de candidature",
    description: "Déposez votre dossier de candidature pour ce logement : vos coordonnées et vos documents.",
    noindex: true,
  });

export default function ApplicationPage() {
  const view = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <div className={container}>
      <div className={css.page}>
        <Link to={view.path} className={css.back}>
          ← Retour au logement
        </Link>
        <section className={formCss.card}>
          <h1 id="titre-page" className={css.title}>
            Déposer un dossier de candidature
          </h1>
          <p className={css.lead}>
            Remplissez ce formulaire et joignez vos documents : le courtier de ce logement reçoit votre dossier complet
            et vous répond.
          </p>
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
