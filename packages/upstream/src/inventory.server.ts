import { readFileSync } from "node:fs";
import path from "node:path";
import { validateSwissRets, type SwissRetsInventory } from "@qualipool/swissrets-json";
import { agency } from "@rli/contract/agency/agency";
import { env } from "./env";
import { buildIndex, DuplicateReferenceError, type InventoryIndex } from "./inventory-index";
import { mapInventory } from "./map-swissrets";

/**
 * The SwissRETS inventory served by the embedded upstream: read from
 * CATALOGUE_FILE (or the demo inventory), validated against the SwissRETS
 * schema, mapped and indexed once. An invalid file is an error naming the file
 * and the first invalid path; the site must not start with it.
 */

export const DEMO_INVENTORY_FILE = "packages/upstream/src/demo/inventory.json";

export class InventoryFileError extends Error {
  constructor(
    readonly file: string,
    readonly invalidPath: string,
    detail: string,
  ) {
    super(`Inventaire SwissRETS invalide (${file}) : ${invalidPath} ${detail}`.trim());
    this.name = "InventoryFileError";
  }
}

export function inventoryFile(): string {
  return path.resolve(env.CATALOGUE_FILE ?? DEMO_INVENTORY_FILE);
}

function readJson(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new InventoryFileError(file, "/", code === "ENOENT" ? "fichier introuvable" : `illisible (${code ?? error})`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new InventoryFileError(file, "/", `JSON invalide : ${(error as Error).message}`);
  }
}

export function validateInventory(file: string, data: unknown): SwissRetsInventory {
  if (data === null || typeof data !== "object" || Array.isArray(data)) {
    throw new InventoryFileError(file, "/", "doit être un objet SwissRETS");
  }
  const errors = validateSwissRets(data as SwissRetsInventory);
  const first = errors[0];
  if (first) {
    const allowed =
      first.params && "allowedValues" in first.params && Array.isArray(first.params.allowedValues)
        ? ` (${first.params.allowedValues.join(", ")})`
        : "";
    const detail = `${first.message ?? "invalide"}${allowed}`;
    throw new InventoryFileError(file, first.instancePath || "/", detail);
  }
  return data as SwissRetsInventory;
}

export type LoadOptions = { now?: Date; siteOrigins?: readonly string[] };

export function indexInventory(file: string, inventory: SwissRetsInventory, options: LoadOptions = {}): InventoryIndex {
  const mapped = mapInventory(inventory, {
    now: options.now ?? new Date(),
    siteOrigins: options.siteOrigins ?? [agency.siteUrl, ...(env.SITE_URL ? [env.SITE_URL] : [])],
  });
  try {
    return buildIndex(mapped);
  } catch (error) {
    if (error instanceof DuplicateReferenceError) {
      const position = (inventory.properties ?? []).findIndex(
        (property) => property.referenceId.trim().toUpperCase() === error.ref,
      );
      const where = position >= 0 ? `/properties/${position}/referenceId` : "/projects";
      throw new InventoryFileError(file, where, error.message);
    }
    throw error;
  }
}

/** Reads, validates, maps and indexes a SwissRETS JSON file. */
export function loadInventoryFile(file: string, options: LoadOptions = {}): InventoryIndex {
  const resolved = path.resolve(file);
  const inventory = validateInventory(resolved, readJson(resolved));
  return indexInventory(resolved, inventory, options);
}

let loaded: { file: string; index: InventoryIndex } | undefined;

/** The inventory of the configured file, loaded on first use and kept. */
export function getInventory(): InventoryIndex {
  const file = inventoryFile();
  if (loaded?.file !== file) loaded = { file, index: loadInventoryFile(file) };
  return loaded.index;
}
