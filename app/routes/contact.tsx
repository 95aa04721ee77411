import { PageLink } from "~/components/links/PageLink";
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { frenchPath, languageOfPath, languageOfRequest, localPath } from "@rli/contract/i18n/language";
import { contactTexts } from "~/components/contact/Contact.texts";
import { useLanguage, useTexts } from "~/components/i18n/useLanguage";
import { sendContact } from "~/api/client.server";
import { ContactForm } from "~/components/contact/ContactForm";
import { VISIT_PARAM } from "~/agency/contact-url";
import * as css from "~/components/contact/Contact.css";
import * as formCss from "~/components/forms/forms.css";
import { contactSchema } from "@rli/contract/forms/contact";
import { messages } from "@rli/contract/forms/messages";
import { formPageData, formPageHeaders } from "~/http/cache-control";
import { contactFormView, returnPath, sameSitePath } from "~/forms/contact-form.server";
import { sentToast, submitForm } from "~/forms/submit-form.server";
import { siteOrigin } from "~/seo/origin.server";
import { pageMeta } from "~/seo/meta";
import { container } from "~/styles/global.css";

/**
 * The contact request (product §2.12). Its usual face is the window opened by `?contact` on any
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
    languageOfPath(url.pathname),
  );
  return formPageData(view);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return submitForm({
    request,
    context,
    schema: contactSchema,
    emailField: "email",
    message: (value) => {
      const origin = siteOrigin(request);
      const page = sameSitePath(value.link, origin);
      const payload = { ...value, link: page ? `${origin}${page}` : undefined, language: languageOfRequest(request) };
      return {
        content: payload,
        email: payload.email,
        send: () => sendContact(payload),
        sent: sentToast(returnPath(page), messages.contactSent),
      };
    },
  });
}

export const headers: HeadersFunction = formPageHeaders({ "X-Robots-Tag": "noindex" });

export const meta: MetaFunction<typeof loader> = ({ data, location }) => {
  const language = languageOfPath(location.pathname);
  const texts = contactTexts[language];
  return pageMeta({
    language,
    title: data?.property ? texts.page.title(data.property.name) : texts.title.general,
    description: texts.page.description,
    noindex: true,
  });
};

export default function ContactPage() {
  const view = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const texts = useTexts(contactTexts);
  const language = useLanguage();
  const from = backLink(reply?.result.initialValue?.link);
  return (
    <div className={container}>
      <div className={css.page}>
        <PageLink to={from ?? localPath("/", language)} className={css.back}>
          {from ? texts.page.back : texts.page.home}
        </PageLink>
        <section className={formCss.card}>
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
  if (!path || path.startsWith("//") || frenchPath(path).startsWith("/contact")) return undefined;
  return path;
}
