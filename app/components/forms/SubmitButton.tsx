import { useEffect, type ReactNode } from "react";
import { useTexts } from "../i18n/useLanguage";
import * as css from "./forms.css";
import { formTexts } from "./forms.texts";

type Props = {
  children: ReactNode;
  /** True while the form is being sent (scripts on): the button is disabled and shows a spinner. */
  pending?: boolean;
  variant?: "primary" | "secondary";
  name?: string;
  value?: string;
  /** A second submit button that skips the form's checks (e.g. 'Retour'). */
  formNoValidate?: boolean;
  /** Id of a text describing what sending does (FormPrivacyNote), read with the button. */
  describedBy?: string;
};

export function SubmitButton({
  children,
  pending = false,
  variant = "primary",
  name,
  value,
  formNoValidate,
  describedBy,
}: Props) {
  return (
    <button
      type="submit"
      name={name}
      value={value}
      formNoValidate={formNoValidate}
      aria-describedby={describedBy}
      disabled={pending}
      aria-disabled={pending || undefined}
      className={variant === "primary" ? css.primaryButton : css.secondaryButton}
    >
      {pending ? <span className={css.buttonSpinner} aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

/** Announces the sending state to screen readers (product §8 spinner text). */
export function PendingStatus({ pending }: { pending: boolean }) {
  const texts = useTexts(formTexts);
  return (
    <span role="status" className={css.pendingStatus}>
      {pending ? texts.sending : ""}
    </span>
  );
}

/** A one-step form's actions: 'Envoyer', with the sending state announced beside it. */
export function SendActions({ pending, describedBy }: { pending: boolean; describedBy?: string }) {
  const texts = useTexts(formTexts);
  return (
    <div className={css.actions}>
      <SubmitButton pending={pending} describedBy={describedBy}>
        {texts.send}
      </SubmitButton>
      <PendingStatus pending={pending} />
    </div>
  );
}

/** The error summary, an invalid field, the first button of an invalid radio group: the first in the form. */
const TO_CORRECT = "[role=alert],[aria-invalid=true]:not(fieldset),[aria-invalid=true] input";

/**
 * After a reply that refused the form with scripts on (the page is not drawn again, so the browser
 * leaves focus on the button just pressed), focus goes to what to correct: the form's error summary
 * when it has one, else the first invalid field. A keyboard or screen-reader user lands where the
 * message is (WCAG 2.4.3, 3.3.1). Nothing moves after a success.
 */
export function useFocusAfterReply(formId: string, reply: unknown): void {
  useEffect(() => {
    if (reply) document.getElementById(formId)?.querySelector<HTMLElement>(TO_CORRECT)?.focus();
  }, [formId, reply]);
}
