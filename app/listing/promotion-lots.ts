/**
 * The lot counts of a promotion card (product §4): 'Promotion de N bien(s)' and, when some
 * lots are active, '(plus que M bien(s) disponible(s))', or a parenthesis saying all are.
 */
import type { Building } from "@rli/contract/api/contract";
import type { Language } from "@rli/contract/i18n/language";
import { defineTexts } from "@rli/contract/i18n/texts";

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

/** The lot counts of a promotion card, in each language. */
export const promotionLotTexts = defineTexts({
  fr: {
    size: (total: number) => `Promotion de ${total} ${total > 1 ? "biens" : "bien"}`,
    noLots: "Promotion immobilière neuve",
    oneAvailable: "(le bien est disponible)",
    allAvailable: "(tous les biens sont disponibles)",
    noneAvailable: "(plus aucun bien disponible)",
    someAvailable: (available: number) =>
      `(plus que ${available} ${available > 1 ? "biens disponibles" : "bien disponible"})`,
  },
  de: {
    size: (total: number) => `Neubauprojekt mit ${total} ${total === 1 ? "Einheit" : "Einheiten"}`,
    noLots: "Neubauprojekt",
    oneAvailable: "(die Einheit ist verfügbar)",
    allAvailable: "(alle Einheiten sind verfügbar)",
    noneAvailable: "(keine Einheit mehr verfügbar)",
    someAvailable: (available: number) =>
      `(nur noch ${available} ${available === 1 ? "Einheit" : "Einheiten"} verfügbar)`,
  },
  en: {
    size: (total: number) => `Development of ${total} ${total === 1 ? "unit" : "units"}`,
    noLots: "New development",
    oneAvailable: "(the unit is available)",
    allAvailable: "(all units are available)",
    noneAvailable: "(no units left)",
    someAvailable: (available: number) => `(only ${available} ${available === 1 ? "unit" : "units"} left)`,
  },
});

/** "Promotion de 12 biens"; a promotion without lots yet: "Promotion immobilière neuve". */
export function promotionSizeText({ total }: LotCounts, language: Language = "fr"): string {
  const texts = promotionLotTexts[language];
  return total > 0 ? texts.size(total) : texts.noLots;
}

/**
 * "(plus que 3 biens disponibles)", "(tous les biens sont disponibles)",
 * "(plus aucun bien disponible)"; null for a promotion without lots.
 */
export function promotionAvailabilityText({ total, available }: LotCounts, language: Language = "fr"): string | null {
  const texts = promotionLotTexts[language];
  if (total === 0) return null;
  if (available >= total) return total === 1 ? texts.oneAvailable : texts.allAvailable;
  if (available === 0) return texts.noneAvailable;
  return texts.someAvailable(available);
}
