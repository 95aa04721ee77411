import { parseWithZod } from "@conform-to/zod";
import {
  json,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { sendContact } from "~/api/client.server";
import { ContactForm } from "~/components/contact/ContactForm";
import { VISIT_PARAM } from "~/components/contact/contact-url";
import * as css from "~/components/contact/Contact.css";
import { contactSchema } from "@rli/contract/forms/contact";
import { messages } from "@rli/contract/forms/messages";
import { cacheControl } from "~/http/cache-control";
import { contactFormView, returnPath, sameSitePath } from "~/http/contact-form.server";
import { deliver, deliveryProblem } from "~/http/form-delivery.server";
import { honeypotProblem } from "~/http/form-honeypot.server";
import { readForm } from "~/http/read-form.server";
import { visitorAddress } from "~/http/form-rate-limit.server";
import { invalidForm, undeliveredForm } from "~/http/form-reply.server";
import { readSubmissionToken, submissionKey } from "~/http/form-submission.server";
import { redirectWithToast } from "~/http/toast.server";
import { siteOrigin } from "~/seo/origin.server";
import { pageMeta } from "~/seo/meta";
import { container } from "~/styles/global.css";

/**
 * The contact request (SPEC §2.12). Its usual face is the window opened by `?contact` on any
 * page (drawn by the root); this route receives that window's form. The page itself shows the
 * same form on its own: after a post with errors when scripts are off (400, the visitor's
 * values and the messages under the fields), or when visited directly (`/contact?ref=REF`).
 */

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const view = await contactFormView(
    url.searchParams.get("ref"),
    `${url.pathname}${url.search}`,
    url.searchParams.get(VISIT_PARAM),
  );
  return json(view, { headers: { "Cache-Control": cacheControl.private } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: contactSchema });
  const trap = honeypotProblem(formData);
  if (trap) return invalidForm(submission, { formErrors: [trap] });
  if (submission.status !== "success") return invalidForm(submission);

  const origin = siteOrigin(request);
  const page = sameSitePath(submission.value.link, origin);
  const payload = { ...submission.value, link: page ? `${origin}${page}` : undefined };
  const delivery = await deliver({
    key: submissionKey(readSubmissionToken(formData), payload),
    sender: { address: visitorAddress(context), email: payload.email },
    send: () => sendContact(payload),
  });
  if (delivery.status === "sent") {
    return redirectWithToast(returnPath(page), { type: "sent", message: messages.contactSent });
  }
  return undeliveredForm(submission, deliveryProblem(delivery));
}

export const headers: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return {
    "Cache-Control": cacheControl.private,
    "X-Robots-Tag": "noindex",
    ...(retryAfter ? { "Retry-After": retryAfter } : {}),
  };
};

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta({
    title: data?.property ? `Demande d'information – ${data.property.name}` : "Nous contacter",
    description:
      "Écrivez à Rhône-Léman Immobilier : une question sur un bien, un projet d'achat, de vente ou de location.",
    noindex: true,
  });

export default function ContactPage() {
  const view = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const from = backLink(reply?.result.initialValue?.link);
  return (
    <div className={container}>
      <div className={css.page}>
        <Link to={from ?? "/"} className={css.back}>
          {from ? "← Retour à la page précédente" : "← Retour à l'accueil"}
        </Link>
        <section className={css.pageCard}>
          <ContactForm
            view={view}
            titleId="titre-page"
            headingLevel="h1"
            pageResult={reply?.result}
            pageToast={reply?.toast}
          />
        </section>
      </div>
    </div>
  );
}

/** The page the visitor came from, when the form named one of the site's pages. */
function backLink(link: unknown): string | undefined {
  if (typeof link !== "string") return undefined;
  const path = link.startsWith("/") ? link : undefined;
  if (!path || path.startsWith("//") || path.startsWith("/contact")) return undefined;
  return path;
}
