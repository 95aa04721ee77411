import { agency } from "@rli/contract/agency/agency";
import * as css from "./Wizard.css";

/** The text above the wizard (product §2.9: marketing text on the introduction and around the form). */
export function ValuationLead() {
  return (
    <p className={css.lead}>
      Vous pensez vendre votre appartement ou votre maison dans le Chablais ou sur la Riviera ? Connaître sa juste
      valeur est la première étape. Notre estimation est gratuite et sans engagement.
    </p>
  );
}

/** The introduction (step 0): how the request works. */
export function ValuationIntroduction() {
  return (
    <div className={css.introduction}>
      <h2 className={css.stepTitle}>Comment ça marche ?</h2>
      <ol className={css.howList}>
        <li>
          <strong>Décrivez votre bien</strong> en quatre courtes étapes : type, surfaces, état, situation et vos
          coordonnées. Comptez deux à trois minutes.
        </li>
        <li>
          <strong>Un expert vous rappelle</strong> rapidement pour faire connaissance et convenir d'une visite de votre
          bien.
        </li>
        <li>
          <strong>Vous recevez une estimation argumentée</strong>, fondée sur les ventes récentes de votre région et sur
          les atouts de votre bien.
        </li>
      </ol>
    </div>
  );
}

const reasons = [
  {
    title: `Plus de 20 ans d'expérience`,
    text: `Depuis ${agency.founded}, nous suivons chaque jour le marché immobilier entre Monthey et Vevey.`,
  },
  {
    title: "Une valeur fondée sur le marché",
    text: "Nous comparons votre bien aux transactions récentes de votre commune et tenons compte de ses atouts réels.",
  },
  {
    title: "Gratuit et sans engagement",
    text: "Vous restez libre de la suite : vendre avec nous, plus tard, ou simplement savoir ce que vaut votre bien.",
  },
] as const;

/** The text below the form. */
export function ValuationReasons() {
  return (
    <section className={css.reasons} aria-labelledby="titre-pourquoi">
      <h2 id="titre-pourquoi">Pourquoi confier l'estimation de votre bien à {agency.name} ?</h2>
      <ul className={css.reasonList}>
        {reasons.map((reason) => (
          <li key={reason.title} className={css.reason}>
            <h3 className={css.reasonTitle}>{reason.title}</h3>
            <p>{reason.text}</p>
          </li>
        ))}
      </ul>
      <p className={css.privacy}>
        Les informations de ce formulaire sont transmises par e-mail à nos courtiers ; elles ne sont pas conservées sur
        le site.
      </p>
    </section>
  );
}
