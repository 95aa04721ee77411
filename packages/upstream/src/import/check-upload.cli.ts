/**
 * `npm run import -- PATH`: checks an upload (a data file of any format, a folder as the CRM pushes
 * it, or a zip) and prints what the site would serve from it, without serving it. Exits 1 with a
 * one-line reason when it cannot be served, 2 when no path is given.
 */
import { env } from "../env";
import { InventoryFileError } from "../inventory.server";
import { checkUpload, describeUpload } from "./check-upload";

const MB = 1024 * 1024;
const target = process.argv[2];

if (!target || process.argv.length > 3) {
  console.error("Usage : npm run import -- CHEMIN (fichier de données, dossier de l'envoi ou archive .zip)");
  process.exit(2);
}

try {
  const prepared = await checkUpload(target, {
    maxBytes: env.IMPORT_MAX_MB * MB,
    maxFileBytes: env.IMPORT_MAX_FILE_MB * MB,
    maxEntries: env.IMPORT_MAX_FILES,
  });
  for (const line of describeUpload(prepared)) console.log(line);
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(error instanceof InventoryFileError ? message : `Envoi refusé (${target}) : ${message}`);
  process.exit(1);
}
