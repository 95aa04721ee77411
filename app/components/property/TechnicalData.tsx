import type { DataRow } from "~/detail/technical-data";
import * as css from "./TechnicalData.css";

/** Technical data as label/value pairs, French labels and units prepared by the loader. */
export function TechnicalData({ rows }: { rows: DataRow[] }) {
  return (
    <dl className={css.grid}>
      {rows.map((row) => (
        <div key={row.label} className={css.row}>
          <dt className={css.label}>{row.label}</dt>
          <dd className={css.value}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The features of a property, with a check mark each. */
export function FeatureList({ features }: { features: string[] }) {
  return (
    <ul className={css.features}>
      {features.map((feature) => (
        <li key={feature} className={css.feature}>
          <svg
            className={css.check}
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth={3.5}
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M20 6 9 17l-5-5" />
          </svg>
          {feature}
        </li>
      ))}
    </ul>
  );
}
