import { Link } from "@remix-run/react";
import { agency } from "@rli/contract/agency/agency";
import { visuallyHidden } from "~/styles/global.css";
import { useLocalPath, useTexts } from "../i18n/useLanguage";
import * as css from "./forms.css";
import { formTexts } from "./forms.texts";

/** Address of the privacy policy, linked from every note. */
export const PRIVACY_POLICY_PATH = "/politique-de-confidentialite";

/**
 * Days after which the copies left by the mail route (refused messages, `.eml` of the outbox) are
 * deleted, as the notes and the privacy policy publish it: the default of MAIL_RETENTION_DAYS
 * (packages/upstream/src/env.ts). A deployment that changes it changes this text too.
 */
export const PUBLISHED_MAIL_RETENTION_DAYS = 30;

/** What each form's data is used for (its words in formTexts.purposes, completing "uniquement pour …"). */
export type FormPurpose = keyof (typeof formTexts)["fr"]["purposes"];

type Props = {
  /** The paragraph's id, given to the send button's `aria-describedby`. */
  id: string;
  /** What this form's data is used for. */
  purpose: FormPurpose;
  className?: string;
};

/**
 * The information given where data is collected (nLPD art. 19), beside a form's send button: who
 * receives the data, for what, that the site keeps none of it, and where the privacy policy is.
 * The link opens a new tab, so that what was typed (without scripts) is not lost.
 */
export function FormPrivacyNote({ id, purpose, className }: Props) {
  const texts = useTexts(formTexts);
  const local = useLocalPath();
  return (
    <p id={id} className={className ? `${css.privacyNote} ${className}` : css.privacyNote}>
      {texts.privacyNote(agency.name, texts.purposes[purpose], PUBLISHED_MAIL_RETENTION_DAYS)}{" "}
      <Link to={local(PRIVACY_POLICY_PATH)} target="_blank" className={css.privacyNoteLink}>
        {texts.privacyPolicy}
        <span className={visuallyHidden}> ({texts.newTab})</span>
      </Link>
    </p>
  );
}
