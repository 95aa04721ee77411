import { mkdtemp, open, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { feedFormatNames, skippedPlace } from "../feeds/feed-result";
import { indexExport, prepareExport, type PreparedExport } from "../inventory.server";
import { hiddenLine, listedCount, plural } from "./listed-count";
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

/**
 * What an upload would serve, line by line; throws (with the place) when it cannot be served. The
 * counts are those of the site's lists (decision 139, listed-count.ts); the ones no list shows are
 * named with the reason.
 */
export function describeUpload(prepared: PreparedExport): string[] {
  const index = indexExport(prepared);
  const listings = [...index.listingsByRef.values()].map((entry) => entry.property);
  const { forSale, toLet, sold, promotions, lots, hidden } = listedCount(prepared, index);
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
