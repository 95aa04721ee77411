import { agency } from "@rli/contract/agency/agency";
import { useTexts } from "../i18n/useLanguage";
import { valuationPageTexts } from "./ValuationMarketing.texts";
import * as css from "./Wizard.css";

/** The text above the wizard (product §2.9: marketing text on the introduction and around the form). */
export function ValuationLead() {
  return <p className={css.lead}>{useTexts(valuationPageTexts).lead}</p>;
}

/** The introduction (step 0): how the request works. */
export function ValuationIntroduction() {
  const { how } = useTexts(valuationPageTexts);
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
export function ValuationReasons() {
  const texts = useTexts(valuationPageTexts);
  const reasons = [
    { title: texts.reasons.experience, text: texts.reasons.experienceText(agency.founded) },
    { title: texts.reasons.market, text: texts.reasons.marketText },
    { title: texts.reasons.free, text: texts.reasons.freeText },
  ];
  return (
    <section className={css.reasons} aria-labelledby="titre-pourquoi">
      <h2 id="titre-pourquoi">{texts.why(agency.name)}</h2>
      <ul className={css.reasonList}>
        {reasons.map((reason) => (
          <li key={reason.title} className={css.reason}>
            <h3 className={css.reasonTitle}>{reason.title}</h3>
            <p>{reason.text}</p>
          </li>
        ))}
      </ul>
      <p className={css.privacy}>{texts.privacy}</p>
    </section>
  );
}
