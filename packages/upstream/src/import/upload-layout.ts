import { readdirSync } from "node:fs";
import path from "node:path";
import { isTransient } from "./upload-scan";

/**
 * Where the data of an upload is, in the layouts CRMs push: the portal layout (`data/unload.txt`
 * with `images/` and `doc/` beside `data/`), one SwissRETS `.xml` or `.json` at the root, or one
 * `.zip` of either (unpacked first by the caller). Names are matched whatever their case.
 */

export type UploadData = { kind: "data"; file: string } | { kind: "zip"; file: string };

export class UploadLayoutError extends Error {}

/** No data file (yet): an upload whose data is still to come is held, not refused. */
export class NoUploadData extends UploadLayoutError {}

function entries(dir: string) {
  return readdirSync(dir, { withFileTypes: true }).filter((entry) => !isTransient(entry.name));
}

/** Looks at a few names only: cheap enough for the main thread. */
export function findUploadData(dir: string): UploadData {
  const top = entries(dir);
  const dataFolder = top.find((entry) => entry.isDirectory() && entry.name.toLowerCase() === "data");
  if (dataFolder) {
    const inside = entries(path.join(dir, dataFolder.name));
    const unload = inside.find((entry) => entry.isFile() && entry.name.toLowerCase() === "unload.txt");
    if (unload) return { kind: "data", file: path.join(dir, dataFolder.name, unload.name) };
  }
  const files = top.filter((entry) => entry.isFile());
  const data = files.filter((entry) => /\.(xml|json|txt)$/i.test(entry.name));
  if (data.length > 1) {
    throw new UploadLayoutError(
      `plusieurs fichiers de données à la racine (${data.map((entry) => entry.name).join(", ")})`,
    );
  }
  if (data.length === 1) return { kind: "data", file: path.join(dir, data[0]!.name) };
  const zips = files.filter((entry) => /\.zip$/i.test(entry.name));
  if (zips.length > 1)
    throw new UploadLayoutError(`plusieurs archives .zip à la racine (${zips.map((entry) => entry.name).join(", ")})`);
  if (zips.length === 1) return { kind: "zip", file: path.join(dir, zips[0]!.name) };
  // A zip unpacked into a single folder: the same layouts inside it.
  const folders = top.filter((entry) => entry.isDirectory());
  if (top.length === 1 && folders.length === 1) return findUploadData(path.join(dir, folders[0]!.name));
  throw new NoUploadData(
    "aucune donnée trouvée (data/unload.txt, un fichier .xml ou .json à la racine, ou une archive .zip)",
  );
}
