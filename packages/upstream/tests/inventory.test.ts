import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indexExport, InventoryFileError, loadInventoryFile, prepareExport } from "@rli/upstream/inventory.server";
import { FIXTURE_INVENTORY, FIXTURES } from "./support/upstream";

const packageDir = path.dirname(createRequire(import.meta.url).resolve("@qualipool/swissrets-json/package.json"));
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "inventory-"));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function fileWith(name: string, content: string): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, content);
  return file;
}

describe("inventory loading", () => {
  it("stops with the file and the first invalid path when the schema is not met", () => {
    const file = path.join(FIXTURES, "inventory-invalid.json");
    let error: unknown;
    try {
      loadInventoryFile(file);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(InventoryFileError);
    expect((error as InventoryFileError).message).toContain(file);
    expect((error as InventoryFileError).invalidPath).toBe("/properties/3/availability/state");
    expect((error as InventoryFileError).message).toContain("/properties/3/availability/state");
  });

  it("names a missing file, and a file that is not JSON", async () => {
    const missing = path.join(dir, "absent.json");
    expect(() => loadInventoryFile(missing)).toThrowError(new RegExp(`${missing}.*introuvable`));
    const broken = await fileWith("broken.json", "{ not json");
    expect(() => loadInventoryFile(broken)).toThrowError(/broken\.json.*JSON invalide/);
  });

  it("serves the first listing of a reference given twice and tells where the other was left out", async () => {
    const inventory = JSON.parse(readFileSync(FIXTURE_INVENTORY, "utf8"));
    const second = inventory.properties[5].referenceId.toUpperCase();
    inventory.properties[5].referenceId = "rlm-1001";
    const file = await fileWith("duplicate.json", JSON.stringify(inventory));
    const prepared = prepareExport(file);
    expect(prepared.skipped).toEqual([
      { line: 0, where: "/properties/5", reason: "référence RLM-1001 déjà donnée (/properties/0)" },
    ]);
    const index = indexExport(prepared);
    expect(index.listingsByRef.get("RLM-1001")!.property.title).toBe(
      loadInventoryFile(FIXTURE_INVENTORY).listingsByRef.get("RLM-1001")!.property.title,
    );
    expect(index.listingsByRef.has(second)).toBe(false);
  });

  it("loads the examples shipped with the SwissRETS package", () => {
    for (const name of ["swissrets-min.json", "swissrets-full.json"]) {
      const index = loadInventoryFile(path.join(packageDir, "dist/examples", name));
      expect(index.listingsByRef.size).toBe(1);
    }
    const full = loadInventoryFile(path.join(packageDir, "dist/examples/swissrets-full.json"));
    const property = full.listingsByRef.get("KJ3KJ3KJ38SS")!.property;
    expect(property).toMatchObject({ type: "buy", status: "private", price: 66, locality: "Bern", promotion: true });
    expect(property.attachments[0]).toEqual({ url: "http://www.example.com/example.jpg", type: "image" });
  });
});
