import { useEffect, type RefObject } from "react";

/**
 * After a reply that refused the form with scripts on (the page is not drawn again, so the browser
 * leaves focus on the button just pressed), focus goes to what to correct: the first invalid field
 * (the checked or first button of an invalid radio group), else the form's error summary. A keyboard or
 * screen-reader user lands where the message is (WCAG 2.4.3, 3.3.1). Nothing moves after a success.
 */
export function useFocusAfterReply(form: RefObject<HTMLFormElement | null>, reply: unknown): void {
  useEffect(() => {
    if (!reply || !form.current) return;
    const invalid = form.current.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target =
      invalid?.getAttribute("role") === "radiogroup"
        ? (invalid.querySelector<HTMLElement>("input:checked") ?? invalid.querySelector<HTMLElement>("input"))
        : (invalid ?? form.current.querySelector<HTMLElement>('[role="alert"]'));
    target?.focus();
  }, [form, reply]);
}
