/**
 * The table of buildings and lots of a promotion page (product §2.6, §4): one group per building,
 * one row per lot with its rooms, area, floor, price and availability, each linking to its page.
 */
import { listingPath } from "@rli/contract/agency/addresses";
import { formatFloor, formatLivingArea, formatPrice, formatRooms } from "@rli/contract/agency/format";
import { lotAvailabilityLabel, type LotAvailability } from "~/agency/status";
import type { Building, Promotion, Property } from "@rli/contract/api/contract";
import { listingTexts } from "@rli/contract/api/listing-texts";
import { localPath, type Language } from "@rli/contract/i18n/language";
import { defineTexts } from "@rli/contract/i18n/texts";
import { specificationValue } from "./technical-data";

/** The words of the buildings and of the lot summary, in each language. */
export const lotTableTexts = defineTexts({
  fr: {
    building: (letter: string) => `Bâtiment ${letter}`,
    soon: "Lots bientôt disponibles",
    count: (total: number) => `${total} ${total > 1 ? "biens" : "bien"}`,
    noneAvailable: (count: string) => `${count}, aucun disponible actuellement`,
    allAvailable: (count: string, total: number) => (total > 1 ? `${count}, tous disponibles` : `${count}, disponible`),
    someAvailable: (count: string, available: number) =>
      `${count}, dont ${available} ${available > 1 ? "disponibles" : "disponible"}`,
  },
  de: {
    building: (letter: string) => `Gebäude ${letter}`,
    soon: "Einheiten folgen in Kürze",
    count: (total: number) => `${total} ${total === 1 ? "Einheit" : "Einheiten"}`,
    noneAvailable: (count: string) => `${count}, zurzeit keine verfügbar`,
    allAvailable: (count: string, total: number) => (total > 1 ? `${count}, alle verfügbar` : `${count}, verfügbar`),
    someAvailable: (count: string, available: number) => `${count}, davon ${available} verfügbar`,
  },
  en: {
    building: (letter: string) => `Building ${letter}`,
    soon: "Units available soon",
    count: (total: number) => `${total} ${total === 1 ? "unit" : "units"}`,
    noneAvailable: (count: string) => `${count}, none available at present`,
    allAvailable: (count: string, total: number) => (total > 1 ? `${count}, all available` : `${count}, available`),
    someAvailable: (count: string, available: number) => `${count}, ${available} of them available`,
  },
});

type LotRow = {
  ref: string;
  href: string;
  name: string;
  /** The language of the name when it is not the page's ("fr"). */
  lang: string | null;
  rooms: string;
  area: string;
  floor: string;
  price: string;
  availability: LotAvailability;
};

export type BuildingGroup = { ref: string; label: string; lots: LotRow[] };

export type LotTable = {
  buildings: BuildingGroup[];
  total: number;
  available: number;
};

/** "RLM-P01-A" in promotion "RLM-P01" → "A"; otherwise the last segment of the reference. */
export function buildingLetter(buildingRef: string, promotionRef: string): string {
  const ref = buildingRef.trim().toUpperCase();
  const prefix = `${promotionRef.trim().toUpperCase()}-`;
  if (ref.startsWith(prefix) && ref.length > prefix.length) return ref.slice(prefix.length);
  return ref.split("-").pop() || ref;
}

/** The numeric part of a lot reference, for sorting A-2 before A-10. */
function lotNumber(ref: string): number {
  const last = ref.split("-").pop() ?? "";
  return /^\d+$/.test(last) ? Number(last) : Number.MAX_SAFE_INTEGER;
}

const forSale = new Set(["active", "reserved"]);

function lotRow(lot: Property, promotionRef: string, language: Language): LotRow {
  const rooms = specificationValue(lot, "number_of_rooms");
  const floor = specificationValue(lot, "floor");
  const texts = listingTexts(lot, language);
  return {
    ref: lot.ref,
    href: localPath(listingPath({ ...lot, promotionRef: lot.promotionRef ?? promotionRef }), language),
    name: texts.title || lot.name,
    lang: texts.title && texts.language !== language ? texts.language : null,
    rooms: rooms !== undefined && rooms > 0 ? formatRooms(rooms, language) : "–",
    area:
      formatLivingArea(
        { gross: specificationValue(lot, "area_bwf"), net: specificationValue(lot, "area_nwf") },
        language,
      ) ?? "–",
    floor: floor !== undefined ? formatFloor(floor, language) : "–",
    // A sold or withdrawn lot's price is no longer an offer.
    price: forSale.has(lot.status) ? formatPrice(lot.price, lot.type, language) : "–",
    availability: lotAvailabilityLabel(lot.status, language),
  };
}

function buildingGroup(building: Building, promotionRef: string, language: Language): BuildingGroup {
  const lots = [...building.properties]
    .sort((a, b) => lotNumber(a.ref) - lotNumber(b.ref) || a.ref.localeCompare(b.ref))
    .map((lot) => lotRow(lot, promotionRef, language));
  const label = lotTableTexts[language].building(buildingLetter(building.ref, promotionRef));
  return { ref: building.ref, label, lots };
}

/** The buildings and lots of a promotion, their words and links in `language`. */
export function lotTable(promotion: Pick<Promotion, "ref" | "buildings">, language: Language = "fr"): LotTable {
  const buildings = promotion.buildings
    .map((building) => buildingGroup(building, promotion.ref, language))
    .filter((group) => group.lots.length > 0)
    .sort((a, b) => a.label.localeCompare(b.label, "fr", { numeric: true }));
  const lots = buildings.flatMap((group) => group.lots);
  return {
    buildings,
    total: lots.length,
    available: lots.filter((lot) => lot.availability.tone === "ok").length,
  };
}

/** "12 biens, dont 5 disponibles" / "1 bien, disponible" / "8 biens, tous vendus ou réservés". */
export function lotSummary(table: Pick<LotTable, "total" | "available">, language: Language = "fr"): string {
  const texts = lotTableTexts[language];
  const { total, available } = table;
  if (total === 0) return texts.soon;
  const count = texts.count(total);
  if (available === 0) return texts.noneAvailable(count);
  if (available === total) return texts.allAvailable(count, total);
  return texts.someAvailable(count, available);
}
