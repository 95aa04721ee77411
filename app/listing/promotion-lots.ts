/**
 * The lot counts of a promotion card (product §4): 'Promotion de N bien(s)' and, when some
 * lots are active, '(plus que M bien(s) disponible(s))', or a parenthesis saying all are.
 */
import type { Building } from "@rli/contract/api/contract";

type LotCounts = { total: number; available: number };

/** Every lot of the promotion's buildings, and those still active (available). */
export function lotCounts(buildings: readonly Pick<Building, "properties">[]): LotCounts {
  let total = 0;
  let available = 0;
  for (const building of buildings) {
    for (const lot of building.properties) {
      total += 1;
      if (lot.status === "active") available += 1;
    }
  }
  return { total, available };
}

function biens(n: number): string {
  return `${n} ${n > 1 ? "biens" : "bien"}`;
}

/** "Promotion de 12 biens"; a promotion without lots yet: "Promotion immobilière neuve". */
export function promotionSizeText({ total }: LotCounts): string {
  return total > 0 ? `Promotion de ${biens(total)}` : "Promotion immobilière neuve";
}

/**
 * "(plus que 3 biens disponibles)", "(tous les biens sont disponibles)",
 * "(plus aucun bien disponible)"; null for a promotion without lots.
 */
export function promotionAvailabilityText({ total, available }: LotCounts): string | null {
  if (total === 0) return null;
  if (available >= total) return total === 1 ? "(le bien est disponible)" : "(tous les biens sont disponibles)";
  if (available === 0) return "(plus aucun bien disponible)";
  return `(plus que ${biens(available)} ${available > 1 ? "disponibles" : "disponible"})`;
}
