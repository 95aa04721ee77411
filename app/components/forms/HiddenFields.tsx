import { useRouteLoaderData } from "@remix-run/react";
import { useTexts } from "../i18n/useLanguage";
import * as css from "./forms.css";
import { formTexts } from "./forms.texts";

/** What the root loader passes for the spam trap (names and the encrypted render time). */
type HoneypotProps = {
  nameFieldName: string;
  validFromFieldName: string | null;
  encryptedValidFrom: string;
};

function useHoneypotProps(): HoneypotProps | undefined {
  return useRouteLoaderData<{ honeypot?: HoneypotProps }>("root")?.honeypot;
}

/**
 * The spam trap: a text field people never see (nor reach with the keyboard or a screen
 * reader) that bots fill in, and the time the form was drawn. Ids carry the form's id so a
 * page with two forms (the wizard and the contact window) has no duplicate id.
 */
export function HoneypotFields({ formId }: { formId: string }) {
  const props = useHoneypotProps();
  const texts = useTexts(formTexts);
  if (!props) return null;
  const id = `${formId}-${props.nameFieldName}`;
  return (
    <div className={css.honeypot} aria-hidden="true">
      <label htmlFor={id}>{texts.leaveEmpty}</label>
      <input id={id} name={props.nameFieldName} type="text" defaultValue="" autoComplete="off" tabIndex={-1} />
      {props.validFromFieldName ? (
        <input name={props.validFromFieldName} type="hidden" value={props.encryptedValidFrom} />
      ) : null}
    </div>
  );
}

/** Name of the hidden one-time token field (the server's SUBMISSION_TOKEN_FIELD). */
const TOKEN_FIELD = "jeton";

export function SubmissionTokenField({ token }: { token: string | undefined }) {
  if (!token) return null;
  return <input type="hidden" name={TOKEN_FIELD} value={token} />;
}
