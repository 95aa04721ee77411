import type { TransactionType } from "@rli/contract/agency/format";

/**
 * Status texts of listings and promotion lots (product §4). Kept apart from the vocabulary, whose
 * category data need not reach the browser for a banner.
 */

function key(status: string): string {
  return status.trim().toLowerCase();
}

/**
 * Banner text of a property or promotion status (product §4); null when it is active
 * (no banner) or unknown.
 */
export function statusLabel(status: string, type?: TransactionType): string | null {
  switch (key(status)) {
    case "taken":
      return type === "rent" ? "Loué" : "Vendu";
    case "reserved":
      return "Réservé";
    case "private":
      return "Privé";
    case "inactive":
      return "Inactif";
    case "in-acquisition":
      return "En acquisition";
    case "reference":
      return "Référence";
    default:
      return null;
  }
}

export type LotAvailability = {
  label: "Disponible" | "Réservé" | "Vendu" | "Indisponible";
  tone: "ok" | "warning" | "danger" | "muted";
};

/** Availability of a lot in a promotion's table (product §4). */
export function lotAvailabilityLabel(status: string | null | undefined): LotAvailability {
  switch (key(status ?? "")) {
    case "active":
    case "available":
      return { label: "Disponible", tone: "ok" };
    case "reserved":
      return { label: "Réservé", tone: "warning" };
    case "taken":
      return { label: "Vendu", tone: "danger" };
    default:
      return { label: "Indisponible", tone: "muted" };
  }
}
