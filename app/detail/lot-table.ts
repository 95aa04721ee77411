/**
 * The table of buildings and lots of a promotion page (product §2.6, §4): one group per building,
 * one row per lot with its rooms, area, floor, price and availability, each linking to its page.
 */
import { listingPath } from "@rli/contract/agency/addresses";
import { formatFloor, formatLivingArea, formatPrice, formatRooms } from "@rli/contract/agency/format";
import { lotAvailabilityLabel, type LotAvailability } from "~/agency/status";
import type { Building, Promotion, Property } from "@rli/contract/api/contract";
import { specificationValue } from "./technical-data";

type LotRow = {
  ref: string;
  href: string;
  name: string;
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

function lotRow(lot: Property, promotionRef: string): LotRow {
  const rooms = specificationValue(lot, "number_of_rooms");
  const floor = specificationValue(lot, "floor");
  return {
    ref: lot.ref,
    href: listingPath({ ...lot, promotionRef: lot.promotionRef ?? promotionRef }),
    name: lot.title || lot.name,
    rooms: rooms !== undefined && rooms > 0 ? formatRooms(rooms) : "–",
    area:
      formatLivingArea({ gross: specificationValue(lot, "area_bwf"), net: specificationValue(lot, "area_nwf") }) ?? "–",
    floor: floor !== undefined ? formatFloor(floor) : "–",
    // A sold or withdrawn lot's price is no longer an offer.
    price: forSale.has(lot.status) ? formatPrice(lot.price, lot.type) : "–",
    availability: lotAvailabilityLabel(lot.status),
  };
}

function buildingGroup(building: Building, promotionRef: string): BuildingGroup {
  const lots = [...building.properties]
    .sort((a, b) => lotNumber(a.ref) - lotNumber(b.ref) || a.ref.localeCompare(b.ref))
    .map((lot) => lotRow(lot, promotionRef));
  return { ref: building.ref, label: `Bâtiment ${buildingLetter(building.ref, promotionRef)}`, lots };
}

export function lotTable(promotion: Pick<Promotion, "ref" | "buildings">): LotTable {
  const buildings = promotion.buildings
    .map((building) => buildingGroup(building, promotion.ref))
    .filter((group) => group.lots.length > 0)
    .sort((a, b) => a.label.localeCompare(b.label, "fr", { numeric: true }));
  const lots = buildings.flatMap((group) => group.lots);
  return {
    buildings,
    total: lots.length,
    available: lots.filter((lot) => lot.availability.label === "Disponible").length,
  };
}

/** "12 biens, dont 5 disponibles" / "1 bien, disponible" / "8 biens, tous vendus ou réservés". */
export function lotSummary(table: Pick<LotTable, "total" | "available">): string {
  const { total, available } = table;
  if (total === 0) return "Lots bientôt disponibles";
  const count = `${total} ${total > 1 ? "biens" : "bien"}`;
  if (available === 0) return `${count}, aucun disponible actuellement`;
  if (available === total) return total > 1 ? `${count}, tous disponibles` : `${count}, disponible`;
  return `${count}, dont ${available} ${available > 1 ? "disponibles" : "disponible"}`;
}
