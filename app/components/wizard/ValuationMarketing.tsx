import type { ValuationPage } from "~/forms/valuation-page.server";
import * as css from "./Wizard.css";

/** The text above the wizard (product §2.9: marketing text on the introduction and around the form). */
export function ValuationLead({ page }: { page: ValuationPage }) {
  return <p className={css.lead}>{page.lead}</p>;
}

/** The introduction (step 0): how the request works. */
export function ValuationIntroduction({ page: { how } }: { page: ValuationPage }) {
  return (
    <div className={css.introduction}>
      <h2 className={css.stepTitle}>{how.title}</h2>
      <ol className={css.howList}>
        <li>
          <strong>{how.describe}</strong>
          {how.describeText}
        </li>
        <li>
          <strong>{how.call}</strong>
          {how.callText}
        </li>
        <li>
          <strong>{how.receive}</strong>
          {how.receiveText}
        </li>
      </ol>
    </div>
  );
}

/** The text below the form. */
export function ValuationReasons({ page }: { page: ValuationPage }) {
  return (
    <section className={css.reasons} aria-labelledby="titre-pourquoi">
      <h2 id="titre-pourquoi">{page.why}</h2>
      <ul className={css.reasonList}>
        {page.reasons.map((reason) => (
          <li key={reason.title} className={css.reason}>
            <h3 className={css.reasonTitle}>{reason.title}</h3>
            <p>{reason.text}</p>
          </li>
        ))}
      </ul>
      <p className={css.privacy}>{page.privacy}</p>
    </section>
  );
}
