import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { parseCalculator } from "~/agency/affordability";
import { Calculator } from "~/components/calculator/Calculator";
import { CALCULATOR_PATH, navigationTexts } from "~/agency/navigation";
import { languageOfPath, localPath } from "@rli/contract/i18n/language";
import { useLanguage } from "~/components/i18n/useLanguage";
import { cacheControl, publicPageHeaders } from "~/http/cache-control";
import { pageMeta } from "~/seo/meta";
import { siteOrigin } from "~/seo/origin.server";
import { container } from "~/styles/global.css";
import * as css from "./calculator.css";
import { calculatorPageTexts } from "./calculator.texts.server";

/**
 * The affordability calculator (/calculateur-hypothecaire?prix=…&fondsPropres=…&revenu=…&deuxiemePilier=…).
 * The amounts travel in the address only: a page with a query is never kept by any cache, and the
 * server keeps nothing of it. An invalid query answers 400 with the messages beside the fields.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const language = languageOfPath(url.pathname);
  const parsed = parseCalculator((name) => url.searchParams.get(name), language);
  const invalid = Object.keys(parsed.errors).length > 0;
  const headers = { "Cache-Control": parsed.empty ? cacheControl.static : cacheControl.private };
  return data(
    {
      values: parsed.values,
      errors: parsed.errors,
      withQuery: url.search !== "",
      canonical: `${siteOrigin(request)}${localPath(CALCULATOR_PATH, language)}`,
      // The page's own words come with its data: the browser only carries the form's.
      texts: calculatorPageTexts[language],
    },
    { status: invalid ? 400 : 200, headers },
  );
}

export const headers: HeadersFunction = (args) =>
  args.loaderHeaders.get("Cache-Control") === cacheControl.private
    ? { "Cache-Control": cacheControl.private }
    : publicPageHeaders(cacheControl.static)(args);

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? pageMeta({
        title: data.texts.title,
        description: data.texts.description,
        canonical: data.canonical,
        noindex: data.withQuery,
      })
    : [];

export default function CalculatorPage() {
  const { values, errors, texts } = useLoaderData<typeof loader>();
  const language = useLanguage();
  return (
    <div className={`${container} ${css.page}`}>
      <header className={css.intro}>
        <h1>{navigationTexts[language].calculator}</h1>
        <p className={css.lead}>{texts.lead}</p>
      </header>
      <Calculator values={values} errors={errors} />
    </div>
  );
}
