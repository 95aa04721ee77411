import { spinner, ring } from "./Spinner.css";
import { visuallyHidden } from "~/styles/global.css";
import { useTexts } from "~/components/i18n/useLanguage";
import { uiTexts } from "./ui.texts";

/** Loading indicator with the accessible text of product §8, in the page's language unless given. */
export function Spinner({ label }: { label?: string }) {
  const texts = useTexts(uiTexts);
  return (
    <span role="status" className={spinner}>
      <span className={ring} aria-hidden="true" />
      <span className={visuallyHidden}>{label ?? texts.loading}</span>
    </span>
  );
}
