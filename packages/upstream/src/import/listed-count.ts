import type { PropertyStatus } from "@rli/contract/api/contract";
import { isPublic, type InventoryIndex } from "../inventory-index";
import { indexExport, type PreparedExport } from "../inventory.server";
import { listPlaceOf } from "../search";

/**
 * What an export puts in the site's lists, counted by their own rule (decision 139): a listing
 * where a search without criteria finds it (search.ts `listPlaceOf`), a promotion where the
 * promotions page shows it (`isPublic`), and the ones no list shows with the reason. One rule for
 * `npm run import`, the import's "pris" line and the report mailed after each upload.
 */

/** Why an entry that a list would show by its kind is left out of every list, as the agency reads it. */
export type HiddenReason = "privée" | "expirée" | "inactive";

export type HiddenEntry = { ref: string; reason: HiddenReason };

export type ListedCount = {
  forSale: number;
  toLet: number;
  /** Sold or let, on the page of sold properties. */
  sold: number;
  promotions: number;
  /** Lots of the promotions shown. */
  lots: number;
  /** In no list, in the export's order. */
  hidden: HiddenEntry[];
};

const hiddenOrder: readonly HiddenReason[] = ["privée", "expirée", "inactive"];

/** References named per reason; the rest are counted. */
const NAMED_REFERENCES = 5;

function hiddenReasonOf(status: PropertyStatus, expired: boolean): HiddenReason {
  if (status === "private") return "privée";
  return expired ? "expirée" : "inactive";
}

export function listedCount(prepared: PreparedExport, index: InventoryIndex = indexExport(prepared)): ListedCount {
  const expired = new Set([
    ...prepared.mapped.listings.filter((item) => item.expired).map((item) => item.property.ref),
    ...prepared.mapped.promotions.filter((item) => item.expired).map((item) => item.promotion.ref),
  ]);
  const count: ListedCount = { forSale: 0, toLet: 0, sold: 0, promotions: 0, lots: 0, hidden: [] };
  const hide = (ref: string, status: PropertyStatus) =>
    count.hidden.push({ ref, reason: hiddenReasonOf(status, expired.has(ref)) });
  for (const entry of index.entries) {
    if (entry.kind === "promotion") {
      if (!isPublic(entry.promotion.status)) hide(entry.promotion.ref, entry.promotion.status);
      else {
        count.promotions += 1;
        count.lots += entry.lots.length;
      }
      continue;
    }
    const place = listPlaceOf(entry);
    if (place === "sold") count.sold += 1;
    else if (place === "offers" && entry.property.type === "buy") count.forSale += 1;
    else if (place === "offers") count.toLet += 1;
    else hide(entry.property.ref, entry.property.status);
  }
  return count;
}

export function plural(count: number, word: string): string {
  return `${count} ${word}${count > 1 ? "s" : ""}`;
}

/** "2 masquées : 1 privée (REF-1), 1 expirée (REF-2)"; undefined when every entry is listed. */
export function hiddenLine(hidden: readonly HiddenEntry[]): string | undefined {
  if (hidden.length === 0) return undefined;
  const parts = hiddenOrder.flatMap((reason) => {
    const refs = hidden.filter((entry) => entry.reason === reason).map((entry) => entry.ref);
    if (refs.length === 0) return [];
    const named = refs.slice(0, NAMED_REFERENCES).join(", ");
    return [`${plural(refs.length, reason)} (${named}${refs.length > NAMED_REFERENCES ? ", …" : ""})`];
  });
  return `${plural(hidden.length, "masquée")} : ${parts.join(", ")}`;
}
