import { visuallyHidden } from "~/styles/global.css";

/**
 * The button Enter presses in a field: the first submit button of its form, placed before its fields.
 * Unseen, out of the Tab order and of the accessibility tree (the visible one with the same value is
 * what people see and reach), so that the visible buttons stand in reading order: "Retour" before
 * "Continuer", each where it is drawn.
 */
export function DefaultSubmit({ name, value }: { name: string; value: string }) {
  return <button type="submit" name={name} value={value} tabIndex={-1} aria-hidden="true" className={visuallyHidden} />;
}
