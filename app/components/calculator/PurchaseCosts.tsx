import type { PurchaseCostsView } from "~/agency/calculator-view";
import * as css from "./calculator.css";

/** Estimated purchase costs in Vaud and Valais, with the law each rate comes from. */
export function PurchaseCosts({ costs }: { costs: PurchaseCostsView[] }) {
  return (
    <section className={css.costs} aria-labelledby="titre-frais">
      <h2 id="titre-frais" className={css.resultHeading}>
        Frais d'achat estimés
      </h2>
      <p className={css.note}>
        Estimations : le montant exact dépend de la commune, de la valeur retenue par le registre foncier et du tarif du
        notaire. Ces frais s'ajoutent aux fonds propres.
      </p>
      {costs.map((canton) => (
        <div key={canton.canton} className={css.canton}>
          <h3 className={css.cantonHeading}>{canton.canton}</h3>
          <table className={css.table}>
            <tbody>
              <tr>
                <th scope="row">Droits de mutation ({canton.rates})</th>
                <td>{canton.transferTax}</td>
              </tr>
              <tr>
                <th scope="row">Frais de notaire et de registre foncier (environ 1 %)</th>
                <td>{canton.notary}</td>
              </tr>
            </tbody>
          </table>
          <p className={css.source}>Source : {canton.source}.</p>
        </div>
      ))}
    </section>
  );
}
