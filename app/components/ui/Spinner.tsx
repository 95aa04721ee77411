import { spinner, ring } from "./Spinner.css";
import { visuallyHidden } from "~/styles/global.css";

/** Loading indicator with the accessible text of product §8. */
export function Spinner({ label = "Chargement en cours..." }: { label?: string }) {
  return (
    <span role="status" className={spinner}>
      <span className={ring} aria-hidden="true" />
      <span className={visuallyHidden}>{label}</span>
    </span>
  );
}
