import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { parseCalculator } from "~/agency/affordability";
import { Calculator } from "~/components/calculator/Calculator";
import { CALCULATOR_PATH } from "~/agency/navigation";
import { cacheControl, publicPageHeaders } from "~/http/cache-control";
import { pageMeta } from "~/seo/meta";
import { siteOrigin } from "~/seo/origin.server";
import { container } from "~/styles/global.css";
import * as css from "./calculator.css";

/**
 * The affordability calculator (/calculateur-hypothecaire?prix=…&fondsPropres=…&revenu=…&deuxiemePilier=…).
 * The amounts travel in the address only: a page with a query is never kept by any cache, and the
 * server keeps nothing of it. An invalid query answers 400 with the messages beside the fields.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const parsed = parseCalculator((name) => url.searchParams.get(name));
  const invalid = Object.keys(parsed.errors).length > 0;
  const headers = { "Cache-Control": parsed.empty ? cacheControl.static : cacheControl.private };
  return data(
    {
      values: parsed.values,
      errors: parsed.errors,
      withQuery: url.search !== "",
      canonical: `${siteOrigin(request)}${CALCULATOR_PATH}`,
    },
    { status: invalid ? 400 : 200, headers },
  );
}

export const headers: HeadersFunction = (args) =>
  args.loaderHeaders.get("Cache-Control") === cacheControl.private
    ? { "Cache-Control": cacheControl.private }
    : publicPageHeaders(cacheControl.static)(args);

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta({
    title: "Calculateur hypothécaire : quel bien pouvez-vous financer ?",
    description:
      "Calculez en francs suisses les charges annuelles d'un achat immobilier, la part de votre revenu, les fonds propres nécessaires et les frais d'achat estimés en Valais et dans le canton de Vaud.",
    canonical: data?.canonical,
    noindex: data?.withQuery,
  });

export default function CalculatorPage() {
  const { values, errors } = useLoaderData<typeof loader>();
  return (
    <div className={`${container} ${css.page}`}>
      <header className={css.intro}>
        <h1>Calculateur hypothécaire</h1>
        <p className={css.lead}>
          Les banques suisses demandent au moins 20 % de fonds propres et vérifient que les charges du logement,
          calculées avec un taux théorique de 5 %, ne dépassent pas le tiers de votre revenu brut. Vérifiez en quelques
          secondes si un achat est à votre portée. Rien de ce que vous saisissez n'est enregistré.
        </p>
      </header>
      <Calculator values={values} errors={errors} />
    </div>
  );
}
