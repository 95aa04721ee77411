import type { DataRow } from "~/detail/technical-data";
import { TechnicalData } from "./TechnicalData";
import * as css from "./FactSection.css";

/** A titled list of facts (conditions, energy); nothing when there is none. */
export function FactSection({
  title,
  headingId,
  rows,
  className,
}: {
  title: string;
  headingId: string;
  rows: DataRow[];
  className?: string;
}) {
  if (rows.length === 0) return null;
  return (
    <section className={`${className ?? ""} ${css.section}`.trim()} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <TechnicalData rows={rows} />
    </section>
  );
}
