import type { PurchaseCostsView } from "~/agency/calculator-view";
import * as css from "./calculator.css";
import { calculatorTexts } from "./calculator.texts";
import { useTexts } from "~/components/i18n/useLanguage";

/** Estimated purchase costs in Vaud and Valais, with the law each rate comes from. */
export function PurchaseCosts({ costs }: { costs: PurchaseCostsView[] }) {
  const texts = useTexts(calculatorTexts).costs;
  return (
    <section className={css.costs} aria-labelledby="titre-frais">
      <h2 id="titre-frais" className={css.resultHeading}>
        {texts.title}
      </h2>
      <p className={css.note}>{texts.note}</p>
      {costs.map((canton) => (
        <div key={canton.canton} className={css.canton}>
          <h3 className={css.cantonHeading}>{canton.canton}</h3>
          <table className={css.table}>
            <tbody>
              <tr>
                <th scope="row">{texts.transferTax(canton.rates)}</th>
                <td>{canton.transferTax}</td>
              </tr>
              <tr>
                <th scope="row">{texts.notary}</th>
                <td>{canton.notary}</td>
              </tr>
            </tbody>
          </table>
          <p className={css.source}>{texts.source(canton.source)}</p>
        </div>
      ))}
    </section>
  );
}
