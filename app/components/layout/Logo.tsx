import { agency } from "@rli/contract/agency/agency";
import * as css from "./Logo.css";

/** The agency's mark (a roof over a lake wave) and name; colours follow the surrounding text. */
export function Logo() {
  return (
    <span className={css.logo}>
      <svg viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" focusable="false">
        <path d="M5 20 20 7l15 13" fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />
        <path d="M10 18v14h20V18" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <path d="M4 35c4-3 8-3 12 0s8 3 12 0 8-3 12 0" fill="none" stroke="#b7792f" strokeWidth="2.5" />
      </svg>
      <span className={css.name}>
        {agency.shortName}
        <span className={css.tagline}>Immobilier</span>
      </span>
    </span>
  );
}
