import { Link } from "@remix-run/react";
import { agency } from "@rli/contract/agency/agency";
import { visuallyHidden } from "~/styles/global.css";
import * as css from "./forms.css";

/** Address of the privacy policy, linked from every note. */
export const PRIVACY_POLICY_PATH = "/politique-de-confidentialite";

/**
 * Days after which the copies left by the mail route (refused messages, `.eml` of the outbox) are
 * deleted, as the notes and the privacy policy publish it: the default of MAIL_RETENTION_DAYS
 * (packages/upstream/src/env.ts). A deployment that changes it changes this text too.
 */
export const PUBLISHED_MAIL_RETENTION_DAYS = 30;

/** What each form's data is used for, completing "uniquement pour …". */
export const formPurposes = {
  contact: "répondre à votre demande",
  listing: "vous envoyer la documentation de ce bien et répondre à vos questions",
  visit: "organiser votre venue à cette visite",
  valuation: "estimer votre bien et vous recontacter à son sujet",
  satisfaction: "évaluer et améliorer nos services",
  application: "étudier votre candidature pour ce logement et vous répondre",
} as const;

type Props = {
  /** The paragraph's id, given to the send button's `aria-describedby`. */
  id: string;
  /** What this form's data is used for, an infinitive phrase completing "uniquement pour …". */
  purpose: string;
  className?: string;
};

/**
 * The information given where data is collected (nLPD art. 19), beside a form's send button: who
 * receives the data, for what, that the site keeps none of it, and where the privacy policy is.
 * The link opens a new tab, so that what was typed (without scripts) is not lost.
 */
export function FormPrivacyNote({ id, purpose, className }: Props) {
  return (
    <p id={id} className={className ? `${css.privacyNote} ${className}` : css.privacyNote}>
      Vos données sont transmises par e-mail aux courtiers de {agency.name}, uniquement pour {purpose}. Le site n'en
      garde aucune : un message en attente du serveur de messagerie reste chiffré et est effacé dès son envoi, les
      copies de la messagerie du site sont effacées après {PUBLISHED_MAIL_RETENTION_DAYS} jours.{" "}
      <Link to={PRIVACY_POLICY_PATH} target="_blank" className={css.privacyNoteLink}>
        Politique de confidentialité
        <span className={visuallyHidden}> (nouvel onglet)</span>
      </Link>
    </p>
  );
}
