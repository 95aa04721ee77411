import type { CalculatorResultView } from "~/agency/calculator-view";
import * as css from "./calculator.css";

/** The yearly costs line by line, the share of income and what the purchase needs. */
export function CalculatorResult({ result }: { result: CalculatorResultView }) {
  return (
    <section className={css.result} aria-labelledby="titre-resultat">
      <h2 id="titre-resultat" className={css.resultHeading}>
        Charges annuelles théoriques
      </h2>
      <table className={css.table}>
        <caption className={css.caption}>
          Hypothèque de {result.mortgage} ({result.loanToValue} du prix)
        </caption>
        <tbody>
          {result.costLines.map((line) => (
            <tr key={line.label}>
              <th scope="row">{line.label}</th>
              <td>{line.amount}</td>
            </tr>
          ))}
          <tr className={css.totalRow}>
            <th scope="row">Total par an</th>
            <td>{result.total}</td>
          </tr>
          <tr>
            <th scope="row">Part du revenu brut (au plus {result.maxShare})</th>
            <td>{result.incomeShare}</td>
          </tr>
          <tr>
            <th scope="row">Revenu brut annuel nécessaire</th>
            <td>{result.incomeNeeded}</td>
          </tr>
          <tr>
            <th scope="row">Fonds propres nécessaires (20 % du prix)</th>
            <td>{result.equityNeeded}</td>
          </tr>
          <tr>
            <th scope="row">dont hors 2e pilier (10 % du prix)</th>
            <td>{result.hardEquityNeeded}</td>
          </tr>
        </tbody>
      </table>
      {/* Announced when the result changes as the visitor types. */}
      <p className={result.affordable ? css.verdictOk : css.verdictNo} role="status">
        {result.verdict}
      </p>
      {result.reasons.length > 0 ? (
        <ul className={css.reasons}>
          {result.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : null}
      <p className={css.note}>
        Calcul indicatif avec un taux théorique de 5 %, comme le font les banques pour vérifier la capacité financière ;
        il ne remplace pas l'offre d'un prêteur.
      </p>
    </section>
  );
}
