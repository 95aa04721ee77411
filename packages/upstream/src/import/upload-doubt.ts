import { FILES_PATH } from "../feeds/export-files";
import type { PreparedExport } from "../inventory.server";
import type { UploadSummary } from "./import-store";
import type { ListedCount } from "./listed-count";

/**
 * Uploads that read well but look cut short next to the one served: what the site's lists show
 * falls sharply (fewer than half, from at least 20; counted by the lists' rule, listed-count.ts:
 * listings offered, sold or let, and promotions), or pictures the data names are all missing when the upload
 * served had its pictures. Such an upload is held, not served, until it changes or stays the same
 * for the long bound (then it is taken: an agency may really have withdrawn most of its listings).
 */

/** Below this many entries listed, a fall is not judged (a small agency's inventory moves a lot). */
export const SHRINK_FROM = 20;

export function summaryOf(prepared: PreparedExport, listed: ListedCount): UploadSummary {
  let pictures = 0;
  let picturesPresent = 0;
  for (const { property } of prepared.mapped.listings) {
    for (const item of property.attachments) {
      if ((item.type !== "image" && item.type !== "plan") || !item.url.startsWith(`${FILES_PATH}/`)) continue;
      pictures += 1;
      if (item.url.includes("?v=")) picturesPresent += 1;
    }
  }
  const listings = listed.forSale + listed.toLet + listed.sold + listed.promotions;
  return { listings, pictures, picturesPresent };
}

/** Why `next` looks cut short beside `served`, or undefined. */
export function doubtAbout(served: UploadSummary | undefined, next: UploadSummary): string | undefined {
  if (!served) return undefined;
  if (served.listings >= SHRINK_FROM && next.listings * 2 < served.listings) {
    return `${next.listings} annonces et promotions dans les listes au lieu de ${served.listings} avec l'envoi servi`;
  }
  if (served.picturesPresent > 0 && next.pictures > 0 && next.picturesPresent === 0) {
    return `aucune des ${next.pictures} photos nommées n'est dans l'envoi (l'envoi servi avait les siennes)`;
  }
  return undefined;
}
