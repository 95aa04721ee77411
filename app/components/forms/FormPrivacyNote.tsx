import { PageLink } from "~/components/links/PageLink";
import { visuallyHidden } from "~/styles/global.css";
import { useLocalPath, useTexts } from "../i18n/useLanguage";
import * as css from "./forms.css";
import { formTexts } from "./forms.texts";

export { PUBLISHED_MAIL_RETENTION_DAYS } from "~/forms/mail-retention";

/** Address of the privacy policy, linked from every note. */
export const PRIVACY_POLICY_PATH = "/politique-de-confidentialite";

type Props = {
  /** The paragraph's id, given to the send button's `aria-describedby`. */
  id: string;
  /** The note in the page's language, from the form's view (app/forms/privacy-note.server.ts). */
  text: string;
  className?: string;
};

/**
 * The information given where data is collected (nLPD art. 19), beside a form's send button: who
 * receives the data, for what, that the site keeps none of it, and where the privacy policy is.
 * The link opens a new tab, so that what was typed (without scripts) is not lost.
 */
export function FormPrivacyNote({ id, text, className }: Props) {
  const texts = useTexts(formTexts);
  const local = useLocalPath();
  return (
    <p id={id} className={className ? `${css.privacyNote} ${className}` : css.privacyNote}>
      {text}{" "}
      <PageLink to={local(PRIVACY_POLICY_PATH)} target="_blank" className={css.privacyNoteLink}>
        {texts.privacyPolicy}
        <span className={visuallyHidden}> ({texts.newTab})</span>
      </PageLink>
    </p>
  );
}
