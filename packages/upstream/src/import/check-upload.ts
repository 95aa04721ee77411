import { mkdtemp, open, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { feedFormatNames, skippedPlace } from "../feeds/feed-result";
import type { PropertyStatus } from "@rli/contract/api/contract";
import { isPublic } from "../inventory-index";
import { indexExport, prepareExport, type PreparedExport } from "../inventory.server";
import { listPlaceOf } from "../search";
import { findUploadData } from "./upload-layout";
import { isMissingFromUpload, picturesOf } from "./upload-pictures";
import { unzipBounded, type UnzipLimits } from "./unzip-bounded";

/**
 * An upload checked as the import folder would check it, without serving it: a data file of any
 * format, a folder in one of the upload layouts, or a zip of either. What it would serve is told
 * in a few French lines (`npm run import -- PATH`, the agency's first step with a new CRM).
 */

async function isZip(file: string): Promise<boolean> {
  const handle = await open(file, "r");
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(4), 0, 4, 0);
    return bytesRead === 4 && buffer.readUInt32LE(0) === 0x04034b50;
  } finally {
    await handle.close();
  }
}

/** Reads the upload at `target`; a zip is unpacked (within `limits`) into a folder removed afterwards. */
export async function checkUpload(target: string, limits: UnzipLimits): Promise<PreparedExport> {
  const found = await stat(target);
  let file = target;
  if (found.isDirectory()) {
    const data = findUploadData(target);
    file = data.file;
    if (data.kind === "data") return prepareExport(file);
  } else if (!(await isZip(target))) {
    return prepareExport(target);
  }
  const into = await mkdtemp(path.join(tmpdir(), "envoi-"));
  try {
    await unzipBounded(file, into, limits);
    return prepareExport(findUploadData(into).file);
  } finally {
    await rm(into, { recursive: true, force: true });
  }
}

/** Why an entry that a list would show by its kind is left out of every list, as the agency reads it. */
type HiddenReason = "privée" | "expirée" | "inactive";

const hiddenOrder: readonly HiddenReason[] = ["privée", "expirée", "inactive"];

/** References named per reason; the rest are counted. */
const NAMED_REFERENCES = 5;

function hiddenReasonOf(status: PropertyStatus, expired: boolean): HiddenReason {
  if (status === "private") return "privée";
  return expired ? "expirée" : "inactive";
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count > 1 ? "s" : ""}`;
}

/** "2 masquées : 1 privée (REF-1), 1 expirée (REF-2)" */
function hiddenLine(hidden: ReadonlyMap<HiddenReason, string[]>): string | undefined {
  const total = [...hidden.values()].reduce((sum, refs) => sum + refs.length, 0);
  if (total === 0) return undefined;
  const parts = hiddenOrder.flatMap((reason) => {
    const refs = hidden.get(reason) ?? [];
    if (refs.length === 0) return [];
    const named = refs.slice(0, NAMED_REFERENCES).join(", ");
    return [`${plural(refs.length, reason)} (${named}${refs.length > NAMED_REFERENCES ? ", …" : ""})`];
  });
  return `${plural(total, "masquée")} : ${parts.join(", ")}`;
}

/**
 * What an upload would serve, line by line; throws (with the place) when it cannot be served. The
 * counts are those of the site's lists (decision 140): a listing is counted where a search without
 * criteria finds it (search.ts), a promotion where the promotions page shows it (`isPublic`); the
 * ones no list shows are named with the reason.
 */
export function describeUpload(prepared: PreparedExport): string[] {
  const index = indexExport(prepared);
  const listings = [...index.listingsByRef.values()].map((entry) => entry.property);
  const expired = new Set([
    ...prepared.mapped.listings.filter((item) => item.expired).map((item) => item.property.ref),
    ...prepared.mapped.promotions.filter((item) => item.expired).map((item) => item.promotion.ref),
  ]);
  const hidden = new Map<HiddenReason, string[]>();
  const hide = (ref: string, status: PropertyStatus) => {
    const reason = hiddenReasonOf(status, expired.has(ref));
    hidden.set(reason, [...(hidden.get(reason) ?? []), ref]);
  };
  let forSale = 0;
  let toLet = 0;
  let sold = 0;
  let promotions = 0;
  let lots = 0;
  for (const entry of index.entries) {
    if (entry.kind === "promotion") {
      if (!isPublic(entry.promotion.status)) hide(entry.promotion.ref, entry.promotion.status);
      else {
        promotions += 1;
        lots += entry.lots.length;
      }
      continue;
    }
    const place = listPlaceOf(entry);
    if (place === "sold") sold += 1;
    else if (place === "offers" && entry.property.type === "buy") forSale += 1;
    else if (place === "offers") toLet += 1;
    else hide(entry.property.ref, entry.property.status);
  }
  const attachments = listings.flatMap((property) => property.attachments);
  const pictures = listings.flatMap(picturesOf);
  const missing = pictures.filter(isMissingFromUpload);
  const lines = [
    `Format : ${feedFormatNames[prepared.format]}, encodage ${prepared.encoding} (${prepared.file})`,
    `Annonces listées sur le site : ${forSale + toLet} (${forSale} à vendre, ${toLet} à louer), promotions : ${promotions}${lots > 0 ? ` (${plural(lots, "lot")})` : ""}`,
  ];
  if (sold > 0) lines.push(`Biens vendus ou loués (page des biens vendus) : ${sold}`);
  const masked = hiddenLine(hidden);
  if (masked) lines.push(masked);
  lines.push(
    `Photos et plans : ${pictures.length}${missing.length > 0 ? `, dont ${missing.length} absents de l'envoi (image de remplacement)` : ""}`,
    `Documents : ${attachments.filter((item) => item.type === "document").length}`,
  );
  if (prepared.skipped.length > 0) {
    lines.push(`Enregistrements ignorés : ${prepared.skipped.length}`);
    for (const skipped of prepared.skipped) lines.push(`  ${skippedPlace(skipped)} : ${skipped.reason}`);
  }
  if (listings.length === 0 && index.promotionsByRef.size === 0) throw new Error("aucune annonce lisible");
  return lines;
}
