import type { ReactNode } from "react";
import { visuallyHidden } from "~/styles/global.css";
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

/**
 * The button Enter presses in a field: the first submit button of its form, placed before its fields.
 * Unseen, out of the Tab order and of the accessibility tree (the visible one with the same value is
 * what people see and reach), so that the visible buttons stand in reading order: "Retour" before
 * "Continuer", each where it is drawn.
 */
export function DefaultSubmit({ name, value }: { name: string; value: string }) {
  return <button type="submit" name={name} value={value} tabIndex={-1} aria-hidden="true" className={visuallyHidden} />;
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
