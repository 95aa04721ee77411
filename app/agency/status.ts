import type { TransactionType } from "@rli/contract/agency/format";
import type { Language } from "@rli/contract/i18n/language";
import { defineTexts } from "@rli/contract/i18n/texts";

/**
 * Status texts of listings and promotion lots (product §4), in each language. Kept apart from the
 * vocabulary, whose category data need not reach the browser for a banner.
 */
export const statusTexts = defineTexts({
  fr: {
    sold: "Vendu",
    let: "Loué",
    reserved: "Réservé",
    private: "Privé",
    inactive: "Inactif",
    acquisition: "En acquisition",
    reference: "Référence",
    available: "Disponible",
    unavailable: "Indisponible",
  },
  de: {
    sold: "Verkauft",
    let: "Vermietet",
    reserved: "Reserviert",
    private: "Privat",
    inactive: "Inaktiv",
    acquisition: "In Akquisition",
    reference: "Referenzobjekt",
    available: "Verfügbar",
    unavailable: "Nicht verfügbar",
  },
  en: {
    sold: "Sold",
    let: "Let",
    reserved: "Reserved",
    private: "Private",
    inactive: "Inactive",
    acquisition: "Being acquired",
    reference: "Reference property",
    available: "Available",
    unavailable: "Unavailable",
  },
});

function key(status: string): string {
  return status.trim().toLowerCase();
}

/**
 * Banner text of a property or promotion status (product §4); null when it is active
 * (no banner) or unknown.
 */
export function statusLabel(status: string, type?: TransactionType, language: Language = "fr"): string | null {
  const texts = statusTexts[language];
  switch (key(status)) {
    case "taken":
      return type === "rent" ? texts.let : texts.sold;
    case "reserved":
      return texts.reserved;
    case "private":
      return texts.private;
    case "inactive":
      return texts.inactive;
    case "in-acquisition":
      return texts.acquisition;
    case "reference":
      return texts.reference;
    default:
      return null;
  }
}

export type LotAvailability = {
  label: string;
  tone: "ok" | "warning" | "danger" | "muted";
};

/** Availability of a lot in a promotion's table (product §4). */
export function lotAvailabilityLabel(status: string | null | undefined, language: Language = "fr"): LotAvailability {
  const texts = statusTexts[language];
  switch (key(status ?? "")) {
    case "active":
    case "available":
      return { label: texts.available, tone: "ok" };
    case "reserved":
      return { label: texts.reserved, tone: "warning" };
    case "taken":
      return { label: texts.sold, tone: "danger" };
    default:
      return { label: texts.unavailable, tone: "muted" };
  }
}
