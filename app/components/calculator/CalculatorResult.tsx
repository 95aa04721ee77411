import type { CalculatorResultView } from "~/agency/calculator-view";
import * as css from "./calculator.css";
import { calculatorTexts } from "./calculator.texts";
import { useTexts } from "~/components/i18n/useLanguage";

/** The yearly costs line by line, the share of income and what the purchase needs. */
export function CalculatorResult({ result }: { result: CalculatorResultView }) {
  const texts = useTexts(calculatorTexts).result;
  return (
    <section className={css.result} aria-labelledby="titre-resultat">
      <h2 id="titre-resultat" className={css.resultHeading}>
        {texts.title}
      </h2>
      <table className={css.table}>
        <caption className={css.caption}>{texts.mortgage(result.mortgage, result.loanToValue)}</caption>
        <tbody>
          {result.costLines.map((line) => (
            <tr key={line.label}>
              <th scope="row">{line.label}</th>
              <td>{line.amount}</td>
            </tr>
          ))}
          <tr className={css.totalRow}>
            <th scope="row">{texts.total}</th>
            <td>{result.total}</td>
          </tr>
          <tr>
            <th scope="row">{texts.incomeShare(result.maxShare)}</th>
            <td>{result.incomeShare}</td>
          </tr>
          <tr>
            <th scope="row">{texts.incomeNeeded}</th>
            <td>{result.incomeNeeded}</td>
          </tr>
          <tr>
            <th scope="row">{texts.equityNeeded}</th>
            <td>{result.equityNeeded}</td>
          </tr>
          <tr>
            <th scope="row">{texts.hardEquityNeeded}</th>
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
      <p className={css.note}>{texts.note}</p>
    </section>
  );
}
