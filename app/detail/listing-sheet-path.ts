/** Address of a listing's PDF sheet: /fiche/{ref}.pdf, the reference lowercased as in listing addresses. */
export function listingSheetPath(ref: string): string {
  return `/fiche/${encodeURIComponent(ref.toLowerCase())}.pdf`;
}

/** The reference named by a sheet's file name ("rlm-1001.pdf"), or undefined. */
export function sheetFileReference(file: string | undefined): string | undefined {
  if (!file || !file.toLowerCase().endsWith(".pdf")) return undefined;
  return file.slice(0, -4);
}
