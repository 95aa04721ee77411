import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { agency } from "@rli/contract/agency/agency";
import { languageOfRequest, localPath } from "@rli/contract/i18n/language";
import { useLocalPath } from "~/components/i18n/useLanguage";
import { PageLink } from "~/components/links/PageLink";
import { cacheControl, publicPageHeaders } from "~/http/cache-control";
import { orErrorPage } from "~/http/upstream-response.server";
import { MAX_CHECK_LENGTH } from "~/listing/listing-check";
import { checkListing, type CheckResult } from "~/listing/listing-check.server";
import { pageMeta } from "~/seo/meta";
import { siteOrigin } from "~/seo/origin.server";
import { container } from "~/styles/global.css";
import { primaryButton } from "~/styles/buttons.css";
import * as css from "./verify.css";
import { verifyTexts } from "./verify.texts.server";

type Outcome = {
  message: string;
  /** The listing's one page and its broker, when it is the agency's. */
  page?: { href: string; title: string };
  broker?: { name: string; href: string | null } | null;
  /** The contact form, with the listing's reference when there is one. */
  report: string;
};

function outcomeOf(result: CheckResult, texts: (typeof verifyTexts)["fr"], report: (ref?: string) => string): Outcome {
  switch (result.kind) {
    case "ours":
      return {
        message: texts.ours(result.ref),
        page: { href: result.href, title: result.title },
        broker: result.broker,
        report: report(result.ref),
      };
    case "withdrawn":
      return { message: texts.withdrawn(result.ref), report: report(result.ref) };
    case "elsewhere":
      return { message: texts.elsewhere(result.host), report: report() };
    case "unknown":
      return { message: texts.unknown, report: report() };
  }
}

/**
 * `/verifier` (issue 56): whether a listing seen elsewhere is really the agency's, by its reference or
 * its address; its one page and broker when it is; the agency's rules; a link to report it. A GET
 * form: the same page answers without scripts, and its address can be shared.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const language = languageOfRequest(request);
  const texts = verifyTexts[language];
  const typed = url.searchParams.get("q") ?? "";
  const origin = siteOrigin(request);
  const page = {
    texts: {
      title: texts.title,
      lead: texts.lead,
      label: texts.label,
      submit: texts.submit,
      result: texts.result,
      page: texts.page,
      broker: texts.broker,
      rulesTitle: texts.rulesTitle,
      rules: texts.rules,
      report: texts.report,
      reportOther: texts.reportOther,
    },
    seo: {
      title: texts.title,
      description: texts.description,
      canonical: `${origin}${localPath("/verifier", language)}`,
    },
    checked: typed.trim() !== "",
  };
  if (typed.length > MAX_CHECK_LENGTH) {
    return data(
      { ...page, typed: typed.slice(0, MAX_CHECK_LENGTH), error: texts.tooLong, outcome: null },
      { status: 400 },
    );
  }
  const report = (ref?: string) => localPath(ref ? `/contact?ref=${encodeURIComponent(ref)}` : "/contact", language);
  const hosts = [new URL(origin).hostname, new URL(agency.siteUrl).hostname];
  const outcome = page.checked
    ? outcomeOf(await orErrorPage(checkListing(typed, hosts, language)), texts, report)
    : null;
  return data({ ...page, typed, error: null as string | null, outcome });
}

export const headers: HeadersFunction = publicPageHeaders(cacheControl.listing);

export const meta: MetaFunction<typeof loader> = ({ data: page }) =>
  page ? pageMeta({ ...page.seo, noindex: page.checked }) : [];

export default function Verify() {
  const { texts, typed, error, outcome } = useLoaderData<typeof loader>();
  const local = useLocalPath();
  return (
    <div className={`${container} ${css.page}`}>
      <h1>{texts.title}</h1>
      <p className={css.lead}>{texts.lead}</p>
      <Form method="get" action={local("/verifier")} className={css.form} role="search" aria-label={texts.title}>
        <label htmlFor="verifier-q">{texts.label}</label>
        <input
          id="verifier-q"
          type="search"
          name="q"
          defaultValue={typed}
          maxLength={MAX_CHECK_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "verifier-erreur" : undefined}
        />
        <button type="submit" className={primaryButton}>
          {texts.submit}
        </button>
        {error ? (
          <p id="verifier-erreur" className={css.error}>
            {error}
          </p>
        ) : null}
      </Form>

      {outcome ? (
        <section aria-labelledby="titre-resultat" className={css.result} data-ours={outcome.page ? "" : undefined}>
          <h2 id="titre-resultat">{texts.result}</h2>
          <p>
            <strong>{outcome.message}</strong>
          </p>
          {outcome.page ? (
            <p>
              {texts.page} <PageLink to={outcome.page.href}>{outcome.page.title}</PageLink>
            </p>
          ) : null}
          {outcome.broker ? (
            <p>
              {texts.broker}{" "}
              {outcome.broker.href ? (
                <PageLink to={outcome.broker.href}>{outcome.broker.name}</PageLink>
              ) : (
                outcome.broker.name
              )}
            </p>
          ) : null}
          <p>
            <PageLink to={outcome.report}>{outcome.page ? texts.report : texts.reportOther}</PageLink>
          </p>
        </section>
      ) : null}

      <section aria-labelledby="titre-regles" className={css.rules}>
        <h2 id="titre-regles">{texts.rulesTitle}</h2>
        <ul>
          {texts.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
