import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InventoryFileError, loadInventoryFile } from "@rli/upstream/inventory.server";
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

  it("refuses a reference given twice", async () => {
    const inventory = JSON.parse(readFileSync(FIXTURE_INVENTORY, "utf8"));
    inventory.properties[5].referenceId = "rlm-1001";
    const file = await fileWith("duplicate.json", JSON.stringify(inventory));
    expect(() => loadInventoryFile(file)).toThrowError(/duplicate\.json.*\/properties\/0\/referenceId.*RLM-1001/);
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
