import type { PropertyStatus, TransactionType } from "@rli/contract/api/contract";
import { statusLabel } from "~/agency/status";
import { useLanguage } from "~/components/i18n/useLanguage";
import * as css from "./StatusBanner.css";

/** The red label of a listing that is not active (product §4): Vendu, Loué, Réservé, Privé… */
export function StatusBanner({
  status,
  type,
  className,
}: {
  status: PropertyStatus;
  type?: TransactionType;
  className?: string;
}) {
  const label = statusLabel(status, type, useLanguage());
  if (!label) return null;
  return <span className={[css.banner, className].filter(Boolean).join(" ")}>{label}</span>;
}
