/**
 * A dossier's bounds as the site enforces and announces them: the settings', lowered to the API's
 * bound on its documents when it gives one (decision 151).
 */

const MB = 1024 * 1024;

export type DocumentBytes = { fileBytes: number; totalBytes: number };

/** The smaller of the settings and the API's bound: no file larger than all files together. */
export function documentLimits(configured: DocumentBytes, apiBytes?: number): DocumentBytes {
  const totalBytes = apiBytes === undefined ? configured.totalBytes : Math.min(configured.totalBytes, apiBytes);
  return { totalBytes, fileBytes: Math.min(configured.fileBytes, totalBytes) };
}

/**
 * A bound in megabytes as it is announced: rounded down (never more than is taken), to a tenth
 * from 1 MB on, to a hundredth below (a relay of a few hundred KB).
 */
export function announcedMegabytes(bytes: number): number {
  const megabytes = bytes / MB;
  const step = megabytes >= 1 ? 10 : 100;
  return Math.floor(megabytes * step + 1e-9) / step;
}
